import Foundation
import RefractCompose
import RefractOutput
import Testing

/// A deprecation that names its replacement becomes `@Deprecated(message, ReplaceWith("accent"))`: the IDE's
/// quick fix, and kotlinc's warning at a user's code. The fixture is the Swift tests'
/// (Tests/RefractSwiftTests/Fixtures/deprecation-replacement): `primary` → accent by its `$deprecated` text,
/// `brand` → accent by `$extensions`, `old` → a token that does not exist, `older` → `old`.
@Suite("Generated Compose: deprecations that name their replacement")
struct DeprecationReplacementTests {
    static var fixture: String {
        TestSupport.packageRoot.appendingPathComponent("Tests/RefractSwiftTests/Fixtures/deprecation-replacement").path
    }

    @Test func theReplacementBecomesReplaceWith() throws {
        let model = try #require(TestSupport.load(Self.fixture))
        let result = ComposeBackend.generate(model, options: PlatformOptions(destination: "compose"), templates: TestSupport.templates)
        let theme = try #require(result.files.first { $0.path == "Theme.kt" }).contents
        #expect(theme.contains("    @Deprecated(\"Use {color.accent}\", ReplaceWith(\"accent\"))\n    val primary: Color"))
        #expect(theme.contains("    @Deprecated(\"token 'color.brand' is deprecated\", ReplaceWith(\"accent\"))\n    val brand: Color"))
        #expect(theme.contains("    @Deprecated(\"Use {color.gone}\")\n    val old: Color"))
        #expect(theme.contains("    @Deprecated(\"Use {color.old}\", ReplaceWith(\"old\"))\n    val older: Color"))
    }

    /// The output and a user's file in one kotlinc run against the stand-in Compose: only the user's uses warn.
    @Test func aUseOfTheDeprecatedNameWarnsAndTheOutputDoesNot() throws {
        guard let tools = Kotlin.available() else { return }
        let jar: URL
        switch Kotlin.standIn {
        case .success(let url): jar = url
        case .failure(let failure): Issue.record("\(failure.message)"); return
        }
        let model = try #require(TestSupport.load(Self.fixture))
        let result = ComposeBackend.generate(model, options: PlatformOptions(destination: "compose"), templates: TestSupport.templates)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources: [String] = []
        for file in result.files {
            let url = directory.appendingPathComponent(file.path)
            try Kotlin.forKotlin13(file.contents).text.write(to: url, atomically: true, encoding: .utf8)
            sources.append(url.path)
        }
        try """
            package user

            import design.tokens.ThemeColors

            fun primary(colors: ThemeColors) = colors.primary
            fun accent(colors: ThemeColors) = colors.accent

            """.write(to: directory.appendingPathComponent("User.kt"), atomically: true, encoding: .utf8)
        let run = try Kotlin.run(tools.kotlinc, ["-cp", jar.path, "-d", directory.appendingPathComponent("out.jar").path, "User.kt"] + sources, in: directory)
        #expect(run.status == 0, "\(run.output.prefix(3000))")
        let warnings = run.output.split(separator: "\n").filter { $0.contains("warning:") && !$0.hasPrefix("OpenJDK") }
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("User.kt:5:") == true && warnings.first?.contains("deprecated") == true, "\(warnings)")
    }
}
