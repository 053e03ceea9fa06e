import RefractCSS
import RefractDiagnostics
import RefractModel
import RefractOutput
import Testing

@testable import RefractCSS

@Suite("Values as CSS")
struct FormattingTests {
    @Test(arguments: [
        (0.30000000000000004, "0.3"), (1.0000000002, "1"), (-0.25, "-0.25"), (12, "12"), (0.00001, "0"),
        (1e-3, "0.001"), (123456.5, "123456.5"), (-0.0, "0"), (.nan, "0"), (.infinity, "0"), (0.00005, "0.0001"),
        (-0.00005, "-0.0001"), (1e16, "10000000000000000"), (-2.5e17, "-250000000000000000"),
        (1e21, "1000000000000000000000"), (1.05, "1.05"), (0.0101, "0.0101"), (-123.0001, "-123.0001"), (100, "100"),
        (-7, "-7"), (9.9999, "9.9999"), (9.99999, "10"),
    ])
    func numbersHaveNoFloatNoiseAndNoExponent(value: Double, text: String) {
        #expect(CSSNumber.format(value) == text)
    }

    @Test(arguments: [(0.5, 0, "1"), (1.0051, 2, "1.01"), (33.333333, 2, "33.33"), (0.1234567, 5, "0.12346"), (7.1, 3, "7.1")])
    func numbersRoundToTheirDecimals(value: Double, decimals: Int, text: String) {
        #expect(CSSNumber.format(value, decimals: decimals) == text)
    }

    @Test func colourNotations() {
        #expect(CSSColorFormat.format(ColorValue(space: .srgb, components: [1, 0.5, 0])).text == "rgb(100%, 50%, 0%)")
        #expect(CSSColorFormat.format(ColorValue(space: .srgb, components: [1, 0, 0], alpha: 0.5)).text == "rgba(255, 0, 0, 0.5)")
        let p3 = CSSColorFormat.format(ColorValue(space: .displayP3, components: [1, 0, 0]))
        #expect(p3.text == "color(display-p3 1 0 0)")
        #expect(p3.fallback == ColorValue(space: .displayP3, components: [1, 0, 0]).hexString())
        let none = CSSColorFormat.format(ColorValue(space: .oklch, components: [0.5, 0, nil], alpha: 0.25))
        #expect(none.text == "oklch(0.5 0 none / 0.25)")
        #expect(none.fallback?.count == 9)
    }

    @Test func commentsCannotBeClosedOrSplitByTheirText() {
        #expect(CSSText.comment("a */ b\nc") == "a * / b c")
        #expect(!CSSText.comment("**/**/").contains("*/"))
        // Terminal escapes and bidi controls are dropped first, so dropping cannot join a `*/`.
        #expect(CSSText.comment("red \u{1B}[31m*\u{202E}/ end\u{2028}next </style>") == "red [31m* / end next < /style>")
        #expect(CSSText.quoted("a</style>") == "\"a\\3c /style>\"")
    }

    @Test(arguments: [
        ("Roboto", "Roboto"), ("sans-serif", "sans-serif"), ("-apple-system", "-apple-system"),
        ("SF Pro Text", "\"SF Pro Text\""), ("inherit", "\"inherit\""), ("3D Font", "\"3D Font\""),
        ("Say \"hi\"", "\"Say \\\"hi\\\"\""),
    ])
    func fontFamilyNamesQuotedOnlyWhenNeeded(name: String, css: String) {
        #expect(CSSFontFamily.name(name) == css)
    }
}

@Suite("Settings")
struct SettingsTests {
    @Test func defaults() {
        let (settings, diagnostics) = CSSSettings.parse([:])
        #expect(diagnostics.isEmpty)
        #expect(settings == CSSSettings())
        #expect(settings.themeAttribute == "data-theme" && settings.schemeAttribute == "data-color-scheme")
        #expect(settings.contrastAttribute == "data-contrast")
        #expect(settings.colorScheme == .media && !settings.resolveAliases && settings.gradientDirection.isEmpty)
    }

    @Test(arguments: [
        ["colorScheme": "auto"], ["themeAttribute": "data theme"], ["resolveAliases": "maybe"],
        ["gradientDirection": "sideways"], ["fileName": "../x.css"], ["themeAttribute": "data-x", "schemeAttribute": "data-x"],
        ["contrastAttribute": "data contrast"], ["contrastAttribute": "data-theme"],
        ["schemeAttribute": "data-x", "contrastAttribute": "data-x"], ["rootSelector": "host"],
        ["rootSelector": ":host(.card)"],
    ])
    func invalidValuesAreErrors(settings: [String: String]) {
        let (_, diagnostics) = CSSSettings.parse(settings)
        #expect(diagnostics.map(\.code) == ["css.invalid-setting"])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func contrastAttributeClashNamesTheOtherAndKeepsDefaults() {
        let (settings, diagnostics) = CSSSettings.parse(["contrastAttribute": "data-color-scheme"])
        #expect(diagnostics.first?.help == "expected a name other than the scheme attribute's")
        #expect(settings == CSSSettings())
        #expect(CSSSettings.parse(["contrastAttribute": "data-a11y"]).0.contrastAttribute == "data-a11y")
    }

    @Test func rootSelectorIsRootOrHost() {
        #expect(CSSSettings().rootSelector == .root)
        let (settings, diagnostics) = CSSSettings.parse(["rootSelector": ":host"])
        #expect(diagnostics.isEmpty)
        #expect(settings.rootSelector == .host)
        let (_, invalid) = CSSSettings.parse(["rootSelector": "host"])
        #expect(invalid.first?.help == "expected ':root' or ':host'")
    }

    @Test(arguments: ["to right", "to top left", "90deg", "0.25turn", "0"])
    func gradientDirectionsAccepted(direction: String) {
        let (settings, diagnostics) = CSSSettings.parse(["gradientDirection": direction])
        #expect(diagnostics.isEmpty)
        #expect(settings.gradientDirection == direction)
    }
}

@Suite("Names and diagnostics")
struct NamingTests {
    static func token(_ path: String, _ value: TokenValue) -> Token {
        Token(path: TokenPath(path), value: value, source: SourceReference(file: "t.json", line: 3, column: 5, offset: 20, endOffset: 27))
    }

    static func model(_ tokens: [Token]) -> ThemedTokenSet {
        ThemedTokenSet(axes: [], permutations: [Permutation([])], tokenSets: [TokenSet(tokens)])
    }

    @Test func rootTokensAreNamedAfterTheirGroupAndOtherTypesAreLeftOut() {
        let model = Self.model([
            Self.token("color.accent.$root", .color(ColorValue(space: .srgb, components: [0, 0, 0]))),
            Self.token("enabled", .other(typeName: "boolean", value: .bool(true))),
            Self.token("label", .other(typeName: "string", value: .string("x"))),
        ])
        let (context, diagnostics) = CSSContextBuilder.build(model, settings: CSSSettings())
        #expect(diagnostics.isEmpty)
        // Text (a `string`) is a quoted CSS string; a type CSS has no value for is left out.
        #expect(context.blocks.first?.declarations.map(\.name) == ["--color-accent", "--label"])
    }

    @Test func twoPathsWithOneNameAreACollision() {
        let black = TokenValue.color(ColorValue(space: .srgb, components: [0, 0, 0]))
        let model = Self.model([Self.token("color.brandPrimary", black), Self.token("color.brand-primary", black)])
        let result = CSSBackend.generate(
            model, options: PlatformOptions(destination: "css"), templates: Fixtures.templates)
        #expect(result.diagnostics.map(\.code) == ["css.name-collision"])
        #expect(result.diagnostics.first?.message
            == "token 'color.brandPrimary' and token 'color.brand-primary' both become the CSS custom property '--color-brand-primary'")
        #expect(result.diagnostics.first?.span?.start.line == 3)
        #expect(result.files.first?.contents.components(separatedBy: "--color-brand-primary:").count == 2)
    }

    @Test func typographyPartsCountForCollisions() {
        let typography = TokenValue.typography(Typography(
            fontFamily: ["A"], fontSize: Dimension(1, .rem), fontWeight: FontWeight(400), letterSpacing: nil,
            lineHeight: nil))
        let model = Self.model([
            Self.token("text.body", typography), Self.token("text.bodyFontSize", .dimension(Dimension(2, .px))),
        ])
        let (_, diagnostics) = CSSContextBuilder.build(model, settings: CSSSettings())
        #expect(diagnostics.map(\.code) == ["css.name-collision"])
    }

    @Test(arguments: [
        ("color.onPrimary", "", "--color-on-primary"), ("color.accent.$root", "", "--color-accent"),
        ("HTTPServer.url2Go", "", "--httpserver-url2-go"), ("font-size_LG", "acme", "--acme-font-size-lg"),
        ("brand.Blue-500", "myBrand-2", "--my-brand-2-brand-blue-500"), ("couleur.été", "", "--couleur-été"),
        ("aB.Cd", "", "--a-b-cd"), ("a1.B2", "", "--a1-b2"), ("x.$root.y", "", "--x-y"), ("a.$rootish", "", "--a-rootish"),
        ("ΟΔΟΣ.Άλφα", "", "--οδοσ-άλφα"),
    ])
    func namesAreThePathsWordsInKebabCase(path: String, prefix: String, name: String) {
        #expect(CSSNames.variable(TokenPath(path), prefix: prefix) == name)
    }

    @Test func namelessTokenIsReported() {
        let model = Self.model([Self.token("_", .number(1))])
        let (context, diagnostics) = CSSContextBuilder.build(model, settings: CSSSettings())
        #expect(diagnostics.map(\.code) == ["css.invalid-name"])
        #expect(context.tokenCount == 0)
    }

    @Test func brokenTemplateBecomesDiagnosticsAndNoFile() {
        var templates = Fixtures.templates
        templates.override(CSSBackend.templateName, with: "{{#blocks}}")
        let result = CSSBackend.generate(Self.model([]), options: PlatformOptions(destination: "css"), templates: templates)
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.contains { $0.code.rawValue.hasPrefix("template.") })
    }
}
