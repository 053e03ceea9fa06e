/// A command and, recursively, its subcommands: everything the parser and the help generator know.
public struct CommandSpec: Sendable, Hashable {
    public var name: String
    /// One line, shown after `OVERVIEW:` and in the parent's `SUBCOMMANDS:` list.
    public var abstract: String
    /// Paragraphs after the abstract; line breaks in it are kept.
    public var discussion: String
    /// Only meaningful on the root: enables `--version`.
    public var version: String?
    public var arguments: [ArgumentSpec]
    /// Options and flags in the order usage and help list them.
    public var options: [OptionSpec]
    /// A command with subcommands takes no positionals of its own: its first one names the subcommand.
    public var subcommands: [CommandSpec]
    /// Further tables after the options, e.g. `RULES:` for lint.
    public var sections: [HelpSection]

    public init(
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
