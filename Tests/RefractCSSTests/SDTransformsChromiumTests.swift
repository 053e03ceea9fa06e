import Foundation
import RefractKit
import RefractTestSupport
import Testing

/// sd-transforms' integration fixtures, read with `--from tokens-studio`, against the CSS its tests expect
/// (`corpora/sd-transforms/expected/expected-excerpts.json`): each expected custom property next to ours of
/// the same path in Chromium. Their names are camel case with the prefix `sd`; ours kebab case: paired by
/// their letters and digits.
@Suite("Chromium: sd-transforms' expected CSS", .serialized)
struct SDTransformsChromiumTests {
    struct Record: Decodable {
        var test_file: String
        var token_files: [String]
        var test: String
        var expected_excerpt: String
    }

    static let root = "corpora/sd-transforms"

    static func records() -> [Record] {
        guard let data = FileManager.default.contents(atPath: Corpus.path(root + "/expected/expected-excerpts.json")),
            let records = try? JSONDecoder().decode([Record].self, from: data)
        else { return [] }
        // The Swift test's excerpt is Swift, not CSS; TokensStudioValueTests covers its colour modifiers.
        return records.filter { $0.expected_excerpt.contains("--") }
    }

    /// Differences by `test: property`, each a peer's choice or bug (docs/importing.md, "sd-transforms").
    static let explained: [String: String] = [
        "supports cross file references e.g. expanding typography: sdTestTypographyFancyTextLineHeight":
            "their test expands typography with a px line height; Refract keeps Tokens Studio's unitless multiplier",
        "supports cross file references e.g. expanding typography: sdTestTypographyTextLineHeight":
            "the same",
        "allows easy use of custom transform group with sd-transforms: length":
            "their custom transform group leaves out ts/size/px, so '24' stays unitless; Refract reads it as 24px",
    ]

    /// Expected properties with no property of ours under the same letters, each group explained in
    /// docs/importing.md ("sd-transforms"): members their `expand` option splits out of shadows, borders,
    /// compositions and font weights, typography parts DTCG has no place for, partial typographies,
    /// `excludeParentKeys` names, multi-value spacing. A ceiling, so a regression fails.
    static let unpairedCeiling = 75

    @Test func everyCSSExcerptComputesLikeOurs() throws {
        guard Corpus.require(), let browser = Chromium.require() else { return }
        let records = Self.records()
        #expect(records.count == 26)
        var compared = 0
        var same = 0
        var differences: [String] = []
        var onlyTheirs: [String] = []
        for record in records {
            let inputs = try Self.files(record.token_files)
            var request = LoadRequest(inputs: inputs)
            request.formats = Dictionary(uniqueKeysWithValues: inputs.map { ($0, .tokensStudio) })
            let load = TokenLoader.run(request)
            guard let model = load.model else {
                differences.append("\(record.test): no model (\(load.diagnostics.prefix(3).map(\.message)))")
                continue
            }
            let ours = Fixtures.css(model)
            let theirs = record.expected_excerpt.contains("{") ? record.expected_excerpt : ":root {\n\(record.expected_excerpt)\n}"
            let ourNames = Dictionary(
                TokensStudioLionChromiumTests.customProperties(in: ours).map { (Self.letters($0), $0) }, uniquingKeysWith: { a, _ in a })
            var pairs: [(String, String)] = []
            let theirNames = TokensStudioLionChromiumTests.customProperties(in: theirs)
            let theirKeys = Set(theirNames.map(Self.letters))
            for name in theirNames {
                let key = Self.letters(name)
                func ours(_ key: String) -> String? { ourNames[key] ?? (key.hasPrefix("sd") ? ourNames[String(key.dropFirst(2))] : nil) }
                // Their `expand` splits a font weight with a style (`"ExtraBold italic"`) into `…Weight` and `…Style`;
                // Refract's font weight token is the weight (the style is named in a warning and left out).
                let stem = key.hasSuffix("weight") ? String(key.dropLast("weight".count)) : nil
                let splitWeight = stem.flatMap { theirKeys.contains($0 + "style") ? ours($0) : nil }
                if let mine = ours(key) ?? splitWeight {
                    pairs.append((mine, name))
                } else {
                    onlyTheirs.append("\(record.test): --\(name)")
                }
            }
            for reading in try PropertyComparison.measure(ours: ours, theirs: theirs, pairs: pairs, browser: browser) {
                compared += 1
                if reading.same {
                    same += 1
                } else if Self.explained["\(record.test): \(reading.theirs)"] == nil {
                    differences.append("\(record.test): \(reading)")
                }
            }
        }
        print("sd-transforms: \(same) of \(compared) expected custom properties compute the same; \(onlyTheirs.count) have no property of ours")
        #expect(compared > 100)
        #expect(differences.isEmpty, "\(differences.count) differences:\n\(differences.joined(separator: "\n"))")
        #expect(onlyTheirs.count <= Self.unpairedCeiling, "\(onlyTheirs.count) only theirs:\n\(onlyTheirs.joined(separator: "\n"))")
    }

    /// A name's letters and digits, lowercased: `sdDimensionXs` and `dimension-xs` meet at `dimensionxs`.
    static func letters(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The token files of a record (`cross-file-refs-*.tokens.json` is a glob).
    static func files(_ names: [String]) throws -> [String] {
        let folder = Corpus.path(root + "/tokens")
        let all = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        return names.flatMap { name -> [String] in
            guard let star = name.firstIndex(of: "*") else { return [folder + "/" + name] }
            let (prefix, suffix) = (name[..<star], name[name.index(after: star)...])
            return all.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }.map { folder + "/" + $0 }
        }
    }
}
