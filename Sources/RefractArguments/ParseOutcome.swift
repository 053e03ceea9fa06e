/// What the command line asks for. Mapping to output streams and exit codes is the caller's job.
package enum ParseOutcome: Sendable, Equatable {
    case command(ParsedCommand)
    /// The generated help text, without a final newline.
    case help(String)
    /// The root's version string.
    case version(String)
    case usageError(UsageError)
}
