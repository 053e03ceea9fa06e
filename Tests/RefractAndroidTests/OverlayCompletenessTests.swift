import Foundation
@testable import RefractAndroid
import RefractModel
import RefractOutput
import Testing

/// Apps read a themed token through its `<attr>`, so every theme overlay sets every attr Refract declares,
/// whichever themes share a value: a theme equal to the default, to another theme, or equal by day and not by
/// night, still names its resource (an overlay has no parent to inherit an attr from).
@Suite("Every theme overlay sets every attribute")
struct OverlayCompletenessTests {
    static func model() -> ThemedTokenSet {
        func c(_ r: Double, _ g: Double, _ b: Double) -> TokenValue { InMemoryModel.color(r, g, b) }
        func tokens(_ values: [(String, TokenValue)]) -> TokenSet {
            TokenSet(values.enumerated().map { InMemoryModel.token($1.0, $1.1, line: $0 + 1) })
        }
        let themes = ["standard", "christmas", "winter"]
        // Per theme and scheme: `a` differs only in winter, `b` only in christmas (winter equals standard),
        // `c` is the same by day everywhere and differs by night in winter, `d` is christmas's value in winter,
        // `e` is missing in winter (the resolver leaves it out there; lint's `modes.complete` says so).
        let values: [String: [String: [(String, TokenValue)]]] = [
            "standard": [
                "light": [("color.a", c(1, 0, 0)), ("color.b", c(0, 1, 0)), ("color.c", c(0, 0, 1)), ("color.d", c(0.5, 0, 0)), ("space.s", .dimension(Dimension(4, .px))), ("color.e", c(0.1, 0.1, 0.1))],
                "dark": [("color.a", c(0.5, 0, 0)), ("color.b", c(0, 0.5, 0)), ("color.c", c(0, 0, 0.5)), ("color.d", c(0.25, 0, 0)), ("space.s", .dimension(Dimension(4, .px))), ("color.e", c(0.9, 0.9, 0.9))],
            ],
            "christmas": [
                "light": [("color.a", c(1, 0, 0)), ("color.b", c(1, 1, 0)), ("color.c", c(0, 0, 1)), ("color.d", c(0, 0.5, 0)), ("space.s", .dimension(Dimension(8, .px))), ("color.e", c(0.2, 0.2, 0.2))],
                "dark": [("color.a", c(0.5, 0, 0)), ("color.b", c(0.5, 0.5, 0)), ("color.c", c(0, 0, 0.5)), ("color.d", c(0, 0.25, 0)), ("space.s", .dimension(Dimension(8, .px))), ("color.e", c(0.8, 0.8, 0.8))],
            ],
            "winter": [
                "light": [("color.a", c(1, 1, 1)), ("color.b", c(0, 1, 0)), ("color.c", c(0, 0, 1)), ("color.d", c(0, 0.5, 0)), ("space.s", .dimension(Dimension(4, .px)))],
                "dark": [("color.a", c(0.5, 0, 0)), ("color.b", c(0, 0.5, 0)), ("color.c", c(0.2, 0.2, 0.2)), ("color.d", c(0, 0.25, 0)), ("space.s", .dimension(Dimension(8, .px)))],
            ],
        ]
        var permutations: [Permutation] = []
        var sets: [TokenSet] = []
        for theme in themes {
            for mode in ["light", "dark"] {
                permutations.append(Permutation(["theme": theme, "mode": mode]))
                sets.append(tokens(values[theme]![mode]!))
            }
        }
        return ThemedTokenSet(
            axes: [
                Axis(name: "theme", contexts: themes, defaultContext: "standard", role: .theme),
                Axis(name: "mode", contexts: ["light", "dark"], defaultContext: "light", role: .colorScheme),
            ],
            permutations: permutations, tokenSets: sets)
    }

    @Test func everyOverlaySetsEveryDeclaredAttribute() throws {
        let model = Self.model()
        for options in [PlatformOptions(destination: "android"), PlatformOptions(destination: "android", settings: ["material": "true", "materialRoles": "primary=color.a, onPrimary=color.b, background=color.c, onBackground=color.d, error=color.a, onError=color.b"])] {
            let (context, _) = AndroidContextBuilder.build(model, options: options)
            let attrs = context.valuesFiles.flatMap(\.resources).filter { $0.tag == "attr" }.map(\.name)
            #expect(Set(attrs) == ["refract_color_a", "refract_color_b", "refract_color_c", "refract_color_d", "refract_color_e", "refract_space_s"], "\(attrs)")
            let overlays = context.styleFiles.flatMap(\.styles).filter { $0.name.hasPrefix("ThemeOverlay.") }
            #expect(overlays.map(\.name) == ["ThemeOverlay.Tokens.Standard", "ThemeOverlay.Tokens.Christmas", "ThemeOverlay.Tokens.Winter"])
            for overlay in overlays {
                let set = Set(overlay.items.map(\.name))
                for attr in attrs {
                    #expect(set.contains(attr), "\(overlay.name) does not set \(attr): \(overlay.items.map(\.name))")
                }
                // A theme without the token shows the default theme's, as Swift fills it (`swift.missing-value`).
                if overlay.name.hasSuffix(".Winter") {
                    #expect(overlay.items.first { $0.name == "refract_color_e" }?.value == "@color/color_e")
                }
                // The Material roles the themes set differently are set by every overlay too.
                if options.settings["material"] == "true" {
                    for role in ["colorPrimary", "colorOnPrimary", "android:colorBackground", "colorOnBackground"] {
                        #expect(set.contains(role), "\(overlay.name) does not set \(role)")
                    }
                }
            }
        }
    }
}
