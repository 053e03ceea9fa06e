import Foundation
import RefractDiagnostics

/// Writes a build's files into the output folder, all or nothing: every file is first staged as a
/// temporary file beside its destination, and only when all are staged are they renamed into place
/// (rename is atomic, so no reader ever sees a truncated file). Files an earlier build wrote and this
/// one no longer produces are removed — only those listed in the folder's manifest, never anything else.
public struct OutputWriter {
    public static let manifestName = ".refract-manifest.json"

    public var root: String

    public init(root: String) {
        self.root = root
    }

    public struct Change: Sendable, Equatable {
        public enum Kind: String, Sendable { case created, updated, removed }
        public var path: String
        public var kind: Kind
        /// For `--check`: the first lines that differ.
        public var excerpt: String
    }

    /// What writing `files` would change on disk (nothing is written).
    public func changes(for files: [(path: String, contents: String)]) -> [Change] {
        var changes: [Change] = []
        let produced = Set(files.map(\.path))
        for file in files {
            let destination = join(file.path)
            if let existing = FileSystem.readBytes(at: destination) {
                let old = String(decoding: existing, as: UTF8.self)
                if old != file.contents {
                    changes.append(Change(path: file.path, kind: .updated, excerpt: Self.excerpt(old: old, new: file.contents)))
                }
            } else {
                changes.append(Change(path: file.path, kind: .created, excerpt: ""))
            }
        }
        for stale in previousManifest().filter({ !produced.contains($0) }).sorted()
        where FileSystem.entry(at: join(stale)) == .file {
            changes.append(Change(path: stale, kind: .removed, excerpt: ""))
        }
        return changes.sorted { $0.path < $1.path }
    }

    /// Writes what changed, removes stale files it owns, and records the manifest. On any failure
    /// nothing is renamed into place and the diagnostics say why.
    public func write(_ files: [(path: String, contents: String)]) -> (changes: [Change], diagnostics: [Diagnostic]) {
        let changes = changes(for: files)
        let byPath = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        var staged: [(temporary: String, destination: String)] = []
        let manager = FileManager.default
        func abandon(_ diagnostic: Diagnostic) -> ([Change], [Diagnostic]) {
            for item in staged { try? manager.removeItem(atPath: item.temporary) }
            return ([], [diagnostic])
        }
        var contentsToStage: [(String, String)] = changes.compactMap { change in
            change.kind == .removed ? nil : byPath[change.path].map { (change.path, $0) }
        }
        let manifest = Self.manifestText(files.map(\.path))
        if FileSystem.readBytes(at: join(Self.manifestName)).map({ String(decoding: $0, as: UTF8.self) }) != manifest {
            contentsToStage.append((Self.manifestName, manifest))
        }
        for (path, contents) in contentsToStage {
            let destination = join(path)
            let folder = (destination as NSString).deletingLastPathComponent
            do {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                return abandon(.error("build.write-failed", "cannot create folder '\(folder)': \(error.localizedDescription)", at: nil))
            }
            let temporary = folder + "/.\((destination as NSString).lastPathComponent).refract-\(UUID().uuidString).tmp"
            guard manager.createFile(atPath: temporary, contents: Data(contents.utf8)) else {
                return abandon(.error("build.write-failed", "cannot write '\(temporary)'", at: nil))
            }
            staged.append((temporary, destination))
        }
        for item in staged {
            if rename(item.temporary, item.destination) != 0 {
                return abandon(.error("build.write-failed", "cannot move a file into place at '\(item.destination)'", at: nil))
            }
        }
        for change in changes where change.kind == .removed {
            try? manager.removeItem(atPath: join(change.path))
        }
        return (changes, [])
    }

    private func join(_ path: String) -> String {
        root.hasSuffix("/") ? root + path : root + "/" + path
    }

    private func previousManifest() -> [String] {
        guard let bytes = FileSystem.readBytes(at: join(Self.manifestName)),
            let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            let files = object["files"] as? [String]
        else { return [] }
        // A manifest is ours, but its entries must still stay inside the folder.
        return files.filter { !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") }
    }

    static func manifestText(_ paths: [String]) -> String {
        let list = paths.sorted().map { "    \"\($0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\"" }
        return """
            {
              "generator": "refract",
              "comment": "Files refract wrote here. It removes only these when they become stale.",
              "files": [
            \(list.joined(separator: ",\n"))
              ]
            }

            """
    }

    /// Up to 6 changed lines around the first difference, `-` old and `+` new.
    static func excerpt(old: String, new: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        var lines: [String] = []
        for i in first..<min(first + 3, a.count) { lines.append("  \(i + 1) - \(a[i])") }
        for i in first..<min(first + 3, b.count) { lines.append("  \(i + 1) + \(b[i])") }
        return lines.joined(separator: "\n")
    }
}
