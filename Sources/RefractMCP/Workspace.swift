import RefractDiagnostics
import RefractKit
import RefractModel
import RefractUsage

/// The project the tools answer from, loaded again for every call so an answer always reflects the files
/// as they are (an assistant edits them between calls); the parsed documents of the load before are
/// reused for the files whose bytes did not change, as `refract watch` does.
struct Workspace {
    let project: TokenProject
    private var cache = DocumentCache()

    init(project: TokenProject) { self.project = project }

    /// The project loaded now.
    mutating func load() -> Snapshot {
        guard !project.hasConfigErrors else {
            return Snapshot(project: project, result: nil)
        }
        var request = project.request
        request.cache = cache
        let result = TokenLoader.run(request)
        if let next = result.cache { cache = next }
        return Snapshot(project: project, result: result)
    }

    /// The files a load reads (the resolver document first) and the config: the resources a client may read.
    mutating func files() -> [String] {
        let snapshot = load()
        var files = snapshot.result?.files ?? []
        if let config = project.configPath { files.insert(config, at: 0) }
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }
}

/// One load of the project, and what the tools derive from it.
struct Snapshot {
    let project: TokenProject
    /// Nil when the config has errors.
    let result: LoadResult?

    /// The resolved model, or a failure saying why there is none (the config's or the tokens' errors).
    func model() throws(ToolFailure) -> ThemedTokenSet {
        guard let result else {
            throw ToolFailure("the config has errors, so no token was read:\n" + Self.lines(project.configDiagnostics.filter { $0.severity == .error }))
        }
        guard let model = result.model, result.errorCount == 0 else {
            let errors = result.diagnostics.filter { $0.severity == .error }
            throw ToolFailure("the tokens have \(errors.count) \(errors.count == 1 ? "error" : "errors"); call lint for all of them:\n" + Self.lines(errors))
        }
        return model
    }

    /// `refract lint`'s findings.
    var diagnostics: [Diagnostic] {
        guard let result else { return project.configDiagnostics }
        return project.lintDiagnostics(result)
    }

    /// Every platform's generated names (and the web module's), as `refract usage` looks for them.
    func usageNames(_ model: ThemedTokenSet) -> [UsageName] {
        UsageNames.collect(model, platforms: project.platforms, options: project.options)
    }

    private static func lines(_ diagnostics: [Diagnostic], limit: Int = 5) -> String {
        var text = diagnostics.prefix(limit).map { "  " + DiagnosticText.line($0) }.joined(separator: "\n")
        if diagnostics.count > limit { text += "\n  … \(diagnostics.count - limit) more" }
        return text
    }
}

/// A diagnostic on one line, as compilers print them: `file:line:column: severity[code]: message`.
enum DiagnosticText {
    static func line(_ diagnostic: Diagnostic) -> String {
        var place = ""
        if let span = diagnostic.span { place = "\(span.file):\(span.start.line):\(span.start.column): " }
        return "\(place)\(diagnostic.severity.rawValue)[\(diagnostic.code.rawValue)]: \(diagnostic.message)"
    }
}
