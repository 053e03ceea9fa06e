import RefractDiagnostics
import RefractModel
import RefractSyntax

/// The parser's entry point: located document trees in, a validated token set and diagnostics out.
/// Stages: merge the files in order → expand `$extends` → flatten groups (names, `$type` inheritance)
/// → resolve every token's value once (aliases, JSON Pointers, type checks, typed decoding).
package enum TokenParser {
    package struct Result: Sendable {
        package var tokens: TokenSet
        package var diagnostics: [Diagnostic]
        /// Tokens defined but left out because their value could not be resolved (or named one that could not).
        package var failedPaths: [TokenPath] = []
        /// Paths references named where no token is.
        package var missingTargets: Set<TokenPath> = []
    }

    package static func parse(documents: [SyntaxNode]) -> Result {
        guard let merged = DocumentMerger.merge(documents) else {
            return Result(tokens: TokenSet([]), diagnostics: [])
        }
        let (expanded, flat, extendsDiagnostics) = flatten(merged)
        var diagnostics = extendsDiagnostics
        diagnostics += flat.diagnostics
        var resolution = AliasResolution(root: expanded, raw: flat.tokens, indexByPath: flat.indexByPath)
        let tokens = resolution.resolveAll(in: flat.pathOrder)
        diagnostics += resolution.diagnostics.all
        return Result(tokens: TokenSet(tokens), diagnostics: diagnostics, failedPaths: resolution.failedPaths,
            missingTargets: resolution.missingTargets)
    }

    /// Flattened first: a tree with no `$extends` (most) needs no expanding, and the flattener notices
    /// where one may be. A tree that has some is flattened again once expanded. Returns the tree
    /// flattened, which the resolver walks for pointers.
    private static func flatten(_ merged: SyntaxNode) -> (SyntaxNode, Flattener.Output, [Diagnostic]) {
        let flat = Flattener.flatten(merged)
        guard flat.mayNeedExpanding else { return (merged, flat, []) }
        guard ExtendsExpander.containsExtends(merged) else { return (merged, flat, []) }
        let (expanded, diagnostics) = ExtendsExpander.expand(merged)
        return (expanded, Flattener.flatten(expanded), diagnostics)
    }
}
