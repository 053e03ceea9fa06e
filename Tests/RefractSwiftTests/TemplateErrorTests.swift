import RefractBackend
import RefractOutput
import RefractSwift
import Testing

/// The kit renders a backend's files: a template that cannot render is one problem, however many files
/// it would have made.
@Suite("Template errors")
struct TemplateErrorTests {
    @Test func aBrokenTemplateIsReportedOnceNotPerFile() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        var templates = TestSupport.templates
        templates.override(SwiftBackend.collectionTemplate, with: "{{#collection}} never closed")
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: templates)
        let problems = result.diagnostics.filter { $0.code.rawValue.hasPrefix("template.") }
        #expect(problems.count == 1, "\(problems.map(\.message))")
        #expect(result.files.isEmpty)
    }
}
