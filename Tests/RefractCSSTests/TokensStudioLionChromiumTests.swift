import Foundation
import RefractKit
import RefractModel
import RefractTestSupport
import Testing

/// Tokens Studio's lion example, read with `--from tokens-studio`, against the nine CSS files Style
/// Dictionary 4 + sd-transforms built from it, one theme at a time: their four files of the theme and our
/// one file with the theme chosen by `data-brand` / `data-color` on `<html>`, both loaded in Chromium, each of
/// their custom properties read through a probe on both sides.
///
/// Ours is built with every permutation, not with `--input`: a build narrowed by `--input` to a context that
/// is not its modifier's default writes an empty CSS file (found here; reported, not fixed in this branch).
@Suite("Chromium: Tokens Studio lion against sd-transforms", .serialized)
struct TokensStudioLionChromiumTests {
    static let themes: [(brand: String, color: String)] = [
        ("Casual", "Green"), ("Casual", "Blue"), ("Casual", "Purple"),
        ("Business", "Green"), ("Business", "Blue"), ("Business", "Purple"),
    ]

    /// Differences between their files and ours, by property, with why (docs/importing.md lists them too).
    /// Empty: every value computes the same.
    static let explained: [String: String] = [:]

    @Test(arguments: themes.indices)
    func themeComputesLikeTheirFiles(_ index: Int) throws {
        guard Corpus.require(), let browser = Chromium.require() else { return }
        let (brand, color) = Self.themes[index]
        let root = Corpus.path("corpora/tokens-studio-lion")
        let tokens = root + "/tokens"
        var request = LoadRequest(inputs: [tokens])
        request.formats = [tokens: .tokensStudio]
        let load = TokenLoader.run(request)
        #expect(load.diagnostics.filter { $0.severity == .error }.isEmpty, "\(load.diagnostics.map(\.message))")
        let model = try #require(load.model)
        #expect(model.permutations.count == 6)
        let ours = Fixtures.css(model)

        let files = [
            "styles/core.css", "styles/semantic.css",
            "styles/semantic-\(brand.lowercased())-\(color.lowercased()).css", "components/button/button.css",
        ]
        let theirs = try files.map {
            try String(contentsOfFile: "\(root)/expected/\($0)", encoding: .utf8)
        }.joined(separator: "\n")
        let names = Self.customProperties(in: theirs)
        // Every token of the theme (49 less the other brand's and the two other colours' sets) is in one of the four.
        #expect(names.count == 46)

        let readings = try PropertyComparison.measure(
            ours: ours, theirs: theirs, pairs: names.map { ($0, $0) },
            attributes: ["data-brand": brand, "data-color": color], browser: browser)
        #expect(readings.count == names.count)
        var same = 0
        var differences: [String] = []
        for reading in readings {
            if reading.same {
                same += 1
            } else if Self.explained[reading.theirs] == nil {
                differences.append(reading.description)
            }
        }
        print("lion \(brand)/\(color): \(same) of \(names.count) custom properties compute the same")
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        #expect(same + Self.explained.count >= names.count)
    }

    /// The custom properties declared in `css`, in order, each once.
    static func customProperties(in css: String) -> [String] {
        var names: [String] = []
        for line in css.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("--"), let colon = text.firstIndex(of: ":") else { continue }
            let name = String(text[text.index(text.startIndex, offsetBy: 2)..<colon])
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}
