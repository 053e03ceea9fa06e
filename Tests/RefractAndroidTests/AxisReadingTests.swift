import Foundation
@testable import RefractAndroid
import RefractModel
import RefractOutput
import RefractTestSupport
import RefractThemes
import Testing

/// Android reads GitHub Primer's axes as Swift does: its `theme` modifier (`light`, `light-hc`, `dark`,
/// `dark-hc`) is the appearance, so dark values go to `values-night/` and increased contrast to a
/// `HighContrast` overlay; the independent size axis adds overlays without writing any colour twice.
@Suite("Android reads the appearance axis as Swift does, without duplicate resources")
struct AxisReadingTests {
    static func primer() -> ThemedTokenSet? {
        guard Corpus.require() else { return nil }
        return Load.model(Corpus.examples.appendingPathComponent("github-primer.resolver.json").path)
    }

    /// No configuration holds two colour resources of one token with the same value (before: 3,880 of 6,475);
    /// a theme's colour equal to another theme's refers to it (`@color/…`).
    @Test func primerHasNoDuplicateColourValuesPerConfiguration() throws {
        guard let model = Self.primer() else { return }
        let (context, _) = AndroidContextBuilder.build(model, options: PlatformOptions(destination: "android"))
        var duplicates = 0
        var colours = 0
        for file in context.valuesFiles where file.path.hasSuffix("colors.xml") {
            var seen: [String: Int] = [:]
            for resource in file.resources where resource.tag == "color" {
                colours += 1
                seen["\(resource.token ?? resource.name) \(resource.value)", default: 0] += 1
            }
            duplicates += seen.values.reduce(0) { $0 + $1 - 1 }
        }
        #expect(colours > 0)
        #expect(duplicates == 0, "\(duplicates) of \(colours) colour resources repeat a value of their token in their configuration")
    }

    /// Every colour token of every theme, day and night, standard and increased contrast, as an app sees it:
    /// the resource the overlay (or the token's own name) points at, in `values/` or `values-night/`, is the
    /// colour the model resolves for the permutation Swift reads for that appearance.
    @Test func primerColoursFollowSwiftsReadingOfTheAxes() throws {
        guard let model = Self.primer() else { return }
        let (context, _) = AndroidContextBuilder.build(model, options: PlatformOptions(destination: "android"))
        let files = Dictionary(uniqueKeysWithValues: context.valuesFiles.map { ($0.path, $0) })
        let dayColors = Self.colors(files["res/values/refract_colors.xml"])
        let nightColors = Self.colors(files["res/values-night/refract_colors.xml"])
        #expect(!nightColors.isEmpty, "no values-night colours")
        let overlays = context.styleFiles.flatMap(\.styles).filter { $0.name.hasPrefix("ThemeOverlay.") }
        let themes = ThemeVariant.all(in: model)
        let layout = AndroidLayout(model)
        #expect(layout.variants.count == 6, "\(layout.variants.map(\.name))")
        var checked = 0
        for theme in themes {
            let size = theme.contexts["size"] ?? ""
            for (increased, suffix) in [(false, ""), (true, "HighContrast")] {
                let overlayName = "ThemeOverlay.Tokens.\(AndroidName.stylePart(size))\(suffix)"
                let overlay = try #require(overlays.first { $0.name == overlayName }, "no \(overlayName) in \(overlays.map(\.name))")
                let items = Dictionary(overlay.items.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
                for (night, permutation) in [
                    (false, increased ? theme.lightIncreasedContrastPermutation ?? theme.lightPermutation : theme.lightPermutation),
                    (true, increased ? theme.darkIncreasedContrastPermutation ?? theme.darkPermutation : theme.darkPermutation),
                ] {
                    for path in ["bgColor.default", "fgColor.default", "bgColor.accent.emphasis", "borderColor.default"] {
                        let token = try #require(model.token(at: TokenPath(path), permutation: permutation))
                        guard case .color(let color) = token.value else { continue }
                        let own = AndroidName.resource([path])
                        let name = items["refract_" + own].map { String($0.dropFirst("@color/".count)) } ?? own
                        let value = Self.resolve(name, night: night, day: dayColors, nightColors: nightColors)
                        #expect(value == color.androidHex, "\(overlayName) \(night ? "night" : "day") \(path): \(value ?? "none")")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == themes.count * 2 * 2 * 4)
    }

    /// The value an app reads for `name`, following `@color/` references as Android does, in the same
    /// configuration.
    static func resolve(_ name: String, night: Bool, day: [String: String], nightColors: [String: String], depth: Int = 0) -> String? {
        guard let value = (night ? nightColors[name] : nil) ?? day[name] else { return nil }
        guard value.hasPrefix("@color/"), depth < 8 else { return value }
        return resolve(String(value.dropFirst("@color/".count)), night: night, day: day, nightColors: nightColors, depth: depth + 1)
    }

    static func colors(_ file: AndroidValuesFile?) -> [String: String] {
        Dictionary((file?.resources ?? []).filter { $0.tag == "color" }.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    }
}
