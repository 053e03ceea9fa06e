import Foundation
import RefractOutput
import RefractSwift
import Testing

/// One shape at every size (Fixtures/parts: 150 colours of two themes; tokens/: 31): members in name order,
/// each a settable property over one array found by its key, a memberwise `init` and `copyWith(member:)`; no
/// member's position written anywhere; the values set by statements in files chosen by a hash of the name.
@Suite("Generated Swift: collections stored by name at every size")
struct CollectionShapeTests {
    @Test(arguments: ["tokens", "parts"])
    func everyCollectionHasTheSameShape(_ name: String) throws {
        let model = try #require(TestSupport.load(name == "tokens" ? TestSupport.exampleTokens : TestSupport.partsTokens))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        let colors = try #require(context.collections.first { $0.property == "colors" })
        let file = try #require(result.files.first { $0.path == "ThemeColors.swift" }).contents
        #expect(colors.members.map(\.name) == colors.members.map(\.name).sorted())
        for member in colors.members where member.deprecation == nil {
            let id = member.identifier
            // The article's type where SwiftUI exists (`ThemePlatformColor` is `Color` there), through the one
            // subscript that converts from and to the stored `ThemeAdaptiveStyle<ThemeColor>`.
            #expect(file.contains(
                "    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public var \(id): ThemeAdaptiveStyle<ThemePlatformColor> { get { self[platformStyle: .\(id)] } "
                    + "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) set { self[platformStyle: .\(id)] = newValue } }\n"))
            #expect(file.contains("\n        case \(id)\n"))
            #expect(file.contains("\n        \(member.label): ThemeAdaptiveStyle<ThemePlatformColor>,\n"))
            #expect(file.contains("\n        \(member.label): ThemeAdaptiveStyle<ThemePlatformColor>? = nil,\n"))
            #expect(file.contains("\n        if let \(id) { copy_[platformStyle: .\(id)] = \(id) }\n"))
        }
        // No position anywhere: no index literal into the values, no part.
        for positional in ["_values[", "colorAt", "_position", "Part0", "colors0"] {
            #expect(!result.files.contains { $0.contents.contains(positional) }, "\(positional)")
        }
        let swiftUI = try #require(result.files.first { $0.path == "Theme+SwiftUI.swift" }).contents
        let first = try #require(context.colorAccessors.first)
        #expect(swiftUI.contains("public static var \(first.accessor): ThemeShapeStyle<Color> { ThemeShapeStyle(color: .\(first.identifier)) }"))
    }

    /// The first theme sets every member; 'alt' (which changes c100 only) sets only c100, in the file its
    /// name hashes to, whatever the other members are.
    @Test func aLaterThemeSetsOnlyTheMembersThatDiffer() throws {
        let model = try #require(TestSupport.load(TestSupport.partsTokens))
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        #expect(context.themes.map(\.identifier) == ["standard", "alt"])
        #expect(context.themes.map(\.base) == [nil, "standard"])
        let file = SwiftContext.valueFileIndex("colors", "c100")
        // 'alt' has a function only in the file it sets something in: no empty one, no call of one.
        #expect(context.themes[1].values.map(\.reference) == ["ThemeValues.alt.values\(file)"])
        #expect(context.valueFiles.map(\.fileName) == (0..<8).map { "ThemeValues\($0).swift" })
        let standard = context.valueFiles.flatMap(\.themes).filter { $0.identifier == "standard" }
        let alt = context.valueFiles.flatMap(\.themes).filter { $0.identifier == "alt" }
        #expect(standard.count == 8 && alt.count == 1)
        #expect(standard.flatMap(\.values).filter { $0.property == "colors" }.count == 150)
        #expect(alt.flatMap(\.values).map(\.identifier) == ["c100"])
        #expect(context.valueFiles[file].themes.first { $0.identifier == "alt" }?.values.map(\.identifier) == ["c100"])
        // Spread over every file, not by position.
        #expect(context.valueFiles.allSatisfy { file in file.themes.contains { !$0.values.isEmpty } })
    }

    @Test(arguments: ["tokens", "parts"])
    func noGeneratedTypeStoresAMemberPerToken(_ name: String) throws {
        let path = name == "tokens" ? TestSupport.exampleTokens : TestSupport.partsTokens
        let model = try #require(TestSupport.load(path))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let colors = try #require(result.files.first { $0.path == "ThemeColors.swift" })
        let theme = try #require(result.files.first { $0.path == "Theme.swift" })
        let counts = Self.storedPropertyCounts(colors.contents).merging(Self.storedPropertyCounts(theme.contents)) { $1 }
        // One array of values at every size: a copy of a collection is one word.
        #expect(counts["ThemeColors"] == 1)
        #expect(counts["Theme"] == 13)
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
            // A property with a brace on its line is computed (`var a: T { _values[0] }`), not stored.
            guard let owner = open.last, indent == owner.indent + 4, !text.contains("{"), !words.contains("static") else { continue }
            if words.contains("var") || words.contains("let") { counts[owner.name, default: 0] += 1 }
        }
        return counts
    }
}
