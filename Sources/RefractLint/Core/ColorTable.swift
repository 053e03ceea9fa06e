import RefractModel

/// The colour tokens of a model, each given a slot, with their resolved colour in every permutation read
/// once: the contrast rule looks pairs up by slot instead of hashing paths per pair and permutation.
struct ColorTable: Sendable {
    /// The colour paths, in the model's path order; a slot is an index into it.
    let paths: [TokenPath]
    /// `colors[slot * permutationCount + permutation]`; nil where the token is missing or not a colour there.
    private let colors: [ColorValue?]
    private let permutationCount: Int
    /// Lowercased dotted path → slot, the first of paths differing only in case: `onPrimary` finds `primary`.
    private let slotByLowercasedPath: [String: Int]

    init(_ model: ThemedTokenSet) {
        let width = model.tokenSets.count
        var paths: [TokenPath] = []
        var colors: [ColorValue?] = []
        var slots: [String: Int] = [:]
        for pathIndex in model.paths.indices {
            var row: [ColorValue?] = Array(repeating: nil, count: width)
            var isColor = false
            for p in 0..<width {
                guard let i = model.tokenIndex(pathAt: pathIndex, permutation: p) else { continue }
                if case .color(let color) = model.tokenSets[p].tokens[i].value {
                    row[p] = color
                    isColor = true
                }
            }
            guard isColor else { continue }
            let key = model.paths[pathIndex].dotted.lowercased()
            if slots[key] == nil { slots[key] = paths.count }
            paths.append(model.paths[pathIndex])
            colors += row
        }
        self.paths = paths
        self.colors = colors
        self.permutationCount = width
        self.slotByLowercasedPath = slots
    }

    func slot(_ dotted: String) -> Int? { slotByLowercasedPath[dotted.lowercased()] }

    func color(_ slot: Int, permutation: Int) -> ColorValue? { colors[slot * permutationCount + permutation] }
}
