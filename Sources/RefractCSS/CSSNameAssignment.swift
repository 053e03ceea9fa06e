import RefractDiagnostics
import RefractModel
import RefractOutput

/// Which tokens the CSS declares and under which custom property: every token of a CSS type whose path
/// makes a name no earlier path (or typography part) took. The others are diagnostics.
struct CSSNameAssignment {
    /// Emitted paths in path order, as indices into `model.paths`.
    private(set) var emitted: [Int] = []
    /// The custom property of each of `emitted`.
    private(set) var names: [String] = []
    /// `namesByPosition[permutation][position]`: the custom property of the token at that position of the
    /// permutation's token list, nil when it is not emitted. What a reference, found by path, is checked with.
    private(set) var namesByPosition: [[String?]]
    private(set) var diagnostics: [Diagnostic] = []

    init(model: ThemedTokenSet, prefix: String) {
        namesByPosition = model.tokenSets.map { Array(repeating: nil, count: $0.count) }
        var owners: [String: Int] = [:]
        owners.reserveCapacity(model.paths.count)
        for index in model.paths.indices {
            guard let (type, source) = Self.firstTypeAndSource(at: index, in: model),
                type != .other || Self.isText(at: index, in: model)
            else { continue }
            let path = model.paths[index]
            guard let name = CSSNames.variable(path, prefix: prefix) else {
                diagnostics.append(.error(
                    "css.invalid-name", "token '\(path)' has no letters or digits to name a CSS custom property",
                    at: SourceSpan(source), help: "rename the token"))
                continue
            }
            // A typography token claims its parts' names with its own, all or none.
            let claimed = type == .typography ? [name] + CSSPart.typographyParts.map { $0.name(of: name) } : [name]
            if let clash = claimed.lazy.compactMap({ text in owners[text].map { (owner: $0, name: text) } }).first {
                if claimed.count == 1, model.sharesNameHarmlessly(model.paths[clash.owner], path) {
                    // A reference to it is written as its value, as to any token the CSS leaves out: the kept
                    // token may be the alias of this one, and `var()` of its own name would be a cycle.
                    diagnostics.append(SharedName.note(
                        model.paths[clash.owner], path, become: "the CSS custom property '\(clash.name)'", at: SourceSpan(source)))
                    continue
                }
                diagnostics.append(.error(
                    "css.name-collision",
                    "token '\(path)' and token '\(model.paths[clash.owner])' both become the CSS custom property "
                        + "'\(clash.name)'",
                    at: SourceSpan(source), label: "second token",
                    notes: Self.firstTypeAndSource(at: clash.owner, in: model).map {
                        [DiagnosticNote("'\(model.paths[clash.owner])' is defined here", at: SourceSpan($0.1))]
                    } ?? [],
                    help: "rename one of them, or give one another path on this platform with 'rename:' (platforms.css.rename); '\(path)' is left out of the CSS"))
                continue
            }
            for text in claimed { owners[text] = index }
            emitted.append(index)
            names.append(name)
            for permutation in model.permutations.indices {
                guard let position = model.tokenIndex(pathAt: index, permutation: permutation) else { continue }
                namesByPosition[permutation][position] = name
            }
        }
    }

    /// The type and source of the token at `model.paths[index]` in the first permutation that has it: what
    /// names and types it.
    /// A `string` token (its first permutation's value): declared as a quoted string, for `content:` and the like.
    private static func isText(at index: Int, in model: ThemedTokenSet) -> Bool {
        for permutation in model.permutations.indices {
            if let position = model.tokenIndex(pathAt: index, permutation: permutation) {
                return model.tokenSets[permutation].tokens[position].value.stringText != nil
            }
        }
        return false
    }

    private static func firstTypeAndSource(at index: Int, in model: ThemedTokenSet) -> (TokenType, SourceReference)? {
        for permutation in model.permutations.indices {
            if let position = model.tokenIndex(pathAt: index, permutation: permutation) {
                let tokens = model.tokenSets[permutation].tokens
                return (tokens[position].type, tokens[position].source)
            }
        }
        return nil
    }
}
