/// GitHub places an annotation by its path from the repository's root, while Refract names files from the
/// folder it runs in: this turns one into the other, so `refract lint --format github` run in a sub-folder
/// still annotates the right lines.
package struct AnnotationPaths: Sendable, Equatable {
    /// Both absolute, with `/` between components.
    package var workingDirectory: String
    package var repositoryRoot: String

    package init(workingDirectory: String, repositoryRoot: String) {
        self.workingDirectory = workingDirectory
        self.repositoryRoot = repositoryRoot
    }

    /// `file` (relative to the working directory, or absolute) from the repository's root; unchanged when it
    /// lies outside the repository, where no annotation can point anyway.
    package func path(_ file: String) -> String {
        let absolute = Self.components(file.hasPrefix("/") ? file : workingDirectory + "/" + file)
        let root = Self.components(repositoryRoot)
        guard absolute.count > root.count, Array(absolute.prefix(root.count)) == root else { return file }
        return absolute.dropFirst(root.count).joined(separator: "/")
    }

    /// The components of an absolute path with `.` and `..` applied.
    private static func components(_ path: String) -> [Substring] {
        var result: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = result.popLast()
            default: result.append(component)
            }
        }
        return result
    }
}
