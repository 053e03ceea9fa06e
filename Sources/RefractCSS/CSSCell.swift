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

    /// Whether both declare the same text, whatever values their references read.
    func declaresAlike(_ other: CSSCell) -> Bool {
        value == other.value && parts == other.parts
    }
}

/// The cell of every emitted token in every permutation the cascade shows.
struct CSSCellTable {
    /// `cells[permutation][index]`, `index` into the emitted paths; empty for permutations no block shows.
    private let cells: [[CSSCell]]
    /// Indices (into the emitted paths) of tokens declared with the same text in every permutation of the
    /// model, shown by a block or not.
    let declaredAlikeEverywhere: Set<Int>
    /// Those of `declaredAlikeEverywhere` whose references read different values in some permutations: the
    /// tokens an element that chooses a context must evaluate again.
    let readingChangingValues: Set<Int>

    init(
        model: ThemedTokenSet, emitted: [Int], formatter: CSSValueFormatter, settings: CSSSettings,
        plan: CSSCascadePlan
    ) {
        let counterparts = Self.counterparts(model: model, settings: settings, plan: plan)
        let shown = plan.shownPermutations
        func cell(_ path: Int, _ permutation: Int) -> CSSCell {
            Self.cell(
                at: path, in: permutation, counterpart: counterparts[permutation],
                scheme: plan.schemeAxis.flatMap { model.permutations[permutation][$0.name] }, model: model,
                formatter: formatter, settings: settings)
        }
        let cells = model.permutations.indices.map { permutation in
            shown.contains(permutation) ? emitted.map { cell($0, permutation) } : []
        }
        self.cells = cells
        let shownInOrder = shown.sorted()
        let unshown = model.permutations.indices.filter { !shown.contains($0) }
        var alike: Set<Int> = []
        var reevaluated: Set<Int> = []
        for index in emitted.indices {
            guard let first = shownInOrder.first, cells[first][index].value != nil else { continue }
            let reference = cells[first][index]
            let shownCells = shownInOrder.map { cells[$0][index] }
            guard shownCells.allSatisfy({ $0.declaresAlike(reference) }) else { continue }
            // Permutations no block shows are formatted only for the few tokens still in question.
            let others = shownCells + unshown.map { cell(emitted[index], $0) }
            guard others.allSatisfy({ $0.declaresAlike(reference) }) else { continue }
            alike.insert(index)
            if others.contains(where: { $0 != reference }) { reevaluated.insert(index) }
        }
        declaredAlikeEverywhere = alike
        readingChangingValues = reevaluated
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
