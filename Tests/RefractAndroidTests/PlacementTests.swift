import RefractAndroid
import RefractModel
import RefractOutput
import Testing

@Suite("Day, night and themes")
struct PlacementTests {
    @Test func nightHoldsOnlyWhatDiffers() {
        let model = InMemoryModel.lightDark(
            light: [
                InMemoryModel.token("color.surface", InMemoryModel.color(1, 1, 1)),
                InMemoryModel.token("color.brand", InMemoryModel.color(1, 0, 0)),
                InMemoryModel.token("space.small", .dimension(Dimension(4, .px))),
            ],
            dark: [
                InMemoryModel.token("color.surface", InMemoryModel.color(0, 0, 0)),
                InMemoryModel.token("color.brand", InMemoryModel.color(1, 0, 0)),
                InMemoryModel.token("space.small", .dimension(Dimension(4, .px))),
            ])
        let files = Dictionary(uniqueKeysWithValues: Load.generate(model).files.map { ($0.path, $0.contents) })
        #expect(files.keys.sorted() == ["res/values-night/refract_colors.xml", "res/values/refract_colors.xml", "res/values/refract_dimens.xml"])
        let night = files["res/values-night/refract_colors.xml"] ?? ""
        #expect(night.contains("<color name=\"color_surface\">#FF000000</color>"))
        #expect(!night.contains("color_brand"))
        #expect(files["res/values/refract_colors.xml"]?.contains("<color name=\"color_surface\">#FFFFFFFF</color>") == true)
    }

    @Test func exampleThemesBecomeOverlaysOverAttributes() {
        guard let model = Load.model(TestPaths.tokens) else { return }
        let (context, diagnostics) = AndroidContextBuilder.build(model, options: PlatformOptions(destination: "android"))
        #expect(diagnostics.map(\.code) == ["android.unsupported-value"])
        #expect(context.themes.map(\.styleName) == ["ThemeOverlay.Tokens.Standard", "ThemeOverlay.Tokens.Christmas"])
        #expect(context.themes.map(\.isDefault) == [true, false])
        let overlays = context.styleFiles.first { $0.path == "res/values/refract_themes.xml" }?.styles ?? []
        let christmas = overlays.first { $0.name == "ThemeOverlay.Tokens.Christmas" }
        #expect(christmas?.items.contains { $0.name == "refract_color_primary" && $0.value == "@color/christmas_color_primary" } == true)
        // The default theme's value of a themed token keeps the token's own name.
        let standard = overlays.first { $0.name == "ThemeOverlay.Tokens.Standard" }
        #expect(standard?.items.contains { $0.name == "refract_color_primary" && $0.value == "@color/color_primary" } == true)
        // Tokens equal in every theme stay single, unprefixed resources without an attribute.
        let attrs = context.valuesFiles.first { $0.path == "res/values/refract_attrs.xml" }?.resources.map(\.name) ?? []
        // Attributes carry `attributePrefix` (`refract_`), so none clashes with a library's.
        #expect(attrs.contains("refract_color_primary"))
        #expect(!attrs.contains("refract_color_surface"))
        #expect(!attrs.contains("refract_palette_teal"))
    }

    @Test func prefixAndStyleNamespaceSetting() {
        guard let model = Load.model(TestPaths.tokens) else { return }
        let options = PlatformOptions(destination: "android", prefix: "acme", settings: ["styleNamespace": "acme-brand"])
        let (context, _) = AndroidContextBuilder.build(model, options: options)
        #expect(context.themes.first?.styleName == "ThemeOverlay.AcmeBrand.Standard")
        let colors = context.valuesFiles.first { $0.path == "res/values/refract_colors.xml" }?.resources.map(\.name) ?? []
        #expect(colors.contains("acme_palette_teal"))
        #expect(colors.contains("acme_christmas_color_primary"))
        #expect(colors.contains("acme_color_primary"))
    }

    @Test func aTokenWithOnlyANightValueIsWarned() {
        let model = InMemoryModel.lightDark(
            light: [], dark: [InMemoryModel.token("color.glow", InMemoryModel.color(1, 1, 0))])
        let result = Load.generate(model)
        #expect(result.diagnostics.map(\.code) == ["android.night-only"])
        #expect(result.files.isEmpty)
    }

    /// A layout that uses `@color/color_surface` keeps working when the surface colour starts to differ
    /// between themes: the name stays, holding the default theme's value, beside the attribute.
    @Test func aResourceNameStaysWhenItsTokenStartsToDifferBetweenThemes() {
        let same = InMemoryModel.themes(
            standard: [InMemoryModel.token("color.surface", InMemoryModel.color(1, 1, 1))],
            christmas: [InMemoryModel.token("color.surface", InMemoryModel.color(1, 1, 1))])
        let differs = InMemoryModel.themes(
            standard: [InMemoryModel.token("color.surface", InMemoryModel.color(1, 1, 1))],
            christmas: [InMemoryModel.token("color.surface", InMemoryModel.color(1, 0, 0))])
        func colors(_ model: ThemedTokenSet) -> [String: String] {
            let context = AndroidContextBuilder.build(model, options: PlatformOptions(destination: "android")).context
            let resources = context.valuesFiles.first { $0.path == "res/values/refract_colors.xml" }?.resources ?? []
            return Dictionary(uniqueKeysWithValues: resources.map { ($0.name, $0.value) })
        }
        #expect(colors(same) == ["color_surface": "#FFFFFFFF"])
        #expect(colors(differs) == ["color_surface": "#FFFFFFFF", "christmas_color_surface": "#FFFF0000"])
        let attrs = AndroidContextBuilder.build(differs, options: PlatformOptions(destination: "android")).context
            .valuesFiles.first { $0.path == "res/values/refract_attrs.xml" }?.resources.map(\.name)
        #expect(attrs == ["refract_color_surface"])
        let plain = AndroidContextBuilder.build(differs, options: PlatformOptions(destination: "android", settings: ["attributePrefix": ""])).context
            .valuesFiles.first { $0.path == "res/values/refract_attrs.xml" }?.resources.map(\.name)
        #expect(plain == ["color_surface"])
    }

    /// API 28's text attributes live in `values-v28/`; the style in `values/` has the rest.
    @Test func api28TextAttributesAreInValuesV28() {
        guard let model = Load.model(TestPaths.tokens) else { return }
        let (context, _) = AndroidContextBuilder.build(model, options: PlatformOptions(destination: "android"))
        let base = context.styleFiles.first { $0.path == "res/values/refract_styles.xml" }?.styles.first
        let v28 = context.styleFiles.first { $0.path == "res/values-v28/refract_styles.xml" }?.styles.first
        #expect(base?.items.map(\.name).contains("android:textFontWeight") == false)
        #expect(base?.items.map(\.name).contains("android:lineHeight") == false)
        #expect(v28?.name == base?.name)
        #expect(v28?.items.map(\.name).contains("android:textFontWeight") == true)
        #expect(v28?.items.map(\.name).contains("android:lineHeight") == true)
        #expect(base?.parent == "@android:style/TextAppearance")
        let material = AndroidContextBuilder.build(model, options: PlatformOptions(destination: "android", settings: ["material": "true"])).context
        #expect(material.styleFiles.flatMap(\.styles).filter { $0.name.hasPrefix("TextAppearance.") }
            .allSatisfy { $0.parent == "TextAppearance.Material3.BodyMedium" })
    }

    @Test(arguments: [
        ([:], "res/values/refract_colors.xml"),
        (["fileNamePrefix": "tokens_"], "res/values/tokens_colors.xml"),
        (["fileNamePrefix": ""], "res/values/colors.xml"),
    ])
    func valuesFilesHaveNamesOfTheirOwn(_ settings: [String: String], _ path: String) {
        let model = InMemoryModel.single([InMemoryModel.token("color.surface", InMemoryModel.color(1, 1, 1))])
        let result = Load.generate(model, options: PlatformOptions(destination: "android", settings: settings))
        #expect(result.files.map(\.path) == [path])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aFileNamePrefixAndroidCannotUseIsAnError() {
        let model = InMemoryModel.single([InMemoryModel.token("color.surface", InMemoryModel.color(1, 1, 1))])
        let result = Load.generate(model, options: PlatformOptions(destination: "android", settings: ["fileNamePrefix": "My-"]))
        #expect(result.diagnostics.map(\.code) == ["android.invalid-setting"])
        #expect(result.diagnostics.first?.severity == .error)
        #expect(result.diagnostics.first?.message == "setting 'fileNamePrefix' is 'My-', which cannot begin an Android resource file name")
    }
}
