import Testing

@testable import RefractModel

@Suite("8.1 Color: legacy CSS strings")
struct CSSColorStringTests {
    static let valid: [(String, ColorSpace, [Double?], Double)] = [
        ("#1b8188", .srgb, [0x1b / 255.0, 0x81 / 255.0, 0x88 / 255.0], 1),
        ("  #FFF  ", .srgb, [1, 1, 1], 1),
        ("rgb(255, 0, 51)", .srgb, [1, 0, 0.2], 1),
        ("RGB(255,0,51)", .srgb, [1, 0, 0.2], 1),
        ("rgba(255, 0, 51, 0.5)", .srgb, [1, 0, 0.2], 0.5),
        ("rgba(255, 0, 51, 50%)", .srgb, [1, 0, 0.2], 0.5),
        ("rgb(100%, 0%, 20%)", .srgb, [1, 0, 0.2], 1),
        ("rgb(255 0 51)", .srgb, [1, 0, 0.2], 1),
        ("rgb(255 0 51 / .25)", .srgb, [1, 0, 0.2], 0.25),
        ("rgba(100% 0 20% / 40%)", .srgb, [1, 0, 0.2], 0.4),
        ("rgb(none 0 51)", .srgb, [nil, 0, 0.2], 1),
        ("rgb(300, -10, 51)", .srgb, [1, 0, 0.2], 1),
        ("rgb(2.55e2 0 5.1e1)", .srgb, [1, 0, 0.2], 1),
        ("rgb(255 0 51 / 2)", .srgb, [1, 0, 0.2], 1),
        ("hsl(120, 100%, 50%)", .hsl, [120, 100, 50], 1),
        ("hsla(120deg, 100%, 25%, 0.3)", .hsl, [120, 100, 25], 0.3),
        ("hsl(120deg 100% 25% / 30%)", .hsl, [120, 100, 25], 0.3),
        ("hsl(120 100 25)", .hsl, [120, 100, 25], 1),
        ("hsl(-60, 100%, 50%)", .hsl, [300, 100, 50], 1),
        ("hsl(480deg 100% 50%)", .hsl, [120, 100, 50], 1),
        ("hsl(0.5turn 50% 50%)", .hsl, [180, 50, 50], 1),
        ("hsl(200grad 50% 50%)", .hsl, [180, 50, 50], 1),
        ("hsl(none 0% 100%)", .hsl, [nil, 0, 100], 1),
        ("hsl(10, 150%, 50%)", .hsl, [10, 100, 50], 1),
        ("transparent", .srgb, [0, 0, 0], 0),
        ("rebeccapurple", .srgb, [0x66 / 255.0, 0x33 / 255.0, 0x99 / 255.0], 1),
        ("Teal", .srgb, [0, 128 / 255.0, 128 / 255.0], 1),
    ]

    @Test("valid: parses", arguments: valid)
    func parses(text: String, space: ColorSpace, components: [Double?], alpha: Double) throws {
        let color = try #require(ColorValue(cssString: text))
        #expect(color.space == space)
        expectClose(color.components, components, tolerance: 1e-12)
        expectClose(color.alpha, alpha, tolerance: 1e-12)
    }

    @Test("valid: hsl radians")
    func radians() throws {
        let color = try #require(ColorValue(cssString: "hsl(3.14159265358979rad 50% 50%)"))
        expectClose(color.components[0] ?? -1, 180, tolerance: 1e-9)
    }

    @Test("valid: hex and named colours keep the hex fallback; functions leave it unset")
    func fallbacks() {
        #expect(ColorValue(cssString: "#ABC")?.hex == "#aabbcc")
        #expect(ColorValue(cssString: "cornflowerblue")?.hex == "#6495ed")
        #expect(ColorValue(cssString: "rgb(1 2 3)")?.hex == nil)
    }

    @Test("valid: all 148 named colours are present")
    func namedColours() {
        #expect(CSSNamedColors.names.count == 148)
        #expect(ColorValue(cssString: "lightgoldenrodyellow")?.hexString() == "#fafad2")
        #expect(ColorValue(cssString: "grey") == ColorValue(cssString: "gray"))
    }

    @Test("invalid: returns nil", arguments: [
        "", "   ", "#12", "blurple", "rgb", "rgb()", "rgb(1, 2)", "rgb(1 2)", "rgb(1, 2, 3, 4, 5)",
        "rgb(1 2 3 4)", "rgb(1, 2 3)", "rgb(1 2, 3)", "rgb(1, 2%, 3)", "rgb(none, 0, 0)", "rgb(1 2 3 /)",
        "rgb(1 2 / 3)", "rgb(1 2 3 / 4 / 5)", "rgb(1 2 3", "rgb 1 2 3)", "rgb(1 2 3) x", "rgb(1,,2,3)",
        "rgb(, 1, 2, 3)", "rgb(1, 2, 3,)", "rgb(1px 2 3)", "rgb(1. 2 3)", "rgb(a b c)", "rgb(1deg 2 3)",
        "hsl(120, 100, 50)", "hsl(120 100% 50% 1)", "hsl(120foo 100% 50%)", "hsl(120%, 50%, 50%)",
        "hsl(none, 0%, 50%)", "lab(50 20 30)", "color(srgb 1 0 0)", "calc(1)", "rgb(1 2 3 / none, 1)",
    ])
    func rejects(text: String) {
        #expect(ColorValue(cssString: text) == nil)
    }
}
