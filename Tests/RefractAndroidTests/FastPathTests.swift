@testable import RefractAndroid
import RefractModel
import RefractOutput
import RefractTemplates
import Testing

/// The shortcuts taken for speed give exactly what the general code gives.
@Suite("Fast paths")
struct FastPathTests {
    @Test func directFilesEqualEncoded() throws {
        guard let model = Load.model(TestPaths.tokens) else { return }
        let (context, _) = AndroidContextBuilder.build(model, options: PlatformOptions(destination: "android"))
        #expect(!context.valuesFiles.isEmpty && !context.styleFiles.isEmpty && !context.gradients.isEmpty)
        for file in context.valuesFiles { #expect(file.mustacheValue == (try MustacheValue(encoding: file))) }
        for file in context.styleFiles { #expect(file.mustacheValue == (try MustacheValue(encoding: file))) }
        for file in context.gradients { #expect(file.mustacheValue == (try MustacheValue(encoding: file))) }
        for file in context.interpolators { #expect(file.mustacheValue == (try MustacheValue(encoding: file))) }
    }

    /// The built-in values template reads `lines`; an overriding template that reads `resources` gets them.
    @Test func resourcesReachTemplatesThatUseThem() throws {
        guard let model = Load.model(TestPaths.tokens) else { return }
        var templates = Load.templates
        templates.override(AndroidBackend.valuesTemplate, with: "{{#resources}}{{name}}={{value}}\n{{/resources}}")
        let result = AndroidBackend.generate(model, options: PlatformOptions(destination: "android"), templates: templates)
        let colors = try #require(result.files.first { $0.path == "res/values/colors.xml" })
        #expect(colors.contents.contains("palette_cream=#FFF7F5EC\n"), "\(colors.contents.prefix(300))")
    }

    @Test func gradientWithAndWithoutCentre() throws {
        var file = AndroidGradientFile(
            path: "res/drawable/g.xml", header: "h", comments: ["c"], angle: "270", startColor: "#FF000000",
            centerColor: "#FF777777", centerX: "0.5", endColor: "#FFFFFFFF")
        #expect(file.mustacheValue == (try MustacheValue(encoding: file)))
        file.centerColor = nil
        file.centerX = nil
        #expect(file.mustacheValue == (try MustacheValue(encoding: file)))
    }

    @Test("ASCII names equal the word splitter's", arguments: [
        ["color", "onPrimary"], ["ABCDef", "x2Y"], ["font-size_LG"], ["", "a"], ["123", "4a"], ["x y z"],
        ["HTTPServer", "url2Go"], ["christmas", "brand", "Blue-500"], ["--"],
    ])
    func asciiNamesMatch(segments: [String]) {
        for prefix in ["", "acme", "myBrand-2"] {
            let words = NameWords.words(ofSegments: ([prefix] + segments).filter { !$0.isEmpty })
                .map(AndroidName.ascii).filter { !$0.isEmpty }
            #expect(AndroidName.asciiSnake([prefix] + segments) == NameWords.snake(words), "prefix '\(prefix)'")
        }
    }

    @Test("the name maker gives the names AndroidName gives", arguments: [
        (nil, "color.onPrimary", []), ("christmas", "brand.Blue-500", ["duration"]), (nil, "123.4a", []),
        (nil, "class", []), ("light_hc", "x.y z", ["interpolator"]), (nil, "--", []), (nil, "couleur.été", []),
        (nil, "HTTPServer.url2Go", ["delay"]), (nil, "int", []),
    ] as [(String?, String, [String])])
    func nameMakerMatches(variant: String?, dotted: String, suffix: [String]) {
        for prefix in ["", "acme", "myBrand-2", "é"] {
            var maker = AndroidNameMaker(prefix: prefix)
            let expected = AndroidName.resource((variant.map { [$0] } ?? []) + [dotted] + suffix, prefix: prefix)
            #expect(maker.resource(variant: variant, dotted: dotted, suffix: suffix) == expected, "prefix '\(prefix)'")
        }
    }

    @Test func colourTextEqualsTheModelsAndroidHex() {
        var generator = SystemRandomNumberGenerator()
        var colors: [ColorValue] = [
            ColorValue(space: .srgb, components: [1, 0.5, nil], alpha: 0.5),
            ColorValue(space: .displayP3, components: [1, 0, 0]),
            ColorValue(space: .srgb, components: [1.2, -0.1, .nan], alpha: 1),
        ]
        for space in [ColorSpace.srgb, .displayP3, .oklch, .hsl, .lab] {
            for _ in 0..<300 {
                let components = (0..<3).map { _ in Double.random(in: 0...1, using: &generator) }
                let scaled = space == .oklch ? [components[0], components[1] * 0.4, components[2] * 360]
                    : space == .lab ? [components[0] * 100, components[1] * 200 - 100, components[2] * 200 - 100]
                    : space == .hsl ? [components[0] * 360, components[1] * 100, components[2] * 100] : components
                colors.append(ColorValue(space: space, components: scaled, alpha: Double.random(in: 0...1, using: &generator)))
            }
        }
        for color in colors { #expect(AndroidColor.hex(color) == color.androidHex, "\(color)") }
    }

    @Test("comments that need no change are kept as they are", arguments: [
        "plain text", "a-b-c", "ends in -", "a--b", "line\nbreak", "tab\there", "", "-", "é--x",
    ])
    func plainComments(text: String) {
        var reference = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            let scalar: Unicode.Scalar = scalar == "\n" || scalar == "\r" || scalar == "\t" ? " " : scalar
            if scalar == "-" && previous == "-" { reference += " " }
            reference.unicodeScalars.append(scalar)
            previous = scalar
        }
        if reference.hasSuffix("-") { reference += " " }
        #expect(AndroidXML.comment(text) == reference)
    }

    @Test func nonASCIITakesTheGeneralPath() {
        #expect(AndroidName.asciiSnake(["café"]) == nil)
        #expect(AndroidName.resource(["couleur", "été"]) == "couleur_ete")
    }
}
