/// The diff as GitHub-flavoured Markdown for a pull request comment: a summary line, then tables of the
/// breaking names, the added, removed, renamed and changed tokens. A colour is a code span holding only
/// `#rrggbb` (or `rgba(…)` when translucent): GitHub draws a swatch beside such a span in comments on
/// issues and pull requests, with no image and no network; elsewhere it stays readable text.
package enum MarkdownDiffRenderer {
    package static func render(_ diff: TokenDiff, title: String = "Design token changes") -> String {
        var lines = ["## \(title)", "", ChangeRows.summary(diff) + "."]
        if diff.isBreaking {
            let count = diff.removedNames.count
            lines += ["", "> [!CAUTION]",
                "> **Breaking:** \(count) platform \(count == 1 ? "name disappears" : "names disappear"); code that uses \(count == 1 ? "it" : "them") no longer builds."]
        }
        lines += permutationLines(diff)
        if diff.isBreaking {
            lines += section("Breaking: platform names that disappear", ["platform", "name", "token"],
                diff.removedNames.map { [$0.platform, code($0.name), $0.token.map(code) ?? "—"] })
        }
        lines += section("Removed", ["token", "type", "value"], diff.removed.map(entryRow(diff)))
        lines += section("Added", ["token", "type", "value"], diff.added.map(entryRow(diff)))
        lines += section("Renamed", ["from", "to", "value"], diff.renamed.map { rename in
            [code(rename.from), code(rename.to) + (rename.id.map { " (id " + code($0) + ")" } ?? ""),
             stateCell(rename.states, compared: diff.comparedPermutations)]
        })
        lines += section("Changed", ["token", "permutations", "before", "after"], diff.changed.flatMap { changeRows($0, diff) })
        let appearing = diff.platformNames.filter { $0.change == .added }
        lines += section("New platform names", ["platform", "name", "token"],
            appearing.map { [$0.platform, code($0.name), $0.token.map(code) ?? "—"] })
        return lines.joined(separator: "\n") + "\n"
    }

    static func permutationLines(_ diff: TokenDiff) -> [String] {
        let gone = diff.oldPermutations.filter { !diff.comparedPermutations.contains($0) }
        let new = diff.newPermutations.filter { !diff.comparedPermutations.contains($0) }
        var lines: [String] = []
        if !gone.isEmpty { lines += ["", "Permutations only the old version has: " + gone.map(code).joined(separator: ", ") + "."] }
        if !new.isEmpty { lines += ["", "Permutations only the new version has: " + new.map(code).joined(separator: ", ") + "."] }
        return lines
    }

    static func entryRow(_ diff: TokenDiff) -> (TokenEntry) -> [String] {
        { entry in [code(entry.path), entry.type, stateCell(entry.states, compared: diff.comparedPermutations)] }
    }

    static func changeRows(_ change: TokenChange, _ diff: TokenDiff) -> [[String]] {
        var rows = ChangeRows.rows(change).map { row in
            [code(change.path), permutationCell(ChangeRows.label(row.permutations, of: diff.comparedPermutations)),
                row.before.map(cell) ?? "—", row.after.map(cell) ?? "—"]
        }
        if let description = change.description {
            rows.append([code(change.path), "description", description.before.map(text) ?? "—", description.after.map(text) ?? "—"])
        }
        if let deprecation = change.deprecation {
            rows.append([code(change.path), "deprecated", deprecation.before.map(text) ?? "no", deprecation.after.map(text) ?? "no"])
        }
        if !change.namesRemoved.isEmpty || !change.namesAdded.isEmpty {
            rows.append([code(change.path), "platform names", names(change.namesRemoved), names(change.namesAdded)])
        }
        return rows
    }

    static func names(_ names: [PlatformName]) -> String {
        names.isEmpty ? "—" : names.map { "\($0.platform) \(code($0.name))" }.joined(separator: "<br>")
    }

    static func stateCell(_ states: [PermutationState], compared: [String]) -> String {
        let rows = ChangeRows.rows(states)
        if rows.count == 1, let row = rows.first { return cell(row.state) }
        return rows.map { "\(permutationCell($0.permutations)): \(cell($0.state))" }.joined(separator: "<br>")
    }

    static func permutationCell(_ permutations: [String]) -> String {
        permutations.map { $0.hasPrefix("all ") ? $0 : code($0) }.joined(separator: "<br>")
    }

    /// The swatch span alone (so GitHub recognises the colour), then the value where it says more, then
    /// the alias.
    static func cell(_ state: TokenState) -> String {
        var parts: [String] = []
        if let swatch = state.swatch {
            let chip = chipText(swatch)
            parts.append(code(chip))
            if state.value != chip { parts.append(code(state.value)) }
        } else {
            parts.append(code(state.value))
        }
        if let alias = state.aliasOf { parts.append("← " + code("{\(alias)}")) }
        return parts.joined(separator: " ")
    }

    /// GitHub draws swatches for `#rrggbb` and `rgba(r, g, b, a)`, not for eight-digit hex.
    package static func chipText(_ hex: String) -> String {
        let digits = Array(hex.dropFirst())
        guard digits.count == 8 else { return hex }
        let bytes = stride(from: 0, to: 8, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16) ?? 0 }
        return "rgba(\(bytes[0]), \(bytes[1]), \(bytes[2]), \(ValueText.number(Double(bytes[3]) / 255)))"
    }

    static func section(_ heading: String, _ header: [String], _ rows: [[String]]) -> [String] {
        guard !rows.isEmpty else { return [] }
        var lines = ["", "### \(heading) (\(rows.count))", "", row(header), row(header.map { _ in "---" })]
        lines += rows.map(row)
        return lines
    }

    static func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }

    /// A code span that survives any backticks inside, with table pipes escaped (GFM unescapes them).
    static func code(_ text: String) -> String {
        let clean = text.replacingPipes.replacingNewlines
        var fence = "`"
        while clean.contains(fence) { fence += "`" }
        let pad = clean.hasPrefix("`") || clean.hasSuffix("`") ? " " : ""
        return fence + pad + clean + pad + fence
    }

    /// Plain text with every Markdown and HTML character escaped.
    static func text(_ text: String) -> String {
        var result = ""
        for character in text.replacingNewlines {
            if "\\`*_{}[]<>()#+-.!|~&".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}

private extension String {
    var replacingPipes: String { split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
    var replacingNewlines: String { split(whereSeparator: \.isNewline).joined(separator: " ") }
}
