import Foundation
import RefractJSON
import RefractModel
import RefractOutput
import RefractSwift
import RefractTestSupport
import Testing

/// The generated UIKit layer (Theme+UIKit.swift) compiled with Swift 6 and MainActor default isolation against
/// the stand-in `UIKit` module (Apple's declarations, Fixtures/StandInUIKit), and run: a driver sets each theme
/// on `ThemeManager.shared`, resolves every `UIColor.theme…` accessor for light, dark and both at increased
/// contrast through `resolvedColor(with:)`, and prints its 8-bit RGBA, which must equal the JSON bundle's value
/// for that theme and appearance; each text style's `uiFont` must have the bundle's size and first family, and
/// each theme set must post `ThemeManager.didChangeNotification`, and a read tracked by Observation (as SwiftUI
/// tracks a body) must hear of the next change.
/// What it cannot prove on Linux: availability (not enforced), and the real UIKit's conversions and fonts (the
/// stand-in converts Display P3 to extended sRGB by the CSS Color 4 matrices, and has every font).
@Suite("Generated Swift: UIKit layer against Apple's declarations")
struct UIKitLayerTests {
    /// The example tokens, the contrast fixture (increased-contrast variants), the parts fixture (150 colours,
    /// so the accessors read by position) and one corpus system.
    static let designSystems = ["tokens", "contrast", "parts", "figma-sds.resolver.json"]

    static func path(of designSystem: String) -> String? {
        switch designSystem {
        case "tokens": return TestSupport.exampleTokens
        case "contrast": return TestSupport.contrastTokens
        case "parts": return TestSupport.partsTokens
        default:
            guard Corpus.require() else { return nil }
            return Corpus.examples.appendingPathComponent(designSystem).path
        }
    }

    static let mainActorSwift6 = ["-swift-version", "6", "-default-isolation", "MainActor", "-warnings-as-errors"]

    @Test(arguments: designSystems)
    func everyColourResolvesToTheBundlesValueInEveryThemeAndAppearance(_ designSystem: String) throws {
        guard let tokens = Self.path(of: designSystem), SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let modules = StandInUIKit.modules
        let include = try #require(modules.directory, "stand-in UIKit did not build: \(modules.failure ?? "")")
        let model = try #require(TestSupport.load(tokens))
        let swift = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let json = JSONBackend.generate(model, options: PlatformOptions(destination: "json"), templates: TestSupport.templates)
        #expect(swift.diagnostics.filter { $0.severity == .error }.isEmpty)
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        let names = Self.memberNames(context)
        // A deprecated accessor warns where it is read, and the driver builds with warnings as errors.
        let colors = context.colorAccessors.filter { $0.deprecation == nil }
            .compactMap { accessor in names[accessor.identifier].map { (accessor.accessor, $0) } }
        try #require(!colors.isEmpty, "no colour accessor to drive")
        let fonts = (context.collections.first { $0.property == "typography" }?.members ?? []).map { ($0.identifier, $0.name) }

        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in swift.files {
            try file.contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        try Self.driver(colors, fonts: fonts).write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let build = try SwiftCompiler.run(swiftc, Self.mainActorSwift6 + [
            "-I", include.path, "-L", include.path, "-lUIKit", "-o", "driver", "main.swift",
        ] + swift.files.map(\.path), in: directory)
        #expect(build.status == 0, "\(build.output)")
        guard build.status == 0 else { return }
        let run = try SwiftCompiler.run(directory.appendingPathComponent("driver").path, [], in: directory)
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)

        let themeJSON = try #require(json.files.first { $0.path == "theme.json" })
        let bundle = try #require(JSONSerialization.jsonObject(with: Data(themeJSON.contents.utf8)) as? [String: Any])
        let themes = try #require(bundle["themes"] as? [String: Any])
        // Bundle format 2: a member names its value by its index in `values`.
        let values = try #require(bundle["values"] as? [Any])
        func resolved(_ index: Any?) -> Any? {
            guard let index = index as? Int, values.indices.contains(index) else { return nil }
            return values[index]
        }
        var expected: [String] = []
        var spaces: [String: ColorSpace] = [:]
        for themeName in context.themes.map(\.name) {
            let theme = try #require(themes[themeName] as? [String: Any], "theme '\(themeName)' not in the bundle")
            let members = try #require(theme["colors"] as? [String: Any])
            for (accessor, name) in colors {
                let variants = try #require(members[name] as? [String: Any], "colour '\(name)' not in the bundle")
                for appearance in Self.appearances {
                    let value = resolved(variants[appearance] ?? variants[appearance.hasPrefix("light") ? "light" : "dark"])
                    let color = try #require(Self.color(value), "'\(name)' \(appearance): \(String(describing: value))")
                    let line = "\(themeName) \(accessor) \(appearance)"
                    spaces[line] = color.space
                    expected.append("\(line) \(Self.bytes(color))")
                }
            }
        }
        for themeName in context.themes.map(\.name) {
            let typography = (themes[themeName] as? [String: Any])?["typography"] as? [String: Any] ?? [:]
            for (_, name) in fonts {
                let style = try #require(resolved(typography[name]) as? [String: Any], "text style '\(name)' not in the bundle")
                let size = try #require(style["size"] as? Double), family = (style["fontFamily"] as? [String])?.first ?? ""
                // The stand-in has every font, and scales none at the default Dynamic Type size.
                expected.append("\(themeName) font \(name) \(size) \(family)")
            }
        }
        // Each of the driver's two loops sets every theme, and each time the manager says so.
        expected.append("theme changes: \(2 * context.themes.count)")
        // `ThemeManager` is Observable: a tracked read hears of the next change, as a SwiftUI body does.
        expected.append("observed changes: 1")
        #expect(lines.count == expected.count, "\(run.output)")
        for (line, wanted) in zip(lines, expected) where line != wanted {
            // Display P3 goes through the stand-in's own matrices: a component may round the other way.
            let key = wanted.split(separator: " ").prefix(3).joined(separator: " ")
            let close = spaces[key] != .srgb && Self.withinOneStep(line, wanted)
            #expect(close, "UIKit gave '\(line)', the bundle '\(wanted)'")
        }
    }

    /// The article's usage with the adaptive `Color`s (`Color(uiColor:)` of the dynamic colours) type-checks
    /// beside the SwiftUI layer against the stand-in SwiftUI built with UIKit: `.tint(.themePrimary)` and APIs
    /// typed `Color` take them without an `@Environment(\.colorScheme)`, and the existing shape styles still work.
    @Test func adaptiveColorsTypeCheckWithSwiftUI() throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let include = try #require(StandInUIKit.modules.directory, "stand-ins did not build: \(StandInUIKit.modules.failure ?? "")")
        let swiftUIInclude = try #require(StandInUIKit.modules.swiftUIDirectory)
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
            import SwiftUI
            import UIKit

            struct TintedView: View {
                var body: some View { Text("Hello").tint(.themePrimary).theme(from: .shared) }
            }

            struct StyledView: View {
                var body: some View { Text("Hello").foregroundStyle(.themePrimary) }
            }

            func adaptiveColors() {
                let primary: Color = .themePrimary
                _ = Gradient(stops: [Gradient.Stop(color: .themePrimary, location: 0), Gradient.Stop(color: primary, location: 1)])
                let label: UIColor = .themePrimary
                _ = Color(uiColor: label)
                ThemeManager.shared.theme = AppTheme.christmas.theme
            }

            """.write(to: directory.appendingPathComponent("Usage.swift"), atomically: true, encoding: .utf8)
        let run = try SwiftCompiler.run(swiftc, ["-typecheck", "-wmo"] + Self.mainActorSwift6 + [
            "-I", include.path, "-I", swiftUIInclude.path, "Usage.swift",
        ] + swift.files.map(\.path), in: directory, timeout: 120)
        #expect(run.status == 0, "\(run.output)")
    }

    /// The stand-in is not a rubber stamp: a wrong argument label fails to compile against it.
    @Test func aSignatureMismatchFailsTheCheck() throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let include = try #require(StandInUIKit.modules.directory)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
            import UIKit
            func color() -> UIColor { UIColor(displayP3: 1, green: 0, blue: 0, alpha: 1) }
            """.write(to: directory.appendingPathComponent("Wrong.swift"), atomically: true, encoding: .utf8)
        let run = try SwiftCompiler.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", include.path, "Wrong.swift"], in: directory)
        #expect(run.status != 0)
        #expect(run.output.contains("displayP3"))
    }

    static let appearances = ["light", "dark", "lightIncreasedContrast", "darkIncreasedContrast"]

    /// A driver that prints `theme accessor appearance r g b a` for every theme, colour and appearance, then
    /// `theme font name pointSize fontName` for every theme and text style.
    static func driver(_ colors: [(accessor: String, name: String)], fonts: [(identifier: String, name: String)]) -> String {
        let reads = colors.map { "        (\"\($0.accessor)\", UIColor.\($0.accessor))," }.joined(separator: "\n")
        let fontReads = fonts.map { "        (\"\($0.name)\", ThemeManager.shared.theme.typography.\($0.identifier).uiFont)," }.joined(separator: "\n")
        return """
            import Observation
            import UIKit

            func collection(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast) -> UITraitCollection {
                UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: contrast)])
            }

            let traits: [(String, UITraitCollection)] = [
                ("light", collection(.light, .normal)),
                ("dark", collection(.dark, .normal)),
                ("lightIncreasedContrast", collection(.light, .high)),
                ("darkIncreasedContrast", collection(.dark, .high)),
            ]

            func bytes(_ color: UIColor) -> String {
                var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
                guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return "?" }
                return [red, green, blue, alpha].map { String(Int(($0 * 255).rounded())) }.joined(separator: " ")
            }

            var changes = 0
            let observer = NotificationCenter.default.addObserver(
                forName: ThemeManager.didChangeNotification, object: ThemeManager.shared, queue: nil
            ) { _ in MainActor.assumeIsolated { changes += 1 } }

            for appTheme in AppTheme.allCases {
                ThemeManager.shared.theme = appTheme.theme
                let colors: [(String, UIColor)] = [
            \(reads)
                ]
                for (accessor, color) in colors {
                    for (appearance, collection) in traits {
                        print("\\(appTheme.rawValue) \\(accessor) \\(appearance) \\(bytes(color.resolvedColor(with: collection)))")
                    }
                }
            }

            for appTheme in AppTheme.allCases {
                ThemeManager.shared.theme = appTheme.theme
                let fonts: [(String, UIFont)] = [
            \(fontReads)
                ]
                for (name, font) in fonts {
                    print("\\(appTheme.rawValue) font \\(name) \\(font.pointSize) \\(font.fontName)")
                }
            }

            NotificationCenter.default.removeObserver(observer)
            print("theme changes: \\(changes)")

            // What SwiftUI does with a body that read the theme: one change, however many sets follow.
            var observed = 0
            withObservationTracking { _ = ThemeManager.shared.theme } onChange: { MainActor.assumeIsolated { observed += 1 } }
            ThemeManager.shared.theme = AppTheme.allCases[0].theme
            ThemeManager.shared.theme = AppTheme.allCases[0].theme
            print("observed changes: \\(observed)")

            """
    }

    /// The colour members' JSON keys by their Swift identifiers.
    static func memberNames(_ context: SwiftContext) -> [String: String] {
        let colors = context.collections.first { $0.property == "colors" }?.members ?? []
        return Dictionary(colors.map { ($0.identifier, $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    /// A colour of the JSON bundle: `#rrggbb`, `#rrggbbaa`, or `colorSpace`, `components` and `alpha`.
    static func color(_ value: Any?) -> ColorValue? {
        if let hex = value as? String, let bytes = SRGBHex.bytes(of: hex) {
            let components = [bytes.red, bytes.green, bytes.blue].map { Double($0) / 255 }
            return ColorValue(space: .srgb, components: components, alpha: Double(bytes.alpha ?? 255) / 255)
        }
        guard let object = value as? [String: Any], let name = object["colorSpace"] as? String,
            let space = ColorSpace(rawValue: name), let components = object["components"] as? [Double]
        else { return nil }
        return ColorValue(space: space, components: components, alpha: object["alpha"] as? Double ?? 1)
    }

    /// Extended sRGB components and alpha as bytes (unclamped), as `getRed(_:green:blue:alpha:)` gives them.
    static func bytes(_ color: ColorValue) -> String {
        let srgb = color.converted(to: .srgb)
        return (srgb.components.map { $0 ?? 0 } + [srgb.alpha]).map { String(Int(($0 * 255).rounded())) }.joined(separator: " ")
    }

    static func withinOneStep(_ line: String, _ wanted: String) -> Bool {
        let got = line.split(separator: " "), want = wanted.split(separator: " ")
        guard got.count == want.count, got.prefix(3) == want.prefix(3) else { return false }
        return zip(got.dropFirst(3), want.dropFirst(3)).allSatisfy { a, b in
            guard let a = Int(a), let b = Int(b) else { return false }
            return abs(a - b) <= 1
        }
    }
}
