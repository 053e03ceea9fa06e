/// A font weight in [1, 1000]; a keyword is kept for outputs that prefer it.
public struct FontWeight: Sendable, Hashable, Codable {
    public var value: Double
    public var keyword: String?

    public init(_ value: Double, keyword: String? = nil) {
        self.value = value
        self.keyword = keyword
    }

    /// The keywords of DTCG §8.4, case-sensitive.
    package static let keywords: [String: Double] = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "ultra-light": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "demi-bold": 600,
        "bold": 700,
        "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]
}
