import Foundation
import RefractCSS
import RefractModel
import Testing

/// The CSS equals the resolved model in every permutation whatever the modifiers are called and in whatever
/// order the resolver merges them: sets of two, three and four modifiers (theme or not, with and without a
/// colour scheme and a contrast), every attribute combination on `<html>` and on a nested element, under
/// every emulated preference.
@Suite("Chromium: any modifiers", .serialized)
struct AxisSetChromiumTests {
    typealias Modifier = AxisSetFixture.Modifier

    /// Its default is not its first context.
    static let brand = Modifier(name: "brand", contexts: ["one", "two", "three"], defaultContext: "two")
    static let theme = Modifier(name: "theme", contexts: ["standard", "festive"])
    static let mode = Modifier(name: "mode", contexts: ["light", "dark"])
    static let density = Modifier(name: "density", contexts: ["regular", "compact"])
    static let contrast = Modifier(name: "contrast", contexts: ["normal", "high"])
    static let twoBrands = Modifier(name: "brand", contexts: ["one", "two"])

    static let sets: [(String, [Modifier], [String])] = [
        ("brand × mode", [brand, mode], ["brand", "mode"]),
        ("mode × brand", [brand, mode], ["mode", "brand"]),
        ("brand × density", [brand, density], ["density", "brand"]),
        ("theme × density × mode", [theme, density, mode], ["density", "mode", "theme"]),
        ("mode × theme × density", [theme, density, mode], ["mode", "theme", "density"]),
        ("brand × contrast × mode", [twoBrands, contrast, mode], ["contrast", "brand", "mode"]),
        ("brand × mode × contrast × density", [twoBrands, mode, contrast, density],
         ["brand", "mode", "contrast", "density"]),
        ("density × contrast × mode × brand", [twoBrands, mode, contrast, density],
         ["density", "contrast", "mode", "brand"]),
        ("theme × brand × mode × density", [theme, twoBrands, mode, density], ["mode", "density", "brand", "theme"]),
    ]

    @Test("generated modifiers", arguments: sets.indices)
    func generated(set: Int) throws {
        let (name, modifiers, order) = Self.sets[set]
        let path = try AxisSetFixture(modifiers: modifiers, order: order).write()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try check(path, label: name, settings: [:])
    }

    @Test("generated modifiers with light-dark()")
    func generatedLightDark() throws {
        let path = try AxisSetFixture(modifiers: [Self.brand, Self.mode], order: ["mode", "brand"]).write()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try check(path, label: "mode × brand, both", settings: ["colorScheme": "both"])
    }

    /// The example with its `theme` modifier renamed `brand`: an ordinary modifier, no longer the theme.
    @Test func exampleWithThemeRenamedBrand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-brand-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Fixtures.exampleTokens), to: folder)
        let resolver = folder.appendingPathComponent("tokens.resolver.yaml")
        let text = try String(contentsOf: resolver, encoding: .utf8)
            .replacingOccurrences(of: "modifiers/theme", with: "modifiers/brand")
            .replacingOccurrences(of: "\n  theme:", with: "\n  brand:")
        #expect(text.contains("  brand:"))
        try text.write(to: resolver, atomically: true, encoding: .utf8)
        try check(folder.path, label: "tokens/ with brand", settings: [:])
    }

    private func check(
        _ path: String, label: String, settings: [String: String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        guard let browser = Chromium.require(sourceLocation: sourceLocation),
            let model = Fixtures.load(path, sourceLocation: sourceLocation)
        else { return }
        let (parsed, _) = CSSSettings.parse(settings)
        let (context, diagnostics) = CSSContextBuilder.build(model, settings: parsed)
        #expect(diagnostics.isEmpty, sourceLocation: sourceLocation)
        let css = Fixtures.css(model, settings: settings, sourceLocation: sourceLocation)
        let report = try BrowserCheck(model: model, context: context, css: css).run(browser: browser)
        #expect(report.checkedValues > 100, sourceLocation: sourceLocation)
        print("\(label): checked \(report.checkedValues) computed values, \(report.problems.count) wrong")
        #expect(
            report.problems.isEmpty,
            "\(report.problems.count) problems:\n\(report.problems.prefix(25).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }
}
