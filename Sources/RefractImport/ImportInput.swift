import RefractDiagnostics
import RefractSyntax

/// One file read into a located tree: a legacy source, or the DTCG-shaped tree made from it.
package struct ImportDocument: Sendable {
    package var path: String
    package var root: SyntaxNode

    package init(path: String, root: SyntaxNode) {
        self.path = path
        self.root = root
    }
}

/// What one input hands the importer: the input as the user named it (a file or a folder) and every
/// file read below it, sorted by path. A folder's files include the ones a DTCG read skips (`$themes.json`,
/// `$metadata.json`), since a format may give them meaning.
package struct ImportInput: Sendable {
    package var format: TokenFormat
    package var root: String
    package var documents: [ImportDocument]
    /// Tokens Studio: the `source` sets to output rather than read for references only.
    package var sourceSets: SourceSetOutput

    package init(format: TokenFormat, root: String, documents: [ImportDocument], sourceSets: SourceSetOutput = .referenceOnly) {
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
package struct ImportedResolver: Sendable {
    /// Where the resolver would stand (e.g. `tokens/$themes.json`): the base of its `$ref`s and the file
    /// its unlocated problems name.
    package var path: String
    package var document: SyntaxNode

    package init(path: String, document: SyntaxNode) {
        self.path = path
        self.document = document
    }
}

/// The DTCG-shaped trees, in merge order, with their original paths and spans; an optional resolver;
/// and what the translation found (`import.*` warnings for what it could not carry, errors for what it
/// could not read). A document with errors is left out rather than handed on half translated.
package struct ImportResult: Sendable {
    package var documents: [ImportDocument]
    package var resolver: ImportedResolver?
    package var diagnostics: [Diagnostic]

    package init(documents: [ImportDocument] = [], resolver: ImportedResolver? = nil, diagnostics: [Diagnostic] = []) {
        self.documents = documents
        self.resolver = resolver
        self.diagnostics = diagnostics
    }
}
