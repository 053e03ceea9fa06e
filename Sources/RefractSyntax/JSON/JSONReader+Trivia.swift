import RefractDiagnostics

extension JSONReader {
    /// Skips whitespace and comments. Comments in strict JSON and JSON5-only whitespace elsewhere are
    /// reported and skipped, so reading goes on.
    mutating func skipTrivia() throws(ReadAbort) {
        // Between a file's tokens there is mostly nothing, or the one space after ':' or ','.
        var offset = index
        if offset < input.count, input[offset] == 0x20 { offset += 1 }
        if offset < input.count, Self.endsTrivia(input[offset]) {
            index = offset
            return
        }
        try skipTriviaRun()
    }

    /// Neither whitespace, nor '/', nor the start of a non-ASCII character.
    private static func endsTrivia(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x80 && byte != UInt8(ascii: "/")
    }

    private mutating func skipTriviaRun() throws(ReadAbort) {
        while index < input.count {
            let byte = input[index]
            switch byte {
            case 0x20, 0x0A, 0x09, 0x0D:
                index += 1
            case UInt8(ascii: "/"):
                guard let next = self.byte(at: index + 1), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") else {
                    return
                }
                try skipComment(isBlock: next == UInt8(ascii: "*"))
            case 0x0B, 0x0C:
                if !isJSON5 { try reportJSON5Whitespace(length: 1) }
                index += 1
            case 0x80...:
                let (scalar, length) = decodeScalar(at: index)
                guard Self.isJSON5Whitespace(scalar) else { return }
                if !isJSON5 { try reportJSON5Whitespace(length: length) }
                index += length
            default:
                return
            }
        }
    }

    private mutating func skipComment(isBlock: Bool) throws(ReadAbort) {
        let start = index
        index += 2
        if isBlock {
            while true {
                guard index + 1 < input.count else {
                    index = input.count
                    try fail(.json("unterminated block comment", at: span(start, start + 2), help: "end the comment with '*/'"))
                }
                if input[index] == UInt8(ascii: "*"), input[index + 1] == UInt8(ascii: "/") {
                    index += 2
                    break
                }
                index += 1
            }
        } else {
            while index < input.count, input[index] != 0x0A { index += 1 }
        }
        if !allowsCommentsAndTrailingCommas {
            try report(.json("comments are not allowed in .json files", at: span(start, index),
                             help: "comments are allowed in .jsonc and .json5 files"))
        }
    }

    private mutating func reportJSON5Whitespace(length: Int) throws(ReadAbort) {
        try report(.json("\(describeCharacter(at: index)) is not whitespace in .\(format.rawValue) files",
                         at: span(index, index + length), help: "use spaces, tabs or line breaks"))
    }

    static func isJSON5Whitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0xFEFF, 0x2028, 0x2029: true
        default: scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// Decodes the scalar at `offset` of input already checked to be UTF-8.
    func decodeScalar(at offset: Int) -> (Unicode.Scalar, length: Int) {
        let lead = input[offset]
        let length = min(UTF8Validation.sequenceLength(lead: lead), input.count - offset)
        var value: UInt32
        switch length {
        case 1: return (Unicode.Scalar(lead), 1)
        case 2: value = UInt32(lead & 0x1F)
        case 3: value = UInt32(lead & 0x0F)
        default: value = UInt32(lead & 0x07)
        }
        for next in 1..<max(length, 1) { value = value << 6 | UInt32(input[offset + next] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// How a message names the character at `offset`: `','`, `'é'`, `end of file`, `character U+000B`.
    func describeCharacter(at offset: Int) -> String {
        guard offset < input.count else { return "end of file" }
        let (scalar, _) = decodeScalar(at: offset)
        if scalar.value < 0x20 || scalar.value == 0x7F || Self.isJSON5Whitespace(scalar) && scalar != " " {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "character U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)"
        }
        return "'\(Character(scalar))'"
    }

    /// The span of the one character at `offset` (empty at end of file).
    mutating func characterSpan(at offset: Int) -> SourceSpan {
        guard offset < input.count else { return span(input.count, input.count) }
        return span(offset, offset + decodeScalar(at: offset).length)
    }
}

extension Diagnostic {
    static func json(_ message: String, at span: SourceSpan, notes: [DiagnosticNote] = [], help: String? = nil) -> Diagnostic {
        .error(.json, message, at: span, notes: notes, help: help)
    }

    static func trailingComma(at span: SourceSpan) -> Diagnostic {
        .error(.json, "trailing comma is not allowed in .json files", at: span,
               help: "trailing commas are allowed in .jsonc and .json5 files", fixIt: FixIt(span: span, replacement: ""))
    }

    static func singleQuotes(format: SourceFormat, at span: SourceSpan) -> Diagnostic {
        .error(.json, "single-quoted strings are not allowed in .\(format.rawValue) files", at: span,
               help: "use double quotes; single quotes are allowed in .json5 files")
    }
}
