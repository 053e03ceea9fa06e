import RefractModel

/// A token's declarations in one permutation, with the resolved values behind them: two cells are the same
/// only when both are, since `var(--a)` means something else once `--a` changes.
struct CSSCell: Equatable {
    /// The token's own declaration; nil when it has none in this permutation.
    var value: CSSValue?
    /// Typography's parts, after the token's own declaration.
    var parts: [CSSValueFormatter.Part] = []
    /// The token's value, and for `light-dark()` the dark one (`resolved` is then the light one).
    var resolved: TokenValue?
    var resolvedDark: TokenValue?
}

/// The cell of every emitted token in every permutation the cascade shows.
struct CSSCellTable {
    /// `cells[permutation][index]`, `index` into the emitted paths; empty for permutations no block shows.
    private let cells: [[CSSCell]]

    init(
        model: ThemedTokenSet, emitted: [Int], formatter: CSSValueFormatter, settings: CSSSettings,
        plan: CSSCascadePlan
    ) {
        let counterparts = Self.counterparts(model: model, settings: settings, plan: plan)
        let shown = plan.shownPermutations
        cells = model.permutations.indices.map { permutation in
            guard shown.contains(permutation) else { return [] }
            let scheme = plan.schemeAxis.flatMap { model.permutations[permutation][$0.name] }
            return emitted.map { path in
                Self.cell(
                    at: path, in: permutation, counterpart: counterparts[permutation], scheme: scheme, model: model,
                    formatter: formatter, settings: settings)
            }
        }
    }

    func cell(_ permutation: Int, _ index: Int) -> CSSCell {
        cells[permutation][index]
    }

    /// Whether the token at emitted `index` is declared the same in both permutations.
    func same(_ first: Int, _ second: Int, _ index: Int) -> Bool {
        first == second || cells[first][index] == cells[second][index]
    }

    /// For `light-dark()`: per permutation, the one with the other of light and dark.
    private static func counterparts(model: ThemedTokenSet, settings: CSSSettings, plan: CSSCascadePlan) -> [Int?] {
        model.permutations.map { permutation in
            guard settings.colorScheme != .media, let axis = plan.schemeAxis,
                let scheme = permutation[axis.name], scheme == "light" || scheme == "dark"
            else { return nil }
            var inputs = permutation.inputs
            inputs[axis.name] = scheme == "light" ? "dark" : "light"
            return model.permutationIndex(inputs)
        }
    }

    /// With a `counterpart`, a colour is declared alike in light and dark: `light-dark(L, D)`.
    private static func cell(
        at path: Int, in permutation: Int, counterpart: Int?, scheme: String?, model: ThemedTokenSet,
        formatter: CSSValueFormatter, settings: CSSSettings
    ) -> CSSCell {
        guard let position = model.tokenIndex(pathAt: path, permutation: permutation) else { return CSSCell() }
        let tokens = model.tokenSets[permutation].tokens
        let (value, parts) = formatter.declarations(of: tokens[position], in: permutation)
        let plain = CSSCell(value: value, parts: parts, resolved: tokens[position].value)
        guard tokens[position].type == .color, let counterpart, let scheme, let value,
            let otherPosition = model.tokenIndex(pathAt: path, permutation: counterpart)
        else { return plain }
        let other = model.tokenSets[counterpart].tokens[otherPosition]
        guard let otherValue = formatter.declarations(of: other, in: counterpart).value,
            otherValue != value || other.value != tokens[position].value
        else { return plain }
        let (light, dark) = scheme == "light" ? (value, otherValue) : (otherValue, value)
        let combined = "light-dark(\(light.enhanced ?? light.text), \(dark.enhanced ?? dark.text))"
        var declared: CSSValue
        switch settings.colorScheme {
        case .lightDark: declared = CSSValue(combined)
        case .both, .media:
            declared = value
            declared.enhanced = combined
            declared.feature = .lightDark
        }
        let mine = tokens[position].value
        let (lightValue, darkValue) = scheme == "light" ? (mine, other.value) : (other.value, mine)
        return CSSCell(value: declared, resolved: lightValue, resolvedDark: darkValue)
    }
}
