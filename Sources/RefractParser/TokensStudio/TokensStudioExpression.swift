import RefractSyntax

/// A token's value kind when it holds Tokens Studio expressions: what the importer wrote under
/// `TokensStudioExpressions.extensionKey`. The flattener takes it out of the token's `$extensions` (it is
/// the importer's note to the parser, not the user's data), so resolution asks a field, not a mapping.
struct TokensStudioExpression {
    /// A colour modifier (`lighten`, `darken`, `mix`, `alpha`) applied to the resolved value, or the name of
    /// a token holding one.
    var modify: SyntaxNode?
    /// References into parts of composites inside the token's math (`{shadow.card.blur} * 2`), by the
    /// reference as written: `{ "$ref": "#/shadow/card/$value/blur", "$type": "dimension" }`.
    var parts: SyntaxNode?

    /// A token's `$extensions` without the importer's note, and the note.
    static func split(_ extensions: SyntaxNode?) -> (SyntaxNode?, TokensStudioExpression?) {
        guard let extensions, let entries = extensions.entries,
            let note = entries.first(where: { $0.key == TokensStudioExpressions.extensionKey })
        else { return (extensions, nil) }
        let kept = entries.filter { $0.key != TokensStudioExpressions.extensionKey }
        let expression = TokensStudioExpression(modify: note.value["modify"], parts: note.value["parts"])
        return (kept.isEmpty ? nil : SyntaxNode(.mapping(kept), location: extensions.location), expression)
    }
}
