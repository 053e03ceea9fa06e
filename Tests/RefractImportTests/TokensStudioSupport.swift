import Foundation
import RefractDiagnostics
import RefractImport
import RefractModel
import RefractParser
import RefractSyntax
import RefractTestSupport

/// A Tokens Studio folder read as the loader reads it: each `.json` file a set named by its path without
/// `.json`, `$themes.json` and `$metadata.json` beside them.
func studioProject(folder: String) throws -> TokensStudioProject.Result {
    let files = Corpus.files(below: folder) { $0.hasSuffix(".json") }
    var sets: [TokensStudioProject.TokenSet] = []
    var themes: SyntaxNode?
    var metadata: SyntaxNode?
    let base = Corpus.path(folder) + "/"
    for file in files {
        let name = String(file.dropFirst(base.count).dropLast(".json".count))
        let read = readDocument(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: file))), path: file, format: .json)
        guard let root = read.root else { continue }
        switch name {
        case "$themes": themes = root
        case "$metadata": metadata = root
        default: sets.append(.init(name: name, tree: root))
        }
    }
    return TokensStudioProject.plan(sets: sets, themes: themes, metadata: metadata, at: .file(base))
}

/// One Tokens Studio file, as a project of its sets (or of itself as one set).
func studioFile(_ json: String, name: String = "tokens.json") throws -> TokensStudioProject.Result {
    let read = readDocument(bytes: Array(json.utf8), path: name, format: .json)
    guard let root = read.root else { throw StudioTestError.unreadable(read.diagnostics.map(\.message)) }
    if TokensStudioProject.holdsSets(root) {
        let split = TokensStudioProject.split(singleFile: root)
        return TokensStudioProject.plan(sets: split.sets, themes: split.themes, metadata: split.metadata, at: .file(name))
    }
    return TokensStudioProject.plan(sets: [.init(name: "tokens", tree: root)], themes: nil, metadata: nil, at: .file(name))
}

enum StudioTestError: Error {
    case unreadable([String])
}

/// Every permutation of the project resolved.
func resolve(_ project: TokensStudioProject.Result) -> ThemeResolver.Result {
    ThemeResolver.resolve(plan: project.plan, documents: [:])
}

extension ThemedTokenSet {
    /// The value of `path` in the permutation choosing `inputs`.
    func value(_ path: String, _ inputs: [String: String] = [:]) -> TokenValue? {
        guard let index = inputs.isEmpty ? 0 : permutationIndex(inputs) else { return nil }
        return token(at: TokenPath(path), permutation: index)?.value
    }
}
