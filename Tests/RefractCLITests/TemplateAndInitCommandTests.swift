import Foundation
import RefractBuiltinTemplates
import RefractTestSupport
import Testing

@Suite("refract template and init")
struct TemplateAndInitCommandTests {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func renderWithDataAndPartials() throws {
        let folder = try Self.scratch()
        try #"{"items":[{"name":"teal"},{"name":"<cream>"}]}"#.write(
            to: folder.appendingPathComponent("data.json"), atomically: true, encoding: .utf8)
        try "{{#items}}{{>line}}{{/items}}".write(
            to: folder.appendingPathComponent("list.mustache"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("partials"), withIntermediateDirectories: true)
        try "- {{name}}\n".write(
            to: folder.appendingPathComponent("partials/line.mustache"), atomically: true, encoding: .utf8)
        let raw = try RefractBinary.run(
            ["template", "render", "list.mustache", "--data", "data.json", "--partials", "partials"], in: folder)
        #expect(raw.status == 0, "\(raw.stderr)")
        #expect(raw.stdout == "- teal\n- <cream>\n")
        let html = try RefractBinary.run(
            ["template", "render", "list.mustache", "--data", "data.json", "--partials", "partials", "--escape", "html"],
            in: folder)
        #expect(html.stdout == "- teal\n- &lt;cream&gt;\n")
    }

    /// What the template makes, byte for byte: no newline is added to a template that ends without one.
    @Test func renderPrintsExactlyWhatTheTemplateMakes() throws {
        let folder = try Self.scratch()
        try #"{"name":"teal"}"#.write(to: folder.appendingPathComponent("data.json"), atomically: true, encoding: .utf8)
        try "color: {{name}}".write(to: folder.appendingPathComponent("bare.mustache"), atomically: true, encoding: .utf8)
        let run = try RefractBinary.run(["template", "render", "bare.mustache", "--data", "data.json"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "color: teal")
        let cat = try RefractBinary.run(["template", "cat", "css/tokens.css.mustache"], in: folder)
        #expect(cat.stdout == BuiltinTemplates.sources["css/tokens.css.mustache"])
    }

    /// `--strict` warns of a name the data has nowhere, like a version 5 CSS template's `{{body}}` in the
    /// version 6 context, located at its tag; the built-in template uses no such name; without `--strict`,
    /// nothing is said.
    @Test(arguments: [
        ("{{#blocks}}{{body}}{{/blocks}}{{version}}", true,
         "old.mustache:1:12: warning: [template.unknown-name] unknown name 'body': the data has no member of that name"),
        ("{{#blocks}}{{#lines}}{{.}}{{/lines}}{{/blocks}}", true,
         "old.mustache:1:12: warning: [template.unknown-name] unknown name 'lines': the data has no member of that name"),
        ("{{blocks.open}}", true,
         "old.mustache:1:1: warning: [template.unknown-name] unknown name 'open' (in 'blocks.open'): the data has no member of that name"),
        ("{{#blocks}}{{body}}{{/blocks}}", false, nil),
    ] as [(String, Bool, String?)])
    func strictRenderWarnsOfUnknownNames(template: String, strict: Bool, warning: String?) throws {
        let folder = try Self.scratch()
        let context = TestEnvironment.packageRoot.appendingPathComponent("Tests/RefractCSSTests/Fixtures/golden/tokens.context.json")
        try template.write(to: folder.appendingPathComponent("old.mustache"), atomically: true, encoding: .utf8)
        let run = try RefractBinary.run(
            ["template", "render", "old.mustache", "--data", context.path] + (strict ? ["--strict"] : []), in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning:") }.map(String.init)
        #expect(warnings == (warning.map { [$0] } ?? []))
        let builtin = try RefractBinary.run(
            ["template", "render", "css/tokens.css.mustache", "--data", context.path, "--strict"], in: folder)
        #expect(builtin.status == 0)
        #expect(!builtin.stderr.contains("warning"), "\(builtin.stderr)")
    }

    /// Data is read like token files: YAML by its extension, objects in file order (not sorted), and a
    /// syntax error located in the data file.
    @Test func yamlDataKeepsKeyOrderAndBadDataIsLocated() throws {
        let folder = try Self.scratch()
        try "zeta: 1\nalpha: 2\n".write(to: folder.appendingPathComponent("data.yaml"), atomically: true, encoding: .utf8)
        try "{{zeta}}-{{alpha}}\n".write(to: folder.appendingPathComponent("pair.mustache"), atomically: true, encoding: .utf8)
        let run = try RefractBinary.run(["template", "render", "pair.mustache", "--data", "data.yaml"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "1-2\n")
        try "{ \"a\": 1,, }".write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let bad = try RefractBinary.run(["template", "render", "pair.mustache", "--data", "bad.json"], in: folder)
        #expect(bad.status == 1)
        #expect(bad.stderr.hasPrefix("bad.json:1:"))
        #expect(bad.stderr.contains("[template.data]"))
    }

    @Test func brokenTemplateIsLocated() throws {
        let folder = try Self.scratch()
        try "{}".write(to: folder.appendingPathComponent("data.json"), atomically: true, encoding: .utf8)
        try "ok\n{{#open}}\n".write(to: folder.appendingPathComponent("bad.mustache"), atomically: true, encoding: .utf8)
        let run = try RefractBinary.run(["template", "render", "bad.mustache", "--data", "data.json"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("bad.mustache:2:1: error: [template.unclosed-section] section 'open' is never closed"))
    }

    @Test func listAndCatAgree() throws {
        let folder = try Self.scratch()
        let list = try RefractBinary.run(["template", "list"], in: folder)
        #expect(list.status == 0)
        let names = list.stdout.split(separator: "\n").map(String.init)
        #expect(names.count >= 4, "every platform has built-in templates")
        for name in names {
            let cat = try RefractBinary.run(["template", "cat", name], in: folder)
            #expect(cat.status == 0)
            #expect(!cat.stdout.isEmpty)
        }
        let missing = try RefractBinary.run(["template", "cat", "nope.mustache"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("Error: No built-in template 'nope.mustache'."))
    }

    /// A name without the `.mustache` every built-in ends with, or without its folder, is a near miss.
    @Test(arguments: [
        ("css/tokens.css", "css/tokens.css.mustache"), ("tokens.css", "css/tokens.css.mustache"),
        ("css/tokns.css.mustache", "css/tokens.css.mustache"), ("Theme.swift", "swift/Theme.swift.mustache"),
    ])
    func catSuggestsTheBuiltinMeant(_ name: String, _ meant: String) throws {
        let run = try RefractBinary.run(["template", "cat", name], in: try Self.scratch())
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: No built-in template '\(name)'. Did you mean '\(meant)'?"), "\(run.stderr)")
        let render = try RefractBinary.run(["template", "render", name, "--data", "missing.json"], in: try Self.scratch())
        #expect(render.stderr.contains("did you mean '\(meant)'?"), "\(render.stderr)")
    }

    @Test func initWritesAStarterAndRefusesToOverwrite() throws {
        let folder = try Self.scratch()
        let first = try RefractBinary.run(["init"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("refract.yaml").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("tokens/tokens.resolver.yaml").path))
        let lint = try RefractBinary.run(["lint", "--strict"], in: folder)
        #expect(lint.status == 0, "\(lint.stderr)")
        let config = folder.appendingPathComponent("refract.yaml")
        try "# mine\n".write(to: config, atomically: true, encoding: .utf8)
        let second = try RefractBinary.run(["init"], in: folder)
        #expect(second.status == 2)
        #expect(second.stderr.contains("[init.would-overwrite]"))
        #expect(try String(contentsOf: config, encoding: .utf8) == "# mine\n")
    }
}
