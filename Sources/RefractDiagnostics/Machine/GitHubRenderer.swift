/// `--format github`: GitHub Actions workflow commands, which the runner turns into annotations on
/// the pull request: `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=code::message`.
///
/// GitHub's `endColumn` is inclusive, so it is the span's last byte; columns are only given for a
/// span on one line, because annotations ignore them across lines. File paths are given from the
/// repository's root when `paths` says where that is.
package struct GitHubRenderer: Sendable {
    package var paths: AnnotationPaths?

    package init(paths: AnnotationPaths? = nil) {
        self.paths = paths
    }

    /// One command per diagnostic, each ending in a newline.
    package func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { render($0) + "\n" }.joined()
    }

    /// One command, without a newline.
    package func render(_ diagnostic: Diagnostic) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [(String, String)] = []
        if let span = diagnostic.span {
            let endLine = span.end.line > span.start.line && span.end.column <= 1 ? span.end.line - 1 : span.end.line
            properties.append(("file", paths?.path(span.file) ?? span.file))
            properties.append(("line", String(span.start.line)))
            if endLine <= span.start.line {
                properties.append(("col", String(span.start.column)))
                properties.append(("endLine", String(span.start.line)))
                properties.append(("endColumn", String(max(span.start.column, span.end.column - 1))))
            } else {
                properties.append(("endLine", String(endLine)))
            }
        }
        properties.append(("title", diagnostic.code.rawValue))

        var lines = [diagnostic.message]
        for note in diagnostic.notes {
            if let span = note.span {
                lines.append("note: \(note.message) (\(TextRenderer.location(span)))")
            } else {
                lines.append("note: \(note.message)")
            }
        }
        if let help = diagnostic.help { lines.append("help: \(help)") }

        let renderedProperties = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        // The log shows the message to people: its control characters are made visible, then the command escaped.
        let message = lines.map { TerminalText.escaped($0, keepingNewlines: true) }.joined(separator: "\n")
        return "::\(command) \(renderedProperties)::\(Self.escapeData(message))"
    }

    /// The escaping of a command's message (actions/toolkit `escapeData`).
    static func escapeData(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// The escaping of a property value (actions/toolkit `escapeProperty`): also `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        var result = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
