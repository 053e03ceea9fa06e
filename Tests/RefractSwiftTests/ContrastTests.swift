import Foundation
import RefractJSON
import RefractKit
import RefractModel
import RefractOutput
import RefractThemes
import RefractSwift
import Testing

/// A contrast modifier (Fixtures/contrast: theme standard|alt × contrast normal|high × mode light|dark) gives
/// every adaptive value increased-contrast variants instead of further themes; the generated Swift resolves
/// them and decodes them from the JSON bundle.
@Suite("Contrast axis")
struct ContrastTests {
    static var fixture: String { TestSupport.fixtures.appendingPathComponent("contrast/contrast.resolver.json").path }

    @Test(arguments: [
        ("contrast", ["normal", "high"], nil as String?, AxisRole.contrast),
        ("contrast", ["standard", "more"], nil, .contrast),
        ("contrast", ["low", "normal", "high"], nil, .other),
        ("a11y", ["normal", "high"], nil, .other),
        ("a11y", ["normal", "high"], "a11y", .contrast),
        ("contrast", ["normal", "high"], "a11y", .other),
        ("contrast", ["light", "dark"], nil, .colorScheme),
    ])
    func roleOfAModifier(_ name: String, _ contexts: [String], _ configured: String?, _ role: AxisRole) {
        #expect(Axis.role(name: name, contexts: contexts, contrastName: configured) == role)
    }

    @Test func theConfigNamesTheContrastModifier() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("refract.yaml").path
        try "axes:\n  contrast: a11y\n".write(toFile: path, atomically: true, encoding: .utf8)
        let (config, diagnostics, _) = ConfigReader.read(path: path)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(config?.contrastAxis == "a11y")
    }

    @Test func theIncreasedContextIsTheOneThatIsNotTheDefault() {
        #expect(Axis(name: "contrast", contexts: ["high", "normal"], defaultContext: "normal", role: .contrast)
            .increasedContrastContext == "high")
        #expect(Axis(name: "contrast", contexts: ["normal", "high"], role: .contrast).increasedContrastContext == "high")
        #expect(Axis(name: "size", contexts: ["normal", "high"], role: .other).increasedContrastContext == nil)
    }

    @Test func contrastDoesNotMultiplyThemes() throws {
        let model = try #require(TestSupport.load(Self.fixture))
        #expect(model.axes.map(\.role) == [.theme, .contrast, .colorScheme])
        let layout = ThemeLayout(model)
        #expect(layout.themes.map(\.name) == ["standard", "alt"])
        for theme in layout.themes {
            let increased = [theme.lightIncreasedContrastPermutation, theme.darkIncreasedContrastPermutation]
            #expect(increased.map { $0.map { model.permutations[$0].inputs["contrast"] } } == ["high", "high"])
            #expect(model.permutations[theme.darkPermutation].inputs == ["theme": theme.name, "contrast": "normal", "mode": "dark"])
        }
        let sizes = try #require(layout.collections.first { $0.kind == .sizes })
        #expect(sizes.members.indices.allSatisfy { sizes.values($0).allSatisfy { $0.lightIncreasedContrast == nil } })
    }

    @Test func adaptiveValuesHaveIncreasedContrastVariants() throws {
        let model = try #require(TestSupport.load(Self.fixture))
        let layout = ThemeLayout(model)
        let colors = try #require(layout.collections.first { $0.kind == .colors })
        #expect(!colors.members.isEmpty)
        #expect(colors.members.indices.allSatisfy { m in colors.values(m).allSatisfy { $0.lightIncreasedContrast != nil } })
    }

    @Test func withoutAContrastAxisThereAreNoIncreasedVariants() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let layout = ThemeLayout(model)
        #expect(layout.themes.allSatisfy { $0.lightIncreasedContrastPermutation == nil })
        #expect(layout.collections.allSatisfy { c in c.members.indices.allSatisfy { c.values($0).allSatisfy { $0.darkIncreasedContrast == nil } } })
    }

    /// Compiles the Foundation layer with a driver that resolves every colour of every theme in light and
    /// dark at standard and increased contrast, and checks the JSON bundle decodes into the compiled-in themes.
    @Test func generatedSwiftResolvesIncreasedContrast() throws {
        guard let swiftc = SwiftCompiler.available() else { return }
        let model = try #require(TestSupport.load(Self.fixture))
        let swift = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let json = JSONBackend.generate(model, options: PlatformOptions(destination: "json"), templates: TestSupport.templates)
        #expect((swift.diagnostics + json.diagnostics).isEmpty, "\((swift.diagnostics + json.diagnostics).map(\.message))")
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = TestSupport.foundationFiles(swift).map(\.path)
        for file in TestSupport.foundationFiles(swift) {
            try file.contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        try #require(json.files.first).contents.write(
            to: directory.appendingPathComponent("theme.json"), atomically: true, encoding: .utf8)
        let layout = ThemeLayout(model)
        let colors = try #require(layout.collections.first { $0.kind == .colors }).members.map(\.name)
        try Self.driver(colors: colors).write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        guard let lines = try SwiftCompiler.buildAndRunDriver(swiftc, sources: sources, in: directory) else { return }
        #expect(lines.first == "bundle: 2 themes equal")
        var expected: [String] = []
        for theme in layout.themes {
            for name in colors {
                let path = try #require(layout.collections.first { $0.kind == .colors }?.members.first { $0.name == name }?.path)
                for contrast in ["normal", "high"] {
                    for mode in ["light", "dark"] {
                        let index = try #require(model.permutationIndex(["theme": theme.name, "contrast": contrast, "mode": mode]))
                        guard case .color(let value) = model.token(at: path, permutation: index)?.value else {
                            Issue.record("no colour '\(path)'"); continue
                        }
                        expected.append("\(theme.name) \(name) \(mode) \(contrast) \(ThemeRGBColor(value).exactHex ?? "?")")
                    }
                }
            }
        }
        #expect(Array(lines.dropFirst()) == expected)
        // The fixture's point: increased contrast changes `primary` in light and in dark.
        #expect(expected.contains("standard primary light normal #0066cc"))
        #expect(expected.contains("standard primary light high #003366"))
        #expect(expected.contains("standard primary dark high #ccccff"))
    }

    static func driver(colors: [String]) -> String {
        let prints = colors.map { name in
            """
                for contrast in [ThemeContrast.standard, .increased] {
                    for appearance in [ThemeAppearance.light, .dark] {
                        let color = appTheme.theme.colors.\(name).resolved(appearance: appearance, contrast: contrast)
                        print("\\(appTheme.rawValue) \(name) \\(appearance.rawValue) \\(contrast == .standard ? "normal" : "high") \\(color.exactHex ?? "?")")
                    }
                }
            """
        }.joined(separator: "\n")
        return """
            import Foundation

            let bundle = try JSONDecoder().decode(ThemeBundle.self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])))
            let equal = AppTheme.allCases.filter { bundle.themes[$0.rawValue] == $0.theme }.count
            print("bundle: \\(equal) themes equal")
            for appTheme in AppTheme.allCases {
            \(prints)
            }

            """
    }
}
