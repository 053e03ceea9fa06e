import Foundation
import RefractCompose
import RefractModel
import RefractOutput
import RefractTestSupport
import RefractThemes
import Testing

/// The part of the compiled driver that reads Material 3's colour scheme back: for each system, every theme
/// in light and dark (and at increased contrast where the system has it) is provided through `RefractTheme`,
/// and every role of `MaterialTheme.colorScheme` printed as `role <system> <theme> <scheme> <role> r g b a`.
enum MaterialDriver {
    static let roles = MaterialColorRole.allCases.map(\.rawValue)

    static func source(systems: [(name: String, package: String)]) -> String {
        let pairs = roles.map { "\"\($0)\" to s.\($0)" }.joined(separator: ",\n        ")
        let calls = systems.enumerated().map { index, system in
            """
                for (theme in \(system.package).AppTheme.values()) {
                    for (dark in listOf(false, true)) {
                        for (high in listOf(false, true)) {
                            \(system.package).RefractTheme(theme = theme, darkTheme = dark\(hasContrast(system.name) ? ", highContrast = high" : "")) {
                                printRoles("\(system.name)", theme.name, if (dark) "dark" else "light", high)
                            }
                        }
                    }
                }
            """
        }.joined(separator: "\n")
        return """

            fun roles(s: androidx.compose.material3.ColorScheme): List<Pair<String, Color>> = listOf(
                    \(pairs)
            )

            @Composable
            fun printRoles(system: String, theme: String, scheme: String, high: Boolean) {
                for ((name, c) in roles(MaterialTheme.colorScheme)) {
                    println("role $system $theme $scheme${if (high) "-hc" else ""} $name ${c.red} ${c.green} ${c.blue} ${c.alpha}")
                }
            }

            fun materialMain() {
            \(calls)
            }

            """
    }

    static func hasContrast(_ system: String) -> Bool {
        guard let model = TestSupport.load(ComposeCompileTests.path(of: system)) else { return false }
        return ThemeLayout(model).themes.contains { $0.lightIncreasedContrastPermutation != nil }
    }
}

/// Every Material 3 role of `tokens/` and GitHub Primer, read back from the compiled Compose through
/// `MaterialTheme.colorScheme`, is the colour of the token the role map names (docs/config.md, "Material 3"):
/// none is left to Material's baseline.
@Suite("Compose fills every Material 3 role from the tokens")
struct MaterialRoleReadBackTests {
    @Test(arguments: ComposeCompileTests.materialSystems)
    func everyRoleIsTheMappedTokensColour(_ system: String) throws {
        guard ComposeCompileTests.designSystems.contains(system) else {
            TestEnvironment.missing("\(system) in \(TestSupport.corpora.path)")
            return
        }
        guard let compilation = try ComposeCompileTests.compiled() else { return }
        try #require(compilation.status == 0, "the generated code did not compile")
        #expect(compilation.driverStatus == 0, "\(compilation.driverLines.suffix(20))")
        let model = try #require(TestSupport.load(ComposeCompileTests.path(of: system)))
        let layout = ThemeLayout(model)
        let (mapping, _) = MaterialRoleMapping.resolve(
            colors: ComposeContext.materialColors(layout), options: PlatformOptions(destination: "compose"), platform: "compose")
        #expect(mapping.unfilled.isEmpty, "\(mapping.unfilled)")
        #expect(mapping.isOn)
        let lines = compilation.driverLines.filter { $0.hasPrefix("role \(system) ") }
        let hasContrast = layout.themes.contains { $0.lightIncreasedContrastPermutation != nil }
        #expect(lines.count == layout.themes.count * 4 * MaterialColorRole.allCases.count)
        var read: [String: [Double]] = [:]
        for line in lines {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 9 else { Issue.record("unexpected line '\(line)'"); continue }
            read[fields[2...4].joined(separator: " ")] = fields[5...8].compactMap(Double.init)
        }
        for theme in layout.themes {
            let schemes: [(String, Int)] = [
                ("light", theme.lightPermutation), ("dark", theme.darkPermutation),
                ("light-hc", hasContrast ? theme.lightIncreasedContrastPermutation ?? theme.lightPermutation : theme.lightPermutation),
                ("dark-hc", hasContrast ? theme.darkIncreasedContrastPermutation ?? theme.darkPermutation : theme.darkPermutation),
            ]
            for (scheme, permutation) in schemes {
                for entry in mapping.entries {
                    let label = "\(KotlinTheme.name(theme.identifier)) \(scheme) \(entry.role.rawValue)"
                    guard let got = read[label], got.count == 4 else { Issue.record("no role read for \(label)"); continue }
                    let want: [Double]
                    switch entry.source {
                    case .black: want = [0, 0, 0, 1]
                    case .token(let path):
                        guard let token = model.token(at: path, permutation: permutation), case .color(let value) = token.value else {
                            Issue.record("no colour '\(path)' for \(label)"); continue
                        }
                        let color = ThemeRGBColor(value)
                        want = [color.red, color.green, color.blue, color.opacity]
                    }
                    for (a, b) in zip(got, want) {
                        #expect(abs(a - b) <= 1.0 / 255 + 1e-6 || abs(a - b) <= 1.0 / 512, "\(label): read \(got), the token is \(want)")
                    }
                }
            }
        }
    }
}
