import RefractModel
import Testing

/// `ThemedTokenSet` reuses the first set's path index as its rows; lookups by path and by position in
/// `paths` must agree however the permutations' paths differ.
@Suite("Themed token set rows")
struct ThemedTokenSetRowsTests {
    static func set(_ paths: [String]) -> TokenSet {
        TokenSet(paths.map {
            Token(path: TokenPath($0), value: .number(1), source: SourceReference(file: "t.json", line: 1, column: 1, offset: 0, endOffset: 1))
        })
    }

    static func model(_ sets: [[String]]) -> ThemedTokenSet {
        ThemedTokenSet(
            axes: [], permutations: sets.indices.map { Permutation([.init(modifier: "mode", context: "m\($0)")]) },
            tokenSets: sets.map(set))
    }

    @Test(arguments: [
        [["a", "b", "c"], ["a", "b", "c"]],
        [["a", "c"], ["a", "b", "c", "d"]],
        [["b", "d"], ["a", "c"], ["b"]],
        [[], ["x"]],
        // Repeated paths (a set made from tokens that repeat one): rows are hashed, not the set's positions.
        [["a", "a", "b"], ["a", "b"]],
        [["b", "a", "b"], ["a", "b", "c"]],
    ])
    func lookupsAgree(_ sets: [[String]]) {
        let model = Self.model(sets)
        #expect(model.paths.map(\.dotted) == Array(Set(sets.flatMap { $0 })).sorted())
        for (k, path) in model.paths.enumerated() {
            for p in sets.indices {
                let byPath = model.tokenIndex(at: path, permutation: p)
                #expect(byPath == model.tokenIndex(pathAt: k, permutation: p))
                #expect(byPath.map { model.tokenSets[p].tokens[$0].path } == (sets[p].contains(path.dotted) ? path : nil))
            }
        }
    }
}
