import RefractDiagnostics
import RefractModel
import RefractSyntax

/// A token as found in the tree, before its value is resolved and typed.
///
/// Kept small, as a load holds one per token: what few tokens have (`$ref`, metadata) sits in one box,
/// made only for the tokens that have it.
struct RawToken {
    var path: TokenPath
    var keyLocation: SyntaxLocation
    var valueNode: SyntaxNode?
    var explicitType: DeclaredType?
    var groupType: DeclaredType?
    private var rare: RareParts?

    init(path: TokenPath, keyLocation: SyntaxLocation, groupType: DeclaredType?) {
        self.path = path
        self.keyLocation = keyLocation
        self.groupType = groupType
    }

    /// Worked out when asked: most tokens need theirs once, for the model.
    var keySpan: SourceSpan { keyLocation.span }

    var declaredType: DeclaredType? { explicitType ?? groupType }

    /// A token-level `$ref` (the token is a JSON Pointer reference).
    var refNode: SyntaxNode? {
        get { rare?.parts.refNode }
        set { updateRare { $0.refNode = newValue } }
    }

    var description: String? {
        get { rare?.parts.description }
        set { updateRare { $0.description = newValue } }
    }

    var deprecation: Deprecation? {
        get { rare?.parts.deprecation }
        set { updateRare { $0.deprecation = newValue } }
    }

    var extensions: SyntaxNode? {
        get { rare?.parts.extensions }
        set { updateRare { $0.extensions = newValue } }
    }

    /// Set on a token whose value holds Tokens Studio expressions (only the importer marks one): its value
    /// is evaluated by `TokensStudioEvaluation`, where a DTCG token's would be rejected.
    var tokensStudio: TokensStudioExpression? {
        get { rare?.parts.tokensStudio }
        set { updateRare { $0.tokensStudio = newValue } }
    }

    private mutating func updateRare(_ change: (inout Parts) -> Void) {
        var parts = rare?.parts ?? Parts()
        change(&parts)
        rare = parts.isEmpty ? nil : .boxed(parts)
    }

    private struct Parts {
        var refNode: SyntaxNode?
        var description: String?
        var deprecation: Deprecation?
        var extensions: SyntaxNode?
        var tokensStudio: TokensStudioExpression?

        var isEmpty: Bool {
            refNode == nil && description == nil && deprecation == nil && extensions == nil && tokensStudio == nil
        }
    }

    private indirect enum RareParts {
        case boxed(Parts)

        var parts: Parts {
            switch self { case .boxed(let parts): parts }
        }
    }
}
