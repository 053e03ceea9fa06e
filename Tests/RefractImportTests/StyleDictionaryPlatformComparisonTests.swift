import Foundation
import RefractKit
import RefractModel
import RefractTestSupport
import Testing

/// Style Dictionary 5's Android and Swift files of its integration tokens (`expected/integration/android`,
/// `swift`) against the values Refract reads from the same tokens with `--from style-dictionary`, token by
/// token under Style Dictionary's names (snake case for Android, camel case for Swift).
@Suite("Style Dictionary's Android and Swift output")
struct StyleDictionaryPlatformComparisonTests {
    static let expected = "corpora/style-dictionary/expected/integration"

    /// Every token of the integration set under Style Dictionary's name for it.
    static func tokens(named name: ([String]) -> String) throws -> [String: TokenValue] {
        let input = Corpus.path("corpora/style-dictionary/integration/tokens")
        var request = LoadRequest(inputs: [input])
        request.formats = [input: .styleDictionary]
        let load = TokenLoader.run(request)
        #expect(load.errorCount == 0)
        let model = try #require(load.model)
        var result: [String: TokenValue] = [:]
        // Style Dictionary's case transforms drop a segment that is only `_` (`color.font.interactive._`).
        for token in model.tokenSets[0].tokens { result[name(token.path.segments.filter { $0 != "_" })] = token.value }
        return result
    }

    /// `<color name="x">#AARRGGBB</color>` and `<dimen name="x">8.00dp</dimen>` lines.
    static func resources(_ text: String) -> [(kind: String, name: String, value: String)] {
        text.split(separator: "\n").compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            for kind in ["color", "dimen"] where text.hasPrefix("<\(kind) name=\"") {
                let rest = text.dropFirst(kind.count + 8)
                guard let quote = rest.firstIndex(of: "\""), let open = rest.firstIndex(of: ">"),
                    let close = rest.range(of: "</")
                else { return nil }
                return (kind, String(rest[..<quote]), String(rest[rest.index(after: open)..<close.lowerBound]))
            }
            return nil
        }
    }

    @Test func androidResourcesHaveTheSameValues() throws {
        guard Corpus.require() else { return }
        let ours = try Self.tokens { $0.joined(separator: "_") }
        let text = try String(contentsOfFile: Corpus.path(Self.expected + "/android/resources.xml"), encoding: .utf8)
        let theirs = Self.resources(text)
        #expect(theirs.count == 162)
        var differences: [String] = []
        for (kind, name, value) in theirs {
            switch (kind, ours[name]) {
            case ("color", .color(let colour)?):
                // #AARRGGBB, as Android writes it.
                let hex = colour.converted(to: .srgb).hexString(includeAlpha: true)
                let argb = "#" + hex.dropFirst(7) + hex.dropFirst(1).prefix(6)
                if argb.lowercased() != value.lowercased() { differences.append("\(name): ours \(argb), theirs \(value)") }
            case ("dimen", .dimension(let dimension)?):
                // rem × 16 in both; Style Dictionary writes font sizes in sp, every other size in dp.
                let unit = name.hasPrefix("size_font_") ? "sp" : "dp"
                let mine = String(format: "%.2f", dimension.points) + unit
                if mine != value { differences.append("\(name): ours \(mine), theirs \(value)") }
            default:
                differences.append("\(name): theirs \(kind) \(value), ours \(ours[name].map { "\($0)" } ?? "missing")")
            }
        }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func swiftClassHasTheSameValues() throws {
        guard Corpus.require() else { return }
        let ours = try Self.tokens { segments in
            segments.enumerated().map { $0.offset == 0 ? $0.element : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }
                .joined()
        }
        let text = try String(contentsOfFile: Corpus.path(Self.expected + "/swift/style_dictionary.swift"), encoding: .utf8)
        var compared = 0
        var differences: [String] = []
        for line in text.split(separator: "\n") where line.contains("public static let ") {
            let declaration = line.split(separator: "let ", maxSplits: 1)[1]
            let parts = declaration.split(separator: " = ", maxSplits: 1)
            let (name, value) = (String(parts[0]), String(parts[1]))
            compared += 1
            switch ours[name] {
            case .color(let colour)?:
                let rgb = colour.converted(to: .srgb).components.map { String(format: "%.3f", $0 ?? 0) }
                let mine = "UIColor(red: \(rgb[0]), green: \(rgb[1]), blue: \(rgb[2]), alpha: 1)"
                if mine != value { differences.append("\(name): ours \(mine), theirs \(value)") }
            case .dimension(let dimension)?:
                let mine = "CGFloat(\(String(format: "%.2f", dimension.points)))"
                if mine != value { differences.append("\(name): ours \(mine), theirs \(value)") }
            default:
                differences.append("\(name): theirs \(value), ours \(ours[name].map { "\($0)" } ?? "missing")")
            }
        }
        #expect(compared == 162)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }
}
