import RefractDiagnostics
import RefractKit
import RefractModel
import Testing

/// What Style Dictionary accepts and DTCG does not, read as Style Dictionary reads it: a `type` its value
/// contradicts (PatternFly's `"type": "number"` on aliases of font families and timing functions), and a
/// shadow without some parts (Style Dictionary's own `examples/basic`).
@Suite("Style Dictionary lenience")
struct StyleDictionaryLenienceTests {
    static func findings(_ load: LoadResult) -> [String] {
        load.diagnostics.map { "\($0.severity) \($0.code)" }
    }

    @Test func anAliasTakesItsTargetsTypeOverADeclaredOne() throws {
        let load = try StyleDictionaryImportTests.load(##"""
            { "global": {
                "font": { "family": { "sans": { "value": "Red Hat Text, sans-serif", "type": "fontFamily" } } },
                "ease": { "value": [0.4, 0, 0.2, 1], "type": "cubicBezier" } },
              "chart": {
                "family": { "value": "{global.font.family.sans}", "type": "number" },
                "timing": { "value": "{global.ease.value}", "type": "number" } } }
            """##)
        #expect(load.errorCount == 0, "\(load.diagnostics.map(\.message))")
        #expect(Self.findings(load) == ["warning compat.contradicted-type", "warning compat.contradicted-type"])
        let tokens = try #require(load.model?.tokenSets.first)
        #expect(tokens[TokenPath("chart.family")]?.value == .fontFamily(["Red Hat Text", "sans-serif"]))
        #expect(tokens[TokenPath("chart.timing")]?.value == .cubicBezier(CubicBezier(0.4, 0, 0.2, 1)))
        let message = try #require(load.diagnostics.first?.message)
        #expect(message.contains("'chart.family' declares type 'number' but aliases 'global.font.family.sans', a fontFamily token"))
    }

    @Test func aNumberWhoseValueIsNoNumberIsReadAsWhatItIs() throws {
        let load = try StyleDictionaryImportTests.load(##"{ "x": { "d": { "value": "250ms", "type": "number" } } }"##)
        #expect(load.errorCount == 0, "\(load.diagnostics.map(\.message))")
        #expect(Self.findings(load).contains("warning compat.contradicted-type"))
        #expect(load.model?.tokenSets.first?[TokenPath("x.d")]?.value == .duration(Duration(250, .ms)))
    }

    @Test func anAliasOfTheDeclaredTypeIsNoFinding() throws {
        let load = try StyleDictionaryImportTests.load(##"{ "a": { "value": 2, "type": "number" }, "b": { "value": "{a}", "type": "number" } }"##)
        #expect(load.diagnostics.isEmpty, "\(Self.findings(load))")
    }

    @Test func aShadowWithoutSomePartsTakesStyleDictionarysDefaults() throws {
        let load = try StyleDictionaryImportTests.load(##"""
            { "shadows": { "$type": "shadow",
                "sm": { "$value": { "color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "3px" } },
                "bare": { "$value": { "offsetY": "2px" } } } }
            """##)
        #expect(load.errorCount == 0, "\(load.diagnostics.map(\.message))")
        #expect(Self.findings(load).filter { $0.hasSuffix("shadow-missing") }.count == 2, "\(Self.findings(load))")
        let tokens = try #require(load.model?.tokenSets.first)
        guard case .shadow(let small, _)? = tokens[TokenPath("shadows.sm")]?.value,
            case .shadow(let bare, _)? = tokens[TokenPath("shadows.bare")]?.value
        else {
            Issue.record("both are shadows")
            return
        }
        #expect(small.first?.spread == Dimension(0, .px))
        #expect(small.first?.blur == Dimension(3, .px))
        #expect(bare.first?.offsetX == Dimension(0, .px))
        #expect(bare.first?.blur == Dimension(0, .px))
        #expect(bare.first?.color.hexString() == "#000000")
        let message = load.diagnostics.first { $0.code == "compat.shadow-missing" }?.message ?? ""
        #expect(message.contains("'shadows.sm' has no 'spread'"), "\(message)")
    }
}
