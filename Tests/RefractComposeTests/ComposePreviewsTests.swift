import Foundation
import RefractCompose
import RefractOutput
import RefractTestSupport
import RefractThemes
import Testing

/// `ThemePreviews.android.kt` (setting `previews: true`): the multipreview annotation, the wrapper composables and
/// a swatch page per theme × scheme × contrast. The Compose output of `tokens/` and GitHub Primer, each with its
/// previews, compiles with `-Werror` against the stand-in Compose (`@Preview` and `Configuration.UI_MODE_NIGHT_*`
/// copied from developer.android.com), and a driver run on the JVM lays out every permutation and reads back what
/// each copy was given.
@Suite("Compose previews: every theme, scheme and contrast")
struct ComposePreviewsTests {
    static let systems = ["tokens", "github-primer.resolver.json"]

    static func path(of system: String) -> String {
        system == "tokens" ? TestSupport.exampleTokens : TestSupport.corpora.appendingPathComponent(system).path
    }

    static func packageName(of system: String) -> String {
        system == "tokens" ? "refract.previews.tokens" : "refract.previews.primer"
    }

    @Test func previewsAreOffByDefaultAndTheSettingIsChecked() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let standard = ComposeBackend.generate(model, options: PlatformOptions(destination: "compose"), templates: TestSupport.templates)
        #expect(!standard.files.map(\.path).contains("ThemePreviews.android.kt"))
        let on = ComposeBackend.generate(
            model, options: PlatformOptions(destination: "compose", settings: ["previews": "true"]), templates: TestSupport.templates)
        #expect(on.files.map(\.path).contains("ThemePreviews.android.kt"))
        let bad = ComposeBackend.checkSettings(PlatformOptions(destination: "compose", settings: ["previews": "on"]))
        #expect(bad.map(\.code) == ["compose.invalid-setting"])
    }

    @Test func previewsCompileAndEveryCopyGetsItsPermutation() throws {
        guard let tools = Kotlin.available(), let kotlinc = Kotlin.kotlinc else { return }
        let jar: URL
        switch Kotlin.standIn {
        case .success(let url): jar = url
        case .failure(let failure): Issue.record("\(failure.message)"); return
        }
        let systems = Self.systems.filter { $0 == "tokens" || Corpus.require() }
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources: [String] = []
        var expected: [String] = []
        var calls: [String] = []
        for system in systems {
            let model = try #require(TestSupport.load(Self.path(of: system)))
            let packageName = Self.packageName(of: system)
            let options = PlatformOptions(destination: "compose", settings: ["package": packageName, "previews": "true"])
            let result = ComposeBackend.generate(model, options: options, templates: TestSupport.templates)
            #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
            let folder = directory.appendingPathComponent(packageName)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in result.files {
                let url = folder.appendingPathComponent(file.path)
                try Kotlin.forKotlin13(file.contents).text.write(to: url, atomically: true, encoding: .utf8)
                sources.append(url.path)
            }
            let (context, _) = ComposeBackend.context(model, options: options)
            let contrasts = context.hasContrast ? ["", " · high contrast"] : [""]
            let labels = context.themes.flatMap { theme in
                ["light", "dark"].flatMap { scheme in contrasts.map { "\(theme.name) · \(scheme)\($0)" } }
            }
            expected += labels.map { "\(packageName) permutation \($0)" }
            expected += context.swatchColors.map { "\(packageName) color \($0.label)" }
            expected += context.swatchTextStyles.map { "\(packageName) text \($0.label)" }
            expected += ["\(packageName) copies \(labels.count)", "\(packageName) dark copies \(labels.count / 2)"]
            calls.append(Self.driverCall(packageName, hasContrast: context.hasContrast))
        }
        let driver = directory.appendingPathComponent("PreviewDriver.kt")
        try Self.driver(calls, packages: systems.map(Self.packageName)).write(to: driver, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("previews.jar")
        let compile = try Kotlin.run(kotlinc, ["-Werror", "-cp", jar.path, "-d", out.path, driver.path] + sources, in: directory)
        try #require(compile.status == 0, "\(compile.output.prefix(4000))")
        let run = try Kotlin.run(
            tools.java, ["-cp", [out.path, jar.path, ComposeCompileTests.kotlinStandardLibrary].joined(separator: ":"), "previewdriver.PreviewDriverKt"],
            in: directory)
        #expect(run.status == 0, "\(run.output.suffix(2000))")
        let lines = run.output.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("OpenJDK") }
        #expect(lines.filter { $0.contains("FAIL") }.isEmpty, "\(lines.filter { $0.contains("FAIL") }.prefix(10))")
        #expect(lines.filter { !$0.contains("FAIL") } == expected)
    }

    /// Prints the permutations and the swatch page's paths, then lays out every permutation and checks that each
    /// copy is given its own theme, scheme and contrast, and draws each swatch preview.
    static func driverCall(_ packageName: String, hasContrast: Bool) -> String {
        let name = packageName.split(separator: ".").last.map(String.init) ?? ""
        let values = hasContrast ? "p.theme.theme(p.darkTheme, p.highContrast)" : "p.theme.theme(p.darkTheme)"
        return """
            fun \(name)() {
                val p0 = \(packageName).RefractThemePermutation.all
                for (p in p0) println("\(packageName) permutation ${p.label}")
                val theme = \(packageName).AppTheme.values()[0].theme(darkTheme = false)
                for ((path, _) in theme.swatchColors()) println("\(packageName) color $path")
                for ((path, _) in theme.swatchTextStyles()) println("\(packageName) text $path")
                var copies = 0
                \(packageName).RefractThemePermutations { copies += 1 }
                println("\(packageName) copies $copies")
                var dark = 0
                \(packageName).RefractThemePermutations(darkTheme = true) { dark += 1 }
                println("\(packageName) dark copies $dark")
                for (p in p0) {
                    \(packageName).RefractThemePreview(p) {
                        if (\(packageName).RefractTheme.current != \(values)) println("FAIL \(packageName) ${p.label}")
                    }
                    \(packageName).RefractThemePreview(p) { \(packageName).RefractThemeSwatches() }
                }
            }
            """
    }

    static func driver(_ calls: [String], packages: [String]) -> String {
        let names = calls.compactMap { $0.split(separator: "(").first?.split(separator: " ").last }
        let imports = packages.flatMap { ["import \($0).swatchColors", "import \($0).swatchTextStyles"] }
        return """
            package previewdriver

            \(imports.joined(separator: "\n"))

            \(calls.joined(separator: "\n\n"))

            fun main() {
            \(names.map { "    \($0)()" }.joined(separator: "\n"))
            }

            """
    }
}
