import RefractDiagnostics

/// A template that cannot be parsed, with located diagnostics (codes `template.*`).
package struct TemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    package var diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    package var description: String {
        diagnostics.map { diagnostic in
            let location = diagnostic.span.map { "\($0.file):\($0.start.line):\($0.start.column): " } ?? ""
            return "\(location)\(diagnostic.severity.rawValue): [\(diagnostic.code)] \(diagnostic.message)"
        }.joined(separator: "\n")
    }
}
