extension Diagnostic {
    /// The diagnostic with `rewrite` applied to every path it names (its span's, its notes', its fix-it's)
    /// and to every text that may quote one: to show files read from a temporary copy under the names the
    /// user knows them by (`refract diff --git`).
    package func rewritingPaths(_ rewrite: (String) -> String) -> Diagnostic {
        var copy = self
        copy.message = rewrite(message)
        copy.span = span?.rewritingFile(rewrite)
        copy.label = label.map(rewrite)
        copy.help = help.map(rewrite)
        copy.notes = notes.map { DiagnosticNote(rewrite($0.message), at: $0.span?.rewritingFile(rewrite)) }
        copy.fixIt = fixIt.map { FixIt(span: $0.span.rewritingFile(rewrite), replacement: $0.replacement) }
        return copy
    }
}

extension SourceSpan {
    func rewritingFile(_ rewrite: (String) -> String) -> SourceSpan {
        var copy = self
        copy.file = rewrite(file)
        return copy
    }
}

extension SourceStore {
    /// The same files under the paths `rewrite` gives (as `Diagnostic.rewritingPaths` names them).
    package func rewritingPaths(_ rewrite: (String) -> String) -> SourceStore {
        var store = SourceStore()
        for (path, bytes) in files { store.add(path: rewrite(path), bytes: bytes) }
        return store
    }

    /// Adds every file of `other` (its bytes win for a path both hold).
    public mutating func add(_ other: SourceStore) {
        for (path, bytes) in other.files { add(path: path, bytes: bytes) }
    }
}
