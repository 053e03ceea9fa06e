import Testing

@testable import RefractLint

/// What a pattern captures, in order, for the rules' path templates (`$1.$2`); nil where it does not match.
@Suite("Lint: token path patterns")
struct TokenPathGlobTests {
    static let cases: [(pattern: String, path: String, captures: [String]?)] = [
        ("**.on*", "color.onPrimary", ["color", "Primary"]),
        ("**.on*", "color.brand.onPrimary", ["color.brand", "Primary"]),
        ("**.on-*", "color.on-", nil),
        ("**.text.*", "color.text.default", ["color", "default"]),
        ("**.text.*", "text.default", nil),
        // Shortest first: the first `**` takes the nearest `c`, the last one the rest.
        ("a.**.c.**", "a.b.c.d.c.e", ["b", "d.c.e"]),
        ("**", "a.b", ["a.b"]),
        ("color.*", "color.primary", ["primary"]),
        ("color.primary", "color.primary", []),
        ("color.primary", "color.secondary", nil),
        ("**.surface.*", "color.text.default", nil),
    ]

    @Test(arguments: cases)
    func captures(pattern: String, path: String, captures: [String]?) {
        let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        #expect(TokenPathGlob(pattern).match(segments) == captures)
    }
}
