import RefractDiagnostics
import RefractImport
import RefractSyntax
import Testing

/// A file read as DTCG in another tool's shape gets one error naming the shape and the two ways on.
@Suite("Legacy shapes read as DTCG")
struct LegacyShapeTests {
    static let cases: [(name: String, text: String, message: String?, help: String?)] = [
        (
            "sd.json", ##"{ "color": { "brand": { "value": "#1b8188", "type": "color" } } }"##,
            "'sd.json' is not DTCG: it looks like a Style Dictionary file (tokens written with 'value', not '$value'); refract reads DTCG unless told otherwise, so none of its tokens are read",
            "read it as Style Dictionary with 'format: style-dictionary' on this input in refract.yaml (or --from style-dictionary), or convert it once with 'refract import --from style-dictionary sd.json --out DIR'"
        ),
        (
            "studio.json", #"{ "global": { "space": { "value": "4", "type": "spacing" } } }"#,
            "'studio.json' is not DTCG: it looks like a Tokens Studio file (tokens with 'value' and Tokens Studio types such as 'spacing'); refract reads DTCG unless told otherwise, so none of its tokens are read",
            "read it as Tokens Studio with 'format: tokens-studio' on this input in refract.yaml (or --from tokens-studio), or convert it once with 'refract import --from tokens-studio studio.json --out DIR'"
        ),
        (
            "figma.json", #"{ "status": 200, "meta": { "variableCollections": {}, "variables": {} } }"#,
            "'figma.json' is not DTCG: it looks like the JSON of Figma's REST API for local variables ('variableCollections'); refract reads DTCG unless told otherwise, so none of its tokens are read",
            "read it as Figma Variables with 'format: figma' on this input in refract.yaml (or --from figma), or convert it once with 'refract import --from figma figma.json --out DIR'"
        ),
        // A DTCG token may be named `value`: any `$value` makes the file DTCG.
        ("dtcg.json", #"{ "value": { "$type": "number", "$value": 0 } }"#, nil, nil),
        ("empty.json", "{}", nil, nil),
    ]

    @Test(arguments: cases.indices)
    func oneDiagnosticPerFile(_ index: Int) throws {
        let (name, text, message, help) = Self.cases[index]
        let root = try #require(readDocument(bytes: Array(text.utf8), path: name, format: .json).root)
        let diagnostic = LegacyShape.diagnostic(path: name, root: root)
        #expect(diagnostic?.message == message)
        #expect(diagnostic?.help == help)
        if diagnostic != nil {
            #expect(diagnostic?.code == "import.legacy-shape")
            #expect(diagnostic?.span?.start.line == 1)
        }
    }

    @Test func themesIgnoredText() {
        let diagnostic = LegacyShape.themesIgnored(folder: "tokens", themesFile: "tokens/$themes.json")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "'tokens/$themes.json' holds Tokens Studio themes, which a DTCG read ignores: every set of 'tokens' is merged into one")
        #expect(diagnostic.help == "read the folder as Tokens Studio ('format: tokens-studio' in refract.yaml, or --from tokens-studio) to get its themes as modifiers")
    }
}
