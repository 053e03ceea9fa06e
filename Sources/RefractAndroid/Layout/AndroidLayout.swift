import RefractModel
import RefractThemes

/// How the permutations of a model map onto Android, reading the appearance axis as Swift does
/// (`ThemeSchemeContexts`): its light context becomes `values/` and its dark one `values-night/`, its
/// increased-contrast contexts (`light-hc`, `dark-hc`) a `HighContrast` overlay with its own day and night
/// values; a modifier of three contrast levels (Material Theme Builder's `contrast`: standard, medium, high;
/// `ThemeContrastLevels`) a `MediumContrast` and a `HighContrast` overlay; every combination of the other
/// modifiers (theme, a two-level contrast, size …) becomes a theme overlay, so no permutation is lost.
struct AndroidLayout {
    struct Variant {
        var name: String
        var styleName: String
        var contexts: String
        var isDefault: Bool
        /// Positions in `model.permutations` of the day and night resolutions, when resolved.
        var day: Int?
        var night: Int?
    }

    var variants: [Variant]
    /// Contexts of the colour-scheme modifier that are neither day nor night (never written).
    var ignoredSchemeContexts: [String]

    var defaultVariantIndex: Int { variants.firstIndex { $0.isDefault } ?? 0 }

    /// The key part and context note of a variant at increased contrast from the scheme's own contexts.
    static let highContrast = "high-contrast"
    /// The key part of a variant at medium contrast, from a modifier of three contrast levels.
    static let mediumContrast = "medium-contrast"

    init(_ model: ThemedTokenSet) {
        let schemeContexts = ThemeSchemeContexts.find(in: model)
        let scheme = schemeContexts?.axis ?? model.axes.first { $0.role == .colorScheme }
        let dayContext = schemeContexts?.light ?? scheme.map { $0.contexts.contains("light") ? "light" : ($0.effectiveDefault ?? "") }
        let nightContext = schemeContexts?.dark ?? scheme.flatMap { axis in
            axis.contexts.contains("dark") ? "dark" : axis.contexts.first { $0 != dayContext }
        }
        let increasedDay = schemeContexts?.lightIncreasedContrast
        let increasedNight = schemeContexts?.darkIncreasedContrast
        let written = Set([dayContext, nightContext, increasedDay, increasedNight].compactMap { $0 })
        ignoredSchemeContexts = scheme.map { $0.contexts.filter { !written.contains($0) } } ?? []
        let levels = ThemeContrastLevels.find(in: model)
        let variantAxes = model.axes.filter { $0.name != scheme?.name && $0.name != levels?.axis }
        let defaults = variantAxes.map { ($0.name, $0.effectiveDefault) }

        var variants: [Variant] = []
        var positionByKey: [[String]: Int] = [:]
        for (index, permutation) in model.permutations.enumerated() {
            let schemeContext = scheme.flatMap { permutation[$0.name] }
            let isNight: Bool
            let isIncreased: Bool
            switch schemeContext {
            case _ where scheme == nil: (isNight, isIncreased) = (false, false)
            case dayContext: (isNight, isIncreased) = (false, false)
            case nightContext: (isNight, isIncreased) = (true, false)
            case increasedDay: (isNight, isIncreased) = (false, true)
            case increasedNight: (isNight, isIncreased) = (true, true)
            default: continue
            }
            let axisKey = variantAxes.map { permutation[$0.name] ?? "" }
            let level = levels.flatMap { permutation[$0.axis] }
            let levelPart: String? = switch level {
            case nil, levels?.standard: nil
            case levels?.medium: Self.mediumContrast
            default: Self.highContrast
            }
            // The scheme's own increased contrast and the level modifier's high level are one overlay.
            let increasedPart = isIncreased ? Self.highContrast : levelPart
            let key = axisKey + (increasedPart.map { [$0] } ?? [])
            let position: Int
            if let existing = positionByKey[key] {
                position = existing
            } else {
                position = variants.count
                positionByKey[key] = position
                let isDefault = increasedPart == nil && defaults.allSatisfy { permutation[$0.0] == $0.1 }
                var contexts = zip(variantAxes, axisKey).map { "\($0.name)=\($1)" }
                if isIncreased, let scheme { contexts.append("\(scheme.name)=\(increasedDay ?? "")/\(increasedNight ?? "")") }
                if let levels, let level { contexts.append("\(levels.axis)=\(level)") }
                variants.append(Variant(
                    name: AndroidName.theme(key),
                    styleName: key.isEmpty ? "Default" : key.map(AndroidName.stylePart).joined(),
                    contexts: contexts.joined(separator: ", "),
                    isDefault: isDefault))
            }
            if isNight { variants[position].night = index } else { variants[position].day = index }
        }
        // A theme with increased contrast in only one scheme keeps its standard values in the other,
        // as Swift does.
        for (key, position) in positionByKey where key.count == variantAxes.count + 1 {
            guard let standard = positionByKey[Array(key.dropLast())] else { continue }
            if variants[position].day == nil { variants[position].day = variants[standard].day }
            if variants[position].night == nil { variants[position].night = variants[standard].night }
        }
        if !variants.contains(where: \.isDefault), !variants.isEmpty { variants[0].isDefault = true }
        self.variants = variants
    }

    var hasThemes: Bool { variants.count > 1 }
}
