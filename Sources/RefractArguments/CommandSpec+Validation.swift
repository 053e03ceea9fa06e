extension CommandSpec {
    /// Mistakes in the declaration itself, for a test of the real command tree to assert empty
    /// (as swift-argument-parser's validators check a command's declaration, not the user's input).
    package var declarationProblems: [String] {
        var problems: [String] = []
        collectDeclarationProblems(path: name, isRoot: true, into: &problems)
        return problems
    }

    private func collectDeclarationProblems(path: String, isRoot: Bool, into problems: inout [String]) {
        var longNames: Set<String> = ["help"]
        if isRoot, version != nil { longNames.insert("version") }
        var shortNames: Set<Character> = ["h"]
        for option in options {
            if !longNames.insert(option.name).inserted {
                problems.append("\(path): option '--\(option.name)' is declared twice or clashes with a built-in")
            }
            if let short = option.shortName, !shortNames.insert(short).inserted {
                problems.append("\(path): short name '-\(short)' is declared twice or clashes with '-h'")
            }
            if option.name.isEmpty || option.name.hasPrefix("-") || option.name.contains("=") {
                problems.append("\(path): option name '\(option.name)' must be non-empty, without dashes or '='")
            }
            if let defaultValue = option.defaultValue, !option.allowedValues.isEmpty,
                !option.allowedValues.contains(defaultValue)
            {
                problems.append("\(path): default '\(defaultValue)' of '--\(option.name)' is not an allowed value")
            }
            if option.isRequired, option.defaultValue != nil {
                problems.append("\(path): required option '--\(option.name)' cannot have a default")
            }
        }
        if !subcommands.isEmpty, !arguments.isEmpty {
            problems.append("\(path): a command with subcommands cannot take positional arguments")
        }
        for (offset, argument) in arguments.enumerated() {
            if argument.isRepeating, offset != arguments.count - 1 {
                problems.append("\(path): repeating argument '<\(argument.name)>' must be the last")
            }
            if argument.isRequired, arguments[..<offset].contains(where: { !$0.isRequired }) {
                problems.append("\(path): required argument '<\(argument.name)>' follows an optional one")
            }
        }
        if Set(arguments.map(\.name)).count != arguments.count {
            problems.append("\(path): two positional arguments share a name")
        }
        var subcommandNames: Set<String> = isRoot ? ["help"] : []
        for subcommand in subcommands {
            if !subcommandNames.insert(subcommand.name).inserted {
                problems.append("\(path): subcommand '\(subcommand.name)' is declared twice or clashes with 'help'")
            }
            subcommand.collectDeclarationProblems(
                path: "\(path) \(subcommand.name)", isRoot: false, into: &problems)
        }
    }
}
