/// Human-readable diagnostics: a swiftc header (`path:line:col: error: [code] message`) that editors
/// and CI regexes parse, then a rustc code frame, `= note:`/`= help:` lines and located notes.
public struct TextRenderer: Sendable {
    /// Wraps parts of the text in ANSI colours; stripping them gives exactly the uncoloured output.
    package var useColor: Bool

    public init(useColor: Bool = false) {
        self.useColor = useColor
    }

    /// One diagnostic, every line ending in a newline.
    public func render(_ diagnostic: Diagnostic, sources: SourceStore) -> String {
        var cache = SourceCache(sources)
        return render(diagnostic, cache: &cache)
    }

    /// Several diagnostics, in the order given, separated by an empty line.
    public func render(_ diagnostics: [Diagnostic], sources: SourceStore) -> String {
        var cache = SourceCache(sources)
        return diagnostics.map { render($0, cache: &cache) }.joined(separator: "\n")
    }

    private func render(_ diagnostic: Diagnostic, cache: inout SourceCache) -> String {
        let severity = paint(diagnostic.severity.rawValue + ":", TerminalStyle(diagnostic.severity))
        let message = paint("[\(diagnostic.code)] " + TerminalText.escaped(diagnostic.message), .bold)
        var output: [String] = []
        var frame: CodeFrame?
        if let span = diagnostic.span {
            output.append(paint(Self.location(span) + ":", .bold) + " " + severity + " " + message)
            if let source = cache.lines(of: span.file) {
                frame = CodeFrame(
                    span: span, label: diagnostic.label.map { TerminalText.escaped($0) }, source: source,
                    style: TerminalStyle(diagnostic.severity), useColor: useColor)
            }
        } else {
            output.append(paint("refract:", .bold) + " " + severity + " " + message)
        }
        if let frame { output += frame.lines }

        let width = frame?.gutterWidth ?? 1
        var annotations: [String] = []
        for note in diagnostic.notes where note.span == nil {
            annotations.append(annotation("note", TerminalText.escaped(note.message, keepingNewlines: true), gutterWidth: width, style: .note))
        }
        if let help = diagnostic.help {
            annotations.append(annotation("help", TerminalText.escaped(help, keepingNewlines: true), gutterWidth: width, style: .help))
        }
        if !annotations.isEmpty {
            if frame != nil { output.append(paint(String(repeating: " ", count: width) + " |", .gutter)) }
            output += annotations
        }

        for note in diagnostic.notes {
            guard let span = note.span else { continue }
            output.append(
                paint(Self.location(span) + ":", .bold) + " " + paint("note:", .note) + " "
                    + paint(TerminalText.escaped(note.message), .bold))
            if let source = cache.lines(of: span.file),
                let noteFrame = CodeFrame(span: span, label: nil, source: source, style: .note, useColor: useColor)
            {
                output += noteFrame.lines
            }
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// `   = note: text`, with continuation lines of a multi-line text aligned under its first line.
    private func annotation(_ kind: String, _ text: String, gutterWidth: Int, style: TerminalStyle) -> String {
        let indent = String(repeating: " ", count: gutterWidth + 1)
        let continuation = "\n" + indent + String(repeating: " ", count: kind.count + 4)
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: continuation)
        return indent + paint("= " + kind + ":", style) + " " + body
    }

    private func paint(_ text: String, _ style: TerminalStyle) -> String {
        style.apply(to: text, enabled: useColor)
    }

    static func location(_ span: SourceSpan) -> String {
        "\(TerminalText.escaped(span.file)):\(span.start.line):\(span.start.column)"
    }
}
