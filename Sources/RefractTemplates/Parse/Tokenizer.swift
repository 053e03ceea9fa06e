import RefractDiagnostics

/// Splits template bytes into text, line breaks and tags, following set-delimiter tags as it goes.
struct Tokenizer {
    private let bytes: [UInt8]
    private let locator: SourceLocator
    private var opening: [UInt8] = Array("{{".utf8)
    private var closing: [UInt8] = Array("}}".utf8)

    init(bytes: [UInt8], locator: SourceLocator) {
        self.bytes = bytes
        self.locator = locator
    }

    mutating func tokenize() throws(TemplateError) -> [Token] {
        var tokens: [Token] = []
        var textStart = 0
        var index = 0
        func flushText(upTo end: Int) {
            if end > textStart { tokens.append(Token(kind: .text, start: textStart, end: end)) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                let breakStart =
                    index > textStart && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index
                flushText(upTo: breakStart)
                tokens.append(Token(kind: .newline, start: breakStart, end: index + 1))
                index += 1
                textStart = index
            } else if byte == opening[0], matches(opening, at: index) {
                flushText(upTo: index)
                let tag = try readTag(at: index)
                tokens.append(tag)
                index = tag.end
                textStart = index
            } else {
                index += 1
            }
        }
        flushText(upTo: bytes.count)
        return tokens
    }

    private func matches(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private func find(_ pattern: [UInt8], from index: Int) -> Int? {
        guard let first = pattern.first else { return nil }
        var cursor = index
        while cursor + pattern.count <= bytes.count {
            if bytes[cursor] == first, matches(pattern, at: cursor) { return cursor }
            cursor += 1
        }
        return nil
    }

    private mutating func readTag(at start: Int) throws(TemplateError) -> Token {
        var cursor = start + opening.count
        while cursor < bytes.count, bytes[cursor].isMustacheWhitespace { cursor += 1 }
        let kind: TagKind
        var terminator = closing
        switch cursor < bytes.count ? bytes[cursor] : 0 {
        case UInt8(ascii: "{"):
            kind = .unescaped
            terminator = [UInt8(ascii: "}")] + closing
        case UInt8(ascii: "&"): kind = .unescaped
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .inverted
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        case UInt8(ascii: "="): kind = .delimiters
        default: kind = .variable
        }
        if kind != .variable { cursor += 1 }
        guard let contentEnd = find(terminator, from: cursor) else {
            throw TemplateError([
                .error(
                    "template.unclosed-tag",
                    "tag is never closed; expected '\(String(decoding: closing, as: UTF8.self))'",
                    at: locator.span(start, start + opening.count), label: "tag opened here")
            ])
        }
        var token = Token(kind: .tag(kind), start: start, end: contentEnd + terminator.count)
        var content = String(decoding: bytes[cursor..<contentEnd], as: UTF8.self).trimmingMustacheWhitespace
        if kind == .partial || kind == .parent, content.hasPrefix("*") {
            token.isDynamic = true
            content = String(content.dropFirst()).trimmingMustacheWhitespace
        }
        switch kind {
        case .comment:
            token.name = content
        case .delimiters:
            try applyDelimiters(content, token: token)
        default:
            guard !content.isEmpty else {
                throw TemplateError([
                    .error("template.empty-tag", "tag has no name", at: locator.span(token.start, token.end))
                ])
            }
            token.name = content
        }
        return token
    }

    /// `{{=<% %>=}}`: two non-empty delimiters without whitespace or `=`, the content ending in `=`.
    private mutating func applyDelimiters(_ content: String, token: Token) throws(TemplateError) {
        let parts = content.hasSuffix("=")
            ? content.dropLast().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            : []
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw TemplateError([
                .error(
                    "template.bad-delimiter",
                    "set-delimiter tag must name two delimiters without whitespace or '=', as in '{{=<% %>=}}'",
                    at: locator.span(token.start, token.end))
            ])
        }
        opening = Array(parts[0].utf8)
        closing = Array(parts[1].utf8)
    }
}

extension UInt8 {
    var isMustacheWhitespace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\n")
            || self == UInt8(ascii: "\r")
    }
}

extension String {
    var trimmingMustacheWhitespace: String {
        let utf8 = Array(self.utf8)
        var start = 0, end = utf8.count
        while start < end, utf8[start].isMustacheWhitespace { start += 1 }
        while end > start, utf8[end - 1].isMustacheWhitespace { end -= 1 }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }
}
