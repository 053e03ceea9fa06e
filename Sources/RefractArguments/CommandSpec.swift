/// A command and, recursively, its subcommands: everything the parser and the help generator know.
package struct CommandSpec: Sendable, Hashable {
    package var name: String
    /// One line, shown after `OVERVIEW:` and in the parent's `SUBCOMMANDS:` list.
    package var abstract: String
    /// Paragraphs after the abstract; line breaks in it are kept.
    package var discussion: String
    /// Only meaningful on the root: enables `--version`.
    package var version: String?
    package var arguments: [ArgumentSpec]
    /// Options and flags in the order usage and help list them.
    package var options: [OptionSpec]
    /// A command with subcommands takes no positionals of its own: its first one names the subcommand.
    package var subcommands: [CommandSpec]
    /// Further tables after the options, e.g. `RULES:` for lint.
    package var sections: [HelpSection]

    package init(
        name: String,
        abstract: String,
        discussion: String = "",
        version: String? = nil,
        arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [],
        subcommands: [CommandSpec] = [],
        sections: [HelpSection] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.version = version
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
        self.sections = sections
    }

    func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }

    func option(short: Character) -> OptionSpec? { options.first { $0.shortName == short } }

    func subcommand(named name: String) -> CommandSpec? { subcommands.first { $0.name == name } }
}
