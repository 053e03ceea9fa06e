/// The state of one left-to-right pass. Options belong to the command they follow; the first
/// positional of a command with subcommands selects the subcommand.
struct ParseSession {
    private var chain: [CommandSpec]
    private var flags: Set<String> = []
    private var values: [String: [String]] = [:]
    private var positionals: [String] = []
    private var problems: [UsageProblem] = []
    private var isHelpRequested = false
    private var isVersionRequested = false
    /// Set by `help` at the root: the remaining positionals name the command to describe.
    private var helpCommandPath: [String]?
    /// Set after an unknown subcommand: later tokens cannot be interpreted, so they are skipped.
    private var isStopped = false

    init(root: CommandSpec) {
        chain = [root]
    }

    private var command: CommandSpec { chain[chain.count - 1] }
    private var isAtRoot: Bool { chain.count == 1 }

    mutating func consume(_ arguments: [String]) {
        var index = 0
        var isAfterTerminator = false
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if isAfterTerminator {
                if !isStopped { acceptPositional(token, mayNameSubcommand: false) }
                continue
            }
            if token == "--" {
                isAfterTerminator = true
                continue
            }
            if token == "-h" || token == "--help" {
                isHelpRequested = true
                continue
            }
            if isStopped { continue }
            if helpCommandPath != nil {
                if !token.hasPrefix("-") { helpCommandPath?.append(token) }
                continue
            }
            if token.hasPrefix("--") {
                acceptLongOption(token, arguments: arguments, index: &index)
            } else if token.hasPrefix("-"), token.count > 1 {
                acceptShortOptions(token, arguments: arguments, index: &index)
            } else {
                acceptPositional(token, mayNameSubcommand: true)
            }
        }
    }

    // MARK: - Tokens

    private mutating func acceptLongOption(_ token: String, arguments: [String], index: inout Int) {
        let body = token.dropFirst(2)
        let name: String
        let inlineValue: String?
        if let equals = body.firstIndex(of: "=") {
            name = String(body[..<equals])
            inlineValue = String(body[body.index(after: equals)...])
        } else {
            name = String(body)
            inlineValue = nil
        }
        if name == "help" {
            isHelpRequested = true
            return
        }
        if name == "version", isAtRoot, command.version != nil {
            isVersionRequested = true
            return
        }
        guard let option = command.option(named: name) else {
            let suggestion = Suggestion.nearest(to: name, in: longOptionNames)
            problems.append(.unknownOption("--\(name)", suggestion: suggestion.map { "--\($0)" }))
            return
        }
        if option.isFlag {
            if inlineValue != nil {
                problems.append(.flagWithValue(option.longName))
            } else {
                flags.insert(option.name)
            }
            return
        }
        let value = inlineValue ?? takeValue(arguments: arguments, index: &index)
        record(value, for: option)
    }

    /// `-q`, `-o VALUE`, `-oVALUE`, or grouped flags such as `-qv`.
    private mutating func acceptShortOptions(_ token: String, arguments: [String], index: inout Int) {
        var letters = token.dropFirst()
        while let letter = letters.first {
            letters = letters.dropFirst()
            guard let option = command.option(short: letter) else {
                if letter == "h" {
                    isHelpRequested = true
                    continue
                }
                // Short names get no suggestion: one letter is too little to guess from.
                problems.append(.unknownOption(token.count == 2 ? token : "-\(letter)", suggestion: nil))
                return
            }
            if option.isFlag {
                flags.insert(option.name)
                continue
            }
            // `-o=dir` reads as `-o dir`, as many tools accept it.
            let attached = letters.first == "=" ? letters.dropFirst() : letters
            let value = letters.isEmpty ? takeValue(arguments: arguments, index: &index) : String(attached)
            record(value, for: option)
            return
        }
    }

    private mutating func acceptPositional(_ token: String, mayNameSubcommand: Bool) {
        guard mayNameSubcommand, !command.subcommands.isEmpty else {
            positionals.append(token)
            return
        }
        if let subcommand = command.subcommand(named: token) {
            chain.append(subcommand)
            return
        }
        if isAtRoot, token == "help" {
            helpCommandPath = []
            return
        }
        var candidates = command.subcommands.map(\.name)
        if isAtRoot { candidates.append("help") }
        problems.append(.unknownSubcommand(token, suggestion: Suggestion.nearest(to: token, in: candidates)))
        isStopped = true
    }

    /// The next token, unless it looks like an option: `--format --strict` lacks a value.
    private func takeValue(arguments: [String], index: inout Int) -> String? {
        guard index < arguments.count else { return nil }
        let next = arguments[index]
        if next.hasPrefix("-"), next != "-" { return nil }
        index += 1
        return next
    }

    private mutating func record(_ value: String?, for option: OptionSpec) {
        guard let value else {
            problems.append(.missingValue(option: option.displayName))
            return
        }
        if !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
            problems.append(
                .invalidValue(
                    value, option: option.displayName,
                    suggestion: Suggestion.nearest(to: value, in: option.allowedValues),
                    allowedValues: option.allowedValues))
            return
        }
        if !option.isRepeating, values[option.name] != nil {
            let problem = UsageProblem.repeatedOption(option.displayName)
            if !problems.contains(problem) { problems.append(problem) }
            return
        }
        values[option.name, default: []].append(value)
    }

    private var longOptionNames: [String] {
        var names = command.options.map(\.name) + ["help"]
        if isAtRoot, command.version != nil { names.append("version") }
        return names
    }

    // MARK: - Outcome

    func outcome(helpWidth: Int) -> ParseOutcome {
        if let helpCommandPath {
            return helpOutcome(for: helpCommandPath, width: helpWidth)
        }
        if isHelpRequested {
            return .help(HelpGenerator.render(chain: chain, width: helpWidth))
        }
        if isVersionRequested, let version = chain[0].version {
            return .version(version)
        }
        var problems = problems
        var positionalValues: [String: [String]] = [:]
        if !isStopped {
            if command.subcommands.isEmpty {
                positionalValues = assignPositionals(problems: &problems)
            } else if !positionals.isEmpty {
                problems.append(.unexpectedArguments(positionals))
            } else if problems.isEmpty {
                // A command that only groups subcommands has nothing to run: show what it offers.
                return .help(HelpGenerator.render(chain: chain, width: helpWidth))
            }
            for option in command.options where option.isRequired && values[option.name] == nil {
                if !problems.contains(where: { $0.namesOption(option) }) {
                    problems.append(.missingArgument(option.displayName))
                }
            }
        }
        guard problems.isEmpty else { return .usageError(usageError(problems)) }
        var defaults: [String: String] = [:]
        for option in chain.flatMap(\.options) {
            if let defaultValue = option.defaultValue { defaults[option.name] = defaultValue }
        }
        return .command(
            ParsedCommand(
                path: chain.dropFirst().map(\.name), flags: flags, values: values, defaults: defaults,
                positionalValues: positionalValues))
    }

    private func assignPositionals(problems: inout [UsageProblem]) -> [String: [String]] {
        var remaining = positionals[...]
        var assigned: [String: [String]] = [:]
        for argument in command.arguments {
            let taken = argument.isRepeating ? Array(remaining) : Array(remaining.prefix(1))
            remaining = remaining.dropFirst(taken.count)
            if taken.isEmpty {
                if argument.isRequired { problems.append(.missingArgument(argument.label)) }
            } else {
                assigned[argument.name] = taken
            }
        }
        if !remaining.isEmpty { problems.append(.unexpectedArguments(Array(remaining))) }
        return assigned
    }

    private func helpOutcome(for path: [String], width: Int) -> ParseOutcome {
        var helpChain = [chain[0]]
        for (offset, name) in path.enumerated() {
            let current = helpChain[helpChain.count - 1]
            if current.subcommands.isEmpty {
                return .usageError(helpUsageError(.unexpectedArguments(Array(path[offset...]))))
            }
            guard let next = current.subcommand(named: name) else {
                let suggestion = Suggestion.nearest(to: name, in: current.subcommands.map(\.name))
                return .usageError(helpUsageError(.unknownSubcommand(name, suggestion: suggestion)))
            }
            helpChain.append(next)
        }
        return .help(HelpGenerator.render(chain: helpChain, width: width))
    }

    private func usageError(_ problems: [UsageProblem]) -> UsageError {
        let commandPath = chain.map(\.name)
        return UsageError(
            problems: problems, commandPath: commandPath,
            usage: UsageGenerator.line(commandPath: commandPath, command: command))
    }

    private func helpUsageError(_ problem: UsageProblem) -> UsageError {
        let root = chain[0]
        return UsageError(
            problems: [problem], commandPath: [root.name],
            usage: UsageGenerator.line(commandPath: [root.name], command: root))
    }
}

extension UsageProblem {
    /// A required option that was given but rejected is not also reported as missing.
    fileprivate func namesOption(_ option: OptionSpec) -> Bool {
        switch self {
        case .missingValue(let name), .invalidValue(_, let name, _, _): name == option.displayName
        default: false
        }
    }
}
