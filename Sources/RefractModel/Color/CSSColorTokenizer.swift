/// The few CSS tokens that appear inside `rgb()` and `hsl()`: numbers, percentages, angles, `none`, commas
/// and slashes. Input is already lowercased.
enum CSSColorToken: Sendable, Equatable {
    case number(Double)
    case percentage(Double)
    case dimension(Double, unit: String)
    case identifier(String)
    case comma
    case slash

    /// Splits the text between the parentheses; `nil` for any character CSS would not accept there.
    static func tokenize(_ bytes: ArraySlice<UInt8>) -> [CSSColorToken]? {
        var tokens: [CSSColorToken] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if CSSBytes.isWhitespace(byte) {
                index += 1
            } else if byte == UInt8(ascii: ",") {
                tokens.append(.comma)
                index += 1
            } else if byte == UInt8(ascii: "/") {
                tokens.append(.slash)
                index += 1
            } else if CSSBytes.isLetter(byte) {
                let end = bytes[index...].firstIndex { !CSSBytes.isLetter($0) } ?? bytes.endIndex
                tokens.append(.identifier(String(decoding: bytes[index..<end], as: UTF8.self)))
                index = end
            } else if let (value, end) = scanNumber(bytes, from: index) {
                index = end
                if index < bytes.endIndex, bytes[index] == UInt8(ascii: "%") {
                    tokens.append(.percentage(value))
                    index += 1
                } else if index < bytes.endIndex, CSSBytes.isLetter(bytes[index]) {
                    let unitEnd = bytes[index...].firstIndex { !CSSBytes.isLetter($0) } ?? bytes.endIndex
                    tokens.append(.dimension(value, unit: String(decoding: bytes[index..<unitEnd], as: UTF8.self)))
                    index = unitEnd
                } else {
                    tokens.append(.number(value))
                }
            } else {
                return nil
            }
        }
        return tokens
    }

    /// A CSS number: optional sign, digits with an optional fraction (at least one digit), optional exponent.
    private static func scanNumber(_ bytes: ArraySlice<UInt8>, from start: Int) -> (Double, Int)? {
        var index = start
        func digits() -> Int {
            let begin = index
            while index < bytes.endIndex, CSSBytes.isDigit(bytes[index]) { index += 1 }
            return index - begin
        }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        var count = digits()
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            let dot = index
            index += 1
            let fraction = digits()
            if fraction == 0 { index = dot }
            count += fraction
        }
        guard count > 0 else { return nil }
        // An exponent only when digits follow, so that `1e` stays a number with a unit.
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "e") {
            let mark = index
            index += 1
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            if digits() == 0 { index = mark }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            return nil
        }
        return (value, index)
    }
}

enum CSSBytes {
    static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D
    }

    static func isLetter(_ b: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b)
    }

    static func isDigit(_ b: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) }

    static func lowercased(_ b: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b) ? b + 32 : b
    }
}
