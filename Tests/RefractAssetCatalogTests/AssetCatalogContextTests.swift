import Foundation
@testable import RefractAssetCatalog
import RefractDiagnostics
import RefractModel
import RefractOutput
import Testing

/// The context of a set with two themes, a colour scheme with increased-contrast contexts, a wide-gamut
/// colour, a translucent one and a gradient (Fixtures/contrast-themes.resolver.json).
@Suite("Asset catalog: context")
struct AssetCatalogContextTests {
    static var fixture: String { TestSupport.fixtures.appendingPathComponent("contrast-themes.resolver.json").path }

    static func context(_ settings: [String: String] = [:]) throws -> (AssetCatalogContext, [Diagnostic]) {
        let model = try #require(TestSupport.load(fixture))
        return AssetCatalogBackend.context(model, options: PlatformOptions(destination: "xcassets", settings: settings))
    }

    @Test func severalThemesGiveACatalogEach() throws {
        let (context, _) = try Self.context()
        #expect(context.catalogs.map(\.folder) == ["Colors-standard.xcassets", "Colors-ocean.xcassets"])
        #expect(context.catalogs.map(\.theme) == ["standard", "ocean"])
        for catalog in context.catalogs {
            #expect(catalog.colorSets.map(\.folder) == ["color.accent.colorset", "color.text.colorset", "color.veil.colorset"])
        }
    }

    @Test func theConfigCanNameOneThemeAndTheCatalog() throws {
        let (context, diagnostics) = try Self.context(["theme": "ocean", "catalog": "Brand"])
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(context.catalogs.map(\.folder) == ["Brand.xcassets"])
        #expect(context.catalogs.map(\.theme) == ["ocean"])
        let text = try #require(context.catalogs.first?.colorSets.first { $0.name == "color.text" })
        #expect(text.colors.first?.components == .init(red: "0x00", green: "0x33", blue: "0x99", alpha: "1.000"))
    }

    @Test func anUnknownThemeIsAnInvalidSetting() throws {
        let (_, diagnostics) = try Self.context(["theme": "winter"])
        let error = try #require(diagnostics.first { $0.code.rawValue == "xcassets.invalid-setting" })
        #expect(error.severity == .error)
        #expect(error.help?.contains("standard, ocean") == true)
    }

    @Test func everyColourSetHasAnyDarkAndBothIncreasedContrastAppearances() throws {
        let (context, _) = try Self.context()
        let text = try #require(context.catalogs[0].colorSets.first { $0.name == "color.text" })
        #expect(text.colors.map(\.variant) == ["any", "dark", "highContrast", "darkHighContrast"])
        #expect(text.colors.map { $0.appearances.map { "\($0.appearance)=\($0.value)" } } == [
            [], ["luminosity=dark"], ["contrast=high"], ["luminosity=dark", "contrast=high"],
        ])
        #expect(text.colors.map(\.components.red) == ["0x1B", "0.900", "0x00", "0xFF"])
        #expect(text.colors.map(\.separator) == [",", ",", ",", ""])
    }

    @Test func aWideColourIsDisplayP3AndTheOthersSRGB() throws {
        let (context, _) = try Self.context()
        let sets = context.catalogs[0].colorSets
        #expect(sets.first { $0.name == "color.accent" }?.colors.map(\.colorSpace) == Array(repeating: "display-p3", count: 4))
        #expect(sets.first { $0.name == "color.veil" }?.colors.first?.components.alpha == "0.400")
        #expect(sets.first { $0.name == "color.veil" }?.colors.map(\.colorSpace) == Array(repeating: "srgb", count: 4))
    }

    @Test func compositeTokensAreLeftOutWithOneWarningListingThem() throws {
        let json = """
            {
              "color": { "$type": "color", "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } },
              "gradient": { "$type": "gradient", "hero": { "$value": [
                { "color": "{color.ink}", "position": 0 }, { "color": "{color.ink}", "position": 1 } ] } },
              "shadow": { "$type": "shadow", "card": { "$value": { "color": "{color.ink}",
                "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" },
                "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } },
              "border": { "$type": "border", "focus": { "$value": { "color": "{color.ink}",
                "width": { "value": 1, "unit": "px" }, "style": "solid" } } },
              "size": { "$type": "dimension", "gap": { "$value": { "value": 4, "unit": "px" } } }
            }
            """
        let model = try #require(try TestSupport.load(json: json))
        let (context, diagnostics) = AssetCatalogBackend.context(model, options: PlatformOptions(destination: "xcassets"))
        let warnings = diagnostics.filter { $0.code.rawValue == "xcassets.composite-skipped" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.severity == .warning)
        let message = try #require(warnings.first?.message)
        #expect(message.hasPrefix("3 composite tokens have no colour set: "))
        for path in ["gradient.hero", "shadow.card", "border.focus"] { #expect(message.contains("'\(path)'")) }
        #expect(context.catalogs.flatMap(\.colorSets).map(\.name) == ["color.ink"])
        #expect(context.catalogs.map(\.folder) == ["Colors.xcassets"])
    }

    @Test func accentColorCopiesTheNamedTokenInEveryCatalog() throws {
        let (context, diagnostics) = try Self.context(["accentColor": "color.text"])
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        for catalog in context.catalogs {
            let accent = try #require(catalog.colorSets.first { $0.name == "AccentColor" })
            let text = try #require(catalog.colorSets.first { $0.name == "color.text" })
            #expect(accent.folder == "AccentColor.colorset")
            #expect(accent.token == "color.text")
            #expect(accent.colors == text.colors)
            #expect(catalog.colorSets.first?.name == "AccentColor")
        }
    }

    @Test(arguments: [("color.txt", "which is not a token"), ("gradient.hero", "a gradient token, not a colour")])
    func accentColorMustNameAColourToken(_ path: String, _ message: String) throws {
        let (context, diagnostics) = try Self.context(["accentColor": path])
        let error = try #require(diagnostics.first { $0.code.rawValue == "xcassets.invalid-setting" })
        #expect(error.message.contains(message))
        #expect(!context.catalogs.flatMap(\.colorSets).contains { $0.name == "AccentColor" })
    }

    @Test func namesThatDifferOnlyInCaseCollide() throws {
        let json = """
            { "color": { "$type": "color",
              "primary": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
              "Primary": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
              "a/b": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }
            """
        let model = try #require(try TestSupport.load(json: json))
        let (context, diagnostics) = AssetCatalogBackend.context(model, options: PlatformOptions(destination: "xcassets"))
        let errors = diagnostics.filter { $0.code.rawValue == "xcassets.name-collision" }
        #expect(errors.count == 1)
        #expect(errors.first?.severity == .error)
        #expect(context.catalogs[0].colorSets.map(\.folder) == ["color.Primary.colorset", "color.a-b.colorset"])
    }
}
