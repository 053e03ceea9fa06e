/// The diff as one self-contained HTML page (`refract diff --html`): the Markdown report's tables with
/// real swatches, styled inline, with no script, font or image fetched from anywhere.
package enum HTMLDiffRenderer {
    package static func render(_ diff: TokenDiff, title: String = "Design token changes") -> String {
        var body: [String] = ["<h1>\(escape(title))</h1>", "<p class=\"summary\">\(escape(ChangeRows.summary(diff))).</p>"]
        if diff.isBreaking {
            let count = diff.removedNames.count
            body.append("<p class=\"breaking\"><strong>Breaking:</strong> \(count) platform \(count == 1 ? "name disappears" : "names disappear").</p>")
            body += table("Breaking: platform names that disappear", ["platform", "name", "token"],
                diff.removedNames.map { [escape($0.platform), code($0.name), $0.token.map(code) ?? "—"] }, id: "breaking")
        }
        body += table("Removed", ["token", "type", "value"], diff.removed.map { entryRow($0, diff) }, id: "removed")
        body += table("Added", ["token", "type", "value"], diff.added.map { entryRow($0, diff) }, id: "added")
        body += table("Renamed", ["from", "to", "value"], diff.renamed.map { rename in
            [code(rename.from), code(rename.to), states(rename.states)]
        }, id: "renamed")
        body += table("Changed", ["token", "permutations", "before", "after"], diff.changed.flatMap { change in
            changeRows(change, diff)
        }, id: "changed")
        body += PermutationSwatches.section(diff)
        body += table("New platform names", ["platform", "name", "token"],
            diff.platformNames.filter { $0.change == .added }.map { [escape($0.platform), code($0.name), $0.token.map(code) ?? "—"] },
            id: "new-names")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            \(body.joined(separator: "\n"))
            \(diff.changed.isEmpty ? "" : "<script>\n" + PermutationSwatches.script + "\n</script>")
            </body>
            </html>

            """
    }

    static let style = """
        :root { color-scheme: light dark; font: 14px/1.5 system-ui, sans-serif; }
        body { margin: 2rem auto; max-width: 72rem; padding: 0 1rem; }
        table { border-collapse: collapse; width: 100%; margin-bottom: 2rem; }
        th, td { border: 1px solid #8884; padding: .35rem .6rem; text-align: left; vertical-align: top; }
        th { background: #8881; }
        code { font: 13px ui-monospace, monospace; }
        .swatch { display: inline-block; width: 1.1em; height: 1.1em; border-radius: 3px; vertical-align: -.2em;
          margin-right: .35em; border: 1px solid #8886;
          background-image: linear-gradient(45deg, #ccc 25%, transparent 25%, transparent 75%, #ccc 75%);
          background-size: 8px 8px; }
        .swatch > span { display: block; width: 100%; height: 100%; border-radius: 2px; }
        .breaking { border-left: 4px solid #d1242f; padding: .5rem 1rem; background: #d1242f1a; }
        .absent { color: #888; }
        """ + "\n" + PermutationSwatches.style

    static func entryRow(_ entry: TokenEntry, _ diff: TokenDiff) -> [String] {
        [code(entry.path), escape(entry.type), states(entry.states)]
    }

    static func states(_ states: [PermutationState]) -> String {
        let rows = ChangeRows.rows(states)
        if rows.count == 1, let row = rows.first { return cell(row.state) }
        return rows.map { row in
            row.permutations.map(code).joined(separator: ", ") + ": " + cell(row.state)
        }.joined(separator: "<br>")
    }

    static func changeRows(_ change: TokenChange, _ diff: TokenDiff) -> [[String]] {
        var rows = ChangeRows.rows(change).map { row in
            [code(change.path),
                ChangeRows.label(row.permutations, of: diff.comparedPermutations).map { $0.hasPrefix("all ") ? escape($0) : code($0) }
                    .joined(separator: "<br>"),
                row.before.map(cell) ?? absent, row.after.map(cell) ?? absent]
        }
        if let description = change.description {
            rows.append([code(change.path), "description", description.before.map(escape) ?? absent, description.after.map(escape) ?? absent])
        }
        if let deprecation = change.deprecation {
            rows.append([code(change.path), "deprecated", deprecation.before.map(escape) ?? "no", deprecation.after.map(escape) ?? "no"])
        }
        if !change.namesRemoved.isEmpty || !change.namesAdded.isEmpty {
            rows.append([code(change.path), "platform names", names(change.namesRemoved), names(change.namesAdded)])
        }
        return rows
    }

    static let absent = "<span class=\"absent\">—</span>"

    static func names(_ names: [PlatformName]) -> String {
        names.isEmpty ? absent : names.map { "\(escape($0.platform)) \(code($0.name))" }.joined(separator: "<br>")
    }

    static func cell(_ state: TokenState) -> String {
        var text = ""
        if let swatch = state.swatch {
            text += "<span class=\"swatch\" title=\"\(escape(swatch))\"><span style=\"background:\(escape(swatch))\"></span></span>"
        }
        text += code(state.value)
        if let alias = state.aliasOf { text += " ← " + code("{\(alias)}") }
        return text
    }

    static func table(_ heading: String, _ header: [String], _ rows: [[String]], id: String) -> [String] {
        guard !rows.isEmpty else { return [] }
        var lines = ["<h2 id=\"\(id)\">\(escape(heading)) (\(rows.count))</h2>", "<table>",
            "<tr>" + header.map { "<th>\(escape($0))</th>" }.joined() + "</tr>"]
        lines += rows.map { "<tr>" + $0.map { "<td>\($0)</td>" }.joined() + "</tr>" }
        lines.append("</table>")
        return lines
    }

    static func code(_ text: String) -> String { "<code>\(escape(text))</code>" }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
