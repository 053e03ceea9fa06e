import RefractDiagnostics
import RefractSyntax

extension StyleDictionaryImport.Translator {
    /// The DTCG type of a token: its `type`, else the CTI path's (as Style Dictionary infers it), else
    /// its value's shape with a warning. An alias without `type` gets none: it takes its target's.
    struct TokenType {
        var name: String
        /// False for the CTI type of an alias, which only guides the value's translation.
        var isWritten: Bool
        var keyLocation: SyntaxLocation?
        var valueLocation: SyntaxLocation?
    }

    mutating func type(declared: SyntaxEntry?, attributes: SyntaxNode?, value: SyntaxNode, path: [String]) -> TokenType? {
        if let declared {
            guard let name = declared.value.stringValue else {
                return TokenType(name: "", isWritten: false)
            }
            return TokenType(
                name: StyleDictionaryTypes.dtcgType(of: name) ?? name, isWritten: true, keyLocation: declared.keyLocation,
                valueLocation: declared.value.location)
        }
        let isAlias = value.stringValue.map(StyleDictionaryReferences.isWholeReference) ?? false
        let category = attributes?["category"]?.stringValue ?? path.first ?? ""
        let subtype = attributes?["type"]?.stringValue ?? (path.count > 1 ? path[1] : nil)
        if let inferred = StyleDictionaryTypes.ctiType(category: category, type: subtype) {
            return TokenType(name: inferred, isWritten: !isAlias)
        }
        if isAlias { return nil }
        let shape = Self.shapeType(of: value)
        diagnostics.append(.warning(
            "import.type-not-inferred",
            "cannot infer the type of '\(path.joined(separator: "."))' from its path: '\(category)' is not a Style Dictionary category (\(StyleDictionaryTypes.categories.joined(separator: ", ")))"
                + (shape.map { "; read as \($0) from its value" } ?? ""),
            at: path.isEmpty ? value.span : value.span, help: "give the token a 'type'"))
        return shape.map { TokenType(name: $0, isWritten: true) }
    }

    /// What a value without a type looks like: a number, a colour, a length, a duration, or text.
    static func shapeType(of value: SyntaxNode) -> String? {
        switch value.value {
        case .number: return "number"
        case .bool: return "boolean"
        case .string(let text):
            let lower = text.lowercased()
            if lower.hasPrefix("#") || lower.hasPrefix("rgb(") || lower.hasPrefix("rgba(") || lower.hasPrefix("hsl(")
                || lower.hasPrefix("hsla(")
            {
                return "color"
            }
            if let (_, unit) = StyleDictionaryNumbers.quantity(text) {
                if unit == "px" || unit == "rem" { return "dimension" }
                if unit == "ms" || unit == "s" { return "duration" }
            }
            return "string"
        default: return nil
        }
    }
}
