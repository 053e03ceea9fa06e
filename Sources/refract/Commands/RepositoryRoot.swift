import Foundation
import RefractDiagnostics

/// The git repository the command runs in, found as git does: the nearest folder up from here that holds
/// `.git` (a folder, or a file in a worktree or submodule).
enum RepositoryRoot {
    static func annotationPaths(fileManager: FileManager = .default) -> AnnotationPaths? {
        let workingDirectory = fileManager.currentDirectoryPath
        var folder = URL(fileURLWithPath: workingDirectory, isDirectory: true).standardizedFileURL
        while true {
            if fileManager.fileExists(atPath: folder.appendingPathComponent(".git").path) {
                return AnnotationPaths(workingDirectory: workingDirectory, repositoryRoot: folder.path)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
