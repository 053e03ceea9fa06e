import RefractDiagnostics
import RefractTemplates

/// A file a backend produced, with its path relative to the platform's destination folder.
/// Backends never write: the kit decides where and how (atomically, all or nothing).
///
/// A rendered file keeps the renderer's chunks: the kit compares and writes them as they are, so a large
/// output is never copied into one `String` unless someone reads `contents`.
public struct GeneratedFile: Sendable, Hashable {
    public var path: String
    private var body: Body

    private enum Body: Sendable {
        case text(String)
        case rendered(RenderedText)
    }

    public init(path: String, contents: String) {
        self.path = path
        body = .text(contents)
    }

    public init(path: String, rendered: RenderedText) {
        self.path = path
        body = .rendered(rendered)
    }

    public var contents: String {
        get {
            switch body {
            case .text(let text): text
            case .rendered(let rendered): rendered.string
            }
        }
        set { body = .text(newValue) }
    }

    public var byteCount: Int {
        switch body {
        case .text(let text): text.utf8.count
        case .rendered(let rendered): rendered.byteCount
        }
    }

    /// Calls `body` with the file's bytes, in one or more consecutive pieces, until it returns false;
    /// returns whether every call did.
    public func forEachChunk(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        switch self.body {
        case .text(var text): text.withUTF8(body)
        case .rendered(let rendered): rendered.forEachChunk(body)
        }
    }

    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.path == rhs.path && lhs.contents == rhs.contents
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(contents)
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
