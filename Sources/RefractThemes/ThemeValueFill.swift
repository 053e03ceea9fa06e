import RefractDiagnostics
import RefractModel

/// The step of laying out that gives every member its value in every theme, and reports what it meets on
/// the way: a name two tokens take, a value some permutations of a theme lack, a value that changes with
/// the scheme or the contrast in a collection that cannot adapt.
enum ThemeValueFill {
    typealias Adaptive = ThemeLayout.Adaptive

    /// `values[kind.ordinal][member * themes.count + theme]`, each scheme's and contrast's own; the kinds
    /// that are not adaptive by nature but have a value that changes with the scheme or the contrast; and
    /// the findings in path order.
    static func fill(_ table: ThemeMemberTable, themes: [ThemeVariant], reader: inout ThemeTokenReader)
        -> (values: [[Adaptive]], varying: Set<ThemeCollectionKind>, findings: [Diagnostic])
    {
        let model = reader.model
        let placeholder = Adaptive(light: .number(0), dark: .number(0))
        var values = table.members.map { [Adaptive](repeating: placeholder, count: $0.count * themes.count) }
        var findings: [Diagnostic] = []
        var varying: Set<ThemeCollectionKind> = []
        for row in model.paths.indices {
            guard let reference = table.references[row], let kind = ThemeCollectionKind(of: reference) else { continue }
            let path = model.paths[row]
            let span = SourceSpan(reference.source)
            if let owner = table.owners[row] {
                findings.append(ThemeLayout.nameTaken(row: row, owner: owner, table, model: model, kind: kind, at: span))
                continue
            }
            guard let member = table.places[row] else { continue }
            var missing: [String] = []
            // The same for every theme: searched for once per row, or themes × permutations would be searched.
            var rowFallback: ThemeValue?? = nil
            for (t, theme) in themes.enumerated() {
                let reading = ThemeReading(theme, row: row, kind: kind, reader: &reader)
                let own = reading.light ?? reading.dark
                if own == nil, rowFallback == nil { rowFallback = .some(reader.fallback(row, kind)) }
                guard let fallback = own ?? rowFallback.flatMap({ $0 }) else { continue }
                if reading.lacksScheme { missing.append(theme.name) }
                let at = member * themes.count + t
                let difference = kind.isAdaptive ? nil : reading.schemeDifference
                values[kind.ordinal][at] = kind.isAdaptive || difference != nil
                    ? reading.adaptive(fallback: fallback) : reading.plain(fallback: fallback)
                guard let difference else { continue }
                if kind.canAdapt {
                    varying.insert(kind)
                } else {
                    findings.append(ThemeLayout.schemeDependent(path, difference, theme: theme, kind: kind, at: span))
                }
            }
            if !missing.isEmpty {
                findings.append(ThemeLayout.missingValue(path, type: reference.type, themes: missing, at: span))
            }
        }
        return (values, varying, findings)
    }
}

/// A row's values in one theme, as the theme's permutations give them: nil where a permutation lacks the
/// token or holds one of another collection.
struct ThemeReading {
    var light: ThemeValue?
    var dark: ThemeValue?
    var lightIncreased: ThemeValue?
    var darkIncreased: ThemeValue?
    /// The theme has a contrast variant.
    var hasContrast: Bool

    init(_ theme: ThemeVariant, row: Int, kind: ThemeCollectionKind, reader: inout ThemeTokenReader) {
        light = reader.value(theme.lightPermutation, row, kind)
        dark = reader.value(theme.darkPermutation, row, kind)
        lightIncreased = theme.lightIncreasedContrastPermutation.flatMap { reader.value($0, row, kind) }
        darkIncreased = theme.darkIncreasedContrastPermutation.flatMap { reader.value($0, row, kind) }
        hasContrast = theme.lightIncreasedContrastPermutation != nil
    }

    /// The light or the dark permutation lacks the value (the fallback stands in).
    var lacksScheme: Bool { light == nil || dark == nil }

    /// In an adaptive collection: each scheme's own value, else the light one, else `fallback`; at
    /// increased contrast, the contrast value, else the light one at increased contrast, else the scheme's.
    func adaptive(fallback: ThemeValue) -> ThemeLayout.Adaptive {
        let lightValue = light ?? fallback
        let darkValue = dark ?? light ?? fallback
        var adaptive = ThemeLayout.Adaptive(light: lightValue, dark: darkValue)
        if hasContrast {
            adaptive.lightIncreasedContrast = lightIncreased ?? lightValue
            adaptive.darkIncreasedContrast = darkIncreased ?? lightIncreased ?? darkValue
        }
        return adaptive
    }

    /// A value that does not change with the scheme or the contrast: the light one (else `fallback`) in both
    /// schemes, with no increased-contrast variants.
    func plain(fallback: ThemeValue) -> ThemeLayout.Adaptive {
        let lightValue = light ?? fallback
        return ThemeLayout.Adaptive(light: lightValue, dark: lightValue)
    }

    /// How the value changes with the scheme or the contrast; nil when it does not.
    var schemeDifference: String? {
        guard let light else { return nil }
        if let dark, light != dark { return "differs between light and dark" }
        if (lightIncreased.map { $0 != light } ?? false) || (darkIncreased.map { $0 != light } ?? false) {
            return "differs at increased contrast"
        }
        return nil
    }
}
