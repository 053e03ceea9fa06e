import RefractDiagnostics
import RefractModel

extension AliasResolution {
    /// Tokens Studio's math and references inside strings, which DTCG does not have: said as what they are,
    /// with what to write instead.
    static func tokensStudioDiagnostic(
        _ text: String, _ syntax: ReferenceSyntax.TokensStudioSyntax, at span: SourceSpan?
    ) -> Diagnostic {
        switch syntax {
        case .math:
            return .error(
                "alias.syntax", "'\(text)' is a math expression, which is Tokens Studio syntax, not DTCG", at: span,
                help: "DTCG has no math: write the computed value")
        case .embedded(let reference):
            return .error(
                "alias.syntax", "'\(text)' has a reference inside a string, which is Tokens Studio syntax, not DTCG",
                at: span,
                help: "a DTCG alias is the whole value ('{\(reference)}'): write the value out, or use the type's "
                    + "object form with an alias as one of its parts")
        }
    }
}
