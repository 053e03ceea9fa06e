import Foundation
import RefractJSON
import RefractOutput
import RefractSwift
import Testing

/// A theme document made from other tokens than the app's (a server's `theme.json` that lags behind or runs
/// ahead) decodes with `ThemeBundle`: what it lacks keeps the compiled-in theme's value, what the app does
/// not know is skipped, and `issues` says both. Compiled and run with swiftc.
@Suite("Generated Swift: remote theme documents")
struct RemoteThemeTests {
    @Test func aLaggingDocumentDecodesOntoTheCompiledInThemes() throws {
        guard let swiftc = SwiftCompiler.available() else { return }
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let swift = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let json = JSONBackend.generate(model, options: PlatformOptions(destination: "json"), templates: TestSupport.templates)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in TestSupport.foundationFiles(swift) {
            try file.contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        // The bundle of the same tokens, then: 'christmas' lacks colors.primary and sizes.cardHeight, has a
        // colour the app does not know and a collection it does not know; 'standard' gives primary's dark only.
        let bundleFile = try #require(json.files.first)
        let bundle = try #require(try JSONSerialization.jsonObject(with: Data(bundleFile.contents.utf8)) as? [String: Any])
        var themes = try #require(bundle["themes"] as? [String: [String: Any]])
        // A bundle of format 2 gives each value once, in `values`, and members its index there.
        var values = try #require(bundle["values"] as? [Any])
        func index(of value: String) -> Int {
            values.append(value)
            return values.count - 1
        }
        var christmas = try #require(themes["christmas"])
        var colors = try #require(christmas["colors"] as? [String: Any])
        colors["primary"] = nil
        colors["brandNew"] = ["light": index(of: "#123456"), "dark": index(of: "#654321")]
        christmas["colors"] = colors
        var sizes = try #require(christmas["sizes"] as? [String: Any])
        sizes["cardHeight"] = nil
        christmas["sizes"] = sizes
        christmas["elevations"] = ["card": 2]
        themes["christmas"] = christmas
        var standard = try #require(themes["standard"])
        var standardColors = try #require(standard["colors"] as? [String: Any])
        standardColors["primary"] = ["dark": index(of: "#5856d6")]
        standard["colors"] = standardColors
        themes["standard"] = standard
        var lagging = bundle
        lagging["themes"] = themes
        lagging["values"] = values
        try JSONSerialization.data(withJSONObject: lagging, options: [.sortedKeys]).write(to: directory.appendingPathComponent("theme.json"))
        try Self.driver.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        guard let lines = try SwiftCompiler.buildAndRunDriver(
            swiftc, sources: TestSupport.foundationFiles(swift).map(\.path), in: directory) else { return }
        #expect(lines == [
            "issues: missingKey: themes.christmas.colors.primary",
            "issues: unknownKey: themes.christmas.colors.brandNew",
            "issues: missingKey: themes.christmas.sizes.cardHeight",
            "issues: unknownKey: themes.christmas.elevations",
            "christmas primary kept: true",
            "christmas cardHeight kept: true",
            "christmas background from the document: true",
            "standard primary: light #1b8188, dark #5856d6",
            "plain decode: true",
        ])
    }

    /// One theme document decoded onto the theme the app shows, with what it skipped: a misspelt key, a value of
    /// the wrong shape, the article's gradient (an array of hex strings) taken; `Theme(from:)` onto the theme the
    /// decoder's `userInfo` names; and `ThemeBundle` encoded and decoded back unchanged.
    @Test func aThemeDocumentDecodesOntoTheShowingThemeAndSaysWhatItSkipped() throws {
        guard let swiftc = SwiftCompiler.available() else { return }
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let swift = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let json = JSONBackend.generate(model, options: PlatformOptions(destination: "json"), templates: TestSupport.templates)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in TestSupport.foundationFiles(swift) {
            try file.contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        try #require(json.files.first { $0.path == "theme.json" }).contents
            .write(to: directory.appendingPathComponent("theme.json"), atomically: true, encoding: .utf8)
        try Self.documentDriver.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        guard let lines = try SwiftCompiler.buildAndRunDriver(
            swiftc, sources: TestSupport.foundationFiles(swift).map(\.path), in: directory) else { return }
        #expect(lines == [
            "issue: invalidValue: colors.background",
            "issue: unknownKey: colors.primry",
            "issue: missingKey: gradients.primary.dark",
            "primary dark: #5856d6",
            "kept from christmas: true",
            "gradient stops: [0.0, 0.5, 1.0] #ff0000 #0000ff",
            "gradient dark kept: true",
            "Theme(from:) onto christmas: true",
            "Theme(from:) without a base onto the default: true",
            "bundle round trip: true",
        ])
    }

    static let documentDriver = #"""
        import Foundation

        let document = Data("""
            {"colors": {"primary": {"dark": "#5856d6"}, "primry": {"light": "#000000"}, "background": 5},
             "gradients": {"primary": {"light": ["#ff0000", "#00ff00", "#0000ff"]}}}
            """.utf8)
        let (theme, issues) = try Theme.decode(document, onto: .christmas)
        for issue in issues where issue.kind != .missingKey || issue.path.hasPrefix("gradients.primary.") {
            print("issue: \(issue)")
        }
        print("primary dark: \(theme.colors.primary.dark)")
        print("kept from christmas: \(theme.colors.background == Theme.christmas.colors.background && theme.colors.primary.light == Theme.christmas.colors.primary.light)")
        let stops = theme.gradients.primary.light.stops
        print("gradient stops: \(stops.map(\.location)) \(stops[0].color) \(stops[2].color)")
        print("gradient dark kept: \(theme.gradients.primary.dark == Theme.christmas.gradients.primary.dark)")

        let decoder = JSONDecoder()
        decoder.userInfo[Theme.decodingBase] = Theme.christmas
        let onto = try decoder.decode(Theme.self, from: Data(##"{"colors": {"primary": {"dark": "#5856d6"}}}"##.utf8))
        print("Theme(from:) onto christmas: \(onto.colors.background == Theme.christmas.colors.background)")
        let plain = try JSONDecoder().decode(Theme.self, from: Data(##"{"colors": {}}"##.utf8))
        print("Theme(from:) without a base onto the default: \(plain == Theme.default)")

        let bundle = try JSONDecoder().decode(ThemeBundle.self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])))
        let again = try JSONDecoder().decode(ThemeBundle.self, from: JSONEncoder().encode(bundle))
        print("bundle round trip: \(again.themes == bundle.themes && again.defaultTheme == bundle.defaultTheme && again.issues.isEmpty)")

        """#

    static let driver = """
        import Foundation

        let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
        let bundle = try JSONDecoder().decode(ThemeBundle.self, from: data)
        for issue in bundle.issues where !issue.path.hasPrefix("themes.standard.colors.primary.") {
            print("issues: \\(issue)")
        }
        let christmas = bundle.themes["christmas"]!
        print("christmas primary kept: \\(christmas.colors.primary == Theme.christmas.colors.primary)")
        print("christmas cardHeight kept: \\(christmas.sizes.cardHeight == Theme.christmas.sizes.cardHeight)")
        print("christmas background from the document: \\(christmas.colors.background == Theme.christmas.colors.background)")
        print("standard primary: \\(bundle.themes["standard"]!.colors.primary)")
        let plain = try JSONDecoder().decode([String: Theme].self, from: JSONEncoder().encode(["a": Theme.christmas]))
        print("plain decode: \\(plain["a"] == Theme.christmas)")

        """
}
