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
        guard let merged = DocumentMerger.merge(documents) else {
            return Result(tokens: TokenSet([]), diagnostics: [])
        }
        var diagnostics: [Diagnostic] = []
        let census = TreeCensus(merged)
        let (expanded, extendsDiagnostics) = ExtendsExpander.expand(merged, census: census)
        diagnostics += extendsDiagnostics
        let flat = Flattener.flatten(expanded, expectedTokens: census.tokenCount)
        diagnostics += flat.diagnostics
        let pathOrder = flat.pathOrder
        var resolver = ValueResolver(root: expanded, raw: flat.tokens, indexByPath: flat.indexByPath)
        let tokens = resolver.resolveAll(in: pathOrder)
        diagnostics += resolver.diagnostics
        // The resolver's index already holds every path: the set reuses its hash table.
        return Result(
            tokens: TokenSet(tokens, reindexing: resolver.takeIndex(), positions: pathOrder), diagnostics: diagnostics)
    }
}
