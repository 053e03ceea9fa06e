import Foundation
import RefractKit

/// `refract watch`: build, then rebuild whenever a token file, the resolver, the config or a template
/// changes. Errors are printed and watching goes on; unchanged files are not parsed again.
struct WatchCommand {
    var build: BuildCommand
    var configPath: String?

    func run(_ console: inout Console) -> Int32 {
        var build = self.build
        build.request.load.cache = DocumentCache()
        var watcher = FileWatcher(paths: watchedPaths(after: nil))
        _ = build.run(&console)
        watcher.paths = watchedPaths(after: build)
        _ = watcher.changes()
        console.err("refract: watching \(watcher.paths.count) paths; press Ctrl-C to stop")
        while true {
            Thread.sleep(forTimeInterval: 0.25)
            let changed = watcher.changes()
            guard !changed.isEmpty else { continue }
            console.err("refract: \(changed.prefix(3).joined(separator: ", "))\(changed.count > 3 ? " and \(changed.count - 3) more" : "") changed; rebuilding")
            _ = build.run(&console)
            watcher.paths = watchedPaths(after: build)
            _ = watcher.changes()
        }
    }

    /// Inputs as given (folders are searched on every poll), the resolver, the config and templates.
    private func watchedPaths(after build: BuildCommand?) -> [String] {
        var paths = self.build.request.load.inputs
        if let resolver = self.build.request.load.resolver { paths.append(resolver) }
        paths += build?.lastLoadedFiles ?? []
        if let configPath { paths.append(configPath) }
        paths += self.build.request.templateOverrides.values.sorted()
        paths += self.build.request.customOutputs.map(\.template)
        return Array(Set(paths)).sorted()
    }
}
