/// The usage synopsis of a command: positionals first, then options in declaration order, as
/// Refract's design writes `refract build [TOKENS…] [--out DIR]`.
enum UsageGenerator {
    /// The separate elements of the synopsis, so that wrapping never splits `[--out <out>]`.
    static func elements(commandPath: [String], command: CommandSpec) -> [String] {
        var elements = [commandPath.joined(separator: " ")]
        if command.subcommands.isEmpty {
            elements += command.arguments.map(element(for:))
        }
        elements += command.options.map(element(for:))
        if !command.subcommands.isEmpty {
            elements.append("<subcommand>")
        }
        return elements
    }

    static func line(commandPath: [String], command: CommandSpec) -> String {
        elements(commandPath: commandPath, command: command).joined(separator: " ")
    }

    private static func element(for argument: ArgumentSpec) -> String {
        let repeated = argument.isRepeating ? "\(argument.label) ..." : argument.label
        return argument.isRequired ? repeated : "[\(repeated)]"
    }

    private static func element(for option: OptionSpec) -> String {
        let repeated = option.isRepeating ? "\(option.displayName) ..." : option.displayName
        return option.isRequired ? repeated : "[\(repeated)]"
    }
}
