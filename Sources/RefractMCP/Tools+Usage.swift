import RefractJSONRPC
import RefractKit
import RefractUsage

extension ToolCatalog {
    static let usage = Tool(
        name: "usage",
        title: "Where an app uses the tokens",
        description: """
            As `refract usage PATH…`: scans an app's sources (Swift, Kotlin, Java, Android XML, CSS/SCSS, TS/JS, HTML) \
            for the names this project generates, as each language spells them (whole names, never a substring), \
            and reports per token and platform: used (with file, line and column), unused, deprecated but used. \
            Deprecated uses come first, then used, then unused.
            """,
        inputSchema: Schema.object(
            [
                ("paths", Schema.array(Schema.plainString, "The app's source files or folders.")),
                ("only", Schema.string("Only these rows (default all).", values: ["all", "used", "unused", "deprecated-used"])),
                ("token", Schema.string("Only tokens whose path contains this, or matches this glob.")),
                Schema.limit("token × platform rows", default: 40),
            ], required: ["paths"]),
        outputSchema: Schema.object(
            [
                ("filesScanned", Schema.plainInteger), ("used", Schema.plainInteger), ("unused", Schema.plainInteger),
                ("deprecatedUsed", Schema.plainInteger), ("total", Schema.plainInteger),
                ("rows", Schema.array(Schema.object(
                    [("token", Schema.plainString), ("platform", Schema.plainString), ("deprecated", Schema.plainBoolean),
                     ("names", Schema.array(Schema.plainString)), ("useCount", Schema.plainInteger),
                     ("uses", Schema.array(Schema.object([("file", Schema.plainString), ("line", Schema.plainInteger), ("column", Schema.plainInteger)])))],
                    required: ["token", "platform", "deprecated", "names", "useCount", "uses"]))),
                ("note", Schema.plainString),
            ], required: ["filesScanned", "used", "unused", "deprecatedUsed", "total", "rows"]),
        run: { arguments, workspace throws(ToolFailure) in
            let paths = try arguments.strings("paths")
            guard !paths.isEmpty else { throw ToolFailure("usage needs 'paths': the app's source folders") }
            let missing = paths.filter { FileSystem.entry(at: $0) == .missing }
            guard missing.isEmpty else {
                throw ToolFailure("usage: no file or folder at \(missing.map { "'\($0)'" }.joined(separator: ", ")); name the app's source folders")
            }
            let only = try arguments.choice("only", ["all", "used", "unused", "deprecated-used"], default: "all")
            let tokenFilter = try arguments.string("token").map(NamePattern.init)
            let limit = try arguments.limit(default: 40)
            let snapshot = workspace.load()
            let model = try snapshot.model()
            let report = UsageScan(names: snapshot.usageNames(model)).run(paths)
            var rows: [UsageReport.Row]
            switch only {
            case "used": rows = report.used
            case "unused": rows = report.unused
            case "deprecated-used": rows = report.deprecatedUsed
            default: rows = report.deprecatedUsed + report.used.filter { !$0.deprecated } + report.unused
            }
            if let tokenFilter { rows = rows.filter { tokenFilter.matches($0.token) } }
            let bounded = Bounded(rows, limit: limit)
            var text = "refract usage: " + report.summary
            var json: [JSONValue] = []
            for var row in bounded.shown {
                // An Android resource is declared once per values folder: each name once.
                var seen = Set<String>()
                row.names = row.names.filter { seen.insert($0).inserted }
                let state = row.uses.isEmpty ? "unused" : (row.deprecated ? "deprecated, used \(row.uses.count)×" : "used \(row.uses.count)×")
                text += "\n\(row.token) [\(row.platform)] \(state): \(row.names.joined(separator: ", "))"
                for use in row.uses.prefix(5) { text += "\n  \(use.file):\(use.line):\(use.column)" }
                if row.uses.count > 5 { text += "\n  … \(row.uses.count - 5) more uses" }
                json.append([
                    "token": .string(row.token), "platform": .string(row.platform), "deprecated": .bool(row.deprecated),
                    "names": .array(row.names.map { .string($0) }), "useCount": .integer(row.uses.count),
                    "uses": .array(row.uses.prefix(10).map { ["file": .string($0.file), "line": .integer($0.line), "column": .integer($0.column)] }),
                ])
            }
            let note = bounded.note("narrow with 'only' or 'token', or raise 'limit'")
            if let note { text += "\n… " + note }
            var structured: JSONValue = [
                "filesScanned": .integer(report.filesScanned), "used": .integer(report.used.count), "unused": .integer(report.unused.count),
                "deprecatedUsed": .integer(report.deprecatedUsed.count), "total": .integer(rows.count), "rows": .array(json),
            ]
            if let note { structured = structured.setting("note", .string(note)) }
            return ToolOutcome(text: text, structured: structured)
        })
}
