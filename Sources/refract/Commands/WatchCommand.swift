import Foundation
import RefractArguments
import RefractKit

/// `refract watch`: build, then rebuild whenever a token file, the resolver, the config or a template
/// changes. Errors are printed and watching goes on; unchanged files are not parsed again; a changed config
/// is read again before the build.
struct WatchCommand {
    var build: BuildCommand
    var configPath: String?
    /// The command line, to read the config again with the same flags.
    var parsed: ParsedCommand

    func run(_ console: inout Console) -> Int32 {
        var build = self.build
        build.request.load.cache = DocumentCache()
        var loop = WatchLoop(changes: FileWatcher(paths: watchedPaths(of: build)), wake: SystemWake.best())
        var first = true
        loop.run { changed in
            if !changed.isEmpty {
                console.err("refract: \(changed.prefix(3).joined(separator: ", "))\(changed.count > 3 ? " and \(changed.count - 3) more" : "") changed; rebuilding")
            }
            if let configPath, changed.contains(configPath) { build = reconfigured(build, &console) }
            _ = build.run(&console)
            let paths = watchedPaths(of: build)
            if first { console.err("refract: watching \(paths.count) paths; press Ctrl-C to stop") }
            first = false
            return paths
        }
        return 0
    }

    /// The build of the config as it is now, keeping the document cache; the old one when the config has
    /// errors (they are printed).
    private func reconfigured(_ old: BuildCommand, _ console: inout Console) -> BuildCommand {
        let project = ProjectConfig(parsed)
        if project.hasErrors {
            old.output.emit(project.diagnostics, sources: project.sources, summarySuffix: "the previous config is kept", to: &console)
            return old
        }
        guard var new = try? BuildCommand.make(parsed, project: project) else { return old }
        new.request.load.cache = old.request.load.cache
        return new
    }

    /// Inputs as given (folders are searched on every poll), the resolver, the files the build read, the
    /// config and templates.
    private func watchedPaths(of build: BuildCommand) -> [String] {
        var paths = build.request.load.inputs
        if let resolver = build.request.load.resolver { paths.append(resolver) }
        paths += build.lastLoadedFiles
        if let configPath { paths.append(configPath) }
        paths += build.request.templateOverrides.values.sorted()
        paths += build.request.customOutputs.map(\.template)
        return Array(Set(paths)).sorted()
    }
}
