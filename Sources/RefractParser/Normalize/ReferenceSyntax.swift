import RefractModel

/// The two reference syntaxes of DTCG §7: curly aliases `{group.token}` and JSON Pointers `#/a/b`.
enum ReferenceSyntax {
    enum CurlyParse: Equatable {
        /// Not a reference at all: a plain string.
        case notReference
        case alias(TokenPath)
        /// Looks like a reference but is malformed; the reason is for the message.
        case malformed(String)
        /// Whole aliases inside a longer value: Tokens Studio's math or references in a string.
        case tokensStudio(TokensStudioSyntax)
    }

    enum TokensStudioSyntax: Equatable {
        /// `{size.base} * 2`: references and arithmetic.
        case math
        /// `1px solid {color.border}`: references inside a string.
        case embedded(firstReference: String)
    }

    /// Whole-string aliases only: DTCG 2025.10 has no string interpolation.
    static func parseCurly(_ text: String) -> CurlyParse {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}"), dot = UInt8(ascii: ".")
        var opens = 0, closes = 0
        for byte in text.utf8 {
            if byte == open { opens += 1 } else if byte == close { closes += 1 }
        }
        guard opens + closes > 0 else { return .notReference }
        let bytes = Array(text.utf8)
        let count = bytes.count
        let first = bytes[0], last = bytes[count - 1]
        // One pair of braces around the whole text, the common alias, pairs up into nothing else.
        let isOneWholeAlias = opens == 1 && closes == 1 && first == open && last == close
        if !isOneWholeAlias, let embedded = tokensStudioSyntax(bytes, opens: opens) { return .tokensStudio(embedded) }
        guard first == open, last == close, count >= 2 else {
            if first == open { return .malformed("missing closing '}'") }
            if last == close && opens == 0 { return .malformed("missing opening '{'") }
            return .malformed("an alias must be the whole value, e.g. '{color.primary}'")
        }
        if count == 2 { return .malformed("the alias is empty") }
        if opens > 1 || closes > 1 { return .malformed("nested braces are not allowed") }
        let inner = bytes[1..<(count - 1)]
        var segmentStart = true
        var previous: UInt8 = dot
        for byte in inner {
            if byte == dot {
                if segmentStart { return .malformed("empty name between dots") }
                if previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t") {
                    return .malformed("names in an alias cannot start or end with spaces")
                }
                segmentStart = true
            } else {
                if segmentStart && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")) {
                    return .malformed("names in an alias cannot start or end with spaces")
                }
                segmentStart = false
            }
            previous = byte
        }
        if segmentStart { return .malformed("empty name between dots") }
        if previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t") {
            return .malformed("names in an alias cannot start or end with spaces")
        }
        return .alias(TokenPath(String(decoding: inner, as: UTF8.self)))
    }

    /// Braces that pair up into whole references (`{a.b}`) with text or more references around them: how
    /// Tokens Studio writes math (`{a} * 2`) and references inside strings (`1px solid {a}`). Nil for a single
    /// whole alias and for braces that do not pair up, which are malformed aliases.
    private static func tokensStudioSyntax(_ bytes: [UInt8], opens: Int) -> TokensStudioSyntax? {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        guard opens > 0 else { return nil }
        var outside: [UInt8] = []
        var references: [String] = []
        var current: [UInt8]?
        for byte in bytes {
            if byte == open {
                guard current == nil else { return nil }
                current = []
            } else if byte == close {
                guard let reference = current, !reference.isEmpty else { return nil }
                references.append(String(decoding: reference, as: UTF8.self))
                current = nil
            } else if current != nil {
                current?.append(byte)
            } else {
                outside.append(byte)
            }
        }
        guard current == nil, !references.isEmpty else { return nil }
        let text = outside.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        guard !text.isEmpty || references.count > 1 else { return nil }
        let operators: Set<UInt8> = [UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "+"), UInt8(ascii: "-")]
        return text.contains(where: operators.contains) ? .math : .embedded(firstReference: references[0])
    }

    enum PointerParse: Equatable {
        case pointer([String])
        case malformed(String)
    }

    /// A same-document JSON Pointer in URI-fragment form (RFC 6901 §6): `#/a/b~1c/0`, `%20` for spaces.
    static func parsePointer(_ text: String) -> PointerParse {
        guard text.hasPrefix("#") else {
            return .malformed("a JSON Pointer must start with '#/' (same-document reference)")
        }
        let body = text.dropFirst()
        guard body.hasPrefix("/") else { return .malformed("a JSON Pointer must start with '#/'") }
        if body.contains(" ") { return .malformed("spaces in a JSON Pointer must be written '%20'") }
        if body.contains("{") || body.contains("}") {
            return .malformed("curly-brace alias syntax cannot be used inside a JSON Pointer")
        }
        guard let decoded = percentDecoded(String(body)) else {
            return .malformed("invalid percent-encoding")
        }
        var segments: [String] = []
        for raw in decoded.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            var segment = ""
            var iterator = raw.makeIterator()
            while let c = iterator.next() {
                if c == "~" {
                    switch iterator.next() {
                    case "0": segment.append("~")
                    case "1": segment.append("/")
                    default: return .malformed("'~' must be followed by '0' or '1'")
                    }
                } else {
                    segment.append(c)
                }
            }
            segments.append(segment)
        }
        if segments.count == 1 && segments[0].isEmpty { return .malformed("the pointer has no path") }
        return .pointer(segments)
    }

    private static func percentDecoded(_ text: String) -> String? {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%") {
                guard utf8.count >= 2, let hi = hexDigit(utf8[utf8.startIndex]),
                    let lo = hexDigit(utf8[utf8.startIndex + 1])
                else { return nil }
                bytes.append(hi << 4 | lo)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
