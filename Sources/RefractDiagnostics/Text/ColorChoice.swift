/// The `--color auto|always|never` option.
package enum ColorChoice: String, Sendable, Hashable, CaseIterable {
    case auto
    case always
    case never
}

/// Whether to colour human output. `auto` colours only a terminal whose `TERM` is not `dumb`, and
/// honours `NO_COLOR` (no-color.org: any non-empty value turns colour off).
package func shouldUseColor(choice: ColorChoice, isTerminal: Bool, environment: [String: String]) -> Bool {
    switch choice {
    case .always:
        return true
    case .never:
        return false
    case .auto:
        guard isTerminal else { return false }
        if environment["TERM"] == "dumb" { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return true
    }
}
