import RefractDiagnostics
import RefractModel
import RefractSyntax

/// The parser's entry point: located document trees in, a validated token set and diagnostics out.
/// Stages: merge the files in order → expand `$extends` → flatten groups (names, `$type` inheritance)
/// → resolve every token's value once (aliases, JSON Pointers, type checks, typed decoding).
public enum TokenParser {
    public struct Result: Sendable {
        public var tokens: TokenSet
        public var diagnostics: [Diagnostic]
    }

    public static func parse(documents: [SyntaxNode]) -> Result {
        parse(documents: documents, expectedTokens: SourceDocuments.shared.valueKeyCount(of: documents))
    }

    /// `expectedTokens` sizes the token list and path index (a hint: they grow past it if need be).
    static func parse(documents: [SyntaxNode], expectedTokens: Int) -> Result {
        guard let merged = DocumentMerger.merge(documents) else {
            return Result(tokens: TokenSet([]), diagnostics: [])
        }
        let (expanded, flat, extendsDiagnostics) = flatten(merged, expectedTokens: expectedTokens)
        var diagnostics = extendsDiagnostics
        diagnostics += flat.diagnostics
        let pathOrder = flat.pathOrder
        var resolver = ValueResolver(root: expanded, raw: flat.tokens, indexByPath: flat.indexByPath)
        let tokens = resolver.resolveAll(in: pathOrder)
        diagnostics += resolver.diagnostics
        // The resolver's index already holds every path: the set reuses its hash table.
        return Result(
            tokens: TokenSet(tokens, reindexing: resolver.takeIndex(), positions: pathOrder), diagnostics: diagnostics)
    }

    /// Flattened first: a tree with no `$extends` (most) needs no expanding, and finding out took a walk
    /// of its own through every group and token. A tree that may have some is flattened again once
    /// expanded. Returns the tree flattened, which the resolver walks for pointers.
    private static func flatten(
        _ merged: SyntaxNode, expectedTokens: Int
    ) -> (SyntaxNode, Flattener.Output, [Diagnostic]) {
        let flat = Flattener.flatten(merged, expectedTokens: expectedTokens)
        guard flat.mayNeedExpanding else { return (merged, flat, []) }
        guard ExtendsExpander.containsExtends(merged) else { return (merged, flat, []) }
        let (expanded, diagnostics) = ExtendsExpander.expand(merged)
        // The tree before expanding holds about as many tokens: enough to size the path index once.
        return (expanded, Flattener.flatten(expanded, expectedTokens: flat.tokens.count), diagnostics)
    }
}
