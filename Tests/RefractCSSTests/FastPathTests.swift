import Foundation
@testable import RefractCSS
import RefractModel
import RefractOutput
import RefractTemplates
import Testing

/// The shortcuts taken for speed give exactly what the general code gives.
@Suite("Fast paths")
struct FastPathTests {
    @Test("the template sees what the encoder would give", arguments: [
        ("tokens", [:]), ("tokens", ["colorScheme": "both"]), ("all-types", [:]),
        ("themed", ["colorScheme": "light-dark"]),
    ] as [(String, [String: String])])
    func directContextEqualsEncoded(input: String, settings: [String: String]) throws {
        guard let model = Fixtures.load(GoldenTests.input(input)) else { return }
        let (parsed, _) = CSSSettings.parse(settings)
        let (context, _) = CSSContextBuilder.build(model, settings: parsed)
        #expect(!context.blocks.isEmpty)
        #expect(context.mustacheValue == (try MustacheValue(encoding: context)))
    }

    @Test("lines listed straight into the template's values equal the context's", arguments: [
        ("tokens", [:]), ("tokens", ["colorScheme": "both"]), ("tokens", ["colorScheme": "light-dark"]),
        ("all-types", [:]), ("all-types", ["resolveAliases": "true"]), ("themed", ["colorScheme": "light-dark"]),
        ("contrast", ["colorScheme": "both"]),
    ] as [(String, [String: String])])
    func directLinesEqualContext(input: String, settings: [String: String]) throws {
        guard let model = Fixtures.load(GoldenTests.input(input)) else { return }
        let (parsed, _) = CSSSettings.parse(settings)
        let (context, diagnostics) = CSSContextBuilder.build(model, prefix: "acme", settings: parsed)
        let (value, directDiagnostics) = CSSContextBuilder.mustacheValue(model, prefix: "acme", settings: parsed)
        #expect(value == context.mustacheValue(withDeclarations: false))
        #expect(directDiagnostics == diagnostics)
    }

    /// Deciding "declared the same" from the tokens (different values, or the same value, alias and part
    /// references) gives the blocks that formatting and comparing every cell gives.
    @Test("sameness decided from tokens equals sameness of formatted cells", arguments: [
        ("tokens", [:]), ("tokens", ["colorScheme": "both"]), ("tokens", ["colorScheme": "light-dark"]),
        ("all-types", [:]), ("all-types", ["resolveAliases": "true"]), ("themed", [:]),
        ("themed", ["colorScheme": "light-dark"]), ("contrast", [:]), ("contrast", ["colorScheme": "both"]),
        ("swift-contrast", [:]), ("swift-contrast", ["resolveAliases": "true"]),
    ] as [(String, [String: String])])
    func tokenShortcutEqualsFormattedComparison(input: String, settings: [String: String]) throws {
        guard let model = Fixtures.load(GoldenTests.input(input)) else { return }
        let (parsed, _) = CSSSettings.parse(settings)
        let (shortcut, _) = CSSContextBuilder.build(model, settings: parsed, decidesFromTokens: true)
        let (formatted, _) = CSSContextBuilder.build(model, settings: parsed, decidesFromTokens: false)
        #expect(shortcut.blocks.count > 1)
        #expect(shortcut == formatted)
    }

    @Test("without lines, only body: what the context gives without them", arguments: [
        ("tokens", [:]), ("tokens", ["colorScheme": "both"]), ("all-types", [:]), ("contrast", ["colorScheme": "both"]),
    ] as [(String, [String: String])])
    func directBodyEqualsContext(input: String, settings: [String: String]) throws {
        guard let model = Fixtures.load(GoldenTests.input(input)) else { return }
        let (parsed, _) = CSSSettings.parse(settings)
        let (context, _) = CSSContextBuilder.build(model, prefix: "acme", settings: parsed)
        let (value, _) = CSSContextBuilder.mustacheValue(model, prefix: "acme", settings: parsed, withLines: false)
        #expect(value == context.mustacheValue(withDeclarations: false, withLines: false))
        guard case .array(let blocks)? = value["blocks"], case .object(let first)? = blocks.first else {
            Issue.record("no blocks")
            return
        }
        #expect(first["lines"] == nil)
        #expect(first["body"] == .string(context.blocks[0].body))
    }

    /// A template of version 4, looping over `lines`, prints what the built-in one prints from `body`.
    @Test("body prints what looping over lines printed", arguments: [
        ("tokens", [:]), ("tokens", ["colorScheme": "both"]), ("tokens", ["colorScheme": "light-dark"]),
        ("all-types", [:]), ("themed", ["colorScheme": "light-dark"]), ("contrast", ["colorScheme": "both"]),
    ] as [(String, [String: String])])
    func bodyEqualsLines(input: String, settings: [String: String]) throws {
        guard let model = Fixtures.load(GoldenTests.input(input)) else { return }
        let options = PlatformOptions(destination: "css", settings: settings)
        var linesTemplates = Fixtures.templates
        linesTemplates.override(CSSBackend.templateName, with: Self.linesTemplate)
        let builtIn = try #require(CSSBackend.generate(model, options: options, templates: Fixtures.templates).files.first)
        let lines = try #require(CSSBackend.generate(model, options: options, templates: linesTemplates).files.first)
        #expect(builtIn.contents.contains("  --"))
        #expect(builtIn.contents == lines.contents)
    }

    static let linesTemplate = """
        /* Generated by Refract from design tokens. Do not edit: change the tokens and run `refract build`. */
        {{#blocks}}

        {{#comment}}
        /* {{.}} */
        {{/comment}}
        {{#open}}
        {{.}}
        {{/open}}
        {{indent}}{{selector}} {
        {{#lines}}
        {{indent}}  {{.}}
        {{/lines}}
        {{indent}}}
        {{#close}}
        {{.}}
        {{/close}}
        {{/blocks}}

        """

    @Test("ASCII names equal the word splitter's", arguments: [
        "color.onPrimary", "color.accent.$root", "ABCDef.x2Y", "font-size_LG", "a..b", "$root", "123.4a",
        "x.y z", "HTTPServer.url2Go", "brand.Blue-500", "a.$rootish", "--a--b--", "color.amber-a.100", "", ".",
        ".lead", "trail.", "a.b$c.d", "aB.Cd", "a1.B2", "x.$root.y",
    ])
    func asciiNamesMatch(dotted: String) {
        for prefix in ["", "acme", "myBrand-2"] {
            let segments = TokenPath(dotted).segments.filter { $0 != "$root" }
            let words = NameWords.words(ofSegments: segments)
            let expected = words.isEmpty ? "" : "--" + NameWords.kebab(NameWords.words(prefix) + words)
            #expect(CSSNames.asciiVariable(dotted, prefix: prefix) == expected, "prefix '\(prefix)'")
        }
    }

    /// The built-in template reads `body`; an overriding template that reads `declarations` gets them.
    @Test func declarationsReachTemplatesThatUseThem() throws {
        guard let model = Fixtures.load(Fixtures.exampleTokens) else { return }
        var templates = Fixtures.templates
        templates.override(CSSBackend.templateName, with: "{{#blocks}}{{#declarations}}{{name}}={{value}}\n{{/declarations}}{{/blocks}}")
        let text = try #require(CSSBackend.generate(model, options: PlatformOptions(destination: "css"), templates: templates).files.first?.contents)
        #expect(text.contains("--palette-cream=#f7f5ec\n"))
        let (context, _) = CSSContextBuilder.build(model, settings: CSSSettings.parse([:]).0)
        #expect(context.mustacheValue(withDeclarations: false)["blocks"] != context.mustacheValue["blocks"])
    }

    /// A template that lays out the declarations itself and never prints `body` does not get it; one that
    /// prints both gets both, and renders what the whole context renders.
    @Test func bodyOnlyForTemplatesThatUseIt() throws {
        guard let model = Fixtures.load(Fixtures.exampleTokens) else { return }
        let (context, _) = CSSContextBuilder.build(model, settings: CSSSettings.parse([:]).0)
        let withoutBody = context.mustacheValue(withDeclarations: true, withBody: false)
        guard case .array(let blocks)? = withoutBody["blocks"], case .object(let first)? = blocks.first,
              case .array(let fullBlocks)? = context.mustacheValue["blocks"], case .object(let full)? = fullBlocks.first
        else {
            Issue.record("no blocks")
            return
        }
        #expect(first["body"] == nil && first["declarations"] == full["declarations"] && first["lines"] == full["lines"])
        #expect(full["body"] == .string(context.blocks[0].body))
        let template = "{{#blocks}}{{#declarations}}{{name}}\n{{/declarations}}{{body}}{{/blocks}}"
        var templates = Fixtures.templates
        templates.override(CSSBackend.templateName, with: template)
        let text = try #require(CSSBackend.generate(model, options: PlatformOptions(destination: "css"), templates: templates).files.first?.contents)
        let (parsed, library) = try templates.template(named: CSSBackend.templateName)
        #expect(text == parsed.render(context.mustacheValue, partials: library))
        #expect(text.contains("  --palette-cream: #f7f5ec;\n"))
    }

    @Test func nonASCIITakesTheGeneralPath() {
        #expect(CSSNames.asciiVariable("couleur.été", prefix: "") == nil)
        #expect(CSSNames.variable(TokenPath("couleur.été"), prefix: "") == "--couleur-été")
    }
}

/// The number formatting as it was written first, with strings: the oracle of the byte-buffer version.
private func referenceFormat(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded(.toNearestOrAwayFromZero)
    if rounded == 0 { return "0" }
    let negative = rounded < 0
    let magnitude = abs(rounded)
    guard magnitude < 1e17 else { return "" }  // not compared: this version printed the scaled value
    let integer = UInt64(magnitude)
    var divisor: UInt64 = 1
    for _ in 0..<decimals { divisor *= 10 }
    let whole = integer / divisor
    var fraction = String(integer % divisor)
    fraction = String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let sign = negative ? "-" : ""
    return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
}

@Suite("Number formatting")
struct NumberOracleTests {
    @Test func bufferFormattingEqualsStringFormatting() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 1e-5, 0.00005, -0.00005, 123456.78905, 1e16, 9.99999e16, 2e17, .nan]
        for _ in 0..<20_000 {
            let exponent = Double.random(in: -6...8, using: &generator)
            values.append(Double.random(in: -1...1, using: &generator) * Foundation.pow(10, exponent))
        }
        for value in values {
            for decimals in [0, 2, 3, 4, 5] where !(abs(value) * Foundation.pow(10, Double(decimals)) >= 1e17) {
                #expect(CSSNumber.format(value, decimals: decimals) == referenceFormat(value, decimals: decimals),
                        "\(value) at \(decimals) decimals")
            }
        }
    }

    @Test("huge values print their digits, never an exponent", arguments: [
        (1e16, "10000000000000000"), (-2.5e17, "-250000000000000000"), (1e21, "1000000000000000000000"),
    ])
    func hugeValues(value: Double, text: String) {
        #expect(CSSNumber.format(value) == text)
    }
}
