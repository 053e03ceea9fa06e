import RefractDiagnostics
import RefractSyntax

/// One file read into a located tree: a legacy source, or the DTCG-shaped tree made from it.
public struct ImportDocument: Sendable {
    public var path: String
    public var root: SyntaxNode

    public init(path: String, root: SyntaxNode) {
        self.path = path
        self.root = root
    }
}

/// What one input hands the importer: the input as the user named it (a file or a folder) and every
/// file read below it, sorted by path. A folder's files include the ones a DTCG read skips (`$themes.json`,
/// `$metadata.json`), since a format may give them meaning.
public struct ImportInput: Sendable {
    public var format: TokenFormat
    public var root: String
    public var documents: [ImportDocument]
    /// Tokens Studio: the `source` sets to output rather than read for references only.
    public var sourceSets: SourceSetOutput

    public init(format: TokenFormat, root: String, documents: [ImportDocument], sourceSets: SourceSetOutput = .referenceOnly) {
        self.format = format
        self.root = root
        self.documents = documents
        self.sourceSets = sourceSets
    }
}

/// A resolver document made in memory from a format's themes or modes (Tokens Studio's `$themes.json`,
/// Figma's modes): a DTCG resolver tree whose nodes keep the spans of what they came from. Its file
/// `$ref`s are resolved against `path`'s folder and must name `documents` of the same `ImportResult`;
/// the loader takes those from memory, never from disk.
public struct ImportedResolver: Sendable {
    /// Where the resolver would stand (e.g. `tokens/$themes.json`): the base of its `$ref`s and the file
    /// its unlocated problems name.
    public var path: String
    public var document: SyntaxNode

    public init(path: String, document: SyntaxNode) {
        self.path = path
        self.document = document
    }
}

/// The DTCG-shaped trees, in merge order, with their original paths and spans; an optional resolver;
/// and what the translation found (`import.*` warnings for what it could not carry, errors for what it
/// could not read). A document with errors is left out rather than handed on half translated.
public struct ImportResult: Sendable {
    public var documents: [ImportDocument]
    public var resolver: ImportedResolver?
    public var diagnostics: [Diagnostic]

    public init(documents: [ImportDocument] = [], resolver: ImportedResolver? = nil, diagnostics: [Diagnostic] = []) {
        self.documents = documents
        self.resolver = resolver
        self.diagnostics = diagnostics
    }
}
