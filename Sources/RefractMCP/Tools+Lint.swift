import RefractDiagnostics
import RefractJSONRPC

extension ToolCatalog {
    static let lint = Tool(
        name: "lint",
        title: "Lint the tokens",
        description: """
            The project's diagnostics, as `refract lint --format json` reports them: token errors (syntax, references, \
            types, values), the design rules (contrast, modes, names, aliases) in every permutation and the names \
            each platform would reject. Each with its file, line and column, a stable code and a hint.
            """,
        inputSchema: Schema.object([
            ("severity", Schema.string("Only errors, only warnings, or everything (default).", values: ["all", "error", "warning"])),
            ("code", Schema.string("Only diagnostics whose code starts with this, e.g. 'lint.contrast' or 'reference'.")),
            Schema.limit("diagnostics", default: 20),
        ]),
        outputSchema: Schema.object(
            [
                ("errors", Schema.plainInteger), ("warnings", Schema.plainInteger), ("total", Schema.plainInteger),
                ("diagnostics", Schema.array(Schema.object(
                    [("severity", Schema.plainString), ("code", Schema.plainString), ("message", Schema.plainString),
                     ("file", Schema.plainString), ("line", Schema.plainInteger), ("column", Schema.plainInteger), ("help", Schema.plainString)],
                    required: ["severity", "code", "message"]))),
                ("note", Schema.plainString),
            ], required: ["errors", "warnings", "total", "diagnostics"]),
        run: { arguments, workspace throws(ToolFailure) in
            let severity = try arguments.choice("severity", ["all", "error", "warning"], default: "all")
            let code = try arguments.string("code")
            let limit = try arguments.limit(default: 20)
            let all = workspace.load().diagnostics
            let selected = all.filter { diagnostic in
                (severity == "all" || diagnostic.severity.rawValue == severity)
                    && (code.map { diagnostic.code.rawValue.hasPrefix($0) } ?? true)
            }
            let errors = all.filter { $0.severity == .error }.count
            let warnings = all.filter { $0.severity == .warning }.count
            let bounded = Bounded(selected, limit: limit)
            let note = bounded.note("narrow with 'severity' or 'code', or raise 'limit'")
            var text = "\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")"
            text += selected.count == all.count ? "" : " (\(selected.count) selected)"
            for diagnostic in bounded.shown {
                text += "\n" + DiagnosticText.line(diagnostic)
                if let help = diagnostic.help { text += "\n  help: " + help }
            }
            if let note { text += "\n… " + note }
            var structured: JSONValue = [
                "errors": .integer(errors), "warnings": .integer(warnings), "total": .integer(selected.count),
                "diagnostics": .array(bounded.shown.map(json)),
            ]
            if let note { structured = structured.setting("note", .string(note)) }
            return ToolOutcome(text: text, structured: structured)
        })

    private static func json(_ diagnostic: Diagnostic) -> JSONValue {
        var json: JSONValue = [
            "severity": .string(diagnostic.severity.rawValue), "code": .string(diagnostic.code.rawValue), "message": .string(diagnostic.message),
        ]
        if let span = diagnostic.span {
            json = json.setting("file", .string(span.file)).setting("line", .integer(span.start.line)).setting("column", .integer(span.start.column))
        }
        if let help = diagnostic.help { json = json.setting("help", .string(help)) }
        return json
    }
}
