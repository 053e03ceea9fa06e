import Foundation
import RefractJSON
import RefractModel
import RefractOutput
import RefractSwift
import RefractThemes
import Testing

/// A number, a dimension and a duration that change with the colour scheme (Adobe Spectrum's
/// `overlay-opacity`: 0.4 in light, 0.6 in dark) keep each scheme's value in Swift: their collections become
/// `ThemeAdaptiveStyle`s, compiled in and decoded from the JSON bundle alike, with no warning.
@Suite("Scheme-dependent values of every type")
struct SchemeValuesTests {
    static var fixture: String {
        TestSupport.packageRoot
            .appendingPathComponent("Tests/RefractCSSTests/Fixtures/scheme-values/scheme-values.resolver.json").path
    }

    @Test func collectionsWithAValueThatChangesWithTheSchemeAreAdaptive() throws {
        let model = try #require(TestSupport.load(Self.fixture))
        let layout = ThemeLayout(model)
        let adaptive = layout.collections.filter(\.isAdaptive).map(\.kind)
        #expect(adaptive == [.colors, .gradients, .shadows, .borders, .sizes, .durations, .numbers])
        let numbers = try #require(layout.collections.first { $0.kind == .numbers })
        let opacity = try #require(numbers.members.firstIndex { $0.name == "overlayOpacity" })
        #expect(numbers.value(opacity, theme: 0).light == .number(0.4))
        #expect(numbers.value(opacity, theme: 0).dark == .number(0.6))
        #expect(layout.diagnostics(platform: "swift").isEmpty)
    }

    /// The generated Foundation layer compiles with the adaptive members and resolves each scheme's value,
    /// compiled in and decoded from `theme.json`.
    @Test func generatedSwiftResolvesEachSchemesValue() throws {
        guard let swiftc = SwiftCompiler.available() else { return }
        let model = try #require(TestSupport.load(Self.fixture))
        let swift = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let json = JSONBackend.generate(model, options: PlatformOptions(destination: "json"), templates: TestSupport.templates)
        #expect((swift.diagnostics + json.diagnostics).isEmpty, "\((swift.diagnostics + json.diagnostics).map(\.message))")
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in TestSupport.foundationFiles(swift) {
            try file.contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        try #require(json.files.first { $0.path.hasSuffix("theme.json") }).contents.write(
            to: directory.appendingPathComponent("theme.json"), atomically: true, encoding: .utf8)
        let driver = """
            import Foundation

            func show(_ label: String, _ theme: Theme) {
                for appearance in [ThemeAppearance.light, .dark] {
                    print(label, appearance.rawValue, theme.numbers.overlayOpacity.resolved(appearance: appearance),
                        theme.sizes.cardGap.resolved(appearance: appearance),
                        theme.durations.fade.resolved(appearance: appearance),
                        theme.numbers.steady.resolved(appearance: appearance))
                }
            }

            let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
            let bundle = try JSONDecoder().decode(ThemeBundle.self, from: data)
            print(bundle.issues.isEmpty ? "no issues" : "FAIL \\(bundle.issues)")
            show("compiled", Theme.default)
            show("decoded", bundle.themes[bundle.defaultTheme]!)

            """
        try driver.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let sources = TestSupport.foundationFiles(swift).map(\.path)
        guard let lines = try SwiftCompiler.buildAndRunDriver(swiftc, sources: sources, in: directory) else { return }
        #expect(lines == [
            "no issues",
            "compiled light 0.4 8.0 0.1 1.0", "compiled dark 0.6 12.0 0.25 1.0",
            "decoded light 0.4 8.0 0.1 1.0", "decoded dark 0.6 12.0 0.25 1.0",
        ])
    }
}
