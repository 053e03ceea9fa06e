extension ThemedTokenSet {
    /// Whether two tokens that map to one platform name are one token in two places: one is an alias (through
    /// any chain) of the other, and they hold the same value in every permutation. Such a pair needs the name
    /// once (Equinor's Figma export: a concept token aliasing a flat token of the same platform name); any other
    /// pair is a real collision.
    package func sharesNameHarmlessly(_ first: TokenPath, _ second: TokenPath) -> Bool {
        guard first != second else { return true }
        var linked = false
        for index in permutations.indices {
            let a = token(at: first, permutation: index)
            let b = token(at: second, permutation: index)
            guard let a, let b else {
                if a == nil && b == nil { continue }
                return false
            }
            guard a.value == b.value else { return false }
            if aliases(a, b.path, permutation: index) || aliases(b, a.path, permutation: index) { linked = true } else { return false }
        }
        return linked
    }

    private func aliases(_ token: Token, _ target: TokenPath, permutation index: Int) -> Bool {
        var next = token.aliasOf
        var steps = 0
        while let path = next, steps < 64 {
            if path == target { return true }
            next = self.token(at: path, permutation: index)?.aliasOf
            steps += 1
        }
        return false
    }
}
