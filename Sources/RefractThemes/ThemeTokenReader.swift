import RefractModel

/// What laying out reads of a themed token set: the token of a path row in a permutation, and its theme
/// value. Each colour outside sRGB and Display P3 is converted once, however many rows and themes share it.
struct ThemeTokenReader {
    let model: ThemedTokenSet
    let defaultPermutation: Int
    private var colors = ThemeColorConversions()

    init(_ model: ThemedTokenSet) {
        self.model = model
        defaultPermutation = model.defaultPermutationIndex ?? 0
    }

    var permutationCount: Int { model.tokenSets.count }

    func token(_ permutation: Int, _ row: Int) -> Token? {
        guard permutation >= 0, permutation < permutationCount,
            let index = model.tokenIndex(pathAt: row, permutation: permutation)
        else { return nil }
        return model.tokenSets[permutation].tokens[index]
    }

    /// The token that decides the path's collection: the default permutation's, else the first there is.
    func reference(_ row: Int) -> Token? {
        token(defaultPermutation, row) ?? (0..<permutationCount).lazy.compactMap { token($0, row) }.first
    }

    /// The value in `permutation`, when the token there is of the collection `kind` (any, for nil).
    mutating func value(_ permutation: Int, _ row: Int, _ kind: ThemeCollectionKind?) -> ThemeValue? {
        guard let token = token(permutation, row) else { return nil }
        if let kind, ThemeCollectionKind(of: token) != kind { return nil }
        return ThemeValue(token.value, colors: &colors)
    }

    /// The value a theme that has none of its own takes: the default permutation's, else the first
    /// permutation's that has the path, of any type.
    mutating func fallback(_ row: Int, _ kind: ThemeCollectionKind) -> ThemeValue? {
        if let found = value(defaultPermutation, row, kind) { return found }
        for permutation in 0..<permutationCount {
            if let found = value(permutation, row, nil) { return found }
        }
        return nil
    }
}
