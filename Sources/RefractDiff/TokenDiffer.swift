import RefractModel

/// Compares two resolved models, permutation by permutation: a pure function from the two sides to a
/// `TokenDiff`. Permutations are matched by their modifier contexts, so a resolver that reorders its
/// modifiers still compares light with light.
package enum TokenDiffer {
    package static func compare(old: DiffSide, new: DiffSide) -> TokenDiff {
        let pairs = PermutationPairs(old: old.model, new: new.model)
        let oldPaths = Set(old.model.paths), newPaths = Set(new.model.paths)
        var removedPaths = old.model.paths.filter { !newPaths.contains($0) }
        var addedPaths = new.model.paths.filter { !oldPaths.contains($0) }

        let renames = RenameMatcher.match(removed: removedPaths, added: addedPaths, old: old.model, new: new.model, pairs: pairs)
        let renamedFrom = Set(renames.map(\.from)), renamedTo = Set(renames.map(\.to))
        removedPaths.removeAll { renamedFrom.contains($0) }
        addedPaths.removeAll { renamedTo.contains($0) }

        let names = NameComparison(old: old.names, new: new.names)
        let removed = removedPaths.map { entry($0, in: old.model, names: names.removed(of: $0)) }
        let added = addedPaths.map { entry($0, in: new.model, names: names.added(of: $0)) }
        let renamed = renames.map { rename in
            TokenRename(
                from: rename.from.dotted, to: rename.to.dotted, id: rename.id, type: typeName(rename.to, in: new.model),
                states: states(rename.to, in: new.model), namesRemoved: names.removed(of: rename.from),
                namesAdded: names.added(of: rename.to))
        }
        let changed = old.model.paths.filter(newPaths.contains).compactMap { path in
            change(path, old: old.model, new: new.model, pairs: pairs, names: names)
        }
        return TokenDiff(
            oldPermutations: old.model.permutations.map(\.description),
            newPermutations: new.model.permutations.map(\.description),
            comparedPermutations: pairs.matched.map { new.model.permutations[$0.new].description },
            added: added, removed: removed, renamed: renamed, changed: changed, platformNames: names.changes)
    }

    static func entry(_ path: TokenPath, in model: ThemedTokenSet, names: [PlatformName]) -> TokenEntry {
        TokenEntry(path: path.dotted, type: typeName(path, in: model), states: states(path, in: model), names: names)
    }

    static func states(_ path: TokenPath, in model: ThemedTokenSet) -> [PermutationState] {
        zip(model.permutations, model.tokens(at: path)).compactMap { permutation, token in
            token.map { PermutationState(permutation: permutation.description, state: state($0)) }
        }
    }

    static func state(_ token: Token) -> TokenState {
        TokenState(value: ValueText.text(token.value), swatch: ValueText.swatch(token.value), aliasOf: token.aliasOf?.dotted)
    }

    /// The type in the default permutation, else the first that has the token.
    static func typeName(_ path: TokenPath, in model: ThemedTokenSet) -> String {
        representative(path, in: model)?.value.typeName ?? ""
    }

    static func representative(_ path: TokenPath, in model: ThemedTokenSet) -> Token? {
        if let index = model.defaultPermutationIndex, let token = model.token(at: path, permutation: index) { return token }
        return model.tokens(at: path).lazy.compactMap { $0 }.first
    }

    static func change(
        _ path: TokenPath, old: ThemedTokenSet, new: ThemedTokenSet, pairs: PermutationPairs, names: NameComparison
    ) -> TokenChange? {
        var permutations: [PermutationChange] = []
        for pair in pairs.matched {
            let before = old.token(at: path, permutation: pair.old), after = new.token(at: path, permutation: pair.new)
            if before == nil && after == nil { continue }
            if let before, let after, before.value == after.value, before.aliasOf == after.aliasOf { continue }
            permutations.append(PermutationChange(
                permutation: new.permutations[pair.new].description, before: before.map(state), after: after.map(state)))
        }
        var description: TextChange?, deprecation: TextChange?
        // The first permutation where each differs: a description can change in dark only.
        for pair in pairs.matched {
            guard let before = old.token(at: path, permutation: pair.old), let after = new.token(at: path, permutation: pair.new)
            else { continue }
            if description == nil, before.description != after.description {
                description = TextChange(before: before.description, after: after.description)
            }
            if deprecation == nil, deprecationText(before) != deprecationText(after) {
                deprecation = TextChange(before: deprecationText(before), after: deprecationText(after))
            }
        }
        let namesRemoved = names.removed(of: path), namesAdded = names.added(of: path)
        if permutations.isEmpty && description == nil && deprecation == nil && namesRemoved.isEmpty && namesAdded.isEmpty {
            return nil
        }
        return TokenChange(
            path: path.dotted, type: typeName(path, in: new), permutations: permutations, description: description,
            deprecation: deprecation, namesRemoved: namesRemoved, namesAdded: namesAdded)
    }

    /// `deprecated`, or the deprecation's message; nil when not deprecated.
    static func deprecationText(_ token: Token?) -> String? {
        guard let deprecation = token?.deprecation else { return nil }
        return deprecation.message ?? "deprecated"
    }
}

/// The permutations both sides resolved, matched by their contexts: (index in old, index in new).
struct PermutationPairs {
    var matched: [(old: Int, new: Int)]

    init(old: ThemedTokenSet, new: ThemedTokenSet) {
        matched = new.permutations.indices.compactMap { index in
            old.permutationIndex(new.permutations[index].inputs).map { (old: $0, new: index) }
        }
    }
}
