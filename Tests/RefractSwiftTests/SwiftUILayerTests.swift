import Foundation
import RefractModel
import RefractOutput
import RefractSwift
import RefractTestSupport
import Testing

/// Type-checks all three generated files and a driver with the article's usage against the stand-in
/// `SwiftUI` module (Apple's declarations, Fixtures/StandInSwiftUI), with `-warnings-as-errors`: one swiftc
/// run per design system. What this proves: the generated code and the usage compile against Apple's
/// signatures in Swift 6 mode without warnings. What it cannot prove on Linux: availability (not enforced
/// here) and the `@Entry` macro itself (replaced by its documented expansion, see `StandInSwiftUI`).
@Suite("Generated Swift: SwiftUI layer against Apple's declarations")
struct SwiftUILayerTests {
    static var corpora: URL { Corpus.examples }

    static let fixtures = ["tokens", "every-type", "contrast", "parts"]

    static var designSystems: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpora.path)) ?? []
        return fixtures + names.filter { $0.hasSuffix(".resolver.json") }.sorted()
    }

    static func path(of designSystem: String) -> String {
        switch designSystem {
        case "tokens": TestSupport.exampleTokens
        case "every-type": TestSupport.everyTypeTokens
        case "contrast": ContrastTests.fixture
        case "parts": TestSupport.partsTokens
        default: corpora.appendingPathComponent(designSystem).path
        }
    }

    @Test func theCorporaArePresent() {
        let present = Self.designSystems.count > Self.fixtures.count
        if !present { TestEnvironment.missing("the design systems of \(Self.corpora.path)") }
    }

    @Test(arguments: designSystems)
    func generatedCodeAndUsageTypeCheck(_ designSystem: String) throws {
        try Self.typeCheckWithTheArticlesUsage(Self.path(of: designSystem))
    }

    /// The example with 36 more colours (67 in all): the same shape as at 31, so the article's
    /// `theme.colors.copyWith(primary: …)` and `theme.colors.primary = …` still compile.
    @Test func theExampleWith36MoreColoursStillCompilesTheArticlesCopyWith() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = folder.appendingPathComponent("tokens")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: TestSupport.exampleTokens), to: tokens)
        let resolver = tokens.appendingPathComponent("tokens.resolver.yaml")
        let text = try String(contentsOf: resolver, encoding: .utf8)
        #expect(text.contains("      - $ref: semantic.tokens.yaml\n"))
        try text.replacingOccurrences(of: "      - $ref: semantic.tokens.yaml\n", with: "      - $ref: semantic.tokens.yaml\n      - $ref: extra.tokens.json\n")
            .write(to: resolver, atomically: true, encoding: .utf8)
        let extra = (0..<36).map { ##""extra\##($0)": { "$value": "#0000\##(String(format: "%02x", $0))" }"## }
        try (##"{ "color": { "$type": "color", "## + extra.joined(separator: ", ") + " } }")
            .write(to: tokens.appendingPathComponent("extra.tokens.json"), atomically: true, encoding: .utf8)
        let model = try #require(TestSupport.load(tokens.path))
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        #expect((context.collections.first { $0.property == "colors" }?.members.count ?? 0) > 64)
        let driver = try #require(ArticleDriver(context))
        #expect(driver.source.contains("theme.colors.copyWith(primary: .init(light: .purple, dark: .indigo))"))
        try Self.typeCheckWithTheArticlesUsage(tokens.path)
    }

    /// Generates `path`'s Swift and type-checks it with the article's usage (`ArticleDriver`) and the SwiftUI
    /// types' driver against the stand-in SwiftUI, warnings as errors.
    static func typeCheckWithTheArticlesUsage(_ path: String) throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let module = StandInSwiftUI.module
        let include = try #require(module.directory, "stand-in SwiftUI did not build: \(module.failure ?? "")")
        let model = try #require(TestSupport.load(path))
        let options = PlatformOptions(destination: "swift")
        let result = SwiftBackend.generate(model, options: options, templates: TestSupport.templates)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in result.files {
            var contents = file.contents
            if file.path == "Theme+SwiftUI.swift" {
                // The one `@Entry` line becomes Apple's documented expansion; nothing else may change.
                let expansion = try #require(StandInSwiftUI.expandingEntry(contents), "expected exactly one @Entry line")
                let before = contents.split(separator: "\n", omittingEmptySubsequences: false)
                let after = expansion.source.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(before[expansion.line] == "    @Entry public var theme: Theme = .default")
                #expect(Array(before[..<expansion.line]) == Array(after[..<expansion.line]))
                #expect(Array(before[(expansion.line + 1)...]) == Array(after[(after.count - (before.count - expansion.line - 1))...]))
                contents = expansion.source
            }
            try contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        let (context, _) = SwiftBackend.context(model, options: options)
        let driver = try #require(ArticleDriver(context), "no colour to write the article's usage with")
        try driver.source.write(to: directory.appendingPathComponent("Driver.swift"), atomically: true, encoding: .utf8)
        let types = SwiftUITypesDriver(context)
        try types.source.write(to: directory.appendingPathComponent("Types.swift"), atomically: true, encoding: .utf8)
        // One frontend (-wmo) instead of one per file: the generated Theme.swift of a large design system
        // (github-primer: 15,000 lines) is otherwise parsed four times over.
        let run = try SwiftCompiler.run(swiftc, [
            "-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-I", include.path,
            "Driver.swift", "Types.swift",
        ] + result.files.map(\.path), in: directory, timeout: 120)
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func theDriverOfTheExampleTokensIsTheArticlesUsageUnchanged() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        let driver = try #require(ArticleDriver(context))
        for line in [
            "    @Environment(\\.theme) private var theme",
            "    @Environment(\\.colorScheme) private var colorScheme",
            "    var body: some View { Text(\"Hello\").foregroundStyle(theme.colors.primary.resolved(for: colorScheme)) }",
            "Text(\"Hello\").foregroundStyle(.themePrimary)",
            "Rectangle().fill(.themePrimaryGradient).frame(height: theme.sizes.cardHeight)",
            "theme = theme.copyWith(colors: theme.colors.copyWith(primary: .init(light: .purple, dark: .indigo)))",
            "ContentView().environment(\\.theme, theme)",
            "let p: ThemeAdaptiveStyle<Color> = theme.colors.primary",
            "let g: ThemeAdaptiveStyle<Gradient> = theme.gradients.primary",
            "ThemeShapeStyle<Gradient>.themePrimaryGradient",
            "theme.colors.copyWith(primary: p)",
        ] {
            #expect(driver.source.contains(line), "\(line)")
        }
    }

    @Test func theTypesDriverOfTheExampleTokensUsesSwiftUIsOwnTypes() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        let source = SwiftUITypesDriver(context).source
        for line in [
            "    let c: Color = theme.colors.primary.resolved(for: scheme)",
            "    _ = Text(\"Tinted\").tint(theme.colors.primary.resolved(for: scheme))",
            "    _ = Text(\"Tinted\").tint(ThemeShapeStyle<Color>.themePrimary)",
            "    theme.colors.primary = .init(light: Color(red: 0.1, green: 0.5, blue: 0.53), dark: .indigo)",
            "    theme.colors.primary = .init(light: picked.wrappedValue, dark: .indigo)",
            "    static var articlePrimary: ThemeShapeStyle<Color> { ThemeShapeStyle(\\.colors.primary) }",
            "    _ = ColorPicker(\"Primary\", selection: picked)",
        ] {
            #expect(source.contains(line), "\(line)")
        }
    }

    /// The stand-in is not a rubber stamp: a wrong argument label in the generated code fails the check.
    @Test func aSignatureMismatchFailsTheCheck() throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let include = try #require(StandInSwiftUI.module.directory)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
            import SwiftUI
            func stop() -> Gradient.Stop { Gradient.Stop(colour: .red, location: 0) }
            """.write(to: directory.appendingPathComponent("Wrong.swift"), atomically: true, encoding: .utf8)
        let run = try SwiftCompiler.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", include.path, "Wrong.swift"], in: directory)
        #expect(run.status != 0)
        #expect(run.output.contains("expected 'color:location:'"), "\(run.output)")
    }

    @Test func entryExpansionReplacesExactlyTheEntryLine() throws {
        let source = "extension EnvironmentValues {\n    @Entry public var theme: Theme = .default\n}\n"
        let expansion = try #require(StandInSwiftUI.expandingEntry(source))
        #expect(expansion.line == 1)
        #expect(expansion.source == """
            extension EnvironmentValues {
                public var theme: Theme {
                    get { self[__Key_theme.self] }
                    set { self[__Key_theme.self] = newValue }
                }
                private struct __Key_theme: SwiftUI.EnvironmentKey {
                    typealias Value = Theme
                    static var defaultValue: Value { .default }
                }
            }

            """)
        #expect(StandInSwiftUI.expandingEntry(source + source) == nil)
        #expect(StandInSwiftUI.expandingEntry("struct A {}") == nil)
    }
}

/// The article's usage, written with the design system's own names: its first non-deprecated colour
/// (`primary` when there is one), gradient and size. For `tokens/` that is the article's text unchanged.
/// Statements sit in a function (`_ =` keeps unused views from warning); the views are declared as is.
struct ArticleDriver {
    var source: String

    init?(_ context: SwiftContext) {
        func preferred<T>(_ items: [T], _ name: (T) -> String, _ wanted: String) -> T? {
            items.first { name($0) == wanted } ?? items.first
        }
        let colors = context.colorAccessors.filter { $0.deprecation == nil }
        let colorCollection = context.collections.first { $0.property == "colors" }
        let colorMembers = colorCollection?.members ?? []
        guard let color = preferred(colors, \.identifier, "primary"),
            let member = colorMembers.first(where: { $0.identifier == color.identifier })
        else { return nil }
        let gradient = preferred(context.gradientAccessors.filter { $0.deprecation == nil }, \.identifier, "primary")
        let sizes = context.collections.first { $0.property == "sizes" }?.members.filter { $0.deprecation == nil } ?? []
        let size = preferred(sizes, \.identifier, "cardHeight")
        let available = "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)"
        var usage = ["    var theme = Theme.default", "    _ = Text(\"Hello\").foregroundStyle(.\(color.accessor))"]
        // The article's types: members are SwiftUI's `Color` and `Gradient` styles, accessors `ThemeShapeStyle<Color>`
        // and `ThemeShapeStyle<Gradient>`, and a member's value goes back into the theme as it came out.
        usage += [
            "    let p: ThemeAdaptiveStyle<Color> = theme.colors.\(member.identifier)",
            "    _ = Text(\"Hello\").foregroundStyle(theme.colors.\(member.identifier))",
            "    theme.colors.\(member.identifier) = p",
            "    theme = theme.copyWith(colors: theme.colors.copyWith(\(member.label): p))",
            "    let primaryStyle: ThemeShapeStyle<Color> = .\(color.accessor)",
            "    _ = primaryStyle",
        ]
        if let gradient {
            let frame = size.map { ".frame(height: theme.sizes.\($0.identifier))" } ?? ""
            usage.append("    _ = Rectangle().fill(.\(gradient.accessor))\(frame)")
            usage += [
                "    let g: ThemeAdaptiveStyle<Gradient> = theme.gradients.\(gradient.identifier)",
                "    theme.gradients.\(gradient.identifier) = g",
                "    let gradientStyle: ThemeShapeStyle<Gradient> = ThemeShapeStyle<Gradient>.\(gradient.accessor)",
                "    _ = Rectangle().fill(gradientStyle)",
                "    _ = Rectangle().fill(ThemeShapeStyle(keyPath: \\.gradients.\(gradient.identifier)))",
                "    _ = Rectangle().fill(g)",
            ]
        }
        usage += [
            // `copyWith` of one parameter per member at every size.
            "    theme = theme.copyWith(colors: theme.colors.copyWith(\(member.label): .init(light: .purple, dark: .indigo)))",
            // The article's other spellings: a shape style by key path, a collection's default, a theme of two.
            "    _ = Text(\"Hello\").foregroundStyle(ThemeShapeStyle(keyPath: \\.colors.\(member.identifier)))",
            "    let colors: ThemeColors = .default",
            "    theme = Theme(colors: colors, gradients: ThemeGradients.default)",
            "    return ContentView().environment(\\.theme, theme)",
        ]
        source = """
            import SwiftUI

            \(available)
            struct BrandedLabel: View {
                @Environment(\\.theme) private var theme
                @Environment(\\.colorScheme) private var colorScheme
                var body: some View { Text("Hello").foregroundStyle(theme.colors.\(color.identifier).resolved(for: colorScheme)) }
            }

            // The bridge to SwiftUI's Color, at the environment's contrast.
            \(available)
            struct ContrastAwareLabel: View {
                @Environment(\\.theme) private var theme
                @Environment(\\.colorScheme) private var colorScheme
                @Environment(\\.colorSchemeContrast) private var contrast
                var color: Color { theme.colors.\(color.identifier).resolved(for: colorScheme, contrast: contrast) }
                var body: some View { Text("Hello").foregroundStyle(color) }
            }

            struct ContentView: View {
                var body: some View { Text("Content") }
            }

            \(available)
            @MainActor func articleUsage() -> some View {
            \(usage.joined(separator: "\n"))
            }

            """
    }
}

/// SwiftUI's own types where the articles use them (a `Color` from a theme colour, `.tint`, `ThemeShapeStyle<Color>`,
/// a SwiftUI `Color` or a `ColorPicker`'s value put into a theme, the second article's set of plain `Color`s per
/// theme), and the token types as SwiftUI values (Dynamic Type fonts, `Font.Weight`, a shadow's layers in one
/// modifier, a border's `StrokeStyle`, `Animation`s), written with the design system's own member names.
struct SwiftUITypesDriver {
    var source: String

    init(_ context: SwiftContext) {
        func first(_ property: String) -> String? {
            context.collections.first { $0.property == property }?.members.first { $0.deprecation == nil }?.identifier
        }
        // ColorPicker is unavailable on tvOS and watchOS.
        let available = "@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)\n@available(tvOS, unavailable)\n@available(watchOS, unavailable)"
        var lines: [String] = []
        var declarations: [String] = []
        let colors = context.collections.first { $0.property == "colors" }?.members.filter { $0.deprecation == nil } ?? []
        if let color = colors.first(where: { $0.identifier == "primary" }) ?? colors.first,
            let accessor = context.colorAccessors.first(where: { $0.identifier == color.identifier })
        {
            let name = color.identifier
            // Members are settable at every size.
            let written = "theme.colors.\(name)"
            lines += [
                "    let c: Color = theme.colors.\(name).resolved(for: scheme)",
                "    _ = Text(\"Tinted\").tint(theme.colors.\(name).resolved(for: scheme))",
                // `tint(_:)` takes an optional, through which Swift does not look for `.themePrimary`: the
                // accessor is spelled with its type there.
                "    _ = Text(\"Tinted\").tint(ThemeShapeStyle<Color>.\(accessor.accessor))",
                "    _ = Text(\"Styled\").foregroundStyle(.articlePrimary)",
                "    \(written) = .init(light: Color(red: 0.1, green: 0.5, blue: 0.53), dark: .indigo)",
                "    \(written) = .init(light: .purple, dark: .indigo)",
                "    \(written) = .init(light: picked.wrappedValue, dark: .indigo)",
                "    \(written).dark = picked.wrappedValue",
                // The stored, lossless value, read by key.
                "    theme.colors[.\(name)].dark = ThemeColor(picked.wrappedValue)",
                "    let roundTrip: ThemeColor = ThemeColor(theme.colors[.\(name)].light.color)",
                "    _ = ColorPicker(\"Primary\", selection: picked)",
                "    _ = (c, roundTrip)",
            ]
            let second = colors.dropFirst().first?.identifier ?? name
            declarations += [
                "extension ShapeStyle where Self == ThemeShapeStyle<Color> {",
                "    static var articlePrimary: ThemeShapeStyle<Color> { ThemeShapeStyle(\\.colors.\(name)) }",
                "}",
                "",
                "/// The second article's colours of one theme, plain SwiftUI `Color`s picked by `AppTheme` and scheme.",
                "struct ThemeColorSet {",
                "    let primary: Color",
                "    let secondary: Color",
                "}",
                "",
                "extension AppTheme {",
                "    func colorSet(for scheme: ColorScheme) -> ThemeColorSet {",
                "        ThemeColorSet(primary: theme.colors.\(name).resolved(for: scheme), secondary: theme.colors.\(second).resolved(for: scheme))",
                "    }",
                "}",
            ]
        }
        if let shadow = first("shadows") {
            lines.append("    _ = Rectangle().fill(Color.white.themeShadow(\\.shadows.\(shadow)))")
            lines.append("    _ = Rectangle().fill(theme.shadows.\(shadow).resolved(for: scheme).applied(to: Color.white))")
        }
        if let border = first("borders") {
            lines.append("    let border = theme.borders.\(border).resolved(for: scheme)")
            lines.append("    _ = Rectangle().stroke(border.color.color, style: border.strokeStyle)")
        }
        if let stroke = first("strokeStyles") {
            lines.append("    _ = Rectangle().stroke(Color.black, style: theme.strokeStyles.\(stroke).strokeStyle(lineWidth: 2))")
        }
        if let text = first("typography") {
            lines.append("    let relativeTo: Font.TextStyle = theme.typography.\(text).textStyle")
            lines.append("    _ = Text(\"Scaled\").font(theme.typography.\(text).font)")
            lines.append("    _ = relativeTo")
        }
        if let weight = first("fontWeights") {
            lines.append("    let weight: Font.Weight = theme.fontWeights.\(weight).weight")
            lines.append("    _ = Text(\"Bold\").font(.system(size: 17, weight: weight))")
        }
        if let animation = first("animations") {
            lines.append("    _ = Text(\"Moving\").animation(theme.animations.\(animation).animation, value: 1)")
        }
        if let curve = first("timingCurves") {
            let duration = first("durations").map { "theme.durations.\($0)" } ?? "0.2"
            lines.append("    let curve: Animation = theme.timingCurves.\(curve).animation(duration: \(duration))")
            lines.append("    _ = curve")
        }
        if let duration = first("durations") {
            lines.append("    _ = Text(\"Fading\").animation(.easeInOut(duration: theme.durations.\(duration)), value: 1)")
        }
        source = """
            import SwiftUI

            \(declarations.joined(separator: "\n"))

            \(available)
            @MainActor func swiftUITypesUsage(scheme: ColorScheme, picked: Binding<Color>) {
                var theme = Theme.default
            \(lines.joined(separator: "\n"))
                _ = theme
            }

            """
    }
}
