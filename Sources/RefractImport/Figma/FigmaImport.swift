import RefractDiagnostics
import RefractSyntax

/// Figma Variables: the REST answer for local variables (`variableCollections`, `variables`), and the
/// DTCG files Figma and the plugins export, one per collection and mode. Either way each collection of
/// several modes becomes a modifier of a resolver made in memory (`FigmaModes`).
enum FigmaImport {
    static func translate(_ input: ImportInput) -> ImportResult {
        let isFile = input.documents.count == 1 && input.documents[0].path == input.root
        let folder = isFile ? PathText.folder(of: input.root) : input.root
        var collections: [FigmaModes.Collection] = []
        var diagnostics: [Diagnostic] = []
        var resolverPath: String?
        var exported: [ImportDocument] = []
        for document in input.documents {
            if FigmaVariables.isVariablesResponse(document.root) {
                var translator = FigmaRESTTranslator(FigmaVariables.read(document.root))
                collections += translator.collections(folder: PathText.folder(of: document.path))
                diagnostics += translator.diagnostics
                resolverPath = resolverPath ?? document.path
            } else if !PathText.setName(of: document.path, in: folder).split(separator: "/").contains(where: { $0.hasPrefix("$") }) {
                exported.append(document)
            }
        }
        collections += FigmaExport.collections(exported, folder: folder)
        guard let origin = input.documents.first?.root else { return ImportResult(diagnostics: diagnostics) }
        let made = FigmaModes.result(
            collections, resolverPath: resolverPath ?? PathText.join(folder, "figma.json"), origin: origin)
        return ImportResult(documents: made.documents, resolver: made.resolver, diagnostics: diagnostics)
    }
}
