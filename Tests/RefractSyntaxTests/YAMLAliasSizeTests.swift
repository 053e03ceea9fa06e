import RefractDiagnostics
import RefractSyntax
import Testing

/// Aliases that copy a long text many times are stopped by the bytes they copy, not by their nodes: a
/// few hundred nodes can still expand a file a hundredfold, and every output would repeat the text.
@Suite("YAML aliases: the bytes they copy")
struct YAMLAliasSizeTests {
    /// A token whose description of `size` bytes is anchored, and `count` tokens that alias it.
    static func document(descriptionBytes size: Int, aliases count: Int) -> String {
        var lines = ["base:", "  $type: number", "  $description: &t " + String(repeating: "d", count: size), "  $value: 1"]
        for i in 0..<count {
            lines += ["t\(i):", "  $type: number", "  $description: *t", "  $value: 2"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aliasesCopyingMoreThanTheLimitAreAnErrorAtTheAliasThatPassesIt() throws {
        // 1 MB copied 200 times: 200 MB from a 1 MB file, in 800 nodes.
        let result = read(Self.document(descriptionBytes: 1_000_000, aliases: 200), .yaml)
        #expect(result.root == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.code.rawValue == "syntax.yaml-alias-size")
        // 16 MiB is more than ten times the file: the seventeenth copy passes it, at `t16` (line 71).
        #expect(diagnostic.message == "alias '*t' makes the aliases copy more than 16 MiB of text")
        #expect(diagnostic.label == "copies 1,000,000 bytes")
        #expect(summary(result) == ["syntax.yaml-alias-size@71:17"])
        #expect(diagnostic.help == "each alias copies its anchor's text, and every output repeats it; aliases may "
            + "copy ten times the file's size, at least 16 MiB: write a long text once, or share a value with a DTCG alias")
    }

    @Test func theLimitIsTenTimesTheFileWhenThatIsMore() {
        let document = Self.document(descriptionBytes: 1_000, aliases: 30)
        #expect(read(document, .yaml, limits: ReaderLimits(maximumAliasBytes: 30_000)).diagnostics.isEmpty)
        let bound = read(document, .yaml, limits: ReaderLimits(maximumAliasBytes: 10))
        // The file is 2,604 bytes: ten times that is passed at the twenty-seventh copy, in `t26`.
        #expect(summary(bound) == ["syntax.yaml-alias-size@111:17"])
        #expect(bound.diagnostics.first?.message == "alias '*t' makes the aliases copy more than 26,040 bytes of text")
    }

    /// Anchors of anchors count what they expand to, and a key alias copies its text too.
    @Test func nestedAndKeyAliasesCountTheirExpandedText() {
        // `a` holds 2,000 bytes (its `*k` copies 1,000); `b` copies `a` 4 times (8,000), `c` copies `b` 4
        // times (32,000): 41,000 in all, then the key alias `*k` 1,000 more.
        let text = "a: &a [&k " + String(repeating: "x", count: 1_000) + ", *k]\nb: &b [*a, *a, *a, *a]\n"
            + "c: [*b, *b, *b, *b]\n"
        #expect(read(text, .yaml, limits: ReaderLimits(maximumAliasBytes: 41_000)).diagnostics.isEmpty)
        #expect(summary(read(text, .yaml, limits: ReaderLimits(maximumAliasBytes: 40_999))) == ["syntax.yaml-alias-size@3:17"])
        // Ten times the file (about 10.5 kB) is passed at the first copy of `b`.
        #expect(summary(read(text, .yaml, limits: ReaderLimits(maximumAliasBytes: 0))) == ["syntax.yaml-alias-size@3:5"])
        let keyed = text + "*k : 1\n"
        #expect(summary(read(keyed, .yaml, limits: ReaderLimits(maximumAliasBytes: 41_000))) == ["syntax.yaml-alias-size@4:1"])
    }
}
