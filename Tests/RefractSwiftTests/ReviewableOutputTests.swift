import Foundation
import RefractOutput
import RefractSwift
import Testing

/// What a reviewer reads: one token's change is one line of code (and the doc comments that give its value),
/// sRGB colours are hex literals with the token's path, and an empty collection is one line.
@Suite("Generated Swift: reviewable output")
struct ReviewableOutputTests {
    /// `accent` as `#rrggbb`; its components are the hex digits' 255ths, as a design tool writes them.
    static func tokens(accent: String) -> String {
        let digits = Array(accent.dropFirst())
        let components = stride(from: 0, to: 6, by: 2).map { "\(Double(Int(String(digits[$0...$0 + 1]), radix: 16) ?? 0) / 255)" }
        return """
        {
          "color": {
            "$type": "color",
            "accent": { "$value": { "colorSpace": "srgb", "components": [\(components.joined(separator: ", "))], "hex": "\(accent)" } },
            "ink": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1], "alpha": 0.5 } }
          },
          "size": { "$type": "dimension", "gap": { "$value": { "value": 8, "unit": "px" } } }
        }
        """
    }

    static func generate(_ source: String) throws -> [String: String] {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("app.tokens.json")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let model = try #require(TestSupport.load(file.path))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.contents) })
    }

    @Test func changingOneColourChangesOneLineOfCode() throws {
        let before = try Self.generate(Self.tokens(accent: "#1b8188"))
        let after = try Self.generate(Self.tokens(accent: "#5856d6"))
        #expect(before.keys.sorted() == after.keys.sorted())
        var changed: [(file: String, old: Substring, new: Substring)] = []
        for (path, old) in before {
            let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
            let newLines = try #require(after[path]).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(oldLines.count == newLines.count, "\(path)")
            for (a, b) in zip(oldLines, newLines) where a != b { changed.append((path, a, b)) }
        }
        // Besides the value, only the doc comments that show it to Quick Help: the member's and its accessors'
        // (the shape style, UIKit's `UIColor` and AppKit's `NSColor`, and SwiftUI's adaptive `Color` of each).
        let code = changed.filter { !$0.old.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
        #expect(code.count == 1, "\(changed)")
        #expect(code.first?.old == "        theme.colors[.accent] = ThemeAdaptiveStyle(ThemeColor(rgb: 0x1B8188)) // color.accent")
        #expect(code.first?.new == "        theme.colors[.accent] = ThemeAdaptiveStyle(ThemeColor(rgb: 0x5856D6)) // color.accent")
        let docs = changed.filter { $0.old.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
        #expect(docs.map(\.file).sorted() == ["Theme+SwiftUI.swift"] + Array(repeating: "Theme+UIKit.swift", count: 4) + ["ThemeColors.swift"], "\(changed)")
        #expect(docs.allSatisfy { $0.old == "    /// color.accent · #1B8188" && $0.new == "    /// color.accent · #5856D6" }, "\(changed)")
    }

    @Test func coloursAreHexWithTheirPathAndEmptyCollectionsOneLine() throws {
        let files = try Self.generate(Self.tokens(accent: "#1b8188"))
        let values = files.filter { $0.key.hasPrefix("ThemeValues") }.values.joined(separator: "\n")
        // 0.1 is no whole number of 255ths, so no hex literal could hold it exactly.
        #expect(values.contains("theme.colors[.ink] = ThemeAdaptiveStyle(ThemeColor(.sRGB, red: 0.1, green: 0.1, blue: 0.1, opacity: 0.5)) // color.ink"))
        #expect(values.contains("theme.sizes[.gap] = 8 // size.gap"))
        let numbers = try #require(files["ThemeNumbers.swift"])
        let declaration = numbers.split(separator: "\n").filter { !$0.hasPrefix("// ") && !$0.hasPrefix("import") }
        // One line for the empty type; `.default` is there too, as the article writes `ThemeGradients.default`.
        #expect(Array(declaration.prefix(2)) == ["/// The numbers of a theme.", "nonisolated public struct ThemeNumbers: Sendable, Equatable, ThemeEmptyCollection { public init() {} }"])
        #expect(declaration.count == 6, "\(declaration)")
    }
}
