import RefractDiagnostics
import RefractTemplates

/// A file a backend produced, with its path relative to the platform's destination folder.
/// Backends never write: the kit decides where and how (atomically, all or nothing).
///
/// The file is its UTF-8 bytes: a rendered file keeps the bytes the renderer wrote, and the kit compares
/// and writes them as they are; `contents` makes the text when someone reads it.
public struct GeneratedFile: Sendable, Hashable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, contents: String) {
        self.path = path
        bytes = Array(contents.utf8)
    }

    public init(path: String, rendered: RenderedText) {
        self.path = path
        bytes = rendered.bytes
    }

    public var contents: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    public var byteCount: Int { bytes.count }
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
