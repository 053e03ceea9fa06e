import RefractJSONRPC
import Testing

@Suite("JSON-RPC messages")
struct MessageCodingTests {
    private func decode(_ text: String) throws(DecodingFailure) -> Message { try Message(decoding: Array(text.utf8)) }

    @Test func requestsNotificationsAndResponsesAreToldApart() throws {
        #expect(try decode(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"a":[1,2]}}"#)
            == .request(Request(id: .number(1), method: "initialize", params: ["a": [1, 2]])))
        #expect(try decode(#"{"jsonrpc":"2.0","id":"x7","method":"shutdown"}"#)
            == .request(Request(id: .string("x7"), method: "shutdown")))
        #expect(try decode(#"{"jsonrpc":"2.0","method":"exit"}"#) == .notification(Notification(method: "exit")))
        #expect(try decode(#"{"jsonrpc":"2.0","id":2,"method":"shutdown","params":null}"#) == .request(Request(id: .number(2), method: "shutdown")))
        #expect(try decode(#"{"jsonrpc":"2.0","id":3,"result":null}"#) == .response(.success(.number(3), .null)))
        #expect(try decode(#"{"jsonrpc":"2.0","id":4,"error":{"code":-32601,"message":"no","data":{"k":true}}}"#)
            == .response(.failure(.number(4), ResponseError(.methodNotFound, "no", data: ["k": true]))))
    }

    @Test func encodingIsCompactOrderedAndReadsBack() throws {
        let messages: [Message] = [
            .request(Request(id: .number(12), method: "textDocument/hover", params: ["position": ["line": 0, "character": 5]])),
            .notification(Notification(method: "window/logMessage", params: ["message": "a \"quoted\"\nline\u{1}é😀"])),
            .response(.success(.string("7"), ["contents": ["kind": "markdown", "value": "x"], "n": 1.5, "b": false])),
            .response(.failure(nil, ResponseError(.parseError, "bad"))),
        ]
        for message in messages {
            let text = String(decoding: message.encoded, as: UTF8.self)
            #expect(!text.contains("\n"))
            #expect(try decode(text) == message)
        }
        #expect(String(decoding: messages[0].encoded, as: UTF8.self)
            == #"{"jsonrpc":"2.0","id":12,"method":"textDocument/hover","params":{"position":{"line":0,"character":5}}}"#)
        #expect(String(decoding: messages[3].encoded, as: UTF8.self)
            == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}}"#)
    }

    @Test func numbersKeepTheirKind() throws {
        let value = try JSONValue(parsing: Array(#"[1, -2, 2.5, 1e3, 9007199254740993]"#.utf8))
        #expect(value[0] == .integer(1))
        #expect(value[1] == .integer(-2))
        #expect(value[2] == .number(2.5))
        #expect(value[3]?.intValue == 1000)
        #expect(JSONValue.number(.nan).serialized == "null")
        #expect(JSONValue.number(4).serialized == "4")
    }

    @Test func textThatIsNotJSONIsAParseError() {
        #expect(throws: DecodingFailure(id: nil, error: ResponseError(.parseError, "invalid JSON at 1:11: unexpected end of file; expected ':' after key 'jsonrpc'"))) {
            try decode(#"{"jsonrpc""#)
        }
        do {
            _ = try decode(#"{"jsonrpc":"2.0", "id": 1, "method": }"#)
            Issue.record("decoded")
        } catch {
            #expect(error.error.code == .parseError)
            #expect(error.response.id == nil)
        }
    }

    @Test func jsonThatIsNotAMessageIsAnInvalidRequestNamingItsId() {
        let cases: [(String, RequestID?)] = [
            (#"[]"#, nil),
            (#"{"id":1,"method":"x"}"#, .number(1)),
            (#"{"jsonrpc":"1.0","id":"a","method":"x"}"#, .string("a")),
            (#"{"jsonrpc":"2.0","id":{"x":1},"method":"x"}"#, nil),
            (#"{"jsonrpc":"2.0","id":2,"method":7}"#, .number(2)),
            (#"{"jsonrpc":"2.0","id":2,"method":"m","params":3}"#, .number(2)),
            (#"{"jsonrpc":"2.0","id":2}"#, .number(2)),
            (#"{"jsonrpc":"2.0","id":2,"result":1,"error":{"code":1,"message":"m"}}"#, .number(2)),
            (#"{"jsonrpc":"2.0","id":2,"error":{"code":"x"}}"#, .number(2)),
        ]
        for (text, id) in cases {
            let results = Message.decodeAll(Array(text.utf8))
            #expect(results.count == 1)
            guard case .failure(let failure) = results[0] else {
                Issue.record("decoded \(text)")
                continue
            }
            #expect(failure.error.code == .invalidRequest, "\(text)")
            #expect(failure.id == id, "\(text)")
        }
    }

    @Test func aBatchIsReadElementByElement() throws {
        let text = #"[{"jsonrpc":"2.0","method":"a"}, 5, {"jsonrpc":"2.0","id":9,"method":"b"}]"#
        let results = Message.decodeAll(Array(text.utf8))
        #expect(results.count == 3)
        #expect(try results[0].get() == .notification(Notification(method: "a")))
        #expect(throws: DecodingFailure.self) { try results[1].get() }
        #expect(try results[2].get() == .request(Request(id: .number(9), method: "b")))
    }

    @Test func valueHelpers() {
        let value: JSONValue = ["a": 1, "b": ["c": "d"]]
        #expect(value["b"]?["c"]?.stringValue == "d")
        #expect(value.setting("a", 2)["a"] == 2)
        #expect(value.setting("z", nil).objectMembers?.map(\.key) == ["a", "b", "z"])
        #expect(RequestID(.number(3.0)) == .number(3))
        #expect(RequestID(.bool(true)) == nil)
    }
}
