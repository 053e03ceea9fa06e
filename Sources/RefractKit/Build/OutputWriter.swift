import Foundation
import RefractDiagnostics

/// Writes a build's files into the output folder, all or nothing: every file is first staged as a
/// temporary file beside its destination, and only when all are staged are they renamed into place
/// (rename is atomic, so no reader ever sees a truncated file). Files an earlier build wrote and this
/// one no longer produces are removed — only those listed in the folder's manifest, never anything else.
public struct OutputWriter: Sendable {
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

    /// What writing `files` would change on disk (nothing is written). Excerpts of the differences are
    /// for `--check`; a build does not need them. Files are compared side by side, as bytes.
    public func changes(for files: [(path: String, contents: String)], excerpts: Bool = true) -> [Change] {
        let slots = ConcurrentSlots<Change?>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let destination = join(file.path)
            if FileStaging.holds(file.contents, at: destination) { return slots.set(index, nil) }
            guard let existing = FileSystem.readBytes(at: destination) else {
                return slots.set(index, Change(path: file.path, kind: .created, excerpt: ""))
            }
            let excerpt = excerpts ? Self.excerpt(old: String(decoding: existing, as: UTF8.self), new: file.contents) : ""
            slots.set(index, Change(path: file.path, kind: .updated, excerpt: excerpt))
        }
        var changes = (0..<files.count).compactMap { slots.get($0) ?? nil }
        let produced = Set(files.map(\.path))
        for stale in previousManifest().filter({ !produced.contains($0) }).sorted()
        where FileSystem.entry(at: join(stale)) == .file {
            changes.append(Change(path: stale, kind: .removed, excerpt: ""))
        }
        return changes.sorted { $0.path < $1.path }
    }

    /// Writes what changed, removes stale files it owns, and records the manifest. On any failure
    /// nothing is renamed into place and the diagnostics say why.
    public func write(_ files: [(path: String, contents: String)]) -> (changes: [Change], diagnostics: [Diagnostic]) {
        let changes = changes(for: files, excerpts: false)
        let byPath = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let manager = FileManager.default
        var contentsToStage: [(String, String)] = changes.compactMap { change in
            change.kind == .removed ? nil : byPath[change.path].map { (change.path, $0) }
        }
        let manifest = Self.manifestText(files.map(\.path))
        if !FileStaging.holds(manifest, at: join(Self.manifestName)) {
            contentsToStage.append((Self.manifestName, manifest))
        }
        let staging = contentsToStage
        let destinations = staging.map { join($0.0) }
        for folder in Set(destinations.map { ($0 as NSString).deletingLastPathComponent }).sorted() {
            do {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                return ([], [.error("build.write-failed", "cannot create folder '\(folder)': \(error.localizedDescription)", at: nil)])
            }
        }
        // Staging is most of a large build's writing; the files are independent, so side by side.
        let outcomes = ConcurrentSlots<(temporary: String, written: Bool)>(count: staging.count)
        DispatchQueue.concurrentPerform(iterations: staging.count) { index in
            let destination = destinations[index]
            let folder = (destination as NSString).deletingLastPathComponent
            let temporary = folder + "/.\((destination as NSString).lastPathComponent).refract-\(UUID().uuidString).tmp"
            outcomes.set(index, (temporary, FileStaging.createNew(at: temporary, contents: staging[index].1)))
        }
        let staged = (0..<staging.count).compactMap { index in
            outcomes.get(index).map { (temporary: $0.temporary, destination: destinations[index], written: $0.written) }
        }
        func abandon(_ diagnostic: Diagnostic) -> ([Change], [Diagnostic]) {
            for item in staged { try? manager.removeItem(atPath: item.temporary) }
            return ([], [diagnostic])
        }
        if let failed = staged.first(where: { !$0.written }) {
            return abandon(.error("build.write-failed", "cannot write '\(failed.temporary)'", at: nil))
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
