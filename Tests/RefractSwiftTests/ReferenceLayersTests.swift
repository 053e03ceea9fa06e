import Foundation
import RefractModel
import RefractOutput
import Testing

/// The rule `api: semantic` keeps out of the API by (docs/config.md): groups, whole aliases, two groups of them,
/// nothing referred to outside, no layer inside. The example and the corpus systems are in
/// SemanticAPICountsTests; these are the edges of the rule on small sets.
@Suite("Groups only referenced")
struct ReferenceLayersTests {
    static func color(_ hex: String) -> String {
        #"{ "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "hex": "\#(hex)" } }"#
    }

    static func layers(_ json: String) throws -> ReferenceLayers {
        let folder = try TestSupport.temporaryDirectory()
        let file = folder.appendingPathComponent("tokens.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        let model = try #require(TestSupport.load(file.path))
        return ReferenceLayers(model)
    }

    @Test func aPaletteTwoGroupsAliasIsOnlyReferenced() throws {
        let layers = try Self.layers("""
            { "$type": "color",
              "palette": { "teal": \(Self.color("#1b8188")), "ink": \(Self.color("#1a1c1e")), "unused": \(Self.color("#ffffff")) },
              "bg": { "default": { "$value": "{palette.teal}" } },
              "fg": { "default": { "$value": "{palette.ink}" } } }
            """)
        #expect(layers.groups == [TokenPath("palette")])
        // The whole group, the colour nothing aliases yet too: an alias added later never changes the API.
        #expect(layers.paths == [TokenPath("palette.teal"), TokenPath("palette.ink"), TokenPath("palette.unused")])
    }

    @Test func oneGroupOfAliasesIsNotALayer() throws {
        let layers = try Self.layers("""
            { "$type": "color",
              "radius": { "medium": \(Self.color("#000000")) },
              "overlay": { "edge": { "$value": "{radius.medium}" }, "line": { "$value": "{radius.medium}" } } }
            """)
        #expect(layers.groups.isEmpty)
    }

    @Test func aCompositesPartsAreNoAliases() throws {
        let layers = try Self.layers("""
            { "font": { "body": { "$type": "fontFamily", "$value": ["Inter"] } },
              "typography": { "body": { "$type": "typography", "$value": { "fontFamily": "{font.body}", "fontSize": { "value": 16, "unit": "px" },
                "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } } },
              "heading": { "font": { "$type": "typography", "$value": { "fontFamily": "{font.body}", "fontSize": { "value": 24, "unit": "px" },
                "fontWeight": 700, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } } } }
            """)
        #expect(layers.groups.isEmpty)
    }

    @Test func aGroupThatRefersOutsideOrHasALayerInsideIsNotAPalette() throws {
        let layers = try Self.layers("""
            { "$type": "color",
              "base": { "blue": \(Self.color("#0000ff")) },
              "colors": { "green": { "600": \(Self.color("#00ff00")) }, "bg": { "default": { "$value": "{colors.green.600}" } },
                          "link": { "$value": "{base.blue}" } },
              "button": { "bg": { "$value": "{colors.bg.default}" } },
              "text": { "link": { "$value": "{colors.link}" } } }
            """)
        // `colors` is aliased by two groups but refers to `base` and holds a layer; `base` has one referrer.
        #expect(layers.groups.isEmpty)
    }

    @Test func aSetWithoutAliasesKeepsEverything() throws {
        let layers = try Self.layers(#"{ "$type": "color", "palette": { "teal": \#(Self.color("#1b8188")) } }"#)
        #expect(layers.paths.isEmpty)
    }
}
