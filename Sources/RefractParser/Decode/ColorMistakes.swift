import RefractDiagnostics
import RefractModel

/// The messages for colours written the ways people get them wrong: a hex with a digit too many or too
/// few, a letter that is not a hex digit, 0–255 components where DTCG has 0–1, a CSS string whose values
/// CSS would clamp. Each names the real problem once, at the value, with the fix where there is one.
enum ColorMistakes {
    /// What is wrong with a `#` hex text, or nil when it is a hex colour of 3, 4, 6 or 8 digits.
    enum HexProblem: Equatable {
        /// Only hex digits, but not 3, 4, 6 or 8 of them.
        case digitCount(Int)
        /// The first character that is not a hex digit, and its byte offset in the text.
        case notADigit(Character, offset: Int)
        /// No `#` in front.
        case noHash
    }

    static func hexProblem(_ text: String) -> HexProblem? {
        guard text.first == "#" else { return .noHash }
        var count = 0
        var offset = 1
        for character in text.dropFirst() {
            guard character.isHexDigit else { return .notADigit(character, offset: offset) }
            count += 1
            offset += character.utf8.count
        }
        return [3, 4, 6, 8].contains(count) ? nil : .digitCount(count)
    }

    /// The span of the character at `offset` bytes into a string value, when the source spells the value
    /// byte for byte (a plain scalar, or quotes around text with no escapes); nil when it cannot tell.
    static func span(ofByte offset: Int, length: Int, in text: String, at span: SourceSpan) -> SourceSpan? {
        guard span.start.line == span.end.line else { return nil }
        let width = span.end.offset - span.start.offset
        let quote: Int
        switch width - text.utf8.count {
        case 0: quote = 0
        case 2: quote = 1
        default: return nil
        }
        func position(_ bytes: Int) -> SourcePosition {
            SourcePosition(line: span.start.line, column: span.start.column + quote + bytes, offset: span.start.offset + quote + bytes)
        }
        return SourceSpan(file: span.file, start: position(offset), end: position(offset + length))
    }

    static func notADigitMessage(_ character: Character, in text: String) -> String {
        "'\(character)' in '\(text)' is not a hex digit"
    }

    static let hexDigitsHelp = "hex digits are 0–9 and a–f"

    /// A component list of an RGB space written in bytes (0–255) instead of fractions (0–1): every component a
    /// number from 0 to 255, and one above 1. Returns the components divided by 255, 4 decimals (closer
    /// than one byte), as the JSON array text.
    static func dividedBy255(_ numbers: [Double?], ranges: [ColorSpace.ComponentRange]) -> String? {
        guard ranges.allSatisfy({ $0.lower == 0 && $0.upper == 1 }),
              numbers.allSatisfy({ $0.map { (0...255).contains($0) } ?? true }),
              numbers.contains(where: { ($0 ?? 0) > 1 })
        else { return nil }
        let divided = numbers.map { number in
            number.map { formatNumber(($0 / 255 * 10000).rounded() / 10000) } ?? "\"none\""
        }
        return "[" + divided.joined(separator: ", ") + "]"
    }

    /// `red 300, outside 0–255` for each value CSS clamps, joined.
    static func clampedMessage(_ clamped: [CSSClampedValue], in text: String) -> String {
        let values = clamped.map { "\($0.name) \($0.written) is outside \($0.range)" }
        return "in '\(text)', " + values.joined(separator: ", ")
    }

    static func clampedHelp(_ clamped: [CSSClampedValue]) -> String {
        let kept = clamped.map { "\($0.name) to \($0.kept)" }
        return "CSS would clamp \(kept.joined(separator: ", ")), which is not the colour written: write the value you meant"
    }
}
