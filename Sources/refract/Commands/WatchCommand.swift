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
        build.previousWarnings = []
        var loop = WatchLoop(changes: FileWatcher(paths: watchedPaths(of: build)), wake: SystemWake.best())
        var first = true
        loop.run { changed in
            let started = Date()
            if !changed.isEmpty {
                console.err("refract: \(changed.prefix(3).joined(separator: ", "))\(changed.count > 3 ? " and \(changed.count - 3) more" : "") changed; rebuilding")
            }
            var configKept = false
            if let configPath, changed.contains(configPath) { (build, configKept) = reconfigured(build, &console) }
            // A config with errors changes nothing: building the old one again would only report "0 errors".
            let builds = !(configKept && changed.allSatisfy { $0 == configPath })
            if builds { _ = build.run(&console) }
            let took = BuildCommand.milliseconds(Date().timeIntervalSince(started))
            console.err("refract: [\(Self.clockTime(started))] \(!builds ? "checked the config" : first ? "built" : "rebuilt") in \(took)")
            let paths = watchedPaths(of: build)
            if first { console.err("refract: watching \(paths.count) paths; press Ctrl-C to stop") }
            first = false
            return paths
        }
        return 0
    }

    /// `14:03:12`, in the local time zone: which build a line belongs to, in a terminal left open.
    static func clockTime(_ date: Date) -> String {
        let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
        return [parts.hour, parts.minute, parts.second].map { String(format: "%02d", $0 ?? 0) }.joined(separator: ":")
    }

    /// The build of the config as it is now, keeping the document cache and the warnings printed; the old one,
    /// and true, when the config has errors (they are printed).
    private func reconfigured(_ old: BuildCommand, _ console: inout Console) -> (BuildCommand, kept: Bool) {
        let project = ProjectConfig(parsed)
        if project.hasErrors {
            old.output.emit(project.diagnostics, sources: project.sources, summarySuffix: "kept the previous configuration", to: &console)
            return (old, true)
        }
        do throws(UsageError) {
            var new = try BuildCommand.make(parsed, project: project)
            new.request.load.cache = old.request.load.cache
            new.previousWarnings = old.previousWarnings
            return (new, false)
        } catch {
            console.err(error.description + "\nrefract: kept the previous configuration")
            return (old, true)
        }
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
