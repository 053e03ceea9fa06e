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
            let levels = contrastLevels(system.name)
            let call: String
            switch levels {
            case .three:
                call = """
                    for (contrast in \(system.package).ThemeContrast.values()) {
                        \(system.package).RefractTheme(theme = theme, darkTheme = dark, contrast = contrast) {
                            printRoles("\(system.name)", theme.name, if (dark) "dark" else "light", listOf("", "-mc", "-hc")[contrast.ordinal])
                        }
                    }
                """
            case .two, .one:
                call = """
                    for (high in listOf(false, true)) {
                        \(system.package).RefractTheme(theme = theme, darkTheme = dark\(levels == .two ? ", highContrast = high" : "")) {
                            printRoles("\(system.name)", theme.name, if (dark) "dark" else "light", if (high) "-hc" else "")
                        }
                    }
                """
            }
            return """
                for (theme in \(system.package).AppTheme.values()) {
                    for (dark in listOf(false, true)) {
                \(call)
                    }
                }
            """
        }.joined(separator: "\n")
        return """

            fun roles(s: androidx.compose.material3.ColorScheme): List<Pair<String, Color>> = listOf(
                    \(pairs)
            )

            @Composable
            fun printRoles(system: String, theme: String, scheme: String, contrast: String) {
                for ((name, c) in roles(MaterialTheme.colorScheme)) {
                    println("role $system $theme $scheme$contrast $name ${c.red} ${c.green} ${c.blue} ${c.alpha}")
                }
                val shapes = MaterialTheme.shapes
                for ((name, shape) in listOf(
                    "extraSmall" to shapes.extraSmall, "small" to shapes.small, "medium" to shapes.medium,
                    "large" to shapes.large, "extraLarge" to shapes.extraLarge
                )) {
                    println("shape $system $theme $scheme$contrast $name ${shape.topStart.dp.value}")
                }
            }

            fun materialMain() {
            \(calls)
            }

            """
    }

    enum ContrastLevels { case one, two, three }

    /// Standard only, standard and increased, or Material Theme Builder's standard, medium and high.
    static func contrastLevels(_ system: String) -> ContrastLevels {
        guard let model = TestSupport.load(ComposeCompileTests.path(of: system)) else { return .one }
        if ThemeContrastLevels.find(in: model) != nil { return .three }
        return ThemeLayout(model).themes.contains { $0.lightIncreasedContrastPermutation != nil } ? .two : .one
    }

    /// Every reading the driver prints for `model`: the `AppTheme` entry, the scheme label (`light`, `dark-mc`,
    /// `light-hc` …) and the permutation whose values it must show.
    static func readings(_ model: ThemedTokenSet) -> [(theme: String, scheme: String, permutation: Int)] {
        let layout = ThemeLayout(model)
        let levels = ThemeContrastLevels.find(in: model)
        let hasContrast = layout.themes.contains { $0.lightIncreasedContrastPermutation != nil }
        var result: [(String, String, Int)] = []
        for group in ComposeContext.contrastGroups(layout, levels: levels) {
            let theme = layout.themes[group.standard]
            let name = KotlinTheme.name(theme.identifier)
            result += [(name, "light", theme.lightPermutation), (name, "dark", theme.darkPermutation)]
            if levels != nil {
                let medium = layout.themes[group.medium ?? group.standard], high = layout.themes[group.high ?? group.standard]
                result += [
                    (name, "light-mc", medium.lightPermutation), (name, "dark-mc", medium.darkPermutation),
                    (name, "light-hc", high.lightPermutation), (name, "dark-hc", high.darkPermutation),
                ]
            } else {
                result += [
                    (name, "light-hc", hasContrast ? theme.lightIncreasedContrastPermutation ?? theme.lightPermutation : theme.lightPermutation),
                    (name, "dark-hc", hasContrast ? theme.darkIncreasedContrastPermutation ?? theme.darkPermutation : theme.darkPermutation),
                ]
            }
        }
        return result
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
        let readings = MaterialDriver.readings(model)
        #expect(lines.count == readings.count * MaterialColorRole.allCases.count)
        var read: [String: [Double]] = [:]
        for line in lines {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 9 else { Issue.record("unexpected line '\(line)'"); continue }
            read[fields[2...4].joined(separator: " ")] = fields[5...8].compactMap(Double.init)
        }
        // Material Theme Builder's six schemes are all read, each its own.
        if system == "material-theme" {
            #expect(Set(readings.map(\.permutation)).count == 6, "\(readings)")
        }
        for (themeName, scheme, permutation) in readings {
            do {
                for entry in mapping.entries {
                    let label = "\(themeName) \(scheme) \(entry.role.rawValue)"
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

/// Material 3's shape scale read back from the compiled Compose through `MaterialTheme.shapes`: each corner size
/// a radius token gives (`tokens/`'s `size.cornerRadius` is the medium one, Primer's `borderRadius.small`,
/// `medium` and `large`) is that token's size in every theme and scheme, and the others keep Material's defaults
/// (4, 8, 12, 16 and 28 dp), as they all do for a Material Theme Builder export, which has no radius.
@Suite("Compose gives MaterialTheme the tokens' shape scale")
struct MaterialShapeReadBackTests {
    static let materialDefaults: [MaterialShapeRole: Double] = [.extraSmall: 4, .small: 8, .medium: 12, .large: 16, .extraLarge: 28]
    static let expectedRoles: [String: Set<MaterialShapeRole>] = [
        "tokens": [.medium], "github-primer.resolver.json": [.small, .medium, .large], "material-theme": [],
    ]

    @Test(arguments: ComposeCompileTests.materialSystems)
    func everyCornerSizeIsTheMappedTokensOrMaterials(_ system: String) throws {
        guard ComposeCompileTests.designSystems.contains(system) else {
            TestEnvironment.missing("\(system) in \(TestSupport.corpora.path)")
            return
        }
        guard let compilation = try ComposeCompileTests.compiled() else { return }
        try #require(compilation.status == 0, "the generated code did not compile")
        let model = try #require(TestSupport.load(ComposeCompileTests.path(of: system)))
        let layout = ThemeLayout(model)
        let (mapping, _) = MaterialShapeMapping.resolve(
            dimensions: ComposeContext.materialDimensions(layout), options: PlatformOptions(destination: "compose"),
            platform: "compose", isMaterialOn: true)
        #expect(Set(mapping.entries.map(\.role)) == Self.expectedRoles[system], "\(mapping.entries.map { "\($0.role)=\($0.path)" })")
        let sizes = layout.collections.first { $0.kind == .sizes }
        var read: [String: Double] = [:]
        for line in compilation.driverLines where line.hasPrefix("shape \(system) ") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 6, let value = Double(fields[5]) else { Issue.record("unexpected line '\(line)'"); continue }
            read[fields[2...4].joined(separator: " ")] = value
        }
        let readings = MaterialDriver.readings(model)
        #expect(read.count == readings.count * MaterialShapeRole.allCases.count)
        for (themeName, scheme, permutation) in readings {
            do {
                let t = try #require(layout.themes.firstIndex { $0.lightPermutation == permutation || $0.darkPermutation == permutation
                    || $0.lightIncreasedContrastPermutation == permutation || $0.darkIncreasedContrastPermutation == permutation })
                for role in MaterialShapeRole.allCases {
                    let label = "\(themeName) \(scheme) \(role.rawValue)"
                    var want = Self.materialDefaults[role] ?? 0
                    if let path = mapping.entries.first(where: { $0.role == role })?.path {
                        let index = try #require(sizes?.members.firstIndex { $0.path == path })
                        guard case .size(let points) = try #require(sizes).value(index, theme: t).light else {
                            Issue.record("\(path) is no size"); continue
                        }
                        want = points
                    }
                    let got: Double = read[label] ?? -1
                    #expect(abs(got - want) < 1e-4, "\(label): read \(got), want \(want)")
                }
            }
        }
    }
}
