import RefractModel
import RefractThemes

/// The axes as the CSS reads them, the same reading Swift, JSON and Compose make: a modifier whose contexts
/// are colour schemes and their increased-contrast variants (GitHub Primer's `theme`: `light`, `light-hc`,
/// `dark`, `dark-hc`) is two axes, the colour scheme (`prefers-color-scheme` and the scheme attribute) and
/// the contrast (`prefers-contrast: more` and the contrast attribute), instead of four themes.
///
/// The model is rewritten, not the cascade: its permutations are the original ones renamed, the colour
/// scheme's context and a contrast of `standard` or `more`, so every later step (names, cells, blocks) works
/// on an ordinary scheme × contrast model. A scheme without its own increased-contrast context keeps its
/// standard values at increased contrast, as Swift does. A context that is neither a scheme nor one at
/// increased contrast (`dark-dimmed`) stays a value of the scheme attribute, chosen by the attribute only:
/// the CSS loses nothing that the resolver declares.
package enum CSSAxisReading {
    /// The contexts of the contrast axis the reading adds: its default first.
    static let standardContrast = "standard"
    static let increasedContrast = "more"

    /// `model` with its schemes-and-contrast modifier split in two; unchanged when it has none, or when
    /// it has a contrast modifier of its own already (the variants then stay contexts of the scheme).
    package static func read(_ model: ThemedTokenSet) -> ThemedTokenSet { reading(model).model }

    /// The model as the CSS reads it, and for each of its permutations the position of the resolver's
    /// permutation whose values it shows (`origins[i]` for `model.permutations[i]`).
    package static func reading(_ model: ThemedTokenSet) -> (model: ThemedTokenSet, origins: [Int]) {
        let unchanged = (model, Array(model.permutations.indices))
        guard !model.axes.contains(where: { $0.role == .contrast }),
            let scheme = ThemeSchemeContexts.find(in: model),
            let position = model.axes.firstIndex(where: { $0.name == scheme.axis.name })
        else { return unchanged }
        // Each increased-contrast context, by the scheme it is a variant of.
        var variants: [String: String] = [:]
        if let variant = scheme.lightIncreasedContrast { variants[variant] = scheme.light }
        if let variant = scheme.darkIncreasedContrast { variants[variant] = scheme.dark }
        guard !variants.isEmpty else { return unchanged }
        let original = model.axes[position]
        let contrastName = uniqueName("contrast", among: model.axes.map(\.name))
        let schemeContexts = original.contexts.filter { variants[$0] == nil }
        let sources = schemeContexts.map { original.source(ofContext: $0) }
        var axes = model.axes
        axes[position] = Axis(
            name: original.name, contexts: schemeContexts,
            defaultContext: original.defaultContext.map { variants[$0] ?? $0 }, role: .colorScheme,
            contextSources: sources.contains(nil) ? [] : sources.compactMap { $0 })
        axes.insert(
            Axis(name: contrastName, contexts: [standardContrast, increasedContrast], defaultContext: standardContrast,
                 role: .contrast),
            at: position + 1)
        let hasOwnVariant = Set(variants.values)
        var permutations: [Permutation] = []
        var tokenSets: [TokenSet] = []
        var origins: [Int] = []
        for (index, permutation) in model.permutations.enumerated() {
            guard let context = permutation[original.name] else { continue }
            func add(_ schemeContext: String, _ contrast: String) {
                permutations.append(Permutation(permutation.modifiers.flatMap { modifier -> [Permutation.Selection] in
                    guard modifier == original.name else {
                        return [Permutation.Selection(modifier: modifier, context: permutation[modifier] ?? "")]
                    }
                    return [
                        Permutation.Selection(modifier: modifier, context: schemeContext),
                        Permutation.Selection(modifier: contrastName, context: contrast),
                    ]
                }))
                tokenSets.append(model.tokenSets[index])
                origins.append(index)
            }
            if let standard = variants[context] {
                add(standard, increasedContrast)
            } else {
                add(context, standardContrast)
                if !hasOwnVariant.contains(context) { add(context, increasedContrast) }
            }
        }
        let read = ThemedTokenSet(
            axes: axes, permutations: permutations, tokenSets: tokenSets, referenceOnly: model.referenceOnly)
        return (read, origins)
    }

    /// `name`, or `name-2`, `name-3` … when a modifier has it already.
    private static func uniqueName(_ name: String, among names: [String]) -> String {
        var candidate = name
        var suffix = 1
        while names.contains(candidate) {
            suffix += 1
            candidate = "\(name)-\(suffix)"
        }
        return candidate
    }
}
