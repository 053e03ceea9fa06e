@testable import RefractAndroid
import RefractDiagnostics
import RefractModel
import RefractOutput
import Testing

@Suite("Resource names")
struct NamingTests {
    @Test(arguments: [
        (["color", "brand-primary"], "", "color_brand_primary"),
        (["color", "onPrimary"], "", "color_on_primary"),
        (["spacing", "2xl"], "", "spacing_2xl"),
        (["2xl"], "", "_2xl"),
        (["class"], "", "class_"),
        (["new"], "", "new_"),
        (["café", "crème"], "", "cafe_creme"),
        (["色"], "", "u8272"),
        (["--"], "", "token"),
        (["color", "primary"], "acme", "acme_color_primary"),
        (["Color", "PRIMARY"], "", "color_primary"),
    ])
    func resourceNames(_ segments: [String], _ prefix: String, _ expected: String) {
        #expect(AndroidName.resource(segments, prefix: prefix) == expected)
    }

    @Test func styleParts() {
        #expect(AndroidName.stylePart("typography.headline-large") == "TypographyHeadlineLarge")
        #expect(AndroidName.stylePart("2x") == "_2x")
    }

    @Test func collidingTokensAreAnErrorNamingBoth() {
        let model = InMemoryModel.single([
            InMemoryModel.token("color.brand-primary", InMemoryModel.color(1, 0, 0), line: 2),
            InMemoryModel.token("color.brandPrimary", InMemoryModel.color(0, 1, 0), line: 5),
        ])
        let result = Load.generate(model)
        let collisions = result.diagnostics.filter { $0.code == "android.name-collision" }
        #expect(collisions.count == 1)
        let diagnostic = collisions.first
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.message == "tokens 'color.brand-primary' and 'color.brandPrimary' both become the Android resource 'color/color_brand_primary'")
        #expect(diagnostic?.span?.start.line == 5)
        #expect(diagnostic?.notes.first?.span?.start.line == 2)
        // The first token keeps the name; the second is not written.
        let colors = result.files.first { $0.path == "res/values/refract_colors.xml" }?.contents ?? ""
        #expect(colors.contains("<color name=\"color_brand_primary\">#FFFF0000</color>"))
        #expect(!colors.contains("#FF00FF00"))
    }

    @Test func registryKeepsEachClassOfRApartAndStyleNamesAsFields() {
        let model = InMemoryModel.single([InMemoryModel.token("a", .number(1)), InMemoryModel.token("b", .number(2), line: 2)])
        let first = NameRegistry.Claimant(pathIndex: 0, permutation: 0)
        let second = NameRegistry.Claimant(pathIndex: 1, permutation: 0)
        var registry = NameRegistry(model: model)
        let claims = [
            registry.claim("x", in: .color, by: first),
            // The same token claims its name again for its night resource.
            registry.claim("x", in: .color, by: first),
            registry.claim("x", in: .dimen, by: second),
            registry.claim("x", in: .color, by: second),
            registry.claim("TextAppearance.Tokens.Body", in: .style, by: first),
            registry.claim("TextAppearance_Tokens_Body", in: .style, by: second),
        ]
        #expect(claims == [true, true, true, false, true, false])
        #expect(registry.diagnostics.map(\.message) == [
            "tokens 'a' and 'b' both become the Android resource 'color/x'",
            "tokens 'a' and 'b' both become the Android resource 'style/TextAppearance_Tokens_Body'",
        ])
    }

    @Test func sameNameInDifferentClassesOfRIsNoCollision() {
        let model = InMemoryModel.single([
            InMemoryModel.token("brand", InMemoryModel.color(1, 0, 0)),
            InMemoryModel.token("Brand", .dimension(Dimension(4, .px))),
        ])
        #expect(Load.generate(model).diagnostics.isEmpty)
    }
}

@Suite("Theme names")
struct ThemeNameTests {
    @Test func themeNamesAreSnakeCaseAndMayBeKeywords() {
        #expect(AndroidName.theme(["light-hc", "coarse"]) == "light_hc_coarse")
        #expect(AndroidName.theme(["default"]) == "default")
        #expect(AndroidName.theme([]) == "default")
    }

    @Test func aThemeNamedLikeAKeywordStillGivesValidNames() throws {
        let model = ThemedTokenSet(
            axes: [Axis(name: "theme", contexts: ["plain", "default", "2x"], defaultContext: "plain", role: .theme)],
            permutations: [Permutation(["theme": "plain"]), Permutation(["theme": "default"]), Permutation(["theme": "2x"])],
            tokenSets: [
                TokenSet([InMemoryModel.token("color.primary", InMemoryModel.color(0, 1, 0))]),
                TokenSet([InMemoryModel.token("color.primary", InMemoryModel.color(1, 0, 0))]),
                TokenSet([InMemoryModel.token("color.primary", InMemoryModel.color(0, 0, 1))]),
            ])
        let (context, diagnostics) = AndroidContextBuilder.build(model, options: PlatformOptions(destination: "android"))
        #expect(diagnostics.isEmpty)
        #expect(context.themes.map(\.name) == ["plain", "default", "2x"])
        #expect(context.themes.map(\.styleName) == ["ThemeOverlay.Tokens.Plain", "ThemeOverlay.Tokens.Default", "ThemeOverlay.Tokens._2x"])
        let colors = context.valuesFiles.first { $0.path == "res/values/refract_colors.xml" }?.resources.map(\.name)
        // The default theme's value keeps the token's own name; the others are prefixed with their theme.
        #expect(colors == ["color_primary", "default_color_primary", "_2x_color_primary"])
        guard let aapt = Aapt.find() else { return }
        try AndroidCheck.verify(model, aapt: aapt, label: "keyword themes")
    }
}
