import RefractDiagnostics

/// What reading one file produced: a tree when the file could be read, and every problem found.
package struct ReadResult: Sendable {
    /// The document, or nil when the file cannot be read into a tree; the diagnostics then say why.
    package var root: SyntaxNode?
    package var diagnostics: [Diagnostic]

    package init(root: SyntaxNode?, diagnostics: [Diagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}

/// Reads the bytes of one file into a located document tree.
///
/// Behaviour worth knowing:
/// - Positions: lines are split at `\n` only (a `\r` before it ends the line's text); columns are
///   1-based UTF-8 bytes; offsets are 0-based bytes of `bytes` as given. A UTF-8 byte order mark at the
///   start is skipped: it counts in offsets but not in columns, so the first character is at 1:1.
/// - An empty file (nothing but whitespace, a byte order mark or comments) is most likely a mistake:
///   it gives the warning `syntax.empty` and an empty mapping as root.
/// - `root` is nil when any error other than `syntax.duplicate-key` was found. Duplicate keys are all
///   reported (at the later key, with a note at the first) and the first value is kept: an error when
///   the values differ, a warning when the repeat has the same value (real files have such repeats).
/// - JSON (`.json`, `.jsonc`, `.json5`) is read with one grammar, the union of the three; what the
///   file's dialect does not allow (comments, trailing commas, single quotes, …) is reported and reading
///   goes on, so one run shows many problems. Grammar errors that leave no sensible way on stop reading.
/// - YAML is read with the 1.2 core schema (`yes`/`no`/`on`/`off` are strings). Mapping keys are the
///   scalars' text (`100:` is the key "100"); keys that are mappings or sequences are errors. Anchors and
///   aliases are expanded, each copy spanning its alias; the node count after expansion is held to
///   `limits.maximumNodes` (`syntax.yaml-alias-limit`), and the text the aliases copy to
///   `limits.maximumAliasBytes` or ten times the file, whichever is more (`syntax.yaml-alias-size`). Merge keys (`<<: *base`, `<<: [*a, *b]`) are
///   supported: keys written in the mapping win, then earlier merged mappings win over later ones.
///   A file with more than one document is an error (`syntax.yaml-multiple-documents`).
/// - Limits: a file larger than `limits.maximumFileSize` is not read (`syntax.file-too-large`); nesting
///   deeper than `limits.maximumDepth` stops reading (`syntax.depth`); bytes that are not UTF-8 stop
///   reading at the first bad byte (`syntax.encoding`). A YAML file larger than
///   `limits.maximumYAMLFileSize` (half the file limit, 32 MiB) is not read either (`syntax.yaml-too-large`,
///   at the first byte past the limit): it costs about twice the JSON of the same data.
package func readDocument(
    bytes: [UInt8], path: String, format: SourceFormat, limits: ReaderLimits = .init()
) -> ReadResult {
    if bytes.count > limits.maximumFileSize {
        return ReadResult(root: nil, diagnostics: [.fileTooLarge(path: path, size: bytes.count, limit: limits.maximumFileSize)])
    }
    let contentStart = UTF8Validation.byteOrderMarkLength(bytes)
    let lines = LineTable(bytes, contentStart: contentStart, file: path)
    if format == .yaml, bytes.count > limits.maximumYAMLFileSize {
        let limit = limits.maximumYAMLFileSize
        return ReadResult(root: nil, diagnostics: [.yamlTooLarge(size: bytes.count, limit: limit, at: lines.span(limit, limit + 1))])
    }
    if let bad = UTF8Validation.firstInvalidOffset(bytes, from: contentStart) {
        let span = lines.span(bad, bad + 1)
        return ReadResult(root: nil, diagnostics: [.invalidEncoding(byte: bytes[bad], at: span, atFileStart: bad == 0)])
    }
    let result: ReadResult
    switch format {
    case .json, .jsonc, .json5:
        var reader = JSONReader(input: bytes, contentStart: contentStart, lines: lines, format: format, limits: limits)
        result = reader.read()
    case .yaml:
        var reader = YAMLReader(input: bytes, contentStart: contentStart, lines: lines, limits: limits)
        result = reader.read()
    }
    let isReadable = !result.diagnostics.contains { $0.severity == .error && $0.code != .duplicateKey }
    return ReadResult(root: isReadable ? result.root : nil, diagnostics: result.diagnostics)
}
