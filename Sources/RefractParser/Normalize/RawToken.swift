import RefractDiagnostics
import RefractModel
import RefractSyntax

/// A token as found in the tree, before its value is resolved and typed.
struct RawToken {
    var path: TokenPath
    var keySpan: SourceSpan
    var valueNode: SyntaxNode?
    /// A token-level `$ref` (the token is a JSON Pointer reference).
    var refNode: SyntaxNode?
    var explicitType: DeclaredType?
    var groupType: DeclaredType?
    var description: String?
    var deprecation: Deprecation?
    var extensions: SyntaxNode?

    var declaredType: DeclaredType? { explicitType ?? groupType }
}
