import Foundation
import Testing

@testable import RefractDiagnostics

@Suite("SARIF renderer")
struct SARIFRendererTests {
    let renderer = SARIFRenderer(toolVersion: "0.1.0", informationURI: "https://example.org/refract")

    var diagnostics: [Diagnostic] {
        var alias = unresolvedAlias
        alias.fixIt = FixIt(span: colorTokens.span(line: 10, column: 29, length: 18), replacement: "color.base.blue.500")
        alias.notes.append(DiagnosticNote("defined here", at: colorTokens.span(line: 5, column: 9, length: 5)))
        return [
            alias,
            Diagnostic.warning("compat.legacy-string", "legacy", at: colorTokens.span(line: 6, column: 21, length: 9)),
            Diagnostic(.note, "alias.unresolved", "again", at: nil),
        ]
    }

    @Test("log, run and driver")
    func structure() throws {
        let root = try parseJSONObject(renderer.render(diagnostics, sources: colorTokens.store))
        #expect(root["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(root["version"] as? String == "2.1.0")
        let runs = try root.array("runs")
        try #require(runs.count == 1)
        let driver = try runs[0].object("tool").object("driver")
        #expect(driver["name"] as? String == "refract")
        #expect(driver["version"] as? String == "0.1.0")
        #expect(driver["informationUri"] as? String == "https://example.org/refract")
        let rules = try driver.array("rules")
        #expect(rules.compactMap { $0["id"] as? String } == ["alias.unresolved", "compat.legacy-string"])
        #expect(try runs[0].array("results").count == 3)
    }

    @Test("a result with location, related location and fix")
    func result() throws {
        let root = try parseJSONObject(renderer.render(diagnostics, sources: colorTokens.store))
        let results = try root.array("runs")[0].array("results")
        let first = results[0]
        #expect(first["ruleId"] as? String == "alias.unresolved")
        #expect(first["ruleIndex"] as? Int == 0)
        #expect(first["level"] as? String == "error")
        #expect(try first.object("message")["text"] as? String == """
            no token at path 'color.base.blu.500'
            note: unresolved in all 4 permutations (theme: standard, christmas; mode: light, dark)
            help: did you mean '{color.base.blue.500}'? (defined at tokens/color.tokens.json:6:9)
            """)

        let locations = try first.array("locations")
        try #require(locations.count == 1)
        #expect(try locations[0].object("message")["text"] as? String == "referenced here")
        let physical = try locations[0].object("physicalLocation")
        let artifact = try physical.object("artifactLocation")
        #expect(artifact["uri"] as? String == "tokens/color.tokens.json")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        let region = try physical.object("region")
        let span = try #require(unresolvedAlias.span)
        #expect(region["startLine"] as? Int == 10)
        #expect(region["startColumn"] as? Int == 28)
        #expect(region["endLine"] as? Int == 10)
        #expect(region["endColumn"] as? Int == 48)
        #expect(region["byteOffset"] as? Int == span.start.offset)
        #expect(region["byteLength"] as? Int == 20)

        let related = try first.array("relatedLocations")
        try #require(related.count == 1)
        #expect(related[0]["id"] as? Int == 1)
        #expect(try related[0].object("message")["text"] as? String == "defined here")
        #expect(try related[0].object("physicalLocation").object("region")["startLine"] as? Int == 5)

        let fixes = try first.array("fixes")
        try #require(fixes.count == 1)
        let change = try fixes[0].array("artifactChanges")[0]
        #expect(try change.object("artifactLocation")["uri"] as? String == "tokens/color.tokens.json")
        let replacement = try change.array("replacements")[0]
        #expect(try replacement.object("insertedContent")["text"] as? String == "color.base.blue.500")
        #expect(try replacement.object("deletedRegion")["startColumn"] as? Int == 29)
        #expect(try replacement.object("deletedRegion")["byteLength"] as? Int == 18)

        #expect(results[1]["level"] as? String == "warning")
        #expect(results[1]["ruleIndex"] as? Int == 1)
        #expect(results[2]["level"] as? String == "note")
        #expect(results[2]["locations"] == nil)
    }

    @Test("columns count UTF-16 code units when the source is known, bytes otherwise")
    func columns() throws {
        let source = TestSource("u.json", "{ \"🎨é\": {bad} }\n")
        let column = Array("{ \"🎨é\": ".utf8).count + 1
        let diagnostic = Diagnostic.error("syntax.x", "bad", at: source.span(line: 1, column: column, length: 5))
        let known = try parseJSONObject(renderer.render([diagnostic], sources: source.store))
        let region = try known.array("runs")[0].array("results")[0].array("locations")[0]
            .object("physicalLocation").object("region")
        // 3 ASCII bytes, 🎨 (4 bytes, 2 UTF-16 units), é (2 bytes, 1 unit), 3 ASCII bytes.
        #expect(column == 13)
        #expect(region["startColumn"] as? Int == 10)
        #expect(region["endColumn"] as? Int == 15)
        #expect(region["byteOffset"] as? Int == 12)

        let unknown = try parseJSONObject(renderer.render([diagnostic]))
        let byteRegion = try unknown.array("runs")[0].array("results")[0].array("locations")[0]
            .object("physicalLocation").object("region")
        #expect(byteRegion["startColumn"] as? Int == 13)
    }

    @Test("paths become URIs", arguments: [
        ("tokens/a b.json", "tokens/a%20b.json", true),
        ("tokens\\win.json", "tokens/win.json", true),
        ("tokens/é.json", "tokens/%C3%A9.json", true),
        ("a:b/c.json", "a%3Ab/c.json", true),
        ("/abs/x.json", "file:///abs/x.json", false),
        ("C:\\abs\\x.json", "file:///C:/abs/x.json", false),
    ])
    func uris(path: String, uri: String, relative: Bool) throws {
        let location = SARIFRegionBuilder.artifactLocation(path)
        var members: [String: OrderedJSON] = [:]
        if case .object(let list) = location { for member in list { members[member.key] = member.value } }
        #expect(members["uri"] == .string(uri))
        #expect(members["uriBaseId"] == (relative ? .string("%SRCROOT%") : nil))
    }

    @Test("no diagnostics is one run with no results and no rules; output is deterministic")
    func empty() throws {
        let text = SARIFRenderer(toolVersion: "1").render([])
        let root = try parseJSONObject(text)
        let run = try root.array("runs")[0]
        #expect(try run.array("results").isEmpty)
        #expect(try run.object("tool").object("driver").array("rules").isEmpty)
        #expect(try run.object("tool").object("driver")["informationUri"] == nil)
        #expect(renderer.render(diagnostics, sources: colorTokens.store) == renderer.render(diagnostics, sources: colorTokens.store))
    }
}
