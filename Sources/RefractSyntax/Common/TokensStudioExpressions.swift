/// How a tree made from Tokens Studio files says which tokens hold Tokens Studio expressions (math, references
/// inside strings, colour functions and modifiers): the importer writes the key into such a token's
/// `$extensions`, and the parser reads it there as the token's value kind, evaluating those tokens'
/// expressions and rejecting them everywhere else. Here, below both, so the importer needs nothing of the parser.
package enum TokensStudioExpressions {
    /// The `$extensions` key of a token whose value holds Tokens Studio expressions. Its mapping may hold
    /// `modify` (a colour modifier) and `parts` (references into parts of composites, by the reference as written).
    package static let extensionKey = "refract.tokens-studio"

    /// Math with no reference in it (`"4 * 2"`, `"roundTo(3.14159, 2)"`), which reads as a plain string otherwise.
    package static func isBareMath(_ text: String) -> Bool {
        var trimmed = text[...]
        while trimmed.first?.isWhitespace == true { trimmed = trimmed.dropFirst() }
        while trimmed.last?.isWhitespace == true { trimmed = trimmed.dropLast() }
        for function in ["roundTo(", "round(", "floor(", "ceil(", "abs(", "sqrt(", "min(", "max("] where trimmed.hasPrefix(function) {
            return true
        }
        guard let first = trimmed.first, first.isNumber || first == "(" || first == "." || first == "-" else { return false }
        return trimmed.dropFirst().contains { "*/+-^".contains($0) }
    }
}
