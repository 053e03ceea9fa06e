import Foundation
import RefractOutput
import RefractSwift
import Testing

/// A collection's values are given in parts of at most `SwiftContext.partSize` (Fixtures/parts: 150 colours in
/// parts of 64, 64 and 22), and a theme refers to an earlier theme's part when all its values are equal; a
/// partitioned collection stores them in one array.
@Suite("Generated Swift: collections stored in parts")
struct PartsTests {
    @Test func membersAreSplitInOrderIntoBoundedParts() throws {
        let model = try #require(TestSupport.load(TestSupport.partsTokens))
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        let colors = try #require(context.collections.first { $0.property == "colors" })
        #expect(colors.parts.map(\.members.count) == [64, 64, 22])
        #expect(colors.parts.map(\.typeName) == ["Part0", "Part1", "Part2"])
        #expect(colors.parts.map(\.separator) == [",", ",", ""])
        #expect(colors.members.map(\.name) == (0..<150).map { String(format: "c%03d", $0) })
        for part in colors.parts {
            #expect(part.valueType == "ThemeAdaptiveStyle<ThemeColor>")
            #expect(part.members.map(\.partSeparator) == Array(repeating: ",", count: part.members.count - 1) + [""])
        }
        #expect(colors.members.map(\.separator) == Array(repeating: ",", count: 149) + [""])
        #expect(colors.members.map(\.index) == Array(0..<150))
    }

    /// A partitioned collection's shape-style accessors read their member by position; the position is the one
    /// the member's own getter reads, and a collection of stored properties keeps key paths.
    @Test func accessorsOfAPartitionedCollectionReadTheirMembersPosition() throws {
        let model = try #require(TestSupport.load(TestSupport.partsTokens))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let swiftUI = try #require(result.files.first { $0.path == "Theme+SwiftUI.swift" }).contents
        let colors = try #require(result.files.first { $0.path == "ThemeColors.swift" }).contents
        let getters = Dictionary(uniqueKeysWithValues: try Self.matches(
            #"public var (c\d{3}): ThemeAdaptiveStyle<ThemeColor> \{ _values\[(\d+)\] \}"#, in: colors))
        let accessors = try Self.matches(#"public static var theme(C\d{3}): ThemeShapeStyle<Color> \{ ThemeShapeStyle\(colorAt: (\d+)\) \}"#, in: swiftUI)
        #expect(getters.count == 150)
        #expect(accessors.count == 150)
        for (name, position) in accessors {
            #expect(getters[name.prefix(1).lowercased() + name.dropFirst()] == position, "\(name)")
        }
        #expect(swiftUI.contains("init(colorAt index: Int)"))
        #expect(!swiftUI.contains("init(gradientAt"))

        let example = try #require(TestSupport.load(TestSupport.exampleTokens))
        let small = SwiftBackend.generate(example, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let smallSwiftUI = try #require(small.files.first { $0.path == "Theme+SwiftUI.swift" }).contents
        #expect(smallSwiftUI.contains("public static var themePrimary: ThemeShapeStyle<Color> { ThemeShapeStyle(\\.colors.primary) }"))
        #expect(!smallSwiftUI.contains("colorAt"))
    }

    private static func matches(_ pattern: String, in text: String) throws -> [(String, Int)] {
        let expression = try NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let name = Range(match.range(at: 1), in: text), let number = Range(match.range(at: 2), in: text),
                let position = Int(text[number])
            else { return nil }
            return (String(text[name]), position)
        }
    }

    @Test func aThemeRefersToTheEqualPartsOfAnEarlierTheme() throws {
        let model = try #require(TestSupport.load(TestSupport.partsTokens))
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        #expect(context.themes.map(\.identifier) == ["standard", "alt"])
        let standard = try #require(context.themes[0].collections.first { $0.property == "colors" })
        #expect(standard.isPartitioned)
        #expect(standard.parts.map(\.reference) == ["ThemeValues.standard.colors0", "ThemeValues.standard.colors1", "ThemeValues.standard.colors2"])
        // 'alt' changes c100 only, which is in the second part.
        let alt = try #require(context.themes[1].collections.first { $0.property == "colors" })
        #expect(alt.parts.map(\.reference) == ["ThemeValues.standard.colors0", "ThemeValues.alt.colors1", "ThemeValues.standard.colors2"])
        let declared = context.valueFiles.flatMap(\.themes).filter { $0.identifier == "alt" }.flatMap(\.declarations)
        #expect(declared.map(\.identifier) == ["colors1"])
        #expect(declared.map(\.typeName) == ["[ThemeAdaptiveStyle<ThemeColor>]"])
        #expect(declared.map(\.isPart) == [true])
        #expect(declared.first?.values.count == 64)
    }

    /// Constant `g` of theme `t` is in values file `(t + g) % 8`, so the values of one theme spread over the files.
    @Test func valuesAreSpreadOverTheValueFiles() throws {
        let model = try #require(TestSupport.load(TestSupport.partsTokens))
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        #expect(context.valueFiles.map(\.fileName) == (0..<8).map { "ThemeValues\($0).swift" })
        let files = context.valueFiles.map { file in
            file.themes.flatMap { theme in
                theme.declarations.filter { $0.identifier.hasPrefix("colors") }.map { "\(theme.identifier).\($0.identifier)" }
            }
        }
        #expect(files[0] == ["standard.colors0"])
        #expect(files[1] == ["standard.colors1"])
        #expect(files[2] == ["standard.colors2", "alt.colors1"])
        #expect(files[3...].allSatisfy { $0.isEmpty })
    }

    @Test(arguments: ["tokens", "parts"])
    func noGeneratedTypeStoresMoreThanAPart(_ name: String) throws {
        let path = name == "tokens" ? TestSupport.exampleTokens : TestSupport.partsTokens
        let model = try #require(TestSupport.load(path))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let colors = try #require(result.files.first { $0.path == "ThemeColors.swift" })
        let theme = try #require(result.files.first { $0.path == "Theme.swift" })
        let counts = Self.storedPropertyCounts(colors.contents).merging(Self.storedPropertyCounts(theme.contents)) { $1 }
        // A small collection is plain stored properties; a large one, one array of values.
        #expect(counts["ThemeColors"] == (name == "tokens" ? 29 : 1))
        #expect(counts["Theme"] == 13)
        #expect(counts.values.allSatisfy { $0 <= SwiftContext.partSize }, "\(counts.filter { $0.value > SwiftContext.partSize })")
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
