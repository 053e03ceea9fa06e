import RefractModel

/// Colours written as CSS strings by older drafts and Style Dictionary files.
enum LegacyColor {
    /// `#` and six hex digits, nothing more.
    static func isSixDigitHex(_ text: String) -> Bool {
        var count = 0
        for byte in text.utf8 {
            guard count < 7, count == 0 ? byte == UInt8(ascii: "#") : isHexDigit(byte) else { return false }
            count += 1
        }
        return count == 7
    }

    /// `#abc` → `#aabbcc`, `#abcd` → `#aabbcc`; nil for anything else.
    static func expandedShortHex(_ text: String) -> String? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 4 || utf8.count == 5, utf8[0] == UInt8(ascii: "#"), utf8.dropFirst().allSatisfy(isHexDigit)
        else { return nil }
        // `#rgba`: the fallback has no alpha (that is the 'alpha' member), so its digit is left out.
        return "#" + String(decoding: utf8.dropFirst().prefix(3).flatMap { [$0, $0] }, as: UTF8.self).lowercased()
    }

    /// The DTCG object form of a parsed colour, for fix-its.
    static func objectLiteral(_ color: ColorValue) -> String {
        let components = color.components.map { $0.map { formatNumber(($0 * 10000).rounded() / 10000) } ?? "\"none\"" }
        var text = "{ \"colorSpace\": \"\(color.space.rawValue)\", \"components\": [\(components.joined(separator: ", "))]"
        if color.alpha != 1 { text += ", \"alpha\": \(formatNumber((color.alpha * 10000).rounded() / 10000))" }
        if let hex = color.hex { text += ", \"hex\": \"\(hex)\"" }
        return text + " }"
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
    }
}
