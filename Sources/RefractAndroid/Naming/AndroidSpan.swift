import RefractDiagnostics
import RefractModel

enum AndroidSpan {
    /// A token's key sits on one line, so the end column follows from the offsets.
    static func of(_ token: Token) -> SourceSpan {
        let source = token.source
        return SourceSpan(
            file: source.file,
            start: SourcePosition(line: source.line, column: source.column, offset: source.offset),
            end: SourcePosition(
                line: source.line, column: source.column + max(0, source.endOffset - source.offset),
                offset: source.endOffset))
    }
}
