import RefractDiagnostics
import RefractKit
import RefractModel
import RefractTestSupport
import Testing

/// Tokens Studio values, math and colour modifiers, read as Tokens Studio reads them.
@Suite("Tokens Studio values")
struct TokensStudioValueTests {
    static let values: [(source: String, path: String, value: TokenValue)] = [
        (##"{ "r": { "value": "8", "type": "borderRadius" } }"##, "r", .dimension(Dimension(8, .px))),
        (##"{ "s": { "value": "0.25rem", "type": "spacing" } }"##, "s", .dimension(Dimension(0.25, .rem))),
        (##"{ "s": { "value": 4, "type": "sizing" } }"##, "s", .dimension(Dimension(4, .px))),
        (##"{ "l": { "value": "150%", "type": "lineHeights" } }"##, "l", .number(1.5)),
        (##"{ "l": { "value": "24px", "type": "lineHeights" } }"##, "l", .dimension(Dimension(24, .px))),
        (##"{ "t": { "value": "5%", "type": "letterSpacing" } }"##, "t", .dimension(Dimension(0.05, .em))),
        (##"{ "o": { "value": "40%", "type": "opacity" } }"##, "o", .number(0.4)),
        (##"{ "w": { "value": "Semi Bold", "type": "fontWeights" } }"##, "w", .fontWeight(FontWeight(600))),
        (##"{ "f": { "value": "Inter, sans-serif", "type": "fontFamilies" } }"##, "f", .fontFamily(["Inter", "sans-serif"])),
        (##"{ "e": { "value": "cubic-bezier(0.2, 0, 0.2, 1)", "type": "cubic-bezier" } }"##, "e", .cubicBezier(CubicBezier(0.2, 0, 0.2, 1))),
        (##"{ "a": { "value": "4", "type": "spacing" }, "b": { "value": "{a} * 2", "type": "spacing" } }"##, "b", .dimension(Dimension(8, .px))),
        (##"{ "a": { "value": "10", "type": "spacing" }, "b": { "value": "roundTo({a} / 3, 2)", "type": "spacing" } }"##, "b", .dimension(Dimension(3.33, .px))),
        (##"{ "a": { "$value": "1rem", "$type": "spacing" }, "b": { "$value": "({a} + 0.5rem) * 2", "$type": "spacing" } }"##, "b", .dimension(Dimension(3, .rem))),
        (##"{ "n": { "value": "4 * 2", "type": "number" } }"##, "n", .number(8)),
        (##"{ "g": { "$type": "spacing", "s": { "$value": "8" } } }"##, "g.s", .dimension(Dimension(8, .px))),
        (##"{ "a": { "value": 0.3, "type": "other" } }"##, "a", .number(0.3)),
        (##"{ "n": { "value": "4px", "type": "number" } }"##, "n", .dimension(Dimension(4, .px))),
        (##"{ "k": { "value": "2", "type": "math" }, "b": { "value": "4px", "type": "dimension" }, "c": { "value": "{b} * {k}", "type": "dimension" } }"##, "c", .dimension(Dimension(8, .px))),
    ]

    @Test(arguments: values.indices)
    func valueAsTokensStudioReadsIt(_ index: Int) throws {
        let (source, path, value) = Self.values[index]
        let load = try Studio.load(source)
        #expect(Studio.errors(load) == [])
        #expect(load.model?.value(path) == value)
    }

    /// sd-transforms' expected CSS for the same modifiers (corpora/sd-transforms/expected).
    static let modified: [(modify: String, hex: String)] = [
        (##"{ "type": "lighten", "value": "0.1", "space": "srgb" }"##, "#f67474"),
        (##"{ "type": "darken", "value": "0.1", "space": "srgb" }"##, "#dd5b5b"),
        (##"{ "type": "alpha", "value": "0.5 * 0.5", "space": "srgb" }"##, "#f5656540"),
        (##"{ "type": "mix", "value": "{amount}", "space": "srgb", "color": "#000000" }"##, "#7b3333"),
    ]

    @Test(arguments: modified.indices)
    func colourModifiers(_ index: Int) throws {
        let source = """
            { "amount": { "value": 0.5, "type": "number" }, "red": { "value": "#f56565", "type": "color" },
              "x": { "value": "{red}", "type": "color", "$extensions": { "studio.tokens": { "modify": \(Self.modified[index].modify) } } } }
            """
        let load = try Studio.load(source)
        #expect(Studio.errors(load) == [])
        #expect(load.model?.hex("x") == Self.modified[index].hex)
        let extensions = load.model?.tokenSets[0][TokenPath("x")]?.extensions
        guard case .object(let members)? = extensions else {
            Issue.record("the token keeps its studio.tokens extension")
            return
        }
        #expect(members.map(\.key) == ["studio.tokens"], "the translator's note to the parser is not kept")
    }

    /// What sd-transforms' math-in-complex-values fixture holds: bare math in composite parts, Tokens Studio's
    /// `rgba(#hex, alpha)`; and a typography of some parts only, kept (not emitted) with a warning.
    @Test func compositePartsAsTokensStudioWritesThem() throws {
        let source = """
            { "edge": { "value": { "color": "rgba(#FFFF00, 0.5)", "width": "16 * 1.5", "style": "dashed" }, "type": "border" },
              "card": { "value": { "x": "0", "y": "3 + 1", "blur": "100 / 10", "spread": "0", "color": "rgba(#000000,0.4)" }, "type": "boxShadow" },
              "weight": { "value": { "fontWeight": "Bold" }, "type": "typography" } }
            """
        let load = try Studio.load(source)
        #expect(Studio.errors(load) == [])
        let model = try #require(load.model)
        guard case .border(let border)? = model.value("edge"), case .shadow(let layers, _)? = model.value("card") else {
            Issue.record("edge is a border, card a shadow")
            return
        }
        #expect(border.width == Dimension(24, .px))
        #expect(border.color.hexString(includeAlpha: true) == "#ffff0080")
        #expect(layers.first?.offsetY == Dimension(4, .px))
        #expect(layers.first?.blur == Dimension(10, .px))
        #expect(model.tokenSets[0][TokenPath("weight")]?.value.typeName == "custom-typography")
        #expect(load.diagnostics.contains { $0.code == "tokens-studio.unmapped" && $0.message.hasPrefix("a typography without 'fontFamily' and 'fontSize'") })
    }

    /// A modifier kept in a token of its own, named by the colour's `modify` (as sd-transforms reads it).
    @Test func aModifierMayBeAReferenceToAToken() throws {
        let source = """
            { "alpha": { "value": 0.3, "type": "other" },
              "fade": { "value": { "type": "alpha", "value": "{alpha}", "space": "srgb" } },
              "ink": { "value": "#000000", "type": "color", "$extensions": { "studio.tokens": { "modify": "{fade}" } } } }
            """
        let load = try Studio.load(source)
        #expect(Studio.errors(load) == [])
        #expect(load.model?.hex("ink") == "#0000004d")
        #expect(load.model?.tokenSets[0][TokenPath("fade")]?.value.typeName == "custom-color-modifier", "kept, never output")
    }

    /// Math over a value that differs by theme is worked out in each theme.
    @Test func mathIsEvaluatedPerTheme() throws {
        let source = """
            { "core": { "space": { "base": { "value": "4", "type": "spacing" } } },
              "roomy": { "space": { "base": { "value": "6", "type": "spacing" } } },
              "semantic": { "gap": { "value": "{space.base} * 2", "type": "spacing" },
                            "tint": { "value": "rgba({ink}, 0.5)", "type": "color" }, "ink": { "value": "#102030", "type": "color" } },
              "$themes": [
                { "name": "Compact", "group": "density", "selectedTokenSets": { "core": "enabled", "semantic": "source" } },
                { "name": "Roomy", "group": "density", "selectedTokenSets": { "core": "source", "roomy": "enabled", "semantic": "source" } } ],
              "$metadata": { "tokenSetOrder": ["core", "roomy", "semantic"] } }
            """
        let load = try Studio.load(source)
        #expect(Studio.errors(load) == [])
        let model = try #require(load.model)
        #expect(model.value("gap", ["density": "Compact"]) == .dimension(Dimension(8, .px)))
        #expect(model.value("gap", ["density": "Roomy"]) == .dimension(Dimension(12, .px)))
        #expect(model.hex("tint", ["density": "Roomy"]) == "#10203080")
    }

    /// A CSS gradient in a `color` token (Tokens Studio allows it) is a DTCG gradient: stops from the colours,
    /// references and percentages, CSS's positions for stops that have none, a stop with two positions two stops.
    @Test func gradientInAColourTokenIsAGradient() throws {
        let source = """
            { "brand": { "value": "#0875e1", "type": "color" }, "dark": { "value": "#005cb9", "type": "color" },
              "half": { "value": "50%", "type": "opacity" },
              "sweep": { "value": "linear-gradient(90deg, {brand} 0%, rgba({dark}, {half}) 50%, #fff)", "type": "color" },
              "bands": { "value": "linear-gradient(#000, #f00 20% 40%, #00f, #0f0)", "type": "color" },
              "again": { "value": "{sweep}", "type": "color" } }
            """
        let load = try Studio.load(source)
        #expect(Studio.errors(load) == [])
        let model = try #require(load.model)
        func stops(_ path: String) -> [String] {
            guard case .gradient(let stops)? = model.value(path) else { return [] }
            return stops.map { "\($0.color.converted(to: .srgb).hexString(includeAlpha: $0.color.alpha < 1)) \($0.position)" }
        }
        #expect(stops("sweep") == ["#0875e1 0.0", "#005cb980 0.5", "#ffffff 1.0"])
        #expect(stops("bands") == ["#000000 0.0", "#ff0000 0.2", "#ff0000 0.4", "#0000ff 0.7", "#00ff00 1.0"])
        #expect(stops("again") == stops("sweep"))
        #expect(model.tokenSets[0][TokenPath("sweep")]?.type == .gradient)
        #expect(load.diagnostics.map(\.code.rawValue) == ["tokens-studio.unmapped"], "the direction 90deg is named")
    }

    /// Exact text and place of the Tokens Studio findings.
    static let findings: [(source: String, code: String, message: String, line: Int, column: Int)] = [
        (
            "{\n  \"a\": { \"value\": \"4\", \"type\": \"spacing\" },\n  \"b\": { \"value\": \"{a} * * 2\", \"type\": \"spacing\" }\n}",
            "tokens-studio.math", "cannot evaluate '{a} * * 2': unexpected '*' at column 7", 3, 19
        ),
        (
            "{\n  \"a\": { \"value\": \"4px\", \"type\": \"spacing\" },\n  \"b\": { \"value\": \"{a} + 1rem\", \"type\": \"spacing\" }\n}",
            "tokens-studio.math", "cannot evaluate '{a} + 1rem': 'px' and 'rem' cannot be combined", 3, 19
        ),
        (
            "{\n  \"core\": { \"a\": { \"value\": \"4\", \"type\": \"spacing\" } },\n  \"$themes\": [ { \"name\": \"Light\", \"selectedTokenSets\": {\n    \"core\": \"enabled\", \"colour/light\": \"enabled\" } } ]\n}",
            "tokens-studio.missing-set", "theme 'Light' selects set 'colour/light', which does not exist; it is left out", 4, 24
        ),
        (
            "{\n  \"c\": { \"value\": \"#fff\", \"type\": \"color\",\n    \"$extensions\": { \"studio.tokens\": { \"modify\": { \"type\": \"shade\", \"value\": \"0.1\" } } } }\n}",
            "tokens-studio.modify", "'shade' is not a colour modifier (lighten, darken, mix, alpha)", 3, 61
        ),
        (
            "{\n  \"g\": { \"value\": \"radial-gradient(circle, #fff 0%, #000 100%)\", \"type\": \"color\" }\n}",
            "tokens-studio.gradient", "'radial-gradient()' cannot be read as a DTCG gradient, whose stops lie along a straight line", 2, 19
        ),
        (
            "{\n  \"g\": { \"value\": \"linear-gradient(#fff 0%, #000 12px)\", \"type\": \"color\" }\n}",
            "tokens-studio.gradient",
            "the stop position '12px' is not a percentage; a DTCG gradient stop's position is a fraction of the gradient's length", 2, 19
        ),
        (
            "{\n  \"g\": { \"value\": \"linear-gradient(#fff, 30%, #000)\", \"type\": \"color\" }\n}",
            "tokens-studio.gradient", "'30%' is a colour hint (a position without a colour), which a DTCG gradient cannot hold", 2, 19
        ),
        (
            "{\n  \"g\": { \"value\": \"linear-gradient(#fff, nocolour)\", \"type\": \"color\" }\n}",
            "tokens-studio.gradient", "the stop colour 'nocolour' is neither a colour nor a reference to one", 2, 19
        ),
        (
            "{\n  \"g\": { \"value\": \"linear-gradient(to right, #fff, #000)\", \"type\": \"color\" }\n}",
            "tokens-studio.unmapped",
            "the direction 'to right' of this gradient has no place in a DTCG gradient, which holds its stops only; it is left out", 2, 19
        ),
        (
            "{\n  \"s\": { \"value\": \"8px {x}\", \"type\": \"spacing\" },\n  \"x\": { \"value\": \"4\", \"type\": \"spacing\" }\n}",
            "tokens-studio.unmapped",
            "'8px {x}' is several values, which a DTCG dimension cannot hold; it is kept as a 'custom-spacing' token, which no platform emits", 2, 19
        ),
        (
            "{\n  \"t\": { \"value\": \"{x}\", \"type\": \"composition\" },\n  \"x\": { \"value\": \"hello\", \"type\": \"composition\" }\n}",
            "tokens-studio.unmapped",
            "Tokens Studio type 'composition' has no DTCG equivalent; its tokens are kept as 'custom-composition', which no platform emits", 3, 36
        ),
    ]

    @Test(arguments: findings.indices)
    func findingsAreLocatedInTheSource(_ index: Int) throws {
        let finding = Self.findings[index]
        let load = try Studio.load(finding.source)
        let found = try #require(load.diagnostics.first { $0.code.rawValue == finding.code }, "\(load.diagnostics.map(\.message))")
        #expect(found.message == finding.message)
        #expect(found.span?.file.hasSuffix("tokens.json") == true)
        #expect(found.span?.start.line == finding.line)
        #expect(found.span?.start.column == finding.column)
    }
}
