import Foundation
import RefractDiagnostics

/// "Did you mean" for a path that does not exist, shared by every place a user names one: the command line,
/// the config, a resolver's `$ref`. A typo in a folder or a file name is mended where it is (each missing
/// part replaced by its nearest sibling by edit distance); a file named rightly but moved is found by name
/// below the project folder.
package enum PathSuggestion {
    /// The most entries looked at below the project folder: a `node_modules` beside the tokens must not make
    /// an error slow to print.
    static let searchLimit = 20_000

    /// An existing path that `path` most likely means, written as `path` is (relative stays relative), or nil.
    package static func nearest(to path: String, below root: String = ".") -> String? {
        mended(path) ?? moved(path, below: root)
    }

    /// `path` with each part that does not exist replaced by the nearest name in its folder, when that gives
    /// a path that exists.
    static func mended(_ path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard !parts.isEmpty else { return nil }
        var folder = path.hasPrefix("/") ? "/" : ""
        for (index, name) in parts.enumerated() {
            let isLast = index == parts.count - 1
            let joined = join(folder, name)
            let entry = FileSystem.entry(at: joined)
            if name == "." || name == ".." || (isLast ? entry != .missing : entry == .directory) {
                folder = joined
                continue
            }
            let siblings = names(in: folder).filter { isLast || FileSystem.entry(at: join(folder, $0)) == .directory }
            guard let near = Suggestions.nearest(to: name, in: siblings, maximumDistance: distanceLimit(name)) else {
                return nil
            }
            folder = join(folder, near)
        }
        return folder == path || FileSystem.entry(at: folder) == .missing ? nil : folder
    }

    /// A file below `root` named as `path`'s last part, else the one whose name is nearest; the shortest path
    /// of those that tie.
    static func moved(_ path: String, below root: String) -> String? {
        let name = PathText.lastComponent(of: path)
        guard !name.isEmpty else { return nil }
        let byName = Dictionary(grouping: paths(below: root) { _ in true }, by: PathText.lastComponent(of:))
        let chosen = byName[name] != nil
            ? name : Suggestions.nearest(to: name, in: byName.keys.sorted(), maximumDistance: distanceLimit(name))
        guard let chosen, let found = byName[chosen]?.min(by: { ($0.count, $0) < ($1.count, $1) }) else { return nil }
        return found == path ? nil : found
    }

    /// The paths below `root` (joined onto it, unless it is `.`) that `matches`, sorted, looking at no more than
    /// `searchLimit` entries and skipping hidden ones and `node_modules`.
    package static func paths(below root: String, where matches: (String) -> Bool) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [String] = []
        var seen = 0
        while let relative = enumerator.nextObject() as? String, seen < searchLimit {
            seen += 1
            let last = PathText.lastComponent(of: relative)
            if last.hasPrefix(".") || last == "node_modules" {
                enumerator.skipDescendants()
                continue
            }
            let path = root == "." ? relative : join(root, relative)
            if matches(path) { result.append(path) }
        }
        return result.sorted()
    }

    /// How far a name may be from what was typed: a third of it, at most 3, so that a short name is not
    /// "corrected" into an unrelated one.
    static func distanceLimit(_ name: String) -> Int {
        max(1, min(3, name.count / 3))
    }

    /// `path` as seen from `folder` (both relative to the same place, or both absolute): `tokens/a.json`
    /// from `tokens` is `a.json`, from `tokens/themes` it is `../a.json`.
    package static func relative(_ path: String, from folder: String) -> String {
        let target = path.split(separator: "/").filter { $0 != "." }
        let base = folder.split(separator: "/").filter { $0 != "." }
        guard path.hasPrefix("/") == folder.hasPrefix("/"), !base.contains("..") else { return path }
        let common = zip(target, base).prefix { $0 == $1 }.count
        let up = Array(repeating: "..", count: base.count - common)
        return (up + target.dropFirst(common).map(String.init)).joined(separator: "/")
    }

    /// `did you mean 'palette.tokens.yaml'?` for a missing `path`, the suggestion written from `folder`.
    package static func help(for path: String, from folder: String = "") -> String? {
        nearest(to: path).map { "did you mean '\(folder.isEmpty ? $0 : relative($0, from: folder))'?" }
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func names(in folder: String) -> [String] {
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return listed.filter { !$0.hasPrefix(".") }.sorted()
    }
}
