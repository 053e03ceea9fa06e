extension Message {
    /// The message as a JSON object with `"jsonrpc": "2.0"` first.
    package var json: JSONValue {
        switch self {
        case .request(let request):
            var members: [JSONValue.Member] = [
                .init("jsonrpc", "2.0"), .init("id", request.id.json), .init("method", .string(request.method)),
            ]
            if let params = request.params { members.append(.init("params", params)) }
            return .object(members)
        case .notification(let notification):
            var members: [JSONValue.Member] = [.init("jsonrpc", "2.0"), .init("method", .string(notification.method))]
            if let params = notification.params { members.append(.init("params", params)) }
            return .object(members)
        case .response(let response):
            var members: [JSONValue.Member] = [.init("jsonrpc", "2.0"), .init("id", response.id?.json ?? .null)]
            switch response.outcome {
            case .success(let result): members.append(.init("result", result))
            case .failure(let error): members.append(.init("error", error.json))
            }
            return .object(members)
        }
    }

    /// Compact UTF-8 JSON text, one line.
    package var encoded: [UInt8] { json.encoded }

    /// Reads one message from its JSON text. Throws `parseError` for text that is not JSON and
    /// `invalidRequest` for JSON that is not a JSON-RPC 2.0 message; `DecodingFailure.id` holds the
    /// id when one could be read, so the error response can name it.
    package init(decoding bytes: some Collection<UInt8>) throws(DecodingFailure) {
        let json: JSONValue
        do { json = try JSONValue(parsing: bytes) } catch { throw DecodingFailure(id: nil, error: error) }
        try self.init(json: json)
    }

    /// Reads one message from a JSON value (an element of a batch, or a parsed text).
    package init(json: JSONValue) throws(DecodingFailure) {
        guard case .object = json else {
            throw DecodingFailure(id: nil, error: ResponseError(.invalidRequest, "a message must be a JSON object, not \(json.kindName)"))
        }
        let id = json["id"].flatMap(RequestID.init)
        func invalid(_ message: String) -> DecodingFailure {
            DecodingFailure(id: id, error: ResponseError(.invalidRequest, message))
        }
        guard json["jsonrpc"] == "2.0" else { throw invalid("'jsonrpc' must be \"2.0\"") }
        if let idValue = json["id"], id == nil, !idValue.isNull {
            throw invalid("'id' must be a string or an integer, not \(idValue.kindName)")
        }
        // `"params": null` is read as no params: JSON-RPC allows only omitting them, but clients send null
        // (for `shutdown`, `exit`) and refusing that would end their sessions over nothing.
        // (JSONValue is ExpressibleByNilLiteral: a `nil` in a closure here would be `.null`, not no value.)
        var params = json["params"]
        if params == .null { params = Optional<JSONValue>.none }
        if let params, params.arrayValue == nil, params.objectMembers == nil {
            throw invalid("'params' must be an object or an array, not \(params.kindName)")
        }
        if let methodValue = json["method"] {
            guard let method = methodValue.stringValue else { throw invalid("'method' must be a string") }
            if let id {
                self = .request(Request(id: id, method: method, params: params))
            } else {
                self = .notification(Notification(method: method, params: params))
            }
            return
        }
        if let result = json["result"] {
            guard json["error"] == nil else { throw invalid("a response has either 'result' or 'error', not both") }
            self = .response(Response(id: id, outcome: .success(result)))
            return
        }
        if let error = json["error"] {
            guard let code = error["code"]?.intValue, let message = error["message"]?.stringValue else {
                throw invalid("'error' must have an integer 'code' and a string 'message'")
            }
            let failure = ResponseError(.init(rawValue: code), message, data: error["data"])
            self = .response(Response(id: id, outcome: .failure(failure)))
            return
        }
        throw invalid("a message needs a 'method' (request or notification) or a 'result' or 'error' (response)")
    }

    /// Every message of a text that is one message or a batch (a JSON array of messages, §6), each
    /// read on its own so one bad element fails alone. An empty batch is one `invalidRequest`.
    package static func decodeAll(_ bytes: some Collection<UInt8>) -> [Result<Message, DecodingFailure>] {
        let json: JSONValue
        do { json = try JSONValue(parsing: bytes) } catch { return [.failure(DecodingFailure(id: nil, error: error))] }
        guard case .array(let elements) = json else { return [Result { () throws(DecodingFailure) in try Message(json: json) }] }
        guard !elements.isEmpty else {
            return [.failure(DecodingFailure(id: nil, error: ResponseError(.invalidRequest, "an empty batch")))]
        }
        return elements.map { element in Result { () throws(DecodingFailure) in try Message(json: element) } }
    }
}

/// Why a text could not be read as a message, with the id to answer when one was read.
package struct DecodingFailure: Error, Sendable, Hashable {
    package var id: RequestID?
    package var error: ResponseError

    package init(id: RequestID?, error: ResponseError) {
        self.id = id
        self.error = error
    }

    /// The error response a server sends for this failure (JSON-RPC 2.0 §5: id null when unknown).
    package var response: Response { .failure(id, error) }
}

extension JSONValue {
    /// A short name of the value's kind for messages.
    package var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
