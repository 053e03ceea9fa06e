import Foundation
import RefractOutput
import RefractSwift
import Testing

/// One API shape at every size (Fixtures/parts: 150 colours, more than the 64 that once made a collection
/// "partitioned"): a stored, settable property per member, a memberwise `init` and `copyWith` of one
/// parameter per member, shape-style accessors by key path, and one constant per theme and collection whose
/// values are labelled by member name, never by position.
@Suite("Generated Swift: one collection shape at every size")
struct CollectionShapeTests {
    @Test(arguments: ["tokens", "parts"])
    func everyMemberIsAStoredSettablePropertyWithInitAndCopyWith(_ name: String) throws {
        let path = name == "tokens" ? TestSupport.exampleTokens : TestSupport.partsTokens
        let model = try #require(TestSupport.load(path))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let colors = try #require(result.files.first { $0.path == "ThemeColors.swift" }).contents
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        let all = try #require(context.collections.first { $0.property == "colors" }).members
        #expect(all.count == (name == "tokens" ? 29 : 150))
        let members = all.filter { $0.deprecation == nil }
        for member in members {
            #expect(colors.contains("\n    public var \(member.identifier): ThemeAdaptiveStyle<ThemeColor>\n"), "\(member.name)")
            #expect(colors.contains("\n        \(member.label): ThemeAdaptiveStyle<ThemeColor>? = nil"), "\(member.name)")
            #expect(colors.contains("\n        self.\(member.storage) = \(member.identifier)\n"), "\(member.name)")
        }
        let counts = Self.storedPropertyCounts(colors)
        #expect(counts["ThemeColors"] == all.count)
        let others = result.files.filter { $0.path.hasPrefix("ThemeValues") || $0.path.hasPrefix("Theme+") }.map(\.contents)
        for text in [colors] + others {
            for positional in ["_values", "colorAt", "_position", "colors0", "themeSet"] {
                #expect(!text.contains(positional), "\(positional)")
            }
        }
    }

    @Test func accessorsReadTheirMemberByKeyPath() throws {
        let model = try #require(TestSupport.load(TestSupport.partsTokens))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let swiftUI = try #require(result.files.first { $0.path == "Theme+SwiftUI.swift" }).contents
        for i in 0..<150 {
            let name = String(format: "c%03d", i)
            #expect(swiftUI.contains("public static var themeC\(name.dropFirst()): ThemeShapeStyle<Color> { ThemeShapeStyle(\\.colors.\(name)) }"))
        }
    }

    @Test func aThemeRefersToAnEarlierThemesEqualCollection() throws {
        let model = try #require(TestSupport.load(TestSupport.partsTokens))
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        #expect(context.themes.map(\.identifier) == ["standard", "alt"])
        let standard = try #require(context.themes[0].collections.first { $0.property == "colors" })
        #expect(standard.reference == "ThemeValues.standard.colors")
        // 'alt' changes c100 only: it declares its own colours, labelled by name.
        let alt = try #require(context.themes[1].collections.first { $0.property == "colors" })
        #expect(alt.reference == "ThemeValues.alt.colors")
        let altSizes = try #require(context.themes[1].collections.first { $0.property == "sizes" })
        #expect(altSizes.reference.hasPrefix("ThemeValues.standard.") || altSizes.reference == "ThemeSizes()")
        let declared = context.valueFiles.flatMap(\.themes).filter { $0.identifier == "alt" }.flatMap(\.declarations)
        #expect(declared.map(\.identifier) == ["colors"])
        #expect(declared.first?.values.map(\.label) == (0..<150).map { String(format: "c%03d", $0) })
    }

    /// The constant of collection `g` of theme `t` is in values file `(t + g) % 8`, whatever the members.
    @Test func valuesAreSpreadOverTheValueFilesByCollectionAndTheme() throws {
        let model = try #require(TestSupport.load(TestSupport.partsTokens))
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        #expect(context.valueFiles.map(\.fileName) == (0..<8).map { "ThemeValues\($0).swift" })
        let files = context.valueFiles.map { file in
            file.themes.flatMap { theme in
                theme.declarations.filter { $0.identifier == "colors" }.map { "\(theme.identifier).\($0.identifier)" }
            }
        }
        #expect(files[0] == ["standard.colors"])
        #expect(files[1] == ["alt.colors"])
        #expect(files[2...].allSatisfy { $0.isEmpty })
    }

    /// Stored properties per struct (`Outer.Inner` for nested ones) of generated source: `var`/`let` lines
    /// one level inside a struct that open no accessor block. A struct ends at the `}` of its own indent.
    static func storedPropertyCounts(_ source: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        var open: [(name: String, indent: Int)] = []
        for line in source.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            let text = line.dropFirst(indent)
            if text == "}", let last = open.last, last.indent == indent {
                open.removeLast()
                continue
            }
            let words = text.split(separator: " ")
            if let index = words.firstIndex(of: "struct"), index + 1 < words.count {
                let name = String(words[index + 1].prefix { $0 != ":" && $0 != "<" })
                open.append((name: (open.last.map { $0.name + "." } ?? "") + name, indent: indent))
                counts[open[open.count - 1].name] = 0
                continue
            }
            // A property with a brace on its line is computed (`var a: T { get … }`), not stored.
            guard let owner = open.last, indent == owner.indent + 4, !text.contains("{"), !words.contains("static") else { continue }
            if words.contains("var") || words.contains("let") { counts[owner.name, default: 0] += 1 }
        }
        return counts
    }
}
