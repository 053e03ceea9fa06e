import Foundation
import RefractCSS
import RefractKit
import RefractModel
import RefractOutput
import Testing

/// The module as its users run it: imported by Node, `tokensFor` finds each permutation, and every value it
/// holds is, in headless Chromium, what the CSS platform's custom property computes to under that
/// permutation's attributes.
@Suite("Node and Chromium", .serialized)
struct NodeAndChromiumTests {
    @Test("the example: Node imports the module; every value equals the CSS's computed value in every permutation")
    func example() throws {
        try check(WebFixtures.exampleTokens, minimumValues: 150)
    }

    @Test("every DTCG type varying by theme and mode")
    func themed() throws {
        try check(WebFixtures.themed, minimumValues: 100)
    }

    private func check(_ input: String, minimumValues: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard let node = Tools.require("node", sourceLocation: sourceLocation),
            let chromium = Tools.require("chromium", sourceLocation: sourceLocation),
            let model = WebFixtures.load(input, sourceLocation: sourceLocation)
        else { return }
        let folder = try WebFixtures.write(WebFixtures.module(model).merging(["dump.mjs": Self.dump]) { $1 })
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tools.run(node, ["dump.mjs"], in: folder)
        #expect(run.status == 0, "\(run.output)", sourceLocation: sourceLocation)
        let dumped = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], sourceLocation: sourceLocation)
        #expect(dumped["tokensForFindsEach"] as? Bool == true, sourceLocation: sourceLocation)
        #expect(dumped["tokensIsDefault"] as? Bool == true, sourceLocation: sourceLocation)
        let permutations = try #require(dumped["permutations"] as? [[String: Any]], sourceLocation: sourceLocation)
        #expect(permutations.count == model.permutations.count, sourceLocation: sourceLocation)

        let (css, diagnostics) = CSSContextBuilder.build(model, settings: CSSSettings())
        #expect(diagnostics.isEmpty, sourceLocation: sourceLocation)
        let cssText = CSSBackend.generate(
            model, options: PlatformOptions(destination: "css"), templates: WebFixtures.templates
        ).files.first?.contents ?? ""
        let page = try ComparisonPage(
            css: cssText, permutations: permutations, checks: checks(model),
            attributes: attributes(model, context: css))
        let output = try HeadlessPage.run(page.html, browser: chromium, folder: folder)
        let result = try JSONDecoder().decode(ComparisonPage.Output.self, from: Data(output.utf8))
        let problems = result.readings.filter { !Self.same($0.fromCSS, $0.fromModule) }
        #expect(result.readings.count >= minimumValues, sourceLocation: sourceLocation)
        print("\(input.split(separator: "/").last ?? ""): compared \(result.readings.count) values")
        let listed = problems.prefix(20).map {
            "\($0.permutation) \($0.path): CSS '\($0.fromCSS)', module '\($0.fromModule)'"
        }.joined(separator: "\n")
        #expect(problems.isEmpty, "\(problems.count) differ:\n\(listed)", sourceLocation: sourceLocation)
    }

    static let dump = """
        import * as module from "./tokens.js";
        const index = module.permutations.findIndex((permutation) =>
          Object.keys(module.defaultInputs).every((name) => permutation.inputs[name] === module.defaultInputs[name]));
        console.log(JSON.stringify({
          permutations: module.permutations,
          tokensIsDefault: module.tokens === module.permutations[index].tokens,
          tokensForFindsEach: module.permutations.every((permutation) => module.tokensFor(permutation.inputs) === permutation.tokens),
        }));

        """

    /// Every token of a type the page compares: its path, custom property and type.
    private func checks(_ model: ThemedTokenSet) -> [ComparisonPage.Check] {
        let base = model.defaultPermutationIndex ?? 0
        return model.paths.compactMap { path in
            guard let token = model.token(at: path, permutation: base), token.type != .other,
                let name = CSSVariableName.of(path, prefix: "")
            else { return nil }
            return ComparisonPage.Check(path: path.segments, name: name, type: token.type.rawValue)
        }
    }

    /// The attribute and value that choose each modifier's context.
    private func attributes(_ model: ThemedTokenSet, context: CSSContext) -> [String: [String: [String]]] {
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

    /// Equal text, or the same words with numbers within 0.002: Chromium prints a colour's components with its
    /// own precision.
    static func same(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        func parts(_ text: String) -> [String] {
            var result: [String] = []
            var current = ""
            var inNumber = false
            for character in text {
                let numeric = character.isNumber || character == "." || (character == "-" && !inNumber && current.isEmpty)
                    || (character == "e" && inNumber)
                if numeric != inNumber, !current.isEmpty {
                    result.append(current)
                    current = ""
                }
                inNumber = numeric
                current.append(character)
            }
            if !current.isEmpty { result.append(current) }
            return result
        }
        let (x, y) = (parts(a), parts(b))
        guard x.count == y.count else { return false }
        return zip(x, y).allSatisfy { p, q in
            if p == q { return true }
            guard let m = Double(p), let n = Double(q) else { return false }
            return abs(m - n) <= 0.002
        }
    }
}
