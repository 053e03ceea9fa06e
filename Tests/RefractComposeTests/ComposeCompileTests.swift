import Foundation
import RefractCompose
import RefractModel
import RefractOutput
import RefractTestSupport
import RefractThemes
import Testing

/// Compiles the Compose output of `tokens/`, the every-type set and every corpus design system, each in its
/// own package, together with a driver, in one kotlinc run with `-Werror` against the stand-in
/// `androidx.compose` (Fixtures/StandInCompose, Compose's declarations), then runs the driver on the JVM: it
/// provides every theme in light and dark through `RefractTheme { … }`, reads every colour of `tokens/`
/// through `RefractTheme.colors` and Material's colour scheme, and prints them for comparison with the model.
@Suite("Generated Compose compiles against Compose's declarations and reads the model's colours")
struct ComposeCompileTests {
    static let fixtures = ["tokens", "every-type", "material-theme", "string-tokens"]
    /// The systems whose every Material 3 role the driver reads back: `tokens/`, Primer, and a Material Theme
    /// Builder export (its six schemes: light and dark of the themes standard, medium and high contrast).
    static let materialSystems = ["tokens", "github-primer.resolver.json", "material-theme"]

    static var designSystems: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: TestSupport.corpora.path)) ?? []
        // Style Dictionary's examples/complete: its 976 text tokens become a String collection in parts.
        let complete = Corpus.isAvailable ? ["sd-complete"] : []
        return fixtures + names.filter { $0.hasSuffix(".resolver.json") }.sorted() + complete
    }

    static func path(of designSystem: String) -> String {
        switch designSystem {
        case "tokens": TestSupport.exampleTokens
        case "every-type": TestSupport.everyTypeTokens
        case "material-theme": TestSupport.materialThemeExport
        case "string-tokens": TestSupport.stringTokens
        case "sd-complete": TestSupport.styleDictionaryComplete
        default: TestSupport.corpora.appendingPathComponent(designSystem).path
        }
    }

    /// `refract.check.githubPrimer`.
    static func packageName(of designSystem: String) -> String {
        let base = designSystem.replacingOccurrences(of: ".resolver.json", with: "")
        let words = base.split(separator: "-").map(String.init)
        return "refract.check." + (words.first ?? "") + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    struct Compilation: Sendable {
        var status: Int32
        var output: String
        var driverLines: [String]
        var driverStatus: Int32
        var rewritten: [String: Int]
        var errors: [String: [String]]
    }

    /// Everything compiled once, shared by the tests below; nil without kotlinc.
    static let compilation: Result<Compilation, Kotlin.StandInFailure>? = {
        guard Kotlin.kotlinc != nil, let java = Kotlin.java, let kotlinc = Kotlin.kotlinc else { return nil }
        let jar: URL
        switch Kotlin.standIn {
        case .success(let url): jar = url
        case .failure(let failure): return .failure(failure)
        }
        guard let directory = try? TestSupport.temporaryDirectory() else { return .failure(.init(message: "no temporary folder")) }
        var sources: [String] = []
        var rewritten: [String: Int] = [:]
        var errors: [String: [String]] = [:]
        for system in designSystems {
            guard let model = TestSupport.load(path(of: system)) else { errors[system] = ["did not load"]; continue }
            let options = PlatformOptions(destination: "compose", settings: ["package": packageName(of: system)])
            let result = ComposeBackend.generate(model, options: options, templates: TestSupport.templates)
            errors[system] = result.diagnostics.filter { $0.severity == .error }.map(\.message)
            let folder = directory.appendingPathComponent(system)
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in result.files {
                let (text, count) = Kotlin.forKotlin13(file.contents)
                rewritten[system, default: 0] += count
                let url = folder.appendingPathComponent(file.path)
                try? text.write(to: url, atomically: true, encoding: .utf8)
                sources.append(url.path)
            }
        }
        guard let model = TestSupport.load(TestSupport.exampleTokens) else { return .failure(.init(message: "no tokens")) }
        let layout = ThemeLayout(model)
        let colors = layout.collections.first { $0.kind == .colors }?.members ?? []
        let driver = directory.appendingPathComponent("Driver.kt")
        let materialSystems = Self.materialSystems.filter(designSystems.contains)
        let copySystems = CopyByNameDriver.systems.filter(designSystems.contains)
        try? (Self.driver(colors: colors.map(\.name)) + MaterialDriver.source(systems: materialSystems.map { ($0, packageName(of: $0)) })
            + CopyByNameDriver.source(systems: copySystems.map { ($0, packageName(of: $0)) }))
            .write(to: driver, atomically: true, encoding: .utf8)
        sources.append(driver.path)
        let out = directory.appendingPathComponent("generated.jar")
        guard let compile = try? Kotlin.run(kotlinc, ["-Werror", "-cp", jar.path, "-d", out.path] + sources, in: directory) else {
            return .failure(.init(message: "kotlinc did not run"))
        }
        var lines: [String] = []
        var driverStatus: Int32 = -1
        if compile.status == 0,
            let run = try? Kotlin.run(
                java, ["-cp", [out.path, jar.path, kotlinStandardLibrary].joined(separator: ":"), "driver.DriverKt"],
                in: directory)
        {
            lines = run.output.split(separator: "\n").map(String.init)
            driverStatus = run.status
        }
        return .success(Compilation(
            status: compile.status, output: compile.output, driverLines: lines, driverStatus: driverStatus,
            rewritten: rewritten, errors: errors))
    }()

    /// Debian's kotlin package installs the standard library beside kotlinc.
    static let kotlinStandardLibrary = ["/usr/share/java/kotlin-stdlib.jar", "/usr/lib/kotlin/lib/kotlin-stdlib.jar"]
        .first { FileManager.default.fileExists(atPath: $0) } ?? "/usr/share/java/kotlin-stdlib.jar"

    static func compiled(sourceLocation: SourceLocation = #_sourceLocation) throws -> Compilation? {
        guard Kotlin.available(sourceLocation: sourceLocation) != nil, let compilation else { return nil }
        switch compilation {
        case .success(let value): return value
        case .failure(let failure):
            Issue.record("\(failure.message)", sourceLocation: sourceLocation)
            return nil
        }
    }

    @Test func theCorporaArePresent() {
        let present = Self.designSystems.count > Self.fixtures.count
        if !present { TestEnvironment.missing("the design systems of \(TestSupport.corpora.path)") }
    }

    @Test func everythingCompilesWithoutWarnings() throws {
        guard let compilation = try Self.compiled() else { return }
        #expect(compilation.status == 0, "\(compilation.output.prefix(4000))")
        // The JVM's own notice about kotlinc's launcher options is not a diagnostic of the sources.
        let warnings = compilation.output.split(separator: "\n").filter { $0.contains("warning:") && !$0.hasPrefix("OpenJDK") }
        #expect(warnings.isEmpty, "\(warnings.prefix(20).joined(separator: "\n"))")
    }

    @Test(arguments: designSystems)
    func designSystemBuildsComposeOutputThatCompiles(_ designSystem: String) throws {
        guard let compilation = try Self.compiled() else { return }
        #expect(compilation.errors[designSystem] == [], "\(compilation.errors[designSystem] ?? [])")
        // `RefractTheme`'s `content` parameter, and `ProvideSystemContrast`'s when the system has contrast.
        let model = TestSupport.load(Self.path(of: designSystem))
        let hasContrast = (model.map { ThemeLayout($0) }?.themes ?? []).contains { $0.lightIncreasedContrastPermutation != nil }
            || model.flatMap(ThemeContrastLevels.find(in:)) != nil
        #expect(compilation.rewritten[designSystem] == (hasContrast ? 2 : 1))
        let mine = compilation.output.split(separator: "\n").filter {
            $0.hasPrefix("\(designSystem)/") || $0.contains("/\(designSystem)/")
        }
        #expect(mine.isEmpty, "\(mine.prefix(20).joined(separator: "\n"))")
    }

    /// Every colour of `tokens/` in every theme, light and dark, as the driver read it through `RefractTheme`,
    /// equals the model's: sRGB to the 8 bits Compose stores, Display P3 to a half float's precision.
    @Test func theDriverReadsEveryColourOfTheModel() throws {
        guard let compilation = try Self.compiled() else { return }
        try #require(compilation.status == 0, "the generated code did not compile")
        #expect(compilation.driverStatus == 0, "\(compilation.driverLines.suffix(20))")
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let layout = ThemeLayout(model)
        let colors = try #require(layout.collections.first { $0.kind == .colors }).members
        let printed = compilation.driverLines.filter { !$0.hasPrefix("material") && !$0.hasPrefix("FAIL") && !$0.hasPrefix("role ") && !$0.hasPrefix("shape ") && !$0.hasPrefix("copy ") }
        #expect(compilation.driverLines.filter { $0.hasPrefix("FAIL") }.isEmpty, "\(compilation.driverLines.filter { $0.hasPrefix("FAIL") })")
        #expect(compilation.driverLines.contains("material: \(layout.themes.count * 2) schemes follow the tokens"))
        var expected: [(String, ThemeRGBColor)] = []
        for theme in layout.themes {
            for (appearance, index) in [("light", theme.lightPermutation), ("dark", theme.darkPermutation)] {
                for color in colors {
                    guard let token = model.token(at: color.path, permutation: index), case .color(let value) = token.value
                    else { Issue.record("no colour '\(color.path)' in \(theme.name)"); continue }
                    expected.append(("\(KotlinTheme.name(theme.identifier)) \(appearance) \(color.name)", ThemeRGBColor(value)))
                }
            }
        }
        #expect(printed.count == expected.count)
        #expect(expected.count == 2 * 2 * colors.count)
        for (line, (label, color)) in zip(printed, expected) {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 8 else { Issue.record("unexpected line '\(line)'"); continue }
            #expect(fields[0...2].joined(separator: " ") == label)
            let space = switch color.space {
            case .sRGB: "sRGB IEC61966-2.1"
            case .sRGBLinear: "sRGB IEC61966-2.1 (Linear)"
            case .displayP3: "Display P3"
            }
            #expect(fields[3].replacingOccurrences(of: "_", with: " ") == space, "\(line)")
            let tolerance = color.space == .sRGB ? 0.5 / 255 + 1e-6 : 1.0 / 1024
            let read = fields[4...7].compactMap(Double.init)
            let want = [color.red, color.green, color.blue]
            for (got, value) in zip(read.prefix(3), want) {
                #expect(abs(got - value) <= tolerance, "\(line): expected \(want) opacity \(color.opacity)")
            }
            let alphaTolerance = color.space == .sRGB ? 0.5 / 255 + 1e-6 : 0.5 / 1023 + 1e-6
            #expect(read.count == 4 && abs(read[3] - color.opacity) <= alphaTolerance, "\(line)")
        }
    }

    /// The driver: the issue's usage, `RefractTheme(theme = AppTheme.Christmas) { … RefractTheme.colors.primary }`.
    static func driver(colors: [String]) -> String {
        let prints = colors.map { "    describe(theme, dark, \"\($0)\", RefractTheme.colors.\($0))" }.joined(separator: "\n")
        return """
            package driver

            import androidx.compose.material3.MaterialTheme
            import androidx.compose.runtime.Composable
            import androidx.compose.ui.graphics.Color
            import refract.check.tokens.AppTheme
            import refract.check.tokens.RefractTheme

            fun describe(theme: AppTheme, dark: Boolean, name: String, color: Color) {
                val space = color.colorSpace.name.replace(' ', '_')
                println("${theme.name} ${if (dark) "dark" else "light"} $name $space ${color.red} ${color.green} ${color.blue} ${color.alpha}")
            }

            @Composable
            fun Colors(theme: AppTheme, dark: Boolean) {
            \(prints)
            }

            fun main() {
                var material = 0
                for (theme in AppTheme.values()) {
                    for (dark in listOf(false, true)) {
                        RefractTheme(theme = theme, darkTheme = dark) {
                            Colors(theme, dark)
                            if (MaterialTheme.colorScheme.primary == RefractTheme.colors.primary &&
                                MaterialTheme.colorScheme.onSurface == RefractTheme.colors.onSurface) material += 1
                            else println("FAIL material ${theme.name} $dark")
                            // Typography reaches MaterialTheme: the example's `typography.headline` is headlineMedium.
                            if (MaterialTheme.typography.headlineMedium != RefractTheme.typography.headline) println("FAIL typography ${theme.name} $dark")
                        }
                    }
                }
                RefractTheme(theme = AppTheme.Christmas) {
                    if (RefractTheme.colors.primary != AppTheme.Christmas.theme(darkTheme = false).colors.primary) println("FAIL default scheme")
                }
                println("material: $material schemes follow the tokens")
                materialMain()
                copyMain()
            }

            """
    }
}

/// The Compose name of a theme, as docs/contexts/compose.md states the rule.
enum KotlinTheme {
    static func name(_ swiftIdentifier: String) -> String {
        (swiftIdentifier.first.map { String($0).uppercased() } ?? "") + swiftIdentifier.dropFirst()
    }
}
