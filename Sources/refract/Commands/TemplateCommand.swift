import RefractArguments
import RefractDiagnostics
import RefractKit
import RefractTemplates

/// `refract template list|cat|render`.
enum TemplateCommand {
    static func run(_ parsed: ParsedCommand, _ console: inout Console) -> Int32 {
        switch parsed.path.last {
        case "list":
            console.out(TemplateTool.builtinNames.joined(separator: "\n"))
            return 0
        case "cat":
            let name = parsed.positional("name") ?? ""
            guard let source = TemplateTool.source(ofBuiltin: name) else {
                let suggestion = TemplateTool.builtinNames.min { distance(name, $0) < distance(name, $1) }
                console.err("Error: No built-in template '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
                    + "\nSee 'refract template list'.")
                return 2
            }
            console.out(source)
            return 0
        default:
            let result = TemplateTool.render(
                template: parsed.positional("template") ?? "", dataPath: parsed.option("data") ?? "",
                partialsFolder: parsed.option("partials"),
                escapeMode: parsed.option("escape") == "html" ? .html : .none)
            if !result.diagnostics.isEmpty {
                DiagnosticOutput(format: "text", color: .auto, quiet: false)
                    .emit(result.diagnostics, sources: result.sources, summarySuffix: nil, to: &console)
            }
            guard let text = result.text else { return 1 }
            console.out(text)
            return 0
        }
    }

    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b.split(separator: "/").last.map(String.init) ?? b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
