import Foundation
import RefractModel
import RefractOutput
@testable import RefractSwift
import Testing

/// The built-in templates print the pre-printed `…Lines`; a template that uses the structured per-member
/// fields still gets them. The version 3 built-in templates, which loop over `members`, `values`, `constants`
/// and the accessors, are kept as fixtures: they must render exactly what the lines do.
@Suite("Swift pre-printed lines and structured fields")
struct PrePrintedLinesTests {
    static var structuredTemplates: TemplateSources {
        let folder = TestSupport.fixtures.appendingPathComponent("structured-templates")
        var templates = TestSupport.templates
        for file in ["Theme.swift.mustache", "Theme+SwiftUI.swift.mustache"] {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            #expect(!text.isEmpty, "missing fixture \(file)")
            templates.override("swift/\(file)", with: text)
        }
        return templates
    }

    @Test(arguments: [
        TestSupport.exampleTokens, TestSupport.everyTypeTokens, TestSupport.partsTokens, TestSupport.contrastTokens,
    ])
    func structuredTemplatesRenderWhatTheLinesDo(_ path: String) throws {
        let model = try #require(TestSupport.load(path))
        let structured = Self.structuredTemplates
        #expect(SwiftContext.Fields.used(by: structured) == .all)
        #expect(SwiftContext.Fields.used(by: TestSupport.templates) == [])
        // An empty prefix makes accessors that shadow SwiftUI's, so both accessor paths are compared.
        for settings in [[:], ["accessorPrefix": ""]] {
            let options = PlatformOptions(destination: "swift", settings: settings)
            let builtIn = SwiftBackend.generate(model, options: options, templates: TestSupport.templates)
            let old = SwiftBackend.generate(model, options: options, templates: structured)
            #expect(builtIn.diagnostics == old.diagnostics)
            #expect(builtIn.files.map(\.path) == old.files.map(\.path))
            for (new, old) in zip(builtIn.files, old.files) {
                #expect(new.contents == old.contents, "\(new.path) with \(settings)")
            }
        }
    }

    @Test func aTemplateGetsOnlyTheFieldsItNames() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        var templates = TestSupport.templates
        templates.override("swift/Theme+SwiftUI.swift.mustache", with: "{{#colorAccessors}}{{accessor}} {{/colorAccessors}}|{{#collections}}{{#parts}}{{#members}}x{{/members}}{{/parts}}{{/collections}}")
        #expect(SwiftContext.Fields.used(by: templates) == [.accessors, .members])
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: templates)
        let text = try #require(result.files.first { $0.path == "Theme+SwiftUI.swift" }?.contents)
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        let accessors = context.colorAccessors.map { $0.accessor + " " }.joined()
        #expect(!context.colorAccessors.isEmpty)
        #expect(text == accessors + "|" + String(repeating: "x", count: context.collections.flatMap(\.members).count))
    }

    @Test func withoutStructuredFieldsTheirKeysAreAbsentAndTheLinesStay() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let (full, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        let (lean, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"), fields: [])
        #expect(lean.collections.allSatisfy { $0.members.isEmpty })
        #expect(lean.colorAccessors.isEmpty && !full.colorAccessors.isEmpty)
        #expect(lean.colorAccessorLines == full.colorAccessorLines)
        #expect(lean.collections.map { $0.parts.map(\.propertyLines) } == full.collections.map { $0.parts.map(\.propertyLines) })
        let value = lean.mustacheValue(including: [])
        #expect(value["colorAccessors"] == nil)
        #expect(value["colorAccessorLines"] != nil)
        guard case .array(let collections)? = value["collections"], case .array(let parts)? = collections.first?["parts"] else {
            Issue.record("no parts in the context")
            return
        }
        #expect(parts.first?["members"] == nil)
        #expect(parts.first?["propertyLines"] != nil)
    }

    @Test(arguments: [
        ("{{#members}}", true), ("{{ members }}", true), ("{{{members}}}", true), ("{{members.0.name}}", true),
        ("{{^members}}none{{/members}}", true), ("{{=<% %>=}}<%members%>", true), ("all members here", false),
        ("{{hasMembers}}", false), ("{{#parts}}members{{/parts}}", false), ("{{#membersX}}", false), ("", false),
    ])
    func membersAreBuiltExactlyWhenATagNamesThem(_ source: String, _ named: Bool) {
        let templates = TemplateSources(["swift/Theme.swift.mustache": source])
        #expect(SwiftContext.Fields.used(by: templates).contains(.members) == named)
    }

    /// `SwiftLiteral.number` (the shared `formatNumber`) is the oracle of the byte writer.
    @Test func numbersAreWrittenAsFormatted() {
        var values: [Double] = [
            0, -0.0, 1, -1, 7, 10, 100, 12_345, -987_654_321, 999_999_999_999_999, 1e15, 1e16, -1e20, 0.5, -0.5,
            0.6704, 0.217, 0.639208, 0.001, 0.000999, 0.0001, 1e-7, 0.1 + 0.2, 1.5, 123.456, 16.0 / 3, 0.999999,
            0.9999999, .pi, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
        ]
        values += stride(from: 1, to: 1_000_000, by: 997).map { Double($0) / 1_000_000 }
        var generator = SystemRandomNumberGenerator()
        values += (0..<2_000).map { _ in Double.random(in: -2...2, using: &generator) }
        values += (0..<2_000).map { _ in (Double.random(in: 0...1, using: &generator) * 10_000).rounded() / 10_000 }
        for value in values {
            var code = SwiftCode()
            code.write(number: value)
            #expect(code.text == SwiftLiteral.number(value), "\(value)")
        }
    }

    /// The doc-comment writer's shortcut for plain lines gives what `docLines` gives.
    @Test(arguments: [
        "Brand colour.", "tab\there", "a */ b", "a /* b", "café", "two\nlines", "crlf\r\nline", "", "  ", "x*/",
        "bell\u{7}",
    ])
    func docCommentsAreWrittenAsDocLines(_ text: String) {
        var code = SwiftCode()
        SwiftSyntax.writeDeclarationHeader(doc: text, deprecation: "old", into: &code)
        let expected = SwiftSyntax.docLines(text).map { "    ///\($0)\n" }.joined()
            + "    @available(*, deprecated, message: \"old\")\n"
        #expect(code.text == expected)
    }
}
