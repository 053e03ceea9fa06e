import RefractDiagnostics
import RefractSyntax
import Testing

/// A tab where YAML wants indentation is told as that, at the tab, with the fix; libyaml's own words for it
/// ("found character that cannot start any token") name no cause.
@Suite("YAML reader: tabs for indentation")
struct YAMLTabIndentTests {
    @Test(arguments: [
        ("color:\n  $type: color\n  a:\n\t$value: \"#ffffff\"\n", "4:1"),
        ("color:\n  a:\n  \t$value: 1\n", "3:3"),
        ("a:\n\t- 1\n", "2:1"),
    ])
    func anIndentingTabIsNamed(_ text: String, _ position: String) throws {
        let result = read(text, .yaml)
        #expect(result.diagnostics.count == 1)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == "syntax.yaml")
        #expect(diagnostic.message == "YAML forbids tabs for indentation")
        #expect(diagnostic.help == "indent with spaces")
        #expect(diagnostic.notes.isEmpty)
        #expect(summary(result) == ["syntax.yaml@\(position)"])
    }

    /// A tab between a key and its value is YAML's separating whitespace, not indentation.
    @Test func aTabAfterAKeyIsAllowed() {
        let result = read("a:\t1\n", .yaml)
        #expect(result.diagnostics.isEmpty)
        #expect(render(result.root) == "{a:1}")
    }
}
