import Foundation
import RefractDiagnostics
import RefractKit
import RefractModel
import RefractUsage
import Synchronization

/// The project the tools answer from, as its files are at each call (an assistant edits them between
/// calls): loaded again when a file it read, an input folder's listing or the config changed since the
/// last load, and then only the files whose bytes changed are parsed again, as `refract watch` does.
struct Workspace: Sendable {
    let project: TokenProject
    private var cache = DocumentCache()
    private var last: (fingerprint: [FileStamp], snapshot: Snapshot)?

    init(project: TokenProject) { self.project = project }

    /// The project as its files are now.
    mutating func load() -> Snapshot {
        guard !project.hasConfigErrors else { return Snapshot(project: project, result: nil) }
        if let last, last.fingerprint == fingerprint(reading: last.snapshot.result?.files ?? []) { return last.snapshot }
        var request = project.request
        request.cache = cache
        let result = TokenLoader.run(request)
        if let next = result.cache { cache = next }
        let snapshot = Snapshot(project: project, result: result)
        last = (fingerprint(reading: result.files), snapshot)
        return snapshot
    }

    /// The files a load reads (the resolver document first) and the config: the resources a client may read.
    mutating func files() -> [String] {
        let snapshot = load()
        var files = snapshot.result?.files ?? []
        if let config = project.configPath { files.insert(config, at: 0) }
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }

    /// What a load depends on: the files it read, the config, the inputs and every file below an input folder
    /// (a file added there is read by the next load), each with its size and modification time.
    private func fingerprint(reading files: [String]) -> [FileStamp] {
        var paths = files + project.request.inputs + [project.request.resolver, project.configPath].compactMap { $0 }
        for input in project.request.inputs where FileSystem.entry(at: input) == .directory {
            paths += FileSystem.files(below: input)
        }
        return Array(Set(paths)).sorted().map(FileStamp.init)
    }
}

/// A file's size and modification time (nil for both when it is missing).
struct FileStamp: Sendable, Hashable {
    var path: String
    var size: UInt64?
    var modified: Date?

    init(_ path: String) {
        self.path = path
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        size = (attributes?[.size] as? NSNumber)?.uint64Value
        modified = attributes?[.modificationDate] as? Date
    }
}

/// One load of the project, and what the tools derive from it, worked out when first asked and kept with
/// the load (the platforms' names cost about a build's contexts).
struct Snapshot: Sendable {
    let project: TokenProject
    /// Nil when the config has errors.
    let result: LoadResult?
    private let derived = Derived()

    init(project: TokenProject, result: LoadResult?) {
        self.project = project
        self.result = result
    }

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
        return derived.diagnostics.withLock { kept in
            if let kept { return kept }
            let found = project.lintDiagnostics(result)
            kept = found
            return found
        }
    }

    /// Every platform's generated names (and the web module's), as `refract usage` looks for them.
    func usageNames(_ model: ThemedTokenSet) -> [UsageName] {
        derived.usageNames.withLock { kept in
            if let kept { return kept }
            let names = UsageNames.collect(model, platforms: project.platforms, options: project.options)
            kept = names
            return names
        }
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

/// The values a snapshot works out once.
private final class Derived: Sendable {
    let diagnostics = Mutex<[Diagnostic]?>(nil)
    let usageNames = Mutex<[UsageName]?>(nil)
}
