import RefractJSONRPC

/// One document the client has open: its text as the editor holds it (saved or not) and its version.
struct OpenDocument: Sendable {
    var uri: String
    var path: String?
    var version: Int
    var bytes: [UInt8]
}

/// A change the client sends (`textDocument/didChange`): the whole text, or a range replaced.
struct TextChange: Sendable {
    var range: (start: TextPosition, end: TextPosition)?
    var text: String

    init?(_ json: JSONValue) {
        guard let text = json["text"]?.stringValue else { return nil }
        self.text = text
        if let range = json["range"] {
            guard let start = TextPosition(range["start"]), let end = TextPosition(range["end"]) else { return nil }
            self.range = (min(start, end), max(start, end))
        }
    }

    /// The text after this change; each change of a notification applies to the text the one before made.
    func applied(to bytes: [UInt8], encoding: PositionEncoding) -> [UInt8] {
        guard let range else { return Array(text.utf8) }
        let lines = TextLines(bytes, encoding: encoding)
        let start = lines.offset(of: range.start)
        let end = max(start, lines.offset(of: range.end))
        var result = bytes
        result.replaceSubrange(start..<end, with: Array(text.utf8))
        return result
    }
}
