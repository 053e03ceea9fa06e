import Foundation
import RefractBackend
import RefractModel
import RefractOutput
import RefractThemes

/// Every colour of a built catalog, read back from its JSON, against the token's value in the permutation
/// each appearance stands for: as 8-bit RGBA in the colour set's space, and as Display P3 components.
enum ColorReadBack {
    struct Report {
        var compared = 0
        var mismatches: [String] = []
    }

    /// The files of `result` by path, as text.
    static func files(_ result: OutputResult) -> [String: String] {
        Dictionary(result.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    /// `catalog(theme)` is the catalog folder the theme's colours are in.
    static func compare(_ model: ThemedTokenSet, files: [String: String], catalog: (ThemeVariant) -> String) -> Report {
        var report = Report()
        for theme in ThemeVariant.all(in: model) {
            var variants: [([String], Int?)] = [([], theme.lightPermutation)]
            if theme.darkPermutation != theme.lightPermutation { variants.append((["luminosity=dark"], theme.darkPermutation)) }
            if theme.lightIncreasedContrastPermutation != nil || theme.darkIncreasedContrastPermutation != nil {
                variants.append((["contrast=high"], theme.lightIncreasedContrastPermutation))
                if theme.darkPermutation != theme.lightPermutation {
                    variants.append((["luminosity=dark", "contrast=high"], theme.darkIncreasedContrastPermutation))
                }
            }
            for path in model.paths {
                let tokens = variants.map { variant in variant.1.flatMap { model.token(at: path, permutation: $0) } }
                guard tokens.contains(where: { $0?.type == .color }) else { continue }
                let file = "\(catalog(theme))/\(path.dotted).colorset/Contents.json"
                guard let text = files[file] else {
                    report.mismatches.append("\(file) is missing")
                    continue
                }
                let entries = AssetCatalogValidator.entries(text)
                if Set(entries.keys.map { $0.sorted() }) != Set(variants.map { $0.0.sorted() }) {
                    report.mismatches.append("\(file): appearances \(entries.keys.sorted { $0.count < $1.count }), expected \(variants.map(\.0))")
                }
                for (index, variant) in variants.enumerated() {
                    guard case .color(let value)? = tokens[index]?.value else { continue }
                    guard let read = entries[variant.0] else { continue }
                    report.compared += 1
                    if let problem = mismatch(read, value) {
                        report.mismatches.append("\(file) \(variant.0): \(problem)")
                    }
                }
            }
        }
        return report
    }

    /// Nil when `read` is `token`: the same 8-bit RGBA in the colour set's space (sRGB exactly when the token
    /// lies inside sRGB), and Display P3 components within half an 8-bit step.
    static func mismatch(_ read: AssetCatalogValidator.Color, _ token: ColorValue) -> String? {
        let isSRGB = token.isInGamut(.srgb)
        guard read.space == (isSRGB ? "srgb" : "display-p3") else {
            return "space \(read.space) for a colour \(isSRGB ? "inside" : "outside") sRGB"
        }
        let space: ColorSpace = isSRGB ? .srgb : .displayP3
        let expectedBytes = token.gamutMapped(to: space).resolvedComponents.map(SRGBHex.byte) + [SRGBHex.byte(token.alpha)]
        let readBytes = read.components.map(SRGBHex.byte)
        if expectedBytes != readBytes { return "8-bit \(readBytes), token \(expectedBytes)" }
        let readColor = ColorValue(space: space, components: read.components.prefix(3).map { $0 }, alpha: read.components[3])
        let readP3 = readColor.converted(to: .displayP3).resolvedComponents
        let tokenP3 = token.gamutMapped(to: .displayP3).resolvedComponents
        if zip(readP3, tokenP3).contains(where: { abs($0 - $1) > 0.5 / 255 + 1e-4 }) {
            return "P3 \(readP3), token \(tokenP3)"
        }
        return nil
    }
}
