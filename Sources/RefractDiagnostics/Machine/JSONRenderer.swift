/// `--format json`: every diagnostic of a run as one JSON document, documented in
/// docs/diagnostics-json.md and docs/schemas/diagnostics.schema.json. Keys always appear, in the
/// documented order, with `null` when a value is absent.
package struct JSONRenderer: Sendable {
    /// Bumped only when a key is renamed or removed; adding keys keeps the version.
    static let schemaVersion = 1

    package init() {}

    package func render(_ diagnostics: [Diagnostic]) -> String {
        document(diagnostics).serialized
    }

    func document(_ diagnostics: [Diagnostic]) -> OrderedJSON {
        .object([
            .init("version", .int(Self.schemaVersion)),
            .init("diagnostics", .array(diagnostics.map(Self.diagnostic))),
            .init("summary", .object([
                .init("errors", .int(diagnostics.count { $0.severity == .error })),
                .init("warnings", .int(diagnostics.count { $0.severity == .warning })),
                .init("notes", .int(diagnostics.count { $0.severity == .note })),
            ])),
        ])
    }

    private static func diagnostic(_ diagnostic: Diagnostic) -> OrderedJSON {
        var members: [OrderedJSON.Member] = [
            .init("severity", .string(diagnostic.severity.rawValue)),
            .init("code", .string(diagnostic.code.rawValue)),
            .init("message", .string(diagnostic.message)),
        ]
        members += location(diagnostic.span)
        members += [
            .init("label", .string(diagnostic.label)),
            .init("notes", .array(diagnostic.notes.map { note in
                .object([.init("message", .string(note.message))] + location(note.span))
            })),
            .init("help", .string(diagnostic.help)),
            .init("fixIt", diagnostic.fixIt.map { fixIt in
                .object(location(fixIt.span) + [.init("replacement", .string(fixIt.replacement))])
            } ?? .null),
        ]
        return .object(members)
    }

    /// `file`, `line`, `column`, `endLine`, `endColumn`, `offset`, `endOffset`; all null without a span.
    private static func location(_ span: SourceSpan?) -> [OrderedJSON.Member] {
        [
            .init("file", .string(span?.file)),
            .init("line", .int(span?.start.line)),
            .init("column", .int(span?.start.column)),
            .init("endLine", .int(span?.end.line)),
            .init("endColumn", .int(span?.end.column)),
            .init("offset", .int(span?.start.offset)),
            .init("endOffset", .int(span?.end.offset)),
        ]
    }
}
