/// Every mistake found in one pass over the command line, with the usage of the command concerned.
package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Refract promises exit code 2 for usage errors (swift-argument-parser's default would be 64).
    package static let exitCode: Int32 = 2

    package var problems: [UsageProblem]
    /// The command's names from the root, e.g. `["refract", "lint"]`.
    package var commandPath: [String]
    /// The usage line without the `Usage: ` prefix, e.g. `refract lint [<tokens> ...] [--strict]`.
    package var usage: String

    package init(problems: [UsageProblem], commandPath: [String], usage: String) {
        self.problems = problems
        self.commandPath = commandPath
        self.usage = usage
    }

    /// One `Error:` line per problem, the usage line, then where to read more; no final newline.
    public var description: String {
        var lines = problems.map { "Error: \($0.message)" }
        lines.append("Usage: \(usage)")
        lines.append("See '\(commandPath.joined(separator: " ")) --help' for more information.")
        return lines.joined(separator: "\n")
    }
}
