/// The error member of a response: a code, a message and optional data (JSON-RPC 2.0 §5.1).
package struct ResponseError: Error, Sendable, Hashable {
    package var code: Code
    package var message: String
    package var data: JSONValue?

    package init(_ code: Code, _ message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// An error code: the JSON-RPC 2.0 ones and those the Language Server Protocol adds.
    package struct Code: RawRepresentable, Sendable, Hashable {
        package var rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        package static let parseError = Code(rawValue: -32700)
        package static let invalidRequest = Code(rawValue: -32600)
        package static let methodNotFound = Code(rawValue: -32601)
        package static let invalidParams = Code(rawValue: -32602)
        package static let internalError = Code(rawValue: -32603)
        /// LSP: a request other than `initialize` before it.
        package static let serverNotInitialized = Code(rawValue: -32002)
        package static let unknownErrorCode = Code(rawValue: -32001)
        /// LSP: the request was valid but the server could not do it (e.g. a refused rename).
        package static let requestFailed = Code(rawValue: -32803)
        /// LSP: the server dropped the request because the document changed under it.
        package static let contentModified = Code(rawValue: -32801)
        /// LSP: the client cancelled the request.
        package static let requestCancelled = Code(rawValue: -32800)
    }

    package var json: JSONValue {
        var members: [JSONValue.Member] = [.init("code", .integer(code.rawValue)), .init("message", .string(message))]
        if let data { members.append(.init("data", data)) }
        return .object(members)
    }
}
