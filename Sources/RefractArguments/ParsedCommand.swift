/// A successfully parsed command line: which command runs and the values given to it.
package struct ParsedCommand: Sendable, Equatable {
    /// Subcommand names below the root, e.g. `["template", "render"]`; empty for the root itself.
    package var path: [String]
    package var flags: Set<String>
    /// Values given on the command line, by option name, in the order given.
    package var values: [String: [String]]
    /// Declared defaults of the options of every command on the path, by option name.
    package var defaults: [String: String]
    /// Positional values by argument name.
    package var positionalValues: [String: [String]]

    package init(
        path: [String],
        flags: Set<String> = [],
        values: [String: [String]] = [:],
        defaults: [String: String] = [:],
        positionalValues: [String: [String]] = [:]
    ) {
        self.path = path
        self.flags = flags
        self.values = values
        self.defaults = defaults
        self.positionalValues = positionalValues
    }

    package func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value given, else the declared default.
    package func option(_ name: String) -> String? { values[name]?.last ?? defaults[name] }

    /// Every value given to a repeatable option, else the declared default, else none.
    package func options(_ name: String) -> [String] {
        if let given = values[name] { return given }
        return defaults[name].map { [$0] } ?? []
    }

    /// Whether the option was given explicitly rather than falling back to its default.
    package func isSpecified(_ name: String) -> Bool { values[name] != nil }

    package func positionals(_ name: String) -> [String] { positionalValues[name] ?? [] }

    package func positional(_ name: String) -> String? { positionalValues[name]?.first }
}
