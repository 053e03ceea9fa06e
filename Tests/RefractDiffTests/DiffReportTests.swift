import Foundation
import RefractDiff
import RefractTestSupport
import Testing

/// The three reports of one diff: Markdown read back by a CommonMark parser (markdown-it-py, with GFM
/// tables), JSON checked against docs/schemas/diff.schema.json, HTML self-contained with swatches.
@Suite("refract diff: reports")
struct DiffReportTests {
    @Test func markdownParsesIntoTheTablesAReviewerReads() throws {
        let versions = try TokenSetVersions()
        defer { versions.remove() }
        let markdown = MarkdownDiffRenderer.render(try versions.diff())
        guard let html = try MarkdownParser.html(of: markdown) else { return }
        for heading in ["Breaking: platform names that disappear (8)", "Removed (1)", "Added (1)", "Renamed (1)", "Changed (6)"] {
            #expect(html.contains("<h3>\(heading)</h3>"), "no heading '\(heading)' in\n\(html)")
        }
        #expect(html.components(separatedBy: "<table>").count - 1 == 6)
        #expect(html.contains("<td><code>spacing.small</code></td>\n<td><code>spacing.compact</code></td>\n<td><code>8px</code></td>"))
        // The colour alone in its code span, which GitHub draws a swatch beside.
        #expect(html.contains("<td><code>#ea6569</code> ← <code>{scheme.dark.primary}</code></td>"))
        #expect(html.contains("<td>all 4 permutations</td>"))
        #expect(html.contains("<td><code>theme=christmas, mode=dark</code></td>"))
        #expect(html.contains("<td>Background of cards</td>\n<td>Cards and sheets</td>"))
        #expect(html.contains("<strong>Breaking:</strong> 8 platform names disappear"))
    }

    @Test func jsonFollowsItsSchema() throws {
        let versions = try TokenSetVersions()
        defer { versions.remove() }
        let text = JSONDiffRenderer.render(try versions.diff())
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let schemaURL = TestEnvironment.packageRoot.appendingPathComponent("docs/schemas/diff.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        let problems = SchemaCheck(root: schema).problems(value, schema, at: "$")
        #expect(problems.isEmpty, "\(problems)")
        let object = try #require(value as? [String: Any])
        #expect(object["isBreaking"] as? Bool == true)
        #expect((object["renamed"] as? [[String: Any]])?.first?["to"] as? String == "spacing.compact")
    }

    @Test func htmlIsSelfContainedWithSwatches() throws {
        let versions = try TokenSetVersions()
        defer { versions.remove() }
        let html = HTMLDiffRenderer.render(try versions.diff())
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<span style=\"background:#b61d2c\"></span>"))
        #expect(html.contains("<h2 id=\"breaking\">Breaking: platform names that disappear (8)</h2>"))
        for remote in ["http:", "https:", "<script src", "<link", "src="] {
            #expect(!html.contains(remote), "the page refers to '\(remote)'")
        }
    }

    /// Each changed colour before and after in every compared permutation, with one control per modifier.
    @Test func htmlShowsBeforeAndAfterPerPermutationWithControls() throws {
        let versions = try TokenSetVersions()
        defer { versions.remove() }
        let html = HTMLDiffRenderer.render(try versions.diff())
        #expect(html.contains("<h2 id=\"swatches\">Changed, per permutation"))
        #expect(html.contains("<select data-axis=\"theme\">"))
        #expect(html.contains("<select data-axis=\"mode\">"))
        let row = try #require(html.components(separatedBy: "\n").first { $0.hasPrefix("<tr data-token=\"color.primary\">") })
        #expect(row.components(separatedBy: "<td data-column=").count - 1 == 4, "a cell per permutation")
        #expect(row.contains("data-side=\"before\""))
        #expect(row.contains("data-side=\"after\""))
        #expect(html.contains("<tr data-token=\"gradient.primary\">"), "a gradient that changes is drawn as a bar")
        #expect(html.contains("linear-gradient(90deg, "))
    }

    @Test(arguments: [
        ("#1b8188", "#1b8188"),
        ("#1b818880", "rgba(27, 129, 136, 0.502)"),
    ])
    func githubSwatchText(_ hex: String, _ expected: String) {
        #expect(MarkdownDiffRenderer.chipText(hex) == expected)
    }
}

/// markdown-it-py (CommonMark, with GFM tables and HTML): `pip install markdown-it-py`.
enum MarkdownParser {
    static let script = """
        import sys
        from markdown_it import MarkdownIt
        sys.stdout.write(MarkdownIt("commonmark", {"html": True}).enable("table").render(sys.stdin.read()))
        """

    /// The HTML, or nil (after a skip note, or an issue under CI) when the parser is not installed.
    static func html(of markdown: String) throws -> String? {
        let check = try run(["-c", "import markdown_it"], input: "")
        guard check.status == 0 else {
            TestEnvironment.missing("python3 with markdown-it-py (pip install markdown-it-py)")
            return nil
        }
        let result = try run(["-c", script], input: markdown)
        #expect(result.status == 0, "markdown-it failed: \(result.output)")
        return result.output
    }

    static func run(_ arguments: [String], input: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The part of JSON Schema docs/schemas/diff.schema.json uses: `type` (one or a list), `properties` with
/// `required` and `additionalProperties: false`, `items`, `enum`, `anyOf` and `$ref` to `#/$defs/…`.
struct SchemaCheck {
    var root: [String: Any]

    func problems(_ value: Any, _ schema: [String: Any], at path: String) -> [String] {
        if let ref = schema["$ref"] as? String {
            let name = String(ref.dropFirst("#/$defs/".count))
            guard let defs = root["$defs"] as? [String: Any], let target = defs[name] as? [String: Any] else {
                return ["\(path): unknown $ref \(ref)"]
            }
            return problems(value, target, at: path)
        }
        if let branches = schema["anyOf"] as? [[String: Any]] {
            let outcomes = branches.map { problems(value, $0, at: path) }
            return outcomes.contains { $0.isEmpty } ? [] : outcomes.flatMap { $0 }
        }
        let types = (schema["type"] as? [String]) ?? (schema["type"] as? String).map { [$0] } ?? []
        if !types.isEmpty, !types.contains(where: { Self.matches(value, $0) }) {
            return ["\(path): \(type(of: value)) is not \(types)"]
        }
        if let allowed = schema["enum"] as? [String], let text = value as? String, !allowed.contains(text) {
            return ["\(path): '\(text)' is not one of \(allowed)"]
        }
        var found: [String] = []
        if let object = value as? [String: Any], let properties = schema["properties"] as? [String: Any] {
            let required = Set(schema["required"] as? [String] ?? [])
            for key in required where object[key] == nil { found.append("\(path): missing '\(key)'") }
            for (key, member) in object {
                guard let memberSchema = properties[key] as? [String: Any] else {
                    found.append("\(path): '\(key)' is not in the schema")
                    continue
                }
                found += problems(member, memberSchema, at: path + "." + key)
            }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, item) in array.enumerated() { found += problems(item, items, at: "\(path)[\(index)]") }
        }
        return found
    }

    static func matches(_ value: Any, _ type: String) -> Bool {
        switch type {
        case "null": return value is NSNull
        case "string": return value is String
        // Loose where Foundation bridges numbers and booleans: the check is of the shape.
        case "boolean": return value is Bool
        case "integer": return value is Int
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        default: return false
        }
    }
}
