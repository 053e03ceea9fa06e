/// The diff page's before/after swatches per permutation: one row per changed token, one column per
/// compared permutation, each cell the old value above the new one (a colour as a swatch, a gradient as
/// a bar), and one control per modifier choosing the columns, as the preview page has.
enum PermutationSwatches {
    static func section(_ diff: TokenDiff) -> [String] {
        let drawn = diff.changed.filter { change in change.permutations.contains { $0.before?.swatch != nil || $0.after?.swatch != nil } }
        guard !drawn.isEmpty else { return [] }
        let columns = diff.comparedPermutations
        var lines = ["<h2 id=\"swatches\">Changed, per permutation (\(drawn.count))</h2>"]
        let axes = Self.axes(columns)
        if columns.count > 1, !axes.isEmpty {
            lines.append("<div class=\"controls\">" + axes.map { axis in
                "<label>\(HTMLDiffRenderer.escape(axis.name)) <select data-axis=\"\(HTMLDiffRenderer.escape(axis.name))\">"
                    + "<option value=\"*\" selected>every \(HTMLDiffRenderer.escape(axis.name))</option>"
                    + axis.contexts.map { "<option>\(HTMLDiffRenderer.escape($0))</option>" }.joined() + "</select></label>"
            }.joined(separator: " ") + "</div>")
        }
        lines.append("<table class=\"swatches\">")
        lines.append("<tr><th>token</th>" + columns.map {
            "<th data-column=\"\(HTMLDiffRenderer.escape($0))\">\(HTMLDiffRenderer.code($0))</th>"
        }.joined() + "</tr>")
        for change in drawn {
            let byPermutation = Dictionary(change.permutations.map { ($0.permutation, $0) }) { first, _ in first }
            let cells = columns.map { column -> String in
                let open = "<td data-column=\"\(HTMLDiffRenderer.escape(column))\">"
                guard let state = byPermutation[column] else { return open + "<span class=\"absent\">same</span></td>" }
                return open + bar(state.before, type: change.type, label: "before") + bar(state.after, type: change.type, label: "after") + "</td>"
            }
            lines.append("<tr data-token=\"\(HTMLDiffRenderer.escape(change.path))\"><td>\(HTMLDiffRenderer.code(change.path))</td>" + cells.joined() + "</tr>")
        }
        lines.append("</table>")
        return lines
    }

    /// A swatch for a colour or a border, a bar across the cell for a gradient; `—` where the side lacks it.
    static func bar(_ state: TokenState?, type: String, label: String) -> String {
        guard let state else { return "<div class=\"bar absent\" title=\"\(label)\">—</div>" }
        let fill = type == "gradient" ? "linear-gradient(90deg, \(state.value))" : state.swatch
        guard let fill else { return "<div class=\"bar-text\" title=\"\(label)\">\(HTMLDiffRenderer.code(state.value))</div>" }
        return "<div class=\"bar\" data-side=\"\(label)\" title=\"\(label): \(HTMLDiffRenderer.escape(state.value))\" style=\"background:\(HTMLDiffRenderer.escape(fill))\"></div>"
    }

    /// The modifiers the permutations name (`theme=dark, size=default`), each with its contexts in order.
    static func axes(_ permutations: [String]) -> [(name: String, contexts: [String])] {
        var order: [String] = []
        var contexts: [String: [String]] = [:]
        for permutation in permutations {
            for part in permutation.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                guard let equals = part.firstIndex(of: "=") else { continue }
                let name = String(part[..<equals]), context = String(part[part.index(after: equals)...])
                if contexts[name] == nil { order.append(name) }
                if contexts[name, default: []].contains(context) == false { contexts[name, default: []].append(context) }
            }
        }
        return order.compactMap { name in (contexts[name]?.count ?? 0) > 1 ? (name, contexts[name] ?? []) : nil }
    }

    static let style = """
        .controls { margin: 0 0 .75rem; display: flex; gap: 1rem; flex-wrap: wrap; }
        table.swatches { table-layout: fixed; }
        table.swatches td, table.swatches th { overflow-wrap: anywhere; }
        .bar { height: 1.1rem; border-radius: 4px; border: 1px solid #8886; margin: 2px 0; }
        .bar[data-side="after"] { height: 1.6rem; }
        .bar-text { font-size: 12px; }
        """

    /// Shows the columns whose permutation the controls choose; the page reads without it.
    static let script = """
        (function () {
          var controls = Array.prototype.slice.call(document.querySelectorAll("select[data-axis]"));
          function chosen(id) {
            return id.split(", ").every(function (part) {
              var equals = part.indexOf("="), axis = part.slice(0, equals), context = part.slice(equals + 1);
              return controls.every(function (control) {
                return control.getAttribute("data-axis") !== axis || control.value === "*" || control.value === context;
              });
            });
          }
          function apply() {
            document.querySelectorAll("table.swatches [data-column]").forEach(function (cell) {
              cell.hidden = !chosen(cell.getAttribute("data-column"));
            });
          }
          controls.forEach(function (control) { control.addEventListener("change", apply); });
          apply();
        })();
        """
}
