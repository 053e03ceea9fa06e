import Foundation
import RefractKit
import RefractModel
import RefractTestSupport
import Testing

/// Tokens Studio's lion example, read with `--from tokens-studio`, against the nine CSS files Style
/// Dictionary 4 + sd-transforms built from it, one theme at a time, both loaded in Chromium, each custom
/// property read through a probe on both sides.
///
/// Lion's `$themes.json` marks every set but the brand and colour ones `source`, which Refract reads for
/// references only: our CSS of a theme declares exactly what their `semantic-<brand>-<color>.css` declares.
/// Their build (`export-tokens/build.js`) never reads the statuses and writes every set, split by whether a
/// token changes by theme into `core.css`, `semantic.css`, the theme's file and `button.css`; a copy of lion
/// with every set `enabled` is read as their build reads it, and compared with all four.
@Suite("Chromium: Tokens Studio lion against sd-transforms", .serialized)
struct TokensStudioLionChromiumTests {
    static let themes: [(brand: String, color: String)] = [
        ("Casual", "Green"), ("Casual", "Blue"), ("Casual", "Purple"),
        ("Business", "Green"), ("Business", "Blue"), ("Business", "Purple"),
    ]

    static var root: String { Corpus.path("corpora/tokens-studio-lion") }

    /// Our CSS of `tokens` read as Tokens Studio, through the build (which leaves reference-only tokens out).
    static func ours(_ tokens: String, inputs: [String: String] = [:]) throws -> String {
        var request = LoadRequest(inputs: [tokens])
        request.formats = [tokens: .tokensStudio]
        request.modifierInputs = inputs
        let build = BuildPipeline.run(BuildRequest(load: request, output: "out", platforms: ["css"]))
        #expect(build.diagnostics.filter { $0.severity == .error }.isEmpty, "\(build.diagnostics.map(\.message))")
        #expect(build.load.model?.permutations.count == (inputs.isEmpty ? 6 : 1))
        return try #require(build.files.first { $0.path == "css/tokens.css" }?.contents)
    }

    static func theirs(_ files: [String]) throws -> String {
        try files.map { try String(contentsOfFile: "\(root)/expected/\($0)", encoding: .utf8) }.joined(separator: "\n")
    }

    static func themeFile(_ brand: String, _ color: String) -> String {
        "styles/semantic-\(brand.lowercased())-\(color.lowercased()).css"
    }

    /// Lion as Tokens Studio means it: the theme's own tokens and nothing else, each computing as theirs.
    @Test(arguments: themes.indices)
    func themeDeclaresAndComputesWhatTheirThemeFileDoes(_ index: Int) throws {
        guard Corpus.require(), let browser = Chromium.require() else { return }
        let (brand, color) = Self.themes[index]
        let ours = try Self.ours(Self.root + "/tokens")
        let theirs = try Self.theirs([Self.themeFile(brand, color)])
        let names = Self.customProperties(in: theirs)
        #expect(names == ["colors-bg-default-color", "border-radius-default"])
        #expect(Set(Self.customProperties(in: ours)) == Set(names), "no primitive, semantic or component token: they are `source` sets")
        try Self.compare(ours: ours, theirs: theirs, names: names, attributes: ["data-brand": brand, "data-color": color], browser: browser)
    }

    /// `--input brand=Business --input color=Purple`: one theme, in `:root`.
    @Test func oneThemeBuiltWithInputComputesLikeTheirs() throws {
        guard Corpus.require(), let browser = Chromium.require() else { return }
        let ours = try Self.ours(Self.root + "/tokens", inputs: ["brand": "Business", "color": "Purple"])
        let theirs = try Self.theirs([Self.themeFile("Business", "Purple")])
        let names = Self.customProperties(in: theirs)
        #expect(Self.customProperties(in: ours) == ["border-radius-default", "colors-bg-default-color"])
        #expect(Set(Self.customProperties(in: ours)) == Set(names))
        try Self.compare(ours: ours, theirs: theirs, names: names, attributes: [:], browser: browser)
    }

    /// Lion as its build reads it (every set output): all 46 properties of their four files compute the same.
    @Test(arguments: themes.indices)
    func everySetOutputComputesLikeTheirFourFiles(_ index: Int) throws {
        guard Corpus.require(), let browser = Chromium.require() else { return }
        let (brand, color) = Self.themes[index]
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("refract-lion-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.root + "/tokens"), to: copy)
        let themesFile = copy.appendingPathComponent("$themes.json")
        let text = try String(contentsOf: themesFile, encoding: .utf8)
        #expect(text.contains(#""source""#))
        try text.replacingOccurrences(of: #""source""#, with: #""enabled""#).write(to: themesFile, atomically: true, encoding: .utf8)

        let ours = try Self.ours(copy.path)
        let theirs = try Self.theirs([
            "styles/core.css", "styles/semantic.css", Self.themeFile(brand, color), "components/button/button.css",
        ])
        let names = Self.customProperties(in: theirs)
        // Every token of the theme (49 less the other brand's and the two other colours' sets) is in one of the four.
        #expect(names.count == 46)
        try Self.compare(ours: ours, theirs: theirs, names: names, attributes: ["data-brand": brand, "data-color": color], browser: browser)
    }

    /// Each of `names`, declared on both sides, computes the same colour and length in Chromium.
    static func compare(ours: String, theirs: String, names: [String], attributes: [String: String], browser: String) throws {
        let readings = try PropertyComparison.measure(
            ours: ours, theirs: theirs, pairs: names.map { ($0, $0) }, attributes: attributes, browser: browser)
        #expect(readings.count == names.count)
        let differences = readings.filter { !$0.same }.map(\.description)
        let theme = attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        print("lion \(theme.isEmpty ? "--input" : theme): \(readings.count - differences.count) of \(names.count) custom properties compute the same")
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
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
