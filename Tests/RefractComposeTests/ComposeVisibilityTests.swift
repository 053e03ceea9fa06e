import Foundation
import RefractBackend
import RefractCompose
import RefractOutput
import RefractTestSupport
import Testing

/// `platforms.compose.visibility: internal`: every top-level declaration is `internal`, so the design-system
/// module compiles and uses its theme, and a second module on its classes cannot see one.
@Suite("Compose output: internal visibility")
struct ComposeVisibilityTests {
    static func generate(_ visibility: String) throws -> OutputResult {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let options = PlatformOptions(destination: "compose", settings: ["visibility": visibility])
        return ComposeBackend.generate(model, options: options, templates: TestSupport.templates)
    }

    @Test func everyTopLevelDeclarationFollowsTheSetting() throws {
        let result = try Self.generate("internal")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let topLevel = #/^(?:data |enum |sealed )*(?:class|object|val|fun|interface|typealias|var) /#.anchorsMatchLineEndings()
        for file in result.files {
            #expect(file.contents.matches(of: topLevel).isEmpty, "\(file.path) declares something public")
        }
        #expect(result.files.contains { $0.contents.contains("internal object RefractTheme") })
        let wrong = try Self.generate("private")
        #expect(wrong.diagnostics.map(\.message).contains("setting 'visibility' is 'private', not 'public' or 'internal'"))
    }

    @Test func aSecondModuleCannotSeeAnInternalTheme() throws {
        guard let tools = Kotlin.available() else { return }
        let jar: URL
        switch Kotlin.standIn {
        case .success(let url): jar = url
        case .failure(let failure): Issue.record("\(failure.message)"); return
        }
        let directory = try TestSupport.temporaryDirectory()
        var sources: [String] = []
        for file in try Self.generate("internal").files {
            let url = directory.appendingPathComponent(file.path)
            try Kotlin.forKotlin13(file.contents).text.write(to: url, atomically: true, encoding: .utf8)
            sources.append(url.path)
        }
        // Inside the module the theme is there to use.
        let inside = directory.appendingPathComponent("Inside.kt")
        try "package design.tokens\ninternal fun insidePrimary() = AppTheme.Standard.theme(false).colors.primary\n"
            .write(to: inside, atomically: true, encoding: .utf8)
        let classes = directory.appendingPathComponent("designsystem")
        let module = try Kotlin.run(
            tools.kotlinc, ["-Werror", "-module-name", "designsystem", "-cp", jar.path, "-d", classes.path] + sources + [inside.path],
            in: directory)
        try #require(module.status == 0, "\(module.output)")
        let app = directory.appendingPathComponent("App.kt")
        try "import design.tokens.AppTheme\nfun appPrimary() = AppTheme.Standard.theme(false).colors.primary\n"
            .write(to: app, atomically: true, encoding: .utf8)
        let appBuild = try Kotlin.run(
            tools.kotlinc, ["-module-name", "app", "-cp", [classes.path, jar.path].joined(separator: ":"), "-d", "app", app.path],
            in: directory)
        #expect(appBuild.status != 0)
        #expect(appBuild.output.contains("AppTheme") && appBuild.output.lowercased().contains("internal"), "\(appBuild.output)")
    }
}
