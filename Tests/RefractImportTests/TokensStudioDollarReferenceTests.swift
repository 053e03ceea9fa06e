import RefractImport
import RefractKit
import RefractModel
import Testing

/// Tokens Studio's older reference syntax, `$path` (MetaMask writes every reference so), read as `{path}`:
/// alone, inside math and inside colour functions, in composite parts and colour modifiers.
@Suite("Tokens Studio $ references")
struct TokensStudioDollarReferenceTests {
    static let values: [(source: String, path: String, value: TokenValue)] = [
        (##"{ "fontSize": { "4": { "value": "16px", "type": "fontSizes" } }, "s": { "value": "$fontSize.4", "type": "fontSizes" } }"##,
         "s", .dimension(Dimension(16, .px))),
        (##"{ "lineHeights": { "3": { "value": "150%", "type": "lineHeights" } }, "l": { "value": "$lineHeights.3", "type": "lineHeights" } }"##,
         "l", .number(1.5)),
        (##"{ "fontWeights": { "euclid-circular-b-1": { "value": "Medium", "type": "fontWeights" } }, "w": { "value": "$fontWeights.euclid-circular-b-1", "type": "fontWeights" } }"##,
         "w", .fontWeight(FontWeight(500))),
        (##"{ "spacing": { "base": { "value": "4", "type": "spacing" } }, "m": { "value": "$spacing.base * 2", "type": "spacing" } }"##,
         "m", .dimension(Dimension(8, .px))),
        (##"{ "spacing": { "base": { "value": "4", "type": "spacing" } }, "m": { "value": "($spacing.base+2)*2", "type": "spacing" } }"##,
         "m", .dimension(Dimension(12, .px))),
        (##"{ "price": { "value": "$5 off", "type": "text" } }"##, "price", .other(typeName: "string", value: .string("$5 off"))),
    ]

    @Test(arguments: values.indices)
    func dollarReference(_ index: Int) throws {
        let (source, path, value) = Self.values[index]
        let load = try Studio.load(source)
        #expect(Studio.errors(load) == [])
        #expect(load.model?.value(path) == value)
    }

    @Test func dollarReferencesInCompositePartsAndModifiers() throws {
        let source = """
            { "fontFamilies": { "euclid": { "value": "Euclid Circular B", "type": "fontFamilies" } },
              "fontSize": { "4": { "value": "16", "type": "fontSizes" } },
              "fontWeights": { "euclid-circular-b-1": { "value": "Bold", "type": "fontWeights" } },
              "body": { "type": "typography", "value": { "fontFamily": "$fontFamilies.euclid", "fontSize": "$fontSize.4",
                "fontWeight": "$fontWeights.euclid-circular-b-1", "lineHeight": "1.5", "letterSpacing": "0" } },
              "amount": { "value": "0.5", "type": "number" },
              "red": { "value": "#ff0000", "type": "color" },
              "half": { "value": "rgba($red, 0.5)", "type": "color" },
              "faded": { "value": "$red", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "$amount", "space": "srgb" } } } } }
            """
        let load = try Studio.load(source)
        #expect(Studio.errors(load) == [])
        let model = try #require(load.model)
        guard case .typography(let body)? = model.value("body") else {
            Issue.record("body is a typography: \(String(describing: model.value("body")))")
            return
        }
        #expect(body.fontFamily == ["Euclid Circular B"])
        #expect(body.fontSize == Dimension(16, .px))
        #expect(body.fontWeight == FontWeight(700))
        #expect(model.hex("faded") == "#ff000080")
        #expect(model.hex("half") == "#ff000080")
    }

    @Test func aDollarReferenceToNoTokenOfAKnownGroupIsReportedAsAReference() throws {
        let load = try Studio.load(##"{ "colors": { "red": { "value": "#ff0000", "type": "color" } }, "c": { "value": "$colors.rde", "type": "color" } }"##)
        #expect(load.diagnostics.contains { $0.code == "alias.unresolved" && $0.message.contains("colors.rde") }, "\(Studio.errors(load))")
    }

    @Test func theRewriteStopsWhereThePathDoes() {
        func braced(_ text: String) -> String? { TokensStudioDollarReferences.braced(text, isKnown: { $0.hasPrefix("a") }) }
        #expect(braced("$a.b * 2") == "{a.b} * 2")
        #expect(braced("rgba($a.b,0.5)") == "rgba({a.b},0.5)")
        #expect(braced("$a.b-$a.c") == "{a.b}-{a.c}")
        #expect(braced("$a.b.") == "{a.b}.")
        #expect(braced("US$a") == nil)
        #expect(braced("$zed") == nil)
    }
}
