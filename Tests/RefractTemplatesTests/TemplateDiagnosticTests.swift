import RefractDiagnostics
import RefractTemplates
import Testing

/// One broken template and the diagnostic it must produce, located as `line:column-line:column`.
struct BrokenTemplate: Sendable, CustomTestStringConvertible {
    let name: String
    let source: String
    let code: String
    let message: String
    let range: String

    var testDescription: String { "invalid: \(name)" }
}

@Suite("Template diagnostics")
struct TemplateDiagnosticTests {
    static let file = "templates/swift/Theme.swift.mustache"

    static let cases: [BrokenTemplate] = [
        BrokenTemplate(
            name: "unclosed section", source: "a\n{{#items}}\n- {{name}}\n", code: "template.unclosed-section",
            message: "section 'items' is never closed", range: "2:1-2:11"),
        BrokenTemplate(
            name: "unclosed inverted section after other lines", source: "x\ny\n  {{^empty}}none",
            code: "template.unclosed-section", message: "section 'empty' is never closed", range: "3:3-3:13"),
        BrokenTemplate(
            name: "mismatched closing tag", source: "{{#a}}\n  {{/b}}\n", code: "template.mismatched-section",
            message: "closing tag 'b' does not match open section 'a'", range: "2:3-2:9"),
        BrokenTemplate(
            name: "closing tag without section", source: "x{{/a}}", code: "template.unmatched-close",
            message: "closing tag 'a' has no open section", range: "1:2-1:8"),
        BrokenTemplate(
            name: "set-delimiter tag with one delimiter", source: "ab\n{{=<% =}}", code: "template.bad-delimiter",
            message: "set-delimiter tag must name two delimiters without whitespace or '=', as in '{{=<% %>=}}'",
            range: "2:1-2:10"),
        BrokenTemplate(
            name: "set-delimiter tag without closing equals", source: "{{=<% %>}}", code: "template.bad-delimiter",
            message: "set-delimiter tag must name two delimiters without whitespace or '=', as in '{{=<% %>=}}'",
            range: "1:1-1:11"),
        BrokenTemplate(
            name: "unclosed tag", source: "hello {{name", code: "template.unclosed-tag",
            message: "tag is never closed; expected '}}'", range: "1:7-1:9"),
        BrokenTemplate(
            name: "unclosed triple mustache", source: "{{{name}}", code: "template.unclosed-tag",
            message: "tag is never closed; expected '}}'", range: "1:1-1:3"),
        BrokenTemplate(
            name: "unclosed tag with custom delimiters", source: "{{=<% %>=}}\n<% name", code: "template.unclosed-tag",
            message: "tag is never closed; expected '%>'", range: "2:1-2:3"),
        BrokenTemplate(
            name: "columns count UTF-8 bytes", source: "é {{#a}}", code: "template.unclosed-section",
            message: "section 'a' is never closed", range: "1:4-1:10"),
        BrokenTemplate(
            name: "tag without a name", source: "a {{ }}", code: "template.empty-tag", message: "tag has no name",
            range: "1:3-1:8"),
        BrokenTemplate(
            name: "unknown pragma setting", source: "{{! refract: escape=xml }}\n", code: "template.bad-pragma",
            message: "unknown pragma setting 'escape=xml'; expected 'escape=html' or 'escape=none'",
            range: "1:1-1:27"),
    ]

    @Test(arguments: cases)
    func reportsLocatedError(_ broken: BrokenTemplate) throws {
        let error = try #require(throws: TemplateError.self) {
            try Template.parse(broken.source, name: Self.file)
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(error.diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.code.rawValue == broken.code)
        #expect(diagnostic.message == broken.message)
        let span = try #require(diagnostic.span)
        #expect(span.file == Self.file)
        #expect("\(span.start.line):\(span.start.column)-\(span.end.line):\(span.end.column)" == broken.range)
    }

    @Test func mismatchedSectionPointsAtItsOpeningTag() throws {
        let error = try #require(throws: TemplateError.self) {
            try Template.parse("{{#colors}}\n{{/color}}\n", name: "a.mustache")
        }
        let note = try #require(error.diagnostics.first?.notes.first)
        #expect(note.message == "section 'colors' opened here")
        #expect(note.span?.start == SourcePosition(line: 1, column: 1, offset: 0))
        #expect(note.span?.end == SourcePosition(line: 1, column: 12, offset: 11))
    }

    @Test func everyUnclosedSectionIsReported() throws {
        let error = try #require(throws: TemplateError.self) {
            try Template.parse("{{#a}}\n{{#b}}\n", name: "a.mustache")
        }
        #expect(error.diagnostics.map(\.message) == ["section 'a' is never closed", "section 'b' is never closed"])
    }

    @Test func errorDescriptionLooksLikeCompilerOutput() throws {
        let error = try #require(throws: TemplateError.self) { try Template.parse("{{#a}}", name: "t.mustache") }
        #expect(error.description == "t.mustache:1:1: error: [template.unclosed-section] section 'a' is never closed")
    }

    @Test func libraryReportsErrorsOfAllTemplates() throws {
        let error = try #require(throws: TemplateError.self) {
            try TemplateLibrary(sources: ["b": "{{/x}}", "a": "{{#y}}", "ok": "{{z}}"])
        }
        #expect(error.diagnostics.map { $0.span?.file } == ["a", "b"])
    }
}
