import RefractModel

/// Colours written as CSS strings by older drafts and Style Dictionary files.
enum LegacyColor {
    static func parse(_ text: String) -> ColorValue? {
        let trimmed = String(text.trimmingWhitespace)
        guard trimmed.hasPrefix("#") else { return nil }
        let digits = Array(trimmed.utf8.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(isHexDigit) else { return nil }
        let expanded = digits.count <= 4 ? digits.flatMap { [$0, $0] } : digits
        var bytes: [Double] = []
        for i in stride(from: 0, to: expanded.count, by: 2) {
            bytes.append(Double(hexValue(expanded[i]) * 16 + hexValue(expanded[i + 1])))
        }
        let six = "#" + String(decoding: expanded.prefix(6), as: UTF8.self).lowercased()
        return ColorValue(
            space: .srgb, components: bytes.prefix(3).map { $0 / 255 }, alpha: bytes.count == 4 ? bytes[3] / 255 : 1,
            hex: six)
    }

    static func isSixDigitHex(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return utf8.count == 7 && utf8[0] == UInt8(ascii: "#") && utf8.dropFirst().allSatisfy(isHexDigit)
    }

    /// `#abc` → `#aabbcc`; nil for anything else.
    static func expandedShortHex(_ text: String) -> String? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 4, utf8[0] == UInt8(ascii: "#"), utf8.dropFirst().allSatisfy(isHexDigit) else { return nil }
        return "#" + String(decoding: utf8.dropFirst().flatMap { [$0, $0] }, as: UTF8.self).lowercased()
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

    private static func hexValue(_ byte: UInt8) -> Int {
        switch byte {
        case 48...57: Int(byte) - 48
        case 65...70: Int(byte) - 55
        default: Int(byte) - 87
        }
    }
}
