import RefractArguments
import RefractDiagnostics
import RefractKit

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
                let suggestion = TemplateTool.suggestion(for: name)
                console.err("Error: No built-in template '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
                    + "\nSee 'refract template list'.")
                return 2
            }
            console.outExactly(source)
            return 0
        default:
            let result = TemplateTool.render(
                template: parsed.positional("template") ?? "", dataPath: parsed.option("data") ?? "",
                partialsFolder: parsed.option("partials"),
                escapeMode: parsed.option("escape") == "html" ? .html : .none, strict: parsed.flag("strict"))
            if !result.diagnostics.isEmpty {
                DiagnosticOutput(format: "text", color: .auto, quiet: false)
                    .emit(result.diagnostics, sources: result.sources, summarySuffix: nil, to: &console)
            }
            guard let text = result.text else { return 1 }
            console.outExactly(text)
            return 0
        }
    }
}
