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

    @Test func nonASCIITakesTheGeneralPath() {
        #expect(AndroidName.asciiSnake(["café"]) == nil)
        #expect(AndroidName.resource(["couleur", "été"]) == "couleur_ete")
    }
}
