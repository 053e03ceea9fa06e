import Foundation
import RefractDiagnostics

/// A revision's files, extracted by `git archive` into a temporary folder so `refract diff --git REV`
/// can load them like any other folder. The only place the kit runs another program.
package struct GitSnapshot: Sendable {
    /// The revision's copy of the folder the command ran in (the same place in the repository).
    package var folder: String
    /// The temporary folder to remove when done.
    var root: String
    /// The revision as given (`HEAD`, `main`), to name its files by.
    package var revision: String

    package func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// `text` with every path into the temporary copy written as git names a file of a revision,
    /// `REV:path/in/repository` (which `git show` opens), so no temporary path is ever printed.
    package func displayed(_ text: String) -> String {
        var text = text
        let tree = root + "/tree"
        // The temporary folder as given and as the system resolves it (macOS's /tmp is /private/tmp).
        for copy in Set([tree, URL(fileURLWithPath: tree).resolvingSymlinksInPath().path]) {
            text = text.replacingOccurrences(of: copy + "/", with: revision + ":")
                .replacingOccurrences(of: copy, with: revision + ":")
        }
        return text
    }
}

package enum GitRevision {
    /// Extracts `revision` of the repository holding `directory`. A missing git, a folder outside any
    /// repository, or a revision git does not know is a `diff.git-failed` error, located at the folder.
    package static func extract(_ revision: String, from directory: String) -> (GitSnapshot?, [Diagnostic]) {
        func failure(_ message: String) -> (GitSnapshot?, [Diagnostic]) {
            (nil, [.error(
                "diff.git-failed", message, at: .file(directory),
                help: "run it inside a git repository, with git installed, and name a commit, branch or tag it has (git log --oneline)")])
        }
        let top: String
        switch run(["rev-parse", "--show-toplevel"], in: directory) {
        case .failure(let reason): return failure("cannot read the git repository here: \(reason)")
        case .success(let output): top = output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let prefix: String, commit: String
        switch run(["rev-parse", "--show-prefix"], in: directory) {
        case .failure(let reason): return failure("cannot read the git repository here: \(reason)")
        case .success(let output): prefix = output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        switch run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: directory) {
        case .failure: return failure("git knows no revision '\(revision)'")
        case .success(let output): commit = output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let root = NSTemporaryDirectory() + "refract-diff-" + UUID().uuidString
        let tree = root + "/tree"
        let archive = root + "/revision.tar"
        let snapshot = GitSnapshot(
            folder: prefix.isEmpty ? tree : tree + "/" + String(prefix.dropLast(prefix.hasSuffix("/") ? 1 : 0)), root: root,
            revision: revision)
        do {
            try FileManager.default.createDirectory(atPath: tree, withIntermediateDirectories: true)
        } catch {
            return failure("cannot make a temporary folder for revision '\(revision)': \(error.localizedDescription)")
        }
        if case .failure(let reason) = run(["archive", "--format=tar", "-o", archive, commit], in: top) {
            snapshot.remove()
            return failure("git archive of '\(revision)' failed: \(reason)")
        }
        if case .failure(let reason) = run(["tar", "-xf", archive, "-C", tree], in: top, program: nil) {
            snapshot.remove()
            return failure("cannot unpack revision '\(revision)': \(reason)")
        }
        return (snapshot, [])
    }

    enum Outcome {
        case success(String)
        case failure(String)
    }

    /// Runs `git` (or, with `program: nil`, the first argument) found on PATH, in `directory`.
    static func run(_ arguments: [String], in directory: String, program: String? = "git") -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = (program.map { [$0] } ?? []) + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure("cannot run \(program ?? arguments.first ?? ""): \(error.localizedDescription)")
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errors, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init)
            if process.terminationStatus == 127 { return .failure("\(program ?? arguments.first ?? "") is not installed") }
            return .failure(message ?? "exit status \(process.terminationStatus)")
        }
        return .success(String(decoding: output, as: UTF8.self))
    }
}
