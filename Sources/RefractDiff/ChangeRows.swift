/// What both reports show per token: the permutations that share the same before and after folded
/// into one row, so a change made in every permutation reads as one line.
struct ChangeRow: Hashable {
    /// `all 4 permutations`, or the permutations one by one.
    var permutations: [String]
    var before: TokenState?
    var after: TokenState?
}

/// One value per group of permutations that share it, for tokens only one side has.
struct StateRow: Hashable {
    var permutations: [String]
    var state: TokenState
}

enum ChangeRows {
    static func rows(_ change: TokenChange) -> [ChangeRow] {
        var rows: [ChangeRow] = []
        for item in change.permutations {
            if let index = rows.firstIndex(where: { $0.before == item.before && $0.after == item.after }) {
                rows[index].permutations.append(item.permutation)
            } else {
                rows.append(ChangeRow(permutations: [item.permutation], before: item.before, after: item.after))
            }
        }
        return rows
    }

    static func rows(_ states: [PermutationState]) -> [StateRow] {
        var rows: [StateRow] = []
        for item in states {
            if let index = rows.firstIndex(where: { $0.state == item.state }) {
                rows[index].permutations.append(item.permutation)
            } else {
                rows.append(StateRow(permutations: [item.permutation], state: item.state))
            }
        }
        return rows
    }

    /// `every permutation` when the group is all of `compared` (and there are several), else the list.
    static func label(_ permutations: [String], of compared: [String]) -> [String] {
        if compared.count > 1, Set(permutations) == Set(compared) { return ["all \(compared.count) permutations"] }
        return permutations
    }

    static func summary(_ diff: TokenDiff) -> String {
        var parts: [String] = []
        for (count, word) in [(diff.added.count, "added"), (diff.removed.count, "removed"), (diff.renamed.count, "renamed"),
            (diff.changed.count, "changed")] where count > 0 {
            parts.append("\(count) \(word)")
        }
        if parts.isEmpty { return "No token changes" }
        let permutations = diff.comparedPermutations.count
        return parts.joined(separator: ", ") + " (\(permutations) \(permutations == 1 ? "permutation" : "permutations") compared)"
    }
}
