import RefractDiagnostics

extension JSONReader {
    /// Reads a string whose opening quote is at the reader. Text without escapes is decoded straight
    /// from the input; escapes are written to a byte buffer decoded once at the end.
    mutating func readString(quote: UInt8) throws(ReadAbort) -> String {
        let openingQuote = index
        index += 1
        var segmentStart = index
        var hasEscapes = false
        while true {
            guard index < input.count else {
                try fail(.json("unterminated string", at: span(openingQuote, openingQuote + 1), help: "end the string with \(quote == 0x22 ? "'\"'" : "\"'\"")"))
            }
            let byte = input[index]
            if byte == quote {
                let text: String
                if hasEscapes {
                    scratch.append(contentsOf: input[segmentStart..<index])
                    text = String(decoding: scratch, as: UTF8.self)
                } else {
                    text = String(decoding: input[segmentStart..<index], as: UTF8.self)
                }
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") {
                if !hasEscapes {
                    hasEscapes = true
                    scratch.removeAll(keepingCapacity: true)
                }
                scratch.append(contentsOf: input[segmentStart..<index])
                // Taken out while the escape is read: the reader cannot lend its own buffer to itself.
                var escaped = scratch
                scratch = []
                try readEscape(into: &escaped)
                scratch = escaped
                segmentStart = index
                continue
            }
            if byte < 0x20 {
                if byte == 0x0A || byte == 0x0D {
                    try fail(.json("unterminated string", at: span(openingQuote, openingQuote + 1),
                                   notes: [DiagnosticNote("the line ends inside the string", at: characterSpan(at: index))],
                                   help: "a string cannot span lines; write a line break as '\\n'"))
                }
                if !isJSON5 {
                    try report(.json("\(describeCharacter(at: index)) must be escaped in a string", at: span(index, index + 1),
                                     help: byte == 0x09 ? "write a tab as '\\t'" : nil))
                }
            }
            index += 1
        }
    }

    /// Reads the escape whose backslash is at the reader and appends what it stands for.
    private mutating func readEscape(into buffer: inout [UInt8]) throws(ReadAbort) {
        let backslash = index
        index += 1
        guard let byte = current else { return }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let scalar = try readUnicodeEscape(backslash: backslash)
            buffer.append(contentsOf: String(Character(scalar)).utf8)
        default:
            try readJSON5Escape(byte, backslash: backslash, into: &buffer)
        }
    }

    /// The escapes only JSON5 has: `\'`, `\v`, `\0`, `\xHH`, line continuations, and any other
    /// character standing for itself.
    private mutating func readJSON5Escape(_ byte: UInt8, backslash: Int, into buffer: inout [UInt8]) throws(ReadAbort) {
        if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9")
            || byte == UInt8(ascii: "0") && (current.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false)
        {
            try report(.json("invalid escape '\\\(Character(Unicode.Scalar(byte)))' in a string", at: span(backslash, index),
                             help: "digits cannot be escaped; write a character as '\\u' and four hex digits"))
            return
        }
        var isValidInJSON5 = true
        switch byte {
        case UInt8(ascii: "'"): buffer.append(byte)
        case UInt8(ascii: "v"): buffer.append(0x0B)
        case UInt8(ascii: "0"): buffer.append(0x00)
        case UInt8(ascii: "x"):
            if let high = hexValue(current), let low = hexValue(self.byte(at: index + 1)) {
                index += 2
                buffer.append(contentsOf: String(Character(Unicode.Scalar(UInt8(high << 4 | low)))).utf8)
            } else {
                isValidInJSON5 = false
            }
        case 0x0A: break
        case 0x0D: if current == 0x0A { index += 1 }
        default:
            // A multi-byte character: a line continuation for LS and PS, itself otherwise.
            let (scalar, length) = decodeScalar(at: index - 1)
            index += length - 1
            if scalar.value != 0x2028 && scalar.value != 0x2029 {
                buffer.append(contentsOf: input[(index - length)..<index])
            }
        }
        let escape = String(decoding: input[backslash..<index], as: UTF8.self)
        if !isValidInJSON5 {
            try report(.json("invalid escape '\(escape)' in a string", at: span(backslash, index),
                             help: "'\\x' takes two hex digits"))
        } else if !isJSON5 {
            let shown = byte == 0x0A || byte == 0x0D ? "\\ at the end of a line" : "'\(escape)'"
            try report(.json("invalid escape \(shown) in a .\(format.rawValue) string", at: span(backslash, index),
                             help: "JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u with four hex digits; more are allowed in .json5 files"))
        }
    }

    /// Reads the four hex digits after `\u`, and the low half after a high surrogate.
    private mutating func readUnicodeEscape(backslash: Int) throws(ReadAbort) -> Unicode.Scalar {
        guard let unit = readHexQuad() else {
            try report(.json("invalid unicode escape; expected four hex digits after '\\u'", at: span(backslash, index)))
            return "\u{FFFD}"
        }
        if (0xD800...0xDBFF).contains(unit) {
            if current == UInt8(ascii: "\\"), byte(at: index + 1) == UInt8(ascii: "u") {
                let saved = index
                index += 2
                if let low = readHexQuad(), (0xDC00...0xDFFF).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                {
                    return scalar
                }
                index = saved
            }
            try report(.loneSurrogate(at: span(backslash, backslash + 6)))
            return "\u{FFFD}"
        }
        if (0xDC00...0xDFFF).contains(unit) {
            try report(.loneSurrogate(at: span(backslash, backslash + 6)))
            return "\u{FFFD}"
        }
        return Unicode.Scalar(unit) ?? "\u{FFFD}"
    }

    private mutating func readHexQuad() -> UInt32? {
        guard index + 4 <= input.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = hexValue(input[index + offset]) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    func hexValue(_ byte: UInt8?) -> UInt8? {
        guard let byte else { return nil }
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

extension Diagnostic {
    static func loneSurrogate(at span: SourceSpan) -> Diagnostic {
        .error(.json, "lone surrogate in a unicode escape", at: span,
               help: "a character above U+FFFF is written as a pair, e.g. '\\ud83d\\ude00'")
    }
}
