/// Parses a command line against a `CommandSpec` tree in one pass, collecting every problem.
package enum ArgumentParser {
    /// `arguments` excludes the program name. `helpWidth` is the column to wrap help text to.
    ///
    /// `-h`/`--help` anywhere before `--` wins over everything, then `--version` (root only), then
    /// usage errors. `help COMMAND [SUBCOMMAND]` at the root means `COMMAND [SUBCOMMAND] --help`.
    package static func parse(_ arguments: [String], root: CommandSpec, helpWidth: Int = 80) -> ParseOutcome {
        var session = ParseSession(root: root)
        session.consume(arguments)
        return session.outcome(helpWidth: helpWidth)
    }
}
