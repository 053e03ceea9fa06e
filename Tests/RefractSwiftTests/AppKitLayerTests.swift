import Foundation
import RefractJSON
import RefractModel
import RefractOutput
import RefractSwift
import RefractTestSupport
import Testing

/// The generated AppKit layer (the macOS half of Theme+UIKit.swift) compiled with Swift 6 and MainActor default
/// isolation against the stand-in `AppKit` module (Apple's declarations, Fixtures/StandInAppKit), and run: a
/// driver sets each theme on `ThemeManager.shared`, reads every `NSColor.theme…` accessor in the light, dark and
/// both high-contrast appearances (`performAsCurrentDrawingAppearance` and `usingColorSpace(.extendedSRGB)`, as
/// AppKit resolves a dynamic colour), and prints its 8-bit RGBA, which must equal the JSON bundle's value for
/// that theme and appearance. What it cannot prove on Linux: availability, and the real AppKit's conversions.
@Suite("Generated Swift: AppKit layer against Apple's declarations")
struct AppKitLayerTests {
    static let designSystems = ["tokens", "contrast", "parts"]

    @Test(arguments: designSystems)
    func everyColourResolvesToTheBundlesValueInEveryThemeAndAppearance(_ designSystem: String) throws {
        guard let tokens = UIKitLayerTests.path(of: designSystem), SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let include = try #require(StandInAppKit.modules.directory, "stand-in AppKit did not build: \(StandInAppKit.modules.failure ?? "")")
        let model = try #require(TestSupport.load(tokens))
        let swift = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let json = JSONBackend.generate(model, options: PlatformOptions(destination: "json"), templates: TestSupport.templates)
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        let names = UIKitLayerTests.memberNames(context)
        let colors = context.colorAccessors.filter { $0.deprecation == nil }
            .compactMap { accessor in names[accessor.identifier].map { (accessor.accessor, $0) } }
        try #require(!colors.isEmpty, "no colour accessor to drive")

        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in swift.files {
            try file.contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        try Self.driver(colors).write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let build = try SwiftCompiler.run(swiftc, UIKitLayerTests.mainActorSwift6 + [
            "-I", include.path, "-L", include.path, "-lAppKit", "-o", "driver", "main.swift",
        ] + swift.files.map(\.path), in: directory)
        #expect(build.status == 0, "\(build.output)")
        guard build.status == 0 else { return }
        let run = try SwiftCompiler.run(directory.appendingPathComponent("driver").path, [], in: directory)
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)

        let themeJSON = try #require(json.files.first { $0.path == "theme.json" })
        let bundle = try #require(JSONSerialization.jsonObject(with: Data(themeJSON.contents.utf8)) as? [String: Any])
        let themes = try #require(bundle["themes"] as? [String: Any])
        let values = try #require(bundle["values"] as? [Any])
        var expected: [String] = []
        var spaces: [String: ColorSpace] = [:]
        for themeName in context.themes.map(\.name) {
            let members = try #require((themes[themeName] as? [String: Any])?["colors"] as? [String: Any])
            for (accessor, name) in colors {
                let variants = try #require(members[name] as? [String: Any], "colour '\(name)' not in the bundle")
                for appearance in UIKitLayerTests.appearances {
                    let index = (variants[appearance] ?? variants[appearance.hasPrefix("light") ? "light" : "dark"]) as? Int
                    let value = index.flatMap { values.indices.contains($0) ? values[$0] : nil }
                    let color = try #require(UIKitLayerTests.color(value), "'\(name)' \(appearance): \(String(describing: value))")
                    let line = "\(themeName) \(accessor) \(appearance)"
                    spaces[line] = color.space
                    expected.append("\(line) \(UIKitLayerTests.bytes(color))")
                }
            }
        }
        #expect(lines.count == expected.count, "\(run.output)")
        for (line, wanted) in zip(lines, expected) where line != wanted {
            let key = wanted.split(separator: " ").prefix(3).joined(separator: " ")
            let close = spaces[key] != .srgb && UIKitLayerTests.withinOneStep(line, wanted)
            #expect(close, "AppKit gave '\(line)', the bundle '\(wanted)'")
        }
    }

    /// The adaptive `Color`s (`Color(nsColor:)` of the dynamic colours) type-check beside the SwiftUI layer
    /// against the stand-in SwiftUI built with AppKit, with `.theme(from:)` at a root view.
    @Test func adaptiveColorsTypeCheckWithSwiftUI() throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let include = try #require(StandInAppKit.modules.directory, "stand-ins did not build: \(StandInAppKit.modules.failure ?? "")")
        let swiftUIInclude = try #require(StandInAppKit.modules.swiftUIDirectory)
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let swift = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in swift.files {
            var contents = file.contents
            if file.path == "Theme+SwiftUI.swift" {
                contents = try #require(StandInSwiftUI.expandingEntry(contents)).source
            }
            try contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        try """
            import AppKit
            import SwiftUI

            struct Root: View {
                var body: some View { Text("Hello").tint(.themePrimary).theme(from: .shared) }
            }

            func adaptiveColors() {
                let primary: Color = .themePrimary
                _ = Gradient(stops: [Gradient.Stop(color: primary, location: 0)])
                let label: NSColor = .themePrimary
                _ = Color(nsColor: label)
                ThemeManager.shared.theme = AppTheme.christmas.theme
            }

            """.write(to: directory.appendingPathComponent("Usage.swift"), atomically: true, encoding: .utf8)
        let run = try SwiftCompiler.run(swiftc, ["-typecheck", "-wmo"] + UIKitLayerTests.mainActorSwift6 + [
            "-I", include.path, "-I", swiftUIInclude.path, "Usage.swift",
        ] + swift.files.map(\.path), in: directory, timeout: 120)
        #expect(run.status == 0, "\(run.output)")
    }

    /// A driver that prints `theme accessor appearance r g b a` for every theme, colour and appearance.
    static func driver(_ colors: [(accessor: String, name: String)]) -> String {
        let reads = colors.map { "        (\"\($0.accessor)\", NSColor.\($0.accessor))," }.joined(separator: "\n")
        return """
            import AppKit

            let appearances: [(String, NSAppearance)] = [
                ("light", NSAppearance(named: .aqua)!),
                ("dark", NSAppearance(named: .darkAqua)!),
                ("lightIncreasedContrast", NSAppearance(named: .accessibilityHighContrastAqua)!),
                ("darkIncreasedContrast", NSAppearance(named: .accessibilityHighContrastDarkAqua)!),
            ]

            func bytes(_ color: NSColor, in appearance: NSAppearance) -> String {
                var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
                var resolved = false
                appearance.performAsCurrentDrawingAppearance {
                    guard let components = color.usingColorSpace(.extendedSRGB) else { return }
                    components.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
                    resolved = true
                }
                guard resolved else { return "?" }
                return [red, green, blue, alpha].map { String(Int(($0 * 255).rounded())) }.joined(separator: " ")
            }

            for appTheme in AppTheme.allCases {
                ThemeManager.shared.theme = appTheme.theme
                let colors: [(String, NSColor)] = [
            \(reads)
                ]
                for (accessor, color) in colors {
                    for (appearance, nsAppearance) in appearances {
                        print("\\(appTheme.rawValue) \\(accessor) \\(appearance) \\(bytes(color, in: nsAppearance))")
                    }
                }
            }

            """
    }
}
