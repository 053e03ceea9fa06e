import RefractDiagnostics
import RefractModel

extension SourceSpan {
    /// Where a backend's finding about a token points: its key in the source. The model keeps the key's
    /// offsets; a key sits on one line, so the end column follows from them.
    package init(_ source: SourceReference) {
        self.init(
            file: source.file,
            start: SourcePosition(line: source.line, column: source.column, offset: source.offset),
            end: SourcePosition(
                line: source.line, column: source.column + max(0, source.endOffset - source.offset),
                offset: source.endOffset))
    }
}
