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
        #expect(files.keys.sorted() == ["res/values-night/colors.xml", "res/values/colors.xml", "res/values/dimens.xml"])
        let night = files["res/values-night/colors.xml"] ?? ""
        #expect(night.contains("<color name=\"color_surface\">#FF000000</color>"))
        #expect(!night.contains("color_brand"))
        #expect(files["res/values/colors.xml"]?.contains("<color name=\"color_surface\">#FFFFFFFF</color>") == true)
    }

    @Test func exampleThemesBecomeOverlaysOverAttributes() {
        guard let model = Load.model(TestPaths.tokens) else { return }
        let (context, diagnostics) = AndroidContextBuilder.build(model, options: PlatformOptions(destination: "android"))
        #expect(diagnostics.map(\.code) == ["android.unsupported-value"])
        #expect(context.themes.map(\.styleName) == ["ThemeOverlay.Tokens.Standard", "ThemeOverlay.Tokens.Christmas"])
        #expect(context.themes.map(\.isDefault) == [true, false])
        let overlays = context.styleFiles.first { $0.path == "res/values/themes.xml" }?.styles ?? []
        let christmas = overlays.first { $0.name == "ThemeOverlay.Tokens.Christmas" }
        #expect(christmas?.items.contains { $0.name == "color_primary" && $0.value == "@color/christmas_color_primary" } == true)
        // Tokens equal in every theme stay single, unprefixed resources without an attribute.
        let attrs = context.valuesFiles.first { $0.path == "res/values/attrs.xml" }?.resources.map(\.name) ?? []
        #expect(attrs.contains("color_primary"))
        #expect(!attrs.contains("color_surface"))
        #expect(!attrs.contains("palette_teal"))
    }

    @Test func prefixAndStyleNamespaceSetting() {
        guard let model = Load.model(TestPaths.tokens) else { return }
        let options = PlatformOptions(destination: "android", prefix: "acme", settings: ["styleNamespace": "acme-brand"])
        let (context, _) = AndroidContextBuilder.build(model, options: options)
        #expect(context.themes.first?.styleName == "ThemeOverlay.AcmeBrand.Standard")
        let colors = context.valuesFiles.first { $0.path == "res/values/colors.xml" }?.resources.map(\.name) ?? []
        #expect(colors.contains("acme_palette_teal"))
        #expect(colors.contains("acme_christmas_color_primary"))
    }

    @Test func aTokenWithOnlyANightValueIsWarned() {
        let model = InMemoryModel.lightDark(
            light: [], dark: [InMemoryModel.token("color.glow", InMemoryModel.color(1, 1, 0))])
        let result = Load.generate(model)
        #expect(result.diagnostics.map(\.code) == ["android.night-only"])
        #expect(result.files.isEmpty)
    }
}
