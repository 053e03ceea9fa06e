import Foundation
import RefractModel
import RefractOutput
import RefractSwift
@testable import RefractThemes
import Testing

/// What Xcode's Quick Help shows of a generated member: its description, its token path and its values in
/// every scheme and theme where they differ, and its deprecation.
@Suite("Quick Help: doc comments with token paths and values")
struct QuickHelpTests {
    /// Two themes (standard, festive) in light and dark.
    static let resolver = #"""
    {
      "version": "2025.10",
      "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/mode" }],
      "sets": {
        "base": {
          "sources": [{
            "size": { "gap": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } },
            "color": {
              "same": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.6] } },
              "wide": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [0.95, 0.76, 0.25] } },
              "described": { "$type": "color", "$description": "Used for links", "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.6] } },
              "old": { "$type": "color", "$deprecated": "use color.same", "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.6] } },
              "hostile": { "$type": "color", "$description": "ends */ here\nsecond /* line\u001b[31m", "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.6] } }
            }
          }]
        }
      },
      "modifiers": {
        "theme": {
          "contexts": {
            "standard": [{ "color": { "brand": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } } } }],
            "festive": [{ "color": { "brand": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.8, 0, 0] } } } }]
          },
          "default": "standard"
        },
        "mode": {
          "contexts": {
            "light": [{ "color": { "fg": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }],
            "dark": [{ "color": { "fg": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }]
          },
          "default": "light"
        }
      }
    }
    """#

    static func members() throws -> [String: SwiftContext.Member] {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("quick-help.resolver.json").path
        try resolver.write(toFile: path, atomically: true, encoding: .utf8)
        let model = try #require(TestSupport.load(path))
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        return Dictionary(uniqueKeysWithValues: context.collections.flatMap(\.members).map { ($0.path, $0) })
    }

    @Test func aColourThatDiffersBetweenLightAndDarkGivesBoth() throws {
        let member = try #require(try Self.members()["color.fg"])
        #expect(member.docLines == [" color.fg · light #000000 · dark #FFFFFF"])
        #expect(member.valueLines == member.docLines)
        #expect(member.descriptionLines.isEmpty)
    }

    @Test func aValueTheSameInEveryPermutationIsWrittenOnce() throws {
        let members = try Self.members()
        #expect(members["color.same"]?.docLines == [" color.same · #336699"])
        #expect(members["color.wide"]?.docLines == [" color.wide · display-p3 0.95 0.76 0.25"])
        #expect(members["size.gap"]?.docLines == [" size.gap · 16pt"])
    }

    @Test func themesThatDifferAreNamed() throws {
        let member = try #require(try Self.members()["color.brand"])
        #expect(member.docLines == [" color.brand · standard: #0066CC; festive: #CC0000"])
    }

    @Test func theDescriptionComesFirstAndTheDeprecationLast() throws {
        let members = try Self.members()
        #expect(members["color.described"]?.docLines == [" Used for links", "", " color.described · #336699"])
        #expect(members["color.described"]?.descriptionLines == [" Used for links"])
        #expect(members["color.old"]?.docLines == [" color.old · #336699", "", " Deprecated: use color.same"])
    }

    @Test func aHostileDescriptionNeitherClosesTheCommentNorReachesTheTerminal() throws {
        let member = try #require(try Self.members()["color.hostile"])
        #expect(member.docLines == [" ends * / here", " second / * line[31m", "", " color.hostile · #336699"])
    }

    @Test func manyThemesGoOneALine() {
        let themes = ["standard", "christmas", "halloween", "spring"].map { name in
            ThemeVariant(
                name: name, identifier: name, lightPermutation: 0, darkPermutation: 0, isDefault: name == "standard",
                contexts: [:])
        }
        func color(_ r: Double) -> ThemeValue { .color(ThemeRGBColor(space: .displayP3, red: r, green: 0.5, blue: 0.25, opacity: 1)) }
        let values = [0.1, 0.2, 0.3, 0.1].map { ThemeLayout.Adaptive(light: color($0), dark: color($0 + 0.5)) }
        let lines = ThemeMemberDoc.valueLines(path: "color.accent", values: values, themes: themes, units: .swift)
        #expect(lines == [
            " color.accent",
            " - standard, spring: light display-p3 0.1 0.5 0.25 · dark display-p3 0.6 0.5 0.25",
            " - christmas: light display-p3 0.2 0.5 0.25 · dark display-p3 0.7 0.5 0.25",
            " - halloween: light display-p3 0.3 0.5 0.25 · dark display-p3 0.8 0.5 0.25",
        ])
        #expect(lines.allSatisfy { $0.count <= ThemeMemberDoc.lineLimit })
    }

    @Test func increasedContrastIsGivenWhereItDiffers() {
        func hex(_ byte: Double) -> ThemeValue { .color(ThemeRGBColor(space: .sRGB, red: byte / 255, green: 0, blue: 0, opacity: 1)) }
        let both = ThemeLayout.Adaptive(light: hex(17), dark: hex(34), lightIncreasedContrast: hex(51), darkIncreasedContrast: hex(51))
        #expect(ThemeMemberDoc.schemeText(both, units: .swift).line == "light #110000 · dark #220000 · high contrast #330000")
        let darkOnly = ThemeLayout.Adaptive(light: hex(17), dark: hex(34), lightIncreasedContrast: hex(17), darkIncreasedContrast: hex(68))
        #expect(ThemeMemberDoc.schemeText(darkOnly, units: .swift).line == "light #110000 · dark #220000 · high contrast: dark #440000")
        let unchanged = ThemeLayout.Adaptive(light: hex(17), dark: hex(17), lightIncreasedContrast: hex(17), darkIncreasedContrast: hex(17))
        #expect(ThemeMemberDoc.schemeText(unchanged, units: .swift).line == "#110000")
    }

    /// GitHub Primer's one theme has four values for most colours: too long for one line with a long path.
    @Test func aLongLineOfOneThemeGivesIncreasedContrastALineOfItsOwn() {
        func p3(_ r: Double) -> ThemeValue { .color(ThemeRGBColor(space: .displayP3, red: r, green: 0.5, blue: 0.25, opacity: 1)) }
        let value = ThemeLayout.Adaptive(light: p3(0.1), dark: p3(0.2), lightIncreasedContrast: p3(0.3), darkIncreasedContrast: p3(0.4))
        let lines = ThemeMemberDoc.valueLines(
            path: "color.prettylights.syntax.brackethighlighter.unmatched", values: [value], themes: [], units: .swift)
        #expect(lines == [
            " color.prettylights.syntax.brackethighlighter.unmatched",
            " - light display-p3 0.1 0.5 0.25 · dark display-p3 0.2 0.5 0.25",
            " - high contrast: light display-p3 0.3 0.5 0.25 · dark display-p3 0.4 0.5 0.25",
        ])
    }

    @Test func valuesAreWrittenReadably() {
        let translucent = ThemeRGBColor(space: .sRGB, red: 0, green: 0, blue: 0, opacity: 0.16)
        #expect(ThemeMemberDoc.text(.color(translucent), units: .swift) == "#00000029")
        let linear = ThemeRGBColor(space: .sRGBLinear, red: 0.5, green: 0.25, blue: 1, opacity: 0.5)
        #expect(ThemeMemberDoc.text(.color(linear), units: .swift) == "srgb-linear 0.5 0.25 1 / 0.5")
        #expect(ThemeMemberDoc.text(.size(1.5), units: .compose) == "1.5.dp")
        #expect(ThemeMemberDoc.text(.duration(0.25), units: .swift) == "0.25s")
        #expect(ThemeMemberDoc.text(.duration(0.25), units: .compose) == "250ms")
        let text = ThemeValue.TextStyle(fontFamily: ["Inter", "sans-serif"], size: 16, weight: 600, lineHeight: 1.5, letterSpacing: nil)
        #expect(ThemeMemberDoc.text(.textStyle(text), units: .compose) == "Inter 16.sp weight 600 line height 1.5")
        let stops = (0..<5).map { ThemeValue.GradientStop(color: translucent, location: Double($0) / 4) }
        #expect(ThemeMemberDoc.text(.gradient(stops), units: .swift) == "#00000029 → … → #00000029 (5 stops)")
    }

    @Test func aHostileFontNameStaysOnOneSafeLine() {
        let lines = ThemeMemberDoc.valueLines(
            path: "font.body", values: [ThemeLayout.Adaptive(light: .fontFamily(["Evil */ Font\nNext"]), dark: .fontFamily(["Evil */ Font\nNext"]))],
            themes: [], units: .swift)
        #expect(lines == [" font.body · Evil * / Font Next"])
    }
}

@Suite("Quick Help: the example's generated Swift")
struct QuickHelpExampleTests {
    /// Every public property of the collection types and every shape-style, `UIColor`, `NSColor` and adaptive
    /// `Color` accessor is preceded by a doc comment that gives its token path.
    @Test func everyMemberAndAccessorHasItsTokenPath() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let options = PlatformOptions(destination: "swift")
        let (context, _) = SwiftBackend.context(model, options: options)
        let files = SwiftBackend.generate(model, options: options, templates: TestSupport.templates).files
        var checked = 0
        for collection in context.collections where collection.hasMembers {
            let paths = Dictionary(uniqueKeysWithValues: collection.members.map { ($0.identifier, $0.path) })
            let file = try #require(files.first { $0.path == collection.fileName })
            checked += Self.check(file.contents, declaration: #/^\s+(?:@available\([^)]*\) )?public (?:static )?var (\S+): /#, paths: paths)
        }
        let swiftUI = try #require(files.first { $0.path == "Theme+SwiftUI.swift" })
        let colors = try #require(context.collections.first { $0.property == "colors" })
        let gradients = try #require(context.collections.first { $0.property == "gradients" })
        var accessorPaths: [String: String] = [:]
        for (accessors, collection) in [(context.colorAccessors, colors), (context.gradientAccessors, gradients)] {
            for accessor in accessors {
                accessorPaths[accessor.accessor] = collection.members.first { $0.identifier == accessor.identifier }?.path
            }
        }
        let accessorCount = Self.check(
            swiftUI.contents, declaration: #/^\s+public static var (\S+): ThemeShapeStyle</#, paths: accessorPaths)
        #expect(accessorCount == accessorPaths.count)
        // UIKit's and AppKit's colours, and the adaptive SwiftUI `Color` of each, say the same.
        let native = try #require(files.first { $0.path == "Theme+UIKit.swift" })
        let nativeCount = Self.check(
            native.contents, declaration: #/^\s+public static var (\S+): (?:UIColor|NSColor|Color) \{/#, paths: accessorPaths)
        #expect(nativeCount == 4 * context.colorAccessors.count)
        #expect(checked == context.collections.reduce(0) { $0 + $1.members.count })
    }

    /// Checks each declaration `declaration` matches, returning how many there were.
    static func check(_ text: String, declaration: Regex<(Substring, Substring)>, paths: [String: String]) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var count = 0
        for (index, line) in lines.enumerated() {
            // A collection's `static var default` (the default theme's collection), its `customMirror` (the
            // members by name, for the debugger) and its keys' `allCases` are no members.
            guard let match = line.firstMatch(of: declaration), !["`default`", "customMirror", "allCases"].contains(match.output.1)
            else { continue }
            count += 1
            let name = String(match.output.1)
            guard let path = paths[name] else {
                Issue.record("'\(name)' is no member: \(line)")
                continue
            }
            var above = index - 1
            while above >= 0, lines[above].contains("@available(") { above -= 1 }
            var comment: [Substring] = []
            while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                comment.insert(lines[above], at: 0)
                above -= 1
            }
            #expect(comment.contains { $0.contains("/// \(path) · ") || $0.hasSuffix("/// \(path)") }, "\(line): \(comment)")
        }
        return count
    }
}
