/// Renders `--help` in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
/// SUBCOMMANDS, with labels in a column of 26 and help text beside them.
package enum HelpGenerator {
    static let indent = 2
    static let labelColumnWidth = 26
    /// Help text keeps at least this many columns, so a narrow terminal degrades instead of breaking.
    static let minimumHelpWidth = 20

    /// The help of the command reached by following `path` (subcommand names) from `root`; nil when
    /// the path names no command. No final newline.
    package static func helpText(root: CommandSpec, path: [String] = [], width: Int = 80) -> String? {
        var chain = [root]
        for name in path {
            guard let next = chain[chain.count - 1].subcommand(named: name) else { return nil }
            chain.append(next)
        }
        return render(chain: chain, width: width)
    }

    /// `chain` runs from the root to the command whose help is shown.
    static func render(chain: [CommandSpec], width: Int) -> String {
        guard let command = chain.last else { return "" }
        let commandPath = chain.map(\.name)
        let isRoot = chain.count == 1
        var blocks: [[String]] = []

        if !command.abstract.isEmpty {
            var overview = TextWrapping.wrap(
                command.abstract, width: width, indent: 0, firstLineUsed: "OVERVIEW: ".count)
            overview[0] = "OVERVIEW: " + overview[0]
            blocks.append(overview)
        }
        if !command.discussion.isEmpty {
            blocks.append(TextWrapping.wrapParagraphs(command.discussion, width: width))
        }

        blocks.append(usageBlock(commandPath: commandPath, command: command, width: width))

        if command.subcommands.isEmpty, !command.arguments.isEmpty {
            let rows = command.arguments.map { ($0.label, $0.help) }
            blocks.append(["ARGUMENTS:"] + columns(rows, width: width))
        }

        var optionRows = command.options.map { (label(for: $0), help(for: $0)) }
        if isRoot, command.version != nil {
            optionRows.append(("--version", "Show the version."))
        }
        optionRows.append(("-h, --help", "Show help information."))
        blocks.append(["OPTIONS:"] + columns(optionRows, width: width))

        for section in command.sections {
            blocks.append(["\(section.title):"] + columns(section.rows.map { ($0.label, $0.text) }, width: width))
        }

        if !command.subcommands.isEmpty {
            let rows = command.subcommands.map { ($0.name, $0.abstract) }
            blocks.append(["SUBCOMMANDS:"] + columns(rows, width: width))
            let helpPath = (["help"] + commandPath.dropFirst()).joined(separator: " ")
            blocks.append(["See '\(commandPath[0]) \(helpPath) <subcommand>' for detailed help."])
        }

        return blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    private static func usageBlock(commandPath: [String], command: CommandSpec, width: Int) -> [String] {
        let prefix = "USAGE: "
        let elements = UsageGenerator.elements(commandPath: commandPath, command: command)
        let continuation = String(repeating: " ", count: prefix.count)
        var lines: [String] = []
        var line = prefix + elements[0]
        for element in elements.dropFirst() {
            if line.count + 1 + element.count <= width {
                line += " " + element
            } else {
                lines.append(line)
                line = continuation + element
            }
        }
        lines.append(line)
        return lines
    }

    private static func label(for option: OptionSpec) -> String {
        let names = option.shortName.map { "-\($0), \(option.longName)" } ?? option.longName
        guard let valueName = option.valueName else { return names }
        return "\(names) <\(valueName)>"
    }

    private static func help(for option: OptionSpec) -> String {
        var facts: [String] = []
        if !option.allowedValues.isEmpty { facts.append("values: " + option.allowedValues.joined(separator: ", ")) }
        if let defaultValue = option.defaultValue { facts.append("default: \(defaultValue)") }
        guard !facts.isEmpty else { return option.help }
        let suffix = "(\(facts.joined(separator: "; ")))"
        return option.help.isEmpty ? suffix : "\(option.help) \(suffix)"
    }

    /// Labels in the first column; a label too wide for it puts its help on the next line.
    private static func columns(_ rows: [(label: String, help: String)], width: Int) -> [String] {
        let helpWidth = max(width, labelColumnWidth + minimumHelpWidth)
        let pad = String(repeating: " ", count: labelColumnWidth)
        var lines: [String] = []
        for row in rows {
            let label = String(repeating: " ", count: indent) + row.label
            guard !row.help.isEmpty else {
                lines.append(label)
                continue
            }
            let wrapped = TextWrapping.wrap(
                row.help, width: helpWidth, indent: labelColumnWidth, firstLineUsed: labelColumnWidth)
            if label.count + 2 <= labelColumnWidth {
                let gap = String(repeating: " ", count: labelColumnWidth - label.count)
                lines.append(label + gap + wrapped[0])
            } else {
                lines.append(label)
                lines.append(pad + wrapped[0])
            }
            lines += wrapped.dropFirst()
        }
        return lines
    }
}
