import RefractDiagnostics

/// Figma's `/`-separated variable names as DTCG paths, and the clashes that merging collections would hide.
enum FigmaNames {
    static func path(_ name: String) -> [String] {
        name.split(separator: "/", omittingEmptySubsequences: true).map { String($0).trimmingSpaces }
    }

    /// A collection or mode name as a file name: `/` would make a folder of it.
    static func fileName(_ name: String) -> String { name.replacingAll("/", with: "-") }

    /// Two variables with the same path, or one whose path is a group of another's: in one DTCG tree
    /// one would hide the other. Reported at the later variable, with the first as a note.
    static func unique(_ variables: [FigmaVariables.Variable]) -> (kept: [FigmaVariables.Variable], diagnostics: [Diagnostic]) {
        var first: [String: FigmaVariables.Variable] = [:]
        var groups: [String: FigmaVariables.Variable] = [:]
        var diagnostics: [Diagnostic] = []
        var kept: [FigmaVariables.Variable] = []
        for variable in variables {
            let parts = path(variable.name)
            let key = parts.joined(separator: ".")
            let clash = first[key] ?? groups[key]
                ?? parts.indices.dropLast().lazy.compactMap { first[parts[...$0].joined(separator: ".")] }.first
            if let clash {
                diagnostics.append(.error(
                    "figma.duplicate-name",
                    FigmaNames.path(clash.name) == parts
                        ? "variable '\(variable.name)' makes the token '\(key)', which variable '\(clash.name)' already makes"
                        : "variable '\(variable.name)' and variable '\(clash.name)' clash: a token cannot also be a group of tokens",
                    at: variable.entry.value["name"]?.span ?? variable.entry.keySpan,
                    notes: [DiagnosticNote("'\(clash.name)' is defined here", at: clash.entry.value["name"]?.span)],
                    help: "rename one of them in Figma: the tokens of every collection share one tree"))
                continue
            }
            first[key] = variable
            kept.append(variable)
            for end in parts.indices.dropLast() where groups[parts[...end].joined(separator: ".")] == nil {
                groups[parts[...end].joined(separator: ".")] = variable
            }
        }
        return (kept, diagnostics)
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
