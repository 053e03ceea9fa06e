/// One JSON-RPC 2.0 message: a request (has an id, wants a response), a notification (no id, no response)
/// or a response (a result or an error for an id).
package enum Message: Sendable, Hashable {
    case request(Request)
    case notification(Notification)
    case response(Response)
}

package struct Request: Sendable, Hashable {
    package var id: RequestID
    package var method: String
    package var params: JSONValue?

    package init(id: RequestID, method: String, params: JSONValue? = nil) {
        self.id = id
        self.method = method
        self.params = params
    }
}

package struct Notification: Sendable, Hashable {
    package var method: String
    package var params: JSONValue?

    package init(method: String, params: JSONValue? = nil) {
        self.method = method
        self.params = params
    }
}

package struct Response: Sendable, Hashable {
    /// Nil only for the error answering a message whose id could not be read.
    package var id: RequestID?
    package var outcome: Result<JSONValue, ResponseError>

    package init(id: RequestID?, outcome: Result<JSONValue, ResponseError>) {
        self.id = id
        self.outcome = outcome
    }

    package static func success(_ id: RequestID, _ result: JSONValue) -> Response {
        Response(id: id, outcome: .success(result))
    }

    package static func failure(_ id: RequestID?, _ error: ResponseError) -> Response {
        Response(id: id, outcome: .failure(error))
    }

    package var result: JSONValue? {
        if case .success(let value) = outcome { return value }
        return nil
    }

    package var error: ResponseError? {
        if case .failure(let error) = outcome { return error }
        return nil
    }
}
