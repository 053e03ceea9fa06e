import Foundation
import RefractBackend
import RefractDiagnostics
import RefractOutput
import RefractParser

/// A build's output folder: what writing a build's files would change (`changes`, for `--check`), which
/// files are stale, and the manifest after a build. `OutputStaging` writes, all or nothing: every file is
/// first staged as a temporary file beside its destination and renamed into place only when all are
/// staged (rename is atomic, so no reader ever sees a truncated file). Files an earlier build wrote and
/// this one no longer produces are removed — only those listed in the folder's manifest, never anything else.
///
/// The manifest records which output (platform) wrote each file, so building some platforms
/// (`--platform css`) removes stale files of those platforms only and keeps the others' files listed.
package struct OutputWriter: Sendable {
    package static let manifestName = ".refract-manifest.json"

    package var root: String
    /// Files a build may replace although no manifest lists them (`overwrite` in the config).
    package var overwrite: [String]
    /// What lets a refused file be replaced, for the refusal's help: a build reads the config's `overwrite`;
    /// `import` reads no config, so there only another `--out` (or moving the file) will do.
    package enum Replacing: Sendable {
        case configOverwrite
        case anotherOutFolder

        func help(for path: String) -> String {
            switch self {
            case .configOverwrite: "move the file away, or let refract replace it: overwrite: [\(path)] in refract.yaml"
            case .anotherOutFolder: "move the file away, or write into another folder with --out"
            }
        }
    }

    package var replacing: Replacing

    package init(root: String, overwrite: [String] = [], replacing: Replacing = .configOverwrite) {
        self.root = root
        self.overwrite = overwrite
        self.replacing = replacing
    }

    /// Refract never overwrites a file it did not write: a file there that no output of the manifest
    /// wrote is the user's (an app's `strings.xml`), unless the config lets a build replace it.
    func mayReplace(_ path: String, listed: Set<String>) -> Bool {
        listed.contains(path) || overwrite.contains { PathPattern($0).matches(path) }
    }

    /// Every file the manifest says some output wrote.
    func listedFiles() -> Set<String> {
        Set(previousManifest().values.joined())
    }

    package struct Change: Sendable, Equatable {
        package enum Kind: String, Sendable { case created, updated, removed }
        package var path: String
        package var kind: Kind
        /// For `--check`: how the file on disk differs from the new one, as a unified diff's hunks.
        package var excerpt: String
        /// For `--check`: the start of the line of the file on disk where it first differs.
        package var firstDifference: SourcePosition? = nil
    }

    /// The files each output (a platform, or `outputs` for the config's own) produced in this build;
    /// outputs not named were not built, so their earlier files are neither stale nor forgotten.
    package typealias Owners = [String: [String]]

    /// What writing `files` would change on disk (nothing is written). Excerpts of the differences are
    /// for `--check`; a build does not need them. Files are compared side by side, as bytes, and read
    /// whole only when they differ. Without `owners`, every file is taken as the one output of the folder.
    package func changes(for files: [GeneratedFile], owners: Owners? = nil, excerpts: Bool = true) -> [Change] {
        var changes = InParallel.map(files.count) { index -> Change? in
            let file = files[index]
            let destination = join(file.path)
            switch FileStaging.compare(file, withFileAt: destination) {
            case .missing: return Change(path: file.path, kind: .created, excerpt: "")
            case .same: return nil
            case .different:
                guard excerpts, let old = FileSystem.readBytes(at: destination) else {
                    return Change(path: file.path, kind: .updated, excerpt: "")
                }
                let diff = UnifiedDiff(old: String(decoding: old, as: UTF8.self), new: file.contents)
                return Change(
                    path: file.path, kind: .updated, excerpt: diff.hunks().joined(separator: "\n"),
                    firstDifference: diff.firstChangedOldLine.map { SourcePosition(line: $0, column: 1, offset: diff.oldOffset(ofLine: $0)) })
            }
        }.compactMap { $0 }
        for stale in staleFiles(producing: files.map(\.path), owners: owners ?? [Self.singleOutput: files.map(\.path)])
        where FileSystem.entry(at: join(stale)) == .file {
            changes.append(Change(path: stale, kind: .removed, excerpt: ""))
        }
        return changes.sorted { $0.path < $1.path }
    }

    private static let singleOutput = "files"

    /// Files the outputs built now wrote before and no longer produce.
    func staleFiles(producing produced: [String], owners: Owners) -> [String] {
        let producedSet = Set(produced)
        let previous = previousManifest()
        return Set(owners.keys.flatMap { previous[$0] ?? [] }).filter { !producedSet.contains($0) }.sorted()
    }

    /// The manifest after this build: the built outputs' files, and every other output's files as they
    /// were (minus any that a built output now writes).
    func nextManifest(producing produced: [String], owners: Owners) -> Owners {
        let producedSet = Set(produced)
        var next = owners.filter { !$0.value.isEmpty }.mapValues { $0.sorted() }
        for (output, paths) in previousManifest() where owners[output] == nil {
            let kept = paths.filter { !producedSet.contains($0) }
            if !kept.isEmpty { next[output] = kept.sorted() }
        }
        return next
    }

    func destination(of path: String) -> String {
        join(path)
    }

    /// A path as a user finds it from where they ran the build: `res/x.xml` rather than `./res/x.xml`.
    func shown(_ path: String) -> String {
        root == "." || root == "./" ? path : join(path)
    }

    private func join(_ path: String) -> String {
        root.hasSuffix("/") ? root + path : root + "/" + path
    }

    /// The files each output wrote, by the manifest. A manifest of an older Refract lists `files` without
    /// owners: those are kept under `files`, never removed by a build of some platforms.
    func previousManifest() -> Owners {
        guard let bytes = FileSystem.readBytes(at: join(Self.manifestName)),
            let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        else { return [:] }
        // A manifest is ours, but its entries must still stay inside the folder.
        func inside(_ paths: [String]) -> [String] {
            paths.filter { !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") }
        }
        if let outputs = object["outputs"] as? [String: [String]] { return outputs.mapValues(inside) }
        if let files = object["files"] as? [String] { return [Self.singleOutput: inside(files)] }
        return [:]
    }

    static func manifestText(_ owners: Owners) -> String {
        let quoted = JSONStringLiteral.quoted
        let groups = owners.keys.sorted().map { output in
            let list = (owners[output] ?? []).sorted().map { "      " + quoted($0) }
            return "    \(quoted(output)): [\n\(list.joined(separator: ",\n"))\n    ]"
        }
        return """
            {
              "generator": "refract",
              "comment": "Files refract wrote here, by the output that wrote them. A build removes a file only when its output no longer writes it.",
              "outputs": {
            \(groups.joined(separator: ",\n"))
              }
            }

            """
    }
}
