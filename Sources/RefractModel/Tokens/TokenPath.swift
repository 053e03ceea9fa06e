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

    /// Split on the bytes: a name never contains '.', whatever characters it holds.
    public var segments: [String] {
        var result: [String] = []
        var start = dotted.startIndex
        for index in dotted.utf8.indices where dotted.utf8[index] == UInt8(ascii: ".") {
            result.append(String(dotted[start..<index]))
            start = dotted.utf8.index(after: index)
        }
        result.append(String(dotted[start...]))
        return result
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
