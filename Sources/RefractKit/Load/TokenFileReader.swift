import RefractDiagnostics
import RefractImport
import RefractSyntax

/// Token files read into trees, with their bytes for code frames. Inputs in another format than DTCG
/// come out translated (`TokenImporter`), their spans still in the original files.
struct TokenFiles {
    var documents: [SyntaxNode] = []
    /// The file each of `documents` came from.
    var documentPaths: [String] = []
    var sources = SourceStore()
    var files: [String] = []
    /// A resolver an input's format made (Tokens Studio themes, Figma modes), with its documents by path.
    var importedResolver: ImportedResolver?
    var importedDocuments: [String: SyntaxNode] = [:]
    /// Files read in a format whose values are legacy strings by definition (`TokenFormat.writesLegacyValues`).
    var legacyValueFiles: Set<String> = []

    /// Expands the inputs (files and folders) and reads every token file once, in order; each input in
    /// the format `formats` gives it (DTCG by default).
    static func read(
        _ inputs: [String], formats: [String: TokenFormat] = [:], sourceSets: [String: SourceSetOutput] = [:],
        with reader: inout DocumentReader,
        into report: inout DiagnosticReport
    ) -> TokenFiles {
        var read = TokenFiles()
        var groups: [(input: String, format: TokenFormat, range: Range<Int>)] = []
        var pending: [DocumentSource] = []
        var seen: Set<String> = []
        for input in inputs {
            let format = formats[input] ?? .dtcg
            let (files, inputDiagnostics) = TokenInputs.expand([input], including: format.readsMetadataFiles)
            report.append(contentsOf: inputDiagnostics)
            let start = pending.count
            for file in files where seen.insert(file).inserted {
                read.files.append(file)
                guard let bytes = reader.bytes(at: file) else {
                    report.append(.error("input.unreadable", "cannot read '\(file)'", at: .file(file)))
                    continue
                }
                read.sources.add(path: file, bytes: bytes)
                guard let syntax = SourceFormat(path: file) else { continue }
                pending.append(DocumentSource(bytes: bytes, path: file, format: syntax))
            }
            groups.append((input, format, start..<pending.count))
            if format == .dtcg, let themes = TokenInputs.themesFile(in: input) {
                report.append(LegacyShape.themesIgnored(folder: input, themesFile: themes))
            }
        }
        let results = reader.read(pending)
        for group in groups {
            let documents = group.range.compactMap { i -> ImportDocument? in
                report.append(contentsOf: results[i].diagnostics)
                return results[i].root.map { ImportDocument(path: pending[i].path, root: $0) }
            }
            guard group.format != .dtcg else {
                for document in documents {
                    if let legacy = LegacyShape.diagnostic(path: document.path, root: document.root) {
                        report.append(legacy)
                    } else {
                        read.documents.append(document.root)
                        read.documentPaths.append(document.path)
                    }
                }
                continue
            }
            let imported = TokenImporter.translate(ImportInput(
                format: group.format, root: group.input, documents: documents, sourceSets: sourceSets[group.input] ?? .referenceOnly))
            report.append(contentsOf: imported.diagnostics)
            if group.format.writesLegacyValues { read.legacyValueFiles.formUnion(documents.map(\.path)) }
            if let resolver = imported.resolver {
                if read.importedResolver != nil {
                    report.append(.error(
                        "input.several-resolvers",
                        "'\(group.input)' makes a second set of themes; refract reads one input with themes at a time",
                        at: .file(resolver.path), help: "read the inputs with themes one at a time"))
                }
                read.importedResolver = resolver
                for document in imported.documents { read.importedDocuments[document.path] = document.root }
            } else {
                read.documents += imported.documents.map(\.root)
                read.documentPaths += imported.documents.map(\.path)
            }
        }
        return read
    }
}

extension TokenFormat {
    /// Whether a folder read in this format includes the `$`-named files a DTCG read skips (`$themes.json`,
    /// `$metadata.json`): they carry the format's themes and set order.
    var readsMetadataFiles: Bool { self == .tokensStudio || self == .figma }

    /// Whether string values (`"16px"`, `"#1b8188"`) are this format's own spelling rather than a departure
    /// from DTCG, so the parser's `compat.legacy-*` findings about them are not reported.
    var writesLegacyValues: Bool { self != .dtcg }
}

/// The parser's findings that a value is a legacy string, which say nothing about a file read in a format
/// where strings are the way to write values.
enum LegacyValueFindings {
    static let codes: Set<DiagnosticCode> = [
        "compat.legacy-color", "compat.legacy-dimension", "compat.legacy-duration", "compat.short-hex",
        "compat.font-stack-string",
    ]

    /// `earlier` holds what was reported before the parser ran, the translators' findings among them.
    static func removing(_ diagnostics: [Diagnostic], in files: Set<String>, besides earlier: [Diagnostic] = []) -> [Diagnostic] {
        guard !files.isEmpty else { return diagnostics }
        // A type the translator could not map is said by the translator, at the same place; the parser's
        // word on the stand-in type it chose would say it twice.
        let translatorSpans = Set((earlier + diagnostics).compactMap { diagnostic in
            diagnostic.code.rawValue.hasPrefix("tokens-studio.") || diagnostic.code.rawValue.hasPrefix("import.")
                ? diagnostic.span : nil
        })
        // A reference into a part that is not there is said by the translator; the parser, reading the
        // reference as it was written, would add that no token has its path.
        let unknownParts = Set(earlier.compactMap { $0.code == "import.unknown-part" ? $0.span : nil })
        return diagnostics.filter { diagnostic in
            guard let span = diagnostic.span, files.contains(span.file) else { return true }
            if diagnostic.code == "compat.non-standard-type" { return !translatorSpans.contains(span) }
            if diagnostic.code == "alias.unresolved" { return !unknownParts.contains(span) }
            return !codes.contains(diagnostic.code)
        }
    }
}
