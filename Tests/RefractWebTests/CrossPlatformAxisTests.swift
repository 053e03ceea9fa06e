import Foundation
import RefractCSS
import RefractJSON
import RefractModel
import RefractOutput
import RefractTestSupport
import Testing

@testable import RefractThemes
@testable import RefractWeb

/// One reading of the axes on every platform: for every permutation of the resolver, each platform, reached
/// the way an app reaches it (CSS: the attributes its reading of the axes gives; the module: `tokensFor`; the
/// JSON bundle and Swift: the theme, appearance and contrast their layout gives), shows that permutation's
/// values. GitHub Primer's `theme` (`light`, `light-hc`, `dark`, `dark-hc`) × `size`, Adobe Spectrum's
/// `theme` (`light`, `dark`) × `size`, the other design systems of dtcg-examples (Figma SDS, IBM Carbon,
/// Microsoft Fluent, Shopify Polaris), the example's `theme` × `mode`, and a fixture whose number, dimension and
/// duration change with the scheme. A platform joins by adding its reader to `readers`: one function from the system to its
/// answers.
@Suite("Cross-platform axes", .serialized)
struct CrossPlatformAxisTests {
    /// A design system as the platforms build it.
    struct System {
        var name: String
        var model: ThemedTokenSet
        /// The tokens every platform writes: of a standard type, with a CSS name.
        var paths: [TokenPath]
    }

    /// What one platform shows for a token in one permutation of the resolver, beside what it should show
    /// there, both in the platform's own terms.
    struct Answer {
        var permutation: Int
        var path: String
        var shown: String
        var expected: String
    }

    /// A platform's answers for every permutation of the system; nil when its tool is missing (a failure
    /// under `CI=true`).
    typealias Reader = @Sendable (System) throws -> [Answer]?

    static let readers: [(name: String, read: Reader)] = [
        ("CSS computed in Chromium", cssInChromium),
        ("web module in Node", webModuleInNode),
        ("JSON bundle's themes", jsonBundle),
        ("Swift's theme layout", swiftThemeLayout),
    ]

    /// `scheme-values`: a number, a dimension and a duration that differ between light and dark, each of
    /// which every platform must show in its own scheme (Spectrum's `overlay-opacity`, 0.4 in light and 0.6
    /// in dark, once kept its light value in the JSON bundle and Swift).
    @Test(
        "every platform shows each permutation's values",
        arguments: [
            "example", "scheme-values", "github-primer", "adobe-spectrum", "figma-sds", "ibm-carbon", "microsoft-fluent",
            "shopify-polaris",
        ])
    func everyPlatformAgrees(systemName: String) throws {
        try check(systemName, readers: Self.readers)
    }

    private func check(
        _ systemName: String, readers: [(name: String, read: Reader)], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        guard let system = Self.system(systemName) else { return }
        for reader in readers {
            guard let answers = try reader.read(system) else { continue }
            let covered = Set(answers.map(\.permutation))
            #expect(
                covered == Set(system.model.permutations.indices),
                "\(reader.name): permutations \(Set(system.model.permutations.indices).subtracting(covered).sorted()) unread",
                sourceLocation: sourceLocation)
            let wrong = answers.filter { !NodeAndChromiumTests.same($0.shown, $0.expected) }
            print("\(systemName), \(reader.name): \(answers.count) values in \(covered.count) permutations, \(wrong.count) wrong")
            let listed = wrong.prefix(15).map {
                "\(system.model.permutations[$0.permutation]) \($0.path): shows '\($0.shown)', should '\($0.expected)'"
            }
            #expect(
                wrong.isEmpty, "\(reader.name): \(wrong.count) wrong:\n\(listed.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        }
    }

    static func system(_ name: String) -> System? {
        let path: String
        if name == "example" {
            path = WebFixtures.exampleTokens
        } else if name == "scheme-values" {
            path = WebFixtures.packageRoot
                .appendingPathComponent("Tests/RefractCSSTests/Fixtures/scheme-values/scheme-values.resolver.json").path
        } else {
            guard Corpus.require() else { return nil }
            path = Corpus.examples.appendingPathComponent("\(name).resolver.json").path
        }
        guard let model = WebFixtures.load(path) else { return nil }
        let base = model.defaultPermutationIndex ?? 0
        let paths = model.paths.filter { path in
            guard let token = model.token(at: path, permutation: base) else { return false }
            return token.type != .other && !model.referenceOnly.contains(path) && CSSVariableName.of(path, prefix: "") != nil
        }
        return System(name: name, model: model, paths: paths)
    }

    // MARK: - Readers

    /// The CSS read as the CSS platform reads the axes: each of its permutations chosen by its attributes on
    /// `<html>`, each token's computed value compared with the computed value of the module's value for the
    /// resolver's permutation it shows.
    static func cssInChromium(_ system: System) throws -> [Answer]? {
        guard let node = Tools.require("node"), let chromium = Tools.require("chromium") else { return nil }
        let (read, origins) = CSSAxisReading.reading(system.model)
        let folder = try WebFixtures.write(WebFixtures.module(system.model).merging(["dump.mjs": NodeAndChromiumTests.dump]) { $1 })
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tools.run(node, ["dump.mjs"], in: folder)
        let dumped = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let modulePermutations = try #require(dumped?["permutations"] as? [[String: Any]])
        let (context, _) = CSSContextBuilder.build(system.model, settings: CSSSettings())
        let css = CSSBackend.generate(
            system.model, options: PlatformOptions(destination: "css"), templates: WebFixtures.templates
        ).files.first?.contents ?? ""
        // Each of the CSS's permutations: its own inputs choose the attributes, the module's tokens of the
        // resolver's permutation it shows are the expected values.
        let situations: [[String: Any]] = read.permutations.indices.map { index in
            ["label": String(origins[index]), "inputs": read.permutations[index].inputs,
             "tokens": modulePermutations[origins[index]]["tokens"] ?? [:]]
        }
        let checks = system.paths.compactMap { path -> ComparisonPage.Check? in
            guard let name = CSSVariableName.of(path, prefix: ""),
                let token = system.model.token(at: path, permutation: system.model.defaultPermutationIndex ?? 0)
            else { return nil }
            return ComparisonPage.Check(path: path.segments, name: name, type: token.type.rawValue)
        }
        let page = try ComparisonPage(
            css: css, permutations: situations, checks: checks, attributes: attributes(read, context: context))
        let output = try HeadlessPage.run(page.html, browser: chromium, folder: folder)
        let result = try JSONDecoder().decode(ComparisonPage.Output.self, from: Data(output.utf8))
        return result.readings.compactMap { reading in
            Int(reading.permutation).map {
                Answer(permutation: $0, path: reading.path, shown: reading.fromCSS, expected: reading.fromModule)
            }
        }
    }

    /// The attribute and value that choose each context of the CSS's reading of the axes.
    static func attributes(_ model: ThemedTokenSet, context: CSSContext) -> [String: [String: [String]]] {
        var result: [String: [String: [String]]] = [:]
        for axis in model.axes where axis.contexts.count > 1 {
            for contextName in axis.contexts {
                let chosen: (String, String)
                switch axis.role {
                case .theme: chosen = (context.themeAttribute, contextName)
                case .colorScheme: chosen = (context.schemeAttribute, contextName)
                case .contrast:
                    chosen = (context.contrastAttribute, contextName == axis.increasedContrastContext ? "more" : "standard")
                case .other: chosen = ("data-" + NameWords.kebab(NameWords.words(axis.name)), contextName)
                }
                result[axis.name, default: [:]][contextName] = [chosen.0, chosen.1]
            }
        }
        return result
    }

    /// The module in Node: `tokensFor(inputs)` of each permutation, each token's value beside the value the
    /// model resolves there, both as JSON.
    static func webModuleInNode(_ system: System) throws -> [Answer]? {
        guard let node = Tools.require("node") else { return nil }
        let model = system.model
        let rows = system.paths.map { path in "[" + path.segments.map(WebValue.string).joined(separator: ", ") + "]" }
        let expected = model.permutations.indices.map { permutation in
            "[" + system.paths.map { path in
                model.token(at: path, permutation: permutation).flatMap { WebValue.literal($0.value)?.text } ?? "undefined"
            }.joined(separator: ", ") + "]"
        }
        let inputs = model.permutations.map { permutation in
            "{" + permutation.inputs.sorted { $0.key < $1.key }.map { WebValue.string($0.key) + ": " + WebValue.string($0.value) }
                .joined(separator: ", ") + "}"
        }
        let script = """
            import { tokensFor } from "./tokens.js";
            const paths = [\(rows.joined(separator: ",\n"))];
            const inputs = [\(inputs.joined(separator: ",\n"))];
            const expected = [\(expected.joined(separator: ",\n"))];
            const at = (tree, path) => path.reduce((node, key) => node === undefined ? undefined : node[key], tree);
            console.log(JSON.stringify(inputs.map((chosen, p) => {
              const tokens = tokensFor(chosen);
              return paths.map((path, t) => [JSON.stringify(at(tokens, path)) ?? "undefined",
                JSON.stringify(expected[p][t]) ?? "undefined"]);
            })));

            """
        let folder = try WebFixtures.write(WebFixtures.module(model).merging(["read.mjs": script]) { $1 })
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tools.run(node, ["read.mjs"], in: folder)
        let pairs = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[[String]]], "\(run.output.prefix(500))")
        return pairs.enumerated().flatMap { permutation, values in
            zip(system.paths, values).map { path, pair in
                Answer(permutation: permutation, path: path.dotted, shown: pair[0], expected: pair[1])
            }
        }
    }

    /// The JSON bundle: each permutation's `theme`, `appearance` and `contrast` (the bundle's reading of the
    /// axes) lead through `themes` to a value, which must be the one its `tokens` list for that permutation.
    static func jsonBundle(_ system: System) throws -> [Answer]? {
        let model = system.model
        let result = JSONBackend.generate(model, options: PlatformOptions(destination: "json"), templates: WebFixtures.templates)
        let text = try #require(result.files.first { $0.path.hasSuffix("theme.json") }?.contents)
        let bundle = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let values = try #require(bundle["values"] as? [Any])
        let themes = try #require(bundle["themes"] as? [String: [String: [String: Any]]])
        let layout = ThemeLayout(model)
        var members: [String: (collection: String, member: String)] = [:]
        for collection in layout.collections {
            for member in collection.members { members[member.path.dotted] = (collection.kind.rawValue, member.name) }
        }
        func json(_ index: Any?) -> String {
            guard let index = index as? Int, values.indices.contains(index) else { return "missing" }
            let data = try? JSONSerialization.data(withJSONObject: [values[index]], options: [.sortedKeys])
            return data.map { String(decoding: $0, as: UTF8.self) } ?? "?"
        }
        var answers: [Answer] = []
        for entry in try #require(bundle["permutations"] as? [[String: Any]]) {
            guard let inputs = entry["inputs"] as? [String: String], let permutation = model.permutationIndex(inputs),
                let theme = entry["theme"] as? String, let appearance = entry["appearance"] as? String
            else { continue }
            let slot = appearance + ((entry["contrast"] as? String) == "increased" ? "IncreasedContrast" : "")
            for token in entry["tokens"] as? [[String: Any]] ?? [] {
                guard let path = token["path"] as? String, let place = members[path] else { continue }
                let member = themes[theme]?[place.collection]?[place.member]
                let index = (member as? [String: Any])?[slot] ?? member
                answers.append(Answer(permutation: permutation, path: path, shown: json(index), expected: json(token["value"])))
            }
        }
        return answers
    }

    /// Swift's reading: each permutation's inputs give a theme (the contexts of the axes that name themes) and
    /// a slot (light or dark, standard or increased contrast, from the colour scheme's context or the contrast
    /// axis); the layout's value of each member in that slot (what the generated `Theme` resolves there: the
    /// light value of a collection that is not adaptive) must be the permutation's own value of the token.
    static func swiftThemeLayout(_ system: System) throws -> [Answer]? {
        let model = system.model
        let layout = ThemeLayout(model)
        var reader = ThemeTokenReader(model)
        let scheme = ThemeSchemeContexts.find(in: model)
        let schemeAxis = scheme?.axis.name ?? model.axes.first { $0.role == .colorScheme }?.name
        let contrastAxis = model.axes.first { $0.role == .contrast }
        let rows = Dictionary(model.paths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var answers: [Answer] = []
        for (index, permutation) in model.permutations.enumerated() {
            let inputs = permutation.inputs
            guard let themeIndex = layout.themes.firstIndex(where: { variant in
                variant.contexts.allSatisfy { inputs[$0.key] == $0.value }
            }) else { continue }
            let context = schemeAxis.flatMap { inputs[$0] }
            let isDark = context != nil
                && (context == scheme?.dark || context == scheme?.darkIncreasedContrast || (scheme == nil && context == "dark"))
            let isIncreased = (context != nil
                && (context == scheme?.lightIncreasedContrast || context == scheme?.darkIncreasedContrast))
                || (contrastAxis.map { inputs[$0.name] == $0.increasedContrastContext } ?? false)
            for collection in layout.collections {
                for (position, member) in collection.members.enumerated() {
                    let adaptive = collection.value(position, theme: themeIndex)
                    // A collection Swift does not make adaptive holds one value per theme: the light one.
                    let shown = !collection.isAdaptive ? adaptive.light : isIncreased
                        ? (isDark ? adaptive.darkIncreasedContrast ?? adaptive.dark : adaptive.lightIncreasedContrast ?? adaptive.light)
                        : (isDark ? adaptive.dark : adaptive.light)
                    // A permutation without the token has nothing to show; the theme fills the member in
                    // (`swift.missing-value`).
                    guard let expected = rows[member.path].flatMap({ reader.value(index, $0, collection.kind) }) else {
                        continue
                    }
                    answers.append(Answer(
                        permutation: index, path: member.path.dotted, shown: "\(shown)", expected: "\(expected)"))
                }
            }
        }
        return answers
    }
}
