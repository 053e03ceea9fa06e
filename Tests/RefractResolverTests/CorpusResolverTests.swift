import Foundation
import RefractDiagnostics
import RefractKit
import RefractModel
import RefractParser
import RefractSyntax
import RefractTestSupport
import Testing

/// Real resolver documents: the DTCG examples (six converted design systems) and Terrazzo's fixtures.
@Suite("Resolver corpora")
struct CorpusResolverTests {
    /// Permutations and token count per permutation of every `*.resolver.json` of dtcg-examples.
    static let examples: [String: [(String, Int)]] = [
        "adobe-spectrum.resolver.json": [
            ("theme=light, size=desktop", 1579), ("theme=light, size=mobile", 1579),
            ("theme=dark, size=desktop", 1579), ("theme=dark, size=mobile", 1579),
        ],
        "figma-sds.resolver.json": [("theme=light", 298), ("theme=dark", 298)],
        "github-primer.resolver.json": [
            ("theme=light, size=default", 1353), ("theme=light, size=coarse", 1356), ("theme=light, size=fine", 1356),
            ("theme=light-hc, size=default", 1353), ("theme=light-hc, size=coarse", 1356),
            ("theme=light-hc, size=fine", 1356), ("theme=dark, size=default", 1353), ("theme=dark, size=coarse", 1356),
            ("theme=dark, size=fine", 1356), ("theme=dark-hc, size=default", 1353),
            ("theme=dark-hc, size=coarse", 1356), ("theme=dark-hc, size=fine", 1356),
        ],
        "ibm-carbon.resolver.json": [
            ("breakpoint=md", 356), ("breakpoint=lg", 356), ("breakpoint=xlg", 356), ("breakpoint=max", 356),
        ],
        "microsoft-fluent.resolver.json": [("theme=default", 178), ("theme=inverted", 178)],
        "shopify-polaris.resolver.json": [("default", 67)],
    ]

    @Test func dtcgExamplesResolveInEveryPermutation() {
        guard Corpus.require() else { return }
        let files = Corpus.files(below: "corpora/dtcg-examples", where: { $0.hasSuffix(".resolver.json") })
        #expect(files.count == Self.examples.count)
        for file in files {
            let name = String(file.split(separator: "/").last ?? "")
            let result = TokenLoader.run(LoadRequest(inputs: [], resolver: file, policy: DiagnosticPolicy()))
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(name): \(errors.map { "[\($0.code)] \($0.message)" })")
            guard let model = result.model else {
                Issue.record("\(name): no model")
                continue
            }
            let actual = zip(model.permutations, model.tokenSets).map { ($0.description, $1.count) }
            let expected = Self.examples[name] ?? []
            #expect(actual.map(\.0) == expected.map(\.0), "\(name)")
            #expect(actual.map(\.1) == expected.map(\.1), "\(name)")
            #expect(model.defaultPermutationIndex == 0, "\(name): the first permutation is every default")
        }
    }

    /// Terrazzo's resolver fixtures, with the errors we report on purpose.
    static let terrazzoResolvers: [String: (permutations: Int, errors: Set<String>, reason: String?)] = [
        "plugin-css/type-typography/typography.resolver.json": (2, [], nil),
        "plugin-css/type-shadow/shadow.resolver.json": (1, [], nil),
        "plugin-css/type-gradient/gradient.resolver.json": (2, [], nil),
        "plugin-css/type-border/border.resolver.json": (2, [], nil),
        "plugin-css/type-color/color.resolver.json": (7, [], nil),
        "plugin-css/type-transition/transition.resolver.json": (1, [], nil),
        "plugin-css/type-boolean/boolean.resolver.json": (1, [], nil),
        "plugin-css/type-string/string.resolver.json": (1, [], nil),
        "plugin-css/type-dimension/dimension.resolver.json": (2, [], nil),
        "parser-fixtures/resolver-orthogonal/example.resolver.json": (4, [], nil),
        "parser-fixtures/resolver-non-orthogonal/example.resolver.json": (4, [], nil),
        "parser-fixtures/resolver-simple/example.resolver.json": (2, [], nil),
        "parser-fixtures/resolver-non-orthogonal-extends/example.resolver.json": (
            4, ["extends.syntax"],
            "theme-dark.json writes '$extends': { '$ref': './contrast-slim.json' }, a cross-file group extension; DTCG §6.4 '$extends' is an alias to a group of the same token set"
        ),
        "tokens-package/terrazzo.resolver.yml": (2, [], nil),
    ]

    @Test func terrazzoResolverFixturesLoad() {
        guard Corpus.require() else { return }
        let base = "corpora/terrazzo-fixtures/"
        let files = Corpus.files(below: base, where: { $0.contains(".resolver.json") || $0.contains(".resolver.yml") })
        let found = Set(files.map { String($0.dropFirst(Corpus.path(base).count + 1)) })
        #expect(found == Set(Self.terrazzoResolvers.keys))
        for (file, expected) in Self.terrazzoResolvers.sorted(by: { $0.key < $1.key }) {
            let result = TokenLoader.run(LoadRequest(inputs: [], resolver: Corpus.path(base + file), policy: DiagnosticPolicy()))
            let codes = Set(result.diagnostics.filter { $0.severity == .error }.map(\.code.rawValue))
            #expect(codes == expected.errors, "\(file): \(result.diagnostics.filter { $0.severity == .error }.map(\.message))")
            #expect(result.model?.permutations.count == expected.permutations, "\(file)")
            #expect(result.model?.tokenSets.allSatisfy { $0.count > 0 } == true, "\(file)")
        }
    }

    /// `get-transforms-resolver/want.json`: Terrazzo's hex per token and theme.
    @Test func terrazzoResolvedValuesMatchPerTheme() throws {
        guard Corpus.require() else { return }
        let resolver = Corpus.path("corpora/terrazzo-fixtures/cli-fixtures/get-transforms-resolver/resolver.json")
        let result = TokenLoader.run(LoadRequest(inputs: [], resolver: resolver, policy: DiagnosticPolicy()))
        let model = try #require(result.model)
        let want = try #require(
            try Corpus.json("corpora/terrazzo-fixtures/expected/cli-fixtures/get-transforms-resolver/want.json")
                as? [String: String])
        var compared = 0
        for (key, hex) in want.sorted(by: { $0.key < $1.key }) {
            let theme = model.axes[0].contexts.first { key.hasSuffix("." + $0) && !key.hasSuffix("-" + $0) } ?? ""
            let path = TokenPath(String(key.dropLast(theme.count + 1)))
            let index = try #require(model.permutationIndex(["theme": theme]), "\(key)")
            guard theme != "dark-hc" else {
                // dark-hc.tokens.json gives the token no `$type`; DTCG §5.2.3 forbids guessing it from the value.
                #expect(model.token(at: path, permutation: index) == nil)
                #expect(result.diagnostics.contains { $0.code == "type.missing" && $0.notes.contains { $0.message == "in permutation theme=dark-hc" } })
                continue
            }
            let token = try #require(model.token(at: path, permutation: index), "\(key)")
            guard case .color(let color) = token.value else {
                Issue.record("\(key) is not a color")
                continue
            }
            #expect(color.hexString() == hex, "\(key)")
            compared += 1
        }
        #expect(compared == 3)
    }

    /// `get-transforms-mode/want.json`: Terrazzo's hex per token in mode `light`, from `$extensions.mode`.
    @Test func terrazzoInlineModesMatchLightValues() throws {
        guard Corpus.require() else { return }
        let path = Corpus.path("corpora/terrazzo-fixtures/cli-fixtures/get-transforms-mode/tokens.json")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let root = try #require(readDocument(bytes: bytes, path: path, format: .json).root)
        let plan = try #require(InlineModes.plan(documents: [root]))
        #expect(plan.compatibilityDiagnostics.count == 1)
        #expect(plan.compatibilityDiagnostics.first?.code == "compat.inline-modes")
        #expect(plan.compatibilityDiagnostics.first?.isCompatibility == true)
        let resolved = PermutationParser.resolve(plan: plan, documents: [:])
        #expect(resolved.model.permutations.map(\.description) == ["mode=light", "mode=dark"])
        #expect(resolved.diagnostics.filter { $0.severity == .error }.isEmpty)
        let light = try #require(resolved.model.permutationIndex(["mode": "light"]))
        let want = try #require(
            try Corpus.json("corpora/terrazzo-fixtures/expected/cli-fixtures/get-transforms-mode/want.json")
                as? [String: String])
        for (key, hex) in want.sorted(by: { $0.key < $1.key }) {
            let token = try #require(resolved.model.token(at: TokenPath(key), permutation: light), "\(key)")
            guard case .color(let color) = token.value else {
                Issue.record("\(key) is not a color")
                continue
            }
            #expect(color.hexString() == hex, "\(key)")
        }
        let dark = try #require(resolved.model.permutationIndex(["mode": "dark"]))
        let darkDefault = resolved.model.token(at: TokenPath("color.background.positive.default"), permutation: dark)
        let green700 = resolved.model.token(at: TokenPath("color.green.700"), permutation: dark)
        #expect(darkDefault?.value == green700?.value)
        #expect(darkDefault?.aliasOf == TokenPath("color.green.700"))
    }
}
