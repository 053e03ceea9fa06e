/// A token's dotted path, e.g. `color.brand.primary`. Names cannot contain `.` (DTCG §5.1.1), so the
/// dotted string is unambiguous and is what we hash and compare: one string, no re-splitting on lookups.
public struct TokenPath: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public let dotted: String

    public init(_ dotted: String) {
        self.dotted = dotted
    }

    public init<S: Sequence>(segments: S) where S.Element == String {
        self.dotted = segments.joined(separator: ".")
    }

    /// Split on the bytes: a name never contains '.', whatever characters it holds. Read as one buffer of
    /// UTF-8 (walking `String.UTF8View` indices and converting substrings cost twice as much, and the theme
    /// layout and the contrast rule split every path).
    public var segments: [String] {
        var dotted = dotted
        return dotted.withUTF8 { bytes in
            var result: [String] = []
            result.reserveCapacity(bytes.reduce(1) { $1 == UInt8(ascii: ".") ? $0 + 1 : $0 })
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: ".") {
                result.append(String(decoding: bytes[start..<index], as: UTF8.self))
                start = index + 1
            }
            result.append(String(decoding: bytes[start...], as: UTF8.self))
            return result
        }
    }

    public func appending(_ name: String) -> TokenPath {
        dotted.isEmpty ? TokenPath(name) : TokenPath(dotted + "." + name)
    }

    public var description: String { dotted }

    /// String order (Unicode canonical, so deterministic everywhere; ASCII paths take its memcmp fast path).
    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool { lhs.dotted < rhs.dotted }

    public init(from decoder: Decoder) throws {
        dotted = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dotted)
    }
}
