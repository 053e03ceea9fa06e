import RefractDiagnostics
import RefractTemplates

/// A file a backend produced, with its path relative to the platform's destination folder.
/// Backends never write: the kit decides where and how (atomically, all or nothing).
///
/// The file is its UTF-8 bytes: a rendered file keeps the chunks the renderer wrote, and the kit compares
/// and writes them as they are, one after another, without joining them; `bytes` joins them and
/// `contents` makes the text when someone reads it.
public struct GeneratedFile: Sendable, Hashable {
    package var path: String
    package private(set) var text: RenderedText

    package init(path: String, contents: String) {
        self.path = path
        text = RenderedText(bytes: Array(contents.utf8))
    }

    package init(path: String, rendered: RenderedText) {
        self.path = path
        text = rendered
    }

    /// The chunks in order, to write or compare one after another.
    package var chunks: [[UInt8]] { text.chunks }

    package var bytes: [UInt8] {
        get { text.bytes }
        set { text = RenderedText(bytes: newValue) }
    }

    package var contents: String {
        get { text.string }
        set { bytes = Array(newValue.utf8) }
    }

    package var byteCount: Int { text.byteCount }
}

/// What a backend returns: its files and what it found (names that collide, values a platform
/// cannot express). Errors mean the build writes nothing.
package struct OutputResult: Sendable {
    package var files: [GeneratedFile]
    package var diagnostics: [Diagnostic]

    package init(files: [GeneratedFile] = [], diagnostics: [Diagnostic] = []) {
        self.files = files
        self.diagnostics = diagnostics
    }
}
