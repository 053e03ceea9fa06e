import Foundation
import RefractTestSupport
import Testing

/// The generated declarations in the TypeScript compiler: a consumer that uses the module type-checks under
/// `--strict`, one that names a token or a context that does not exist does not; the six corpus systems'
/// modules type-check too.
@Suite("TypeScript", .serialized)
struct TypeScriptTests {
    static let consumer = """
        import { cssVar, defaultInputs, modifiers, permutations, tokens, tokensFor, type Tokens } from "./tokens.js";
        const primary: string = tokens.color.primary;
        const dark: Tokens = tokensFor({ theme: "christmas", mode: "dark" });
        const name: "var(--color-primary)" = cssVar.color.primary;
        const spacing: string = dark.spacing.large;
        const weight: number = tokens.font.weight.bold;
        const families: readonly string[] = tokens.font.family.body;
        const blur: string = tokens.shadow.card.blur;
        const size: string = tokens.typography.headline.fontSize;
        const mode: "light" | "dark" = defaultInputs.mode;
        const themes: readonly ("standard" | "christmas")[] = modifiers.theme;
        console.log(primary, name, spacing, weight, families, blur, size, mode, themes, permutations.length);

        """

    static let wrongPath = """
        import { tokens } from "./tokens.js";
        console.log(tokens.color.primry);

        """

    static let wrongContext = """
        import { tokensFor } from "./tokens.js";
        console.log(tokensFor({ mode: "dusk" }));

        """

    @Test("the example's module: a consumer type-checks; a wrong path or context does not")
    func example() throws {
        guard let tsc = Tools.require("tsc"), let model = WebFixtures.load(WebFixtures.exampleTokens) else { return }
        let folder = try WebFixtures.write(WebFixtures.module(model).merging([
            "consumer.ts": Self.consumer, "wrong-path.ts": Self.wrongPath, "wrong-context.ts": Self.wrongContext,
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try Tools.typeCheck(tsc, ["consumer.ts"], in: folder)
        #expect(good.status == 0, "\(good.output)")
        let path = try Tools.typeCheck(tsc, ["wrong-path.ts"], in: folder)
        #expect(path.status != 0)
        #expect(path.output.contains("error TS2551: Property 'primry' does not exist"), "\(path.output)")
        let context = try Tools.typeCheck(tsc, ["wrong-context.ts"], in: folder)
        #expect(context.status != 0)
        #expect(context.output.contains(#"Type '"dusk"' is not assignable"#), "\(context.output)")
    }

    /// GitHub Primer's resolver: `theme` (schemes and their high-contrast variants) × `size`.
    static let primerConsumer = """
        import { modifiers, tokensFor, type Inputs, type Tokens } from "./tokens.js";
        const chosen: Partial<Inputs> = { theme: "dark-hc", size: "coarse" };
        const values: Tokens = tokensFor(chosen);
        const themes: readonly ("light" | "light-hc" | "dark" | "dark-hc")[] = modifiers.theme;
        const sizes: readonly ("default" | "coarse" | "fine")[] = modifiers.size;
        console.log(values.fgColor.default, tokensFor({ size: "fine" }).fgColor.default, themes, sizes);

        """

    @Test("Primer's module: lookups by the resolver's own modifiers type-check; an unknown context or modifier does not")
    func primerContexts() throws {
        guard Corpus.require(), let tsc = Tools.require("tsc") else { return }
        let resolver = Corpus.examples.appendingPathComponent("github-primer.resolver.json").path
        guard let model = WebFixtures.load(resolver) else { return }
        let folder = try WebFixtures.write(WebFixtures.module(model).merging([
            "consumer.ts": Self.primerConsumer,
            "wrong-context.ts": "import { tokensFor } from \"./tokens.js\";\nconsole.log(tokensFor({ theme: \"dark-high\" }));\n",
            "wrong-modifier.ts": "import { tokensFor } from \"./tokens.js\";\nconsole.log(tokensFor({ sise: \"coarse\" }));\n",
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try Tools.typeCheck(tsc, ["consumer.ts"], in: folder)
        #expect(good.status == 0, "\(good.output.prefix(2000))")
        let context = try Tools.typeCheck(tsc, ["wrong-context.ts"], in: folder)
        #expect(context.status != 0)
        #expect(context.output.contains(#"Type '"dark-high"' is not assignable"#), "\(context.output.prefix(2000))")
        let modifier = try Tools.typeCheck(tsc, ["wrong-modifier.ts"], in: folder)
        #expect(modifier.status != 0)
        #expect(modifier.output.contains("'sise' does not exist"), "\(modifier.output.prefix(2000))")
    }

    @Test("every DTCG type varying by theme and mode type-checks")
    func themedFixture() throws {
        guard let tsc = Tools.require("tsc"), let model = WebFixtures.load(WebFixtures.themed) else { return }
        try checkDeclarations(WebFixtures.module(model), tsc: tsc)
    }

    @Test(
        "the corpus systems' modules type-check",
        arguments: ["adobe-spectrum", "figma-sds", "github-primer", "ibm-carbon", "microsoft-fluent", "shopify-polaris"])
    func corpus(system: String) throws {
        guard Corpus.require(), let tsc = Tools.require("tsc") else { return }
        let resolver = Corpus.examples.appendingPathComponent("\(system).resolver.json").path
        guard let model = WebFixtures.load(resolver) else { return }
        let files = WebFixtures.module(model)
        #expect(files["tokens.js"]?.contains("export const permutations") == true)
        try checkDeclarations(files, tsc: tsc)
    }

    /// The declarations under `--strict`, with a consumer that reads every export.
    private func checkDeclarations(
        _ files: [String: String], tsc: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let consumer = """
            import * as module from "./tokens.js";
            const all: readonly module.Tokens[] = module.permutations.map((permutation) => permutation.tokens);
            const css: module.CSSVars = module.cssVar;
            const chosen: module.Tokens = module.tokensFor(module.defaultInputs);
            console.log(all.length, css, chosen === module.tokens, module.modifiers);

            """
        let folder = try WebFixtures.write(files.merging(["consumer.ts": consumer]) { $1 })
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tools.typeCheck(tsc, ["tokens.d.ts", "consumer.ts"], in: folder)
        #expect(run.status == 0, "\(run.output.prefix(2000))", sourceLocation: sourceLocation)
    }
}
