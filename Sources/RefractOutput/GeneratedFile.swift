import RefractDiagnostics

/// A file a backend produced, with its path relative to the platform's destination folder.
/// Backends never write: the kit decides where and how (atomically, all or nothing).
public struct GeneratedFile: Sendable, Hashable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// What a backend returns: its files and what it found (names that collide, values a platform
/// cannot express). Errors mean the build writes nothing.
public struct OutputResult: Sendable {
    public var files: [GeneratedFile]
    public var diagnostics: [Diagnostic]

    public init(files: [GeneratedFile] = [], diagnostics: [Diagnostic] = []) {
        self.files = files
        self.diagnostics = diagnostics
    }
}
