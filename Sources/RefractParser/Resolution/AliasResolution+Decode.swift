import RefractDiagnostics
import RefractModel
import RefractSyntax

extension AliasResolution {
    /// Decodes `node` as a value of `type`. `part` names where it sits in a composite (`color`,
    /// `1.color`), so references inside composites can be remembered for outputs that keep them.
    mutating func decode(_ node: SyntaxNode, as type: DeclaredType, part: String) -> TokenValue? {
        if let text = node.stringValue {
            switch ReferenceSyntax.parseCurly(text) {
            case .alias(let path):
                guard let (j, target) = aliasTarget(path, at: node.location, expected: type),
                    let linked = resolveLinked(j, at: node.location)
                else { return nil }
                let resolved = tokensStudio != nil ? tokensStudioCoerced(linked, to: type, at: node) ?? linked : linked
                guard checkType(of: resolved, target: target, expected: type, at: node.location) else { return nil }
                if !part.isEmpty { attempt.partReferences[part] = target }
                return resolved
            case .malformed(let reason):
                if case .other = type { break }  // opaque strings may embed braces (Primer's media queries)
                diagnostics.append(.error("alias.syntax", "invalid alias '\(text)': \(reason)", at: node.span))
                return nil
            case .tokensStudio(let syntax):
                if tokensStudio != nil { return evaluateTokensStudio(text, at: node, as: type, part: part) }
                if case .other = type { break }
                diagnostics.append(Self.tokensStudioDiagnostic(text, syntax, at: node.span))
                return nil
            case .notReference:
                // A composite's part holding math with no reference in it (`"blur": "100 / 10"`).
                if tokensStudio != nil, TokensStudioExpressions.isBareMath(text) {
                    return evaluateTokensStudio(text, at: node, as: type, part: part)
                }
            }
        }
        if let entries = node.entries, let ref = entries.first(where: { $0.key == "$ref" }) {
            if entries.count > 1 {
                diagnostics.append(.error(
                    "ref.syntax", "a '$ref' object cannot have other members", at: node.span))
                return nil
            }
            return resolveValueRef(ref.value, as: type, part: part)
        }
        switch type {
        case .standard(let standard):
            return decode(node, standard: standard, part: part)
        case .other(let name):
            return decodeLiteral { $0.decodeOther(node, typeName: name) }
        case .invalid:
            return nil
        }
    }

    private mutating func decode(_ node: SyntaxNode, standard: TokenType, part: String) -> TokenValue? {
        switch standard {
        case .color: decodeLiteral { $0.decodeColor(node).map(TokenValue.color) }
        case .dimension: decodeLiteral { $0.cssOnlyDimension(node) ?? $0.decodeDimension(node).map(TokenValue.dimension) }
        case .fontFamily: decodeLiteral { $0.decodeFontFamily(node).map(TokenValue.fontFamily) }
        case .fontWeight: decodeLiteral { $0.decodeFontWeight(node).map(TokenValue.fontWeight) }
        case .duration: decodeLiteral { $0.decodeDuration(node).map(TokenValue.duration) }
        case .cubicBezier: decodeLiteral { $0.decodeCubicBezier(node).map(TokenValue.cubicBezier) }
        case .number: decodeLiteral { $0.decodeNumber(node).map(TokenValue.number) }
        case .strokeStyle: decodeStrokeStyle(node, part: part).map(TokenValue.strokeStyle)
        case .border: decodeBorder(node, part: part)
        case .transition: decodeTransition(node, part: part)
        case .shadow: decodeShadow(node, part: part)
        case .gradient: decodeGradient(node, part: part)
        case .typography: decodeTypography(node, part: part)
        case .other: nil
        }
    }

    /// A value with no reference in it, decoded by `ValueDecoder`; its findings join this resolution's, in order.
    mutating func decodeLiteral<T>(_ decode: (inout ValueDecoder) -> T?) -> T? {
        var decoder = ValueDecoder()
        let value = decode(&decoder)
        diagnostics += decoder.diagnostics
        return value
    }

    /// Decodes a member of a composite and unwraps the expected case.
    mutating func decodePart<T>(
        _ node: SyntaxNode, as type: TokenType, part: String, _ extract: (TokenValue) -> T?
    ) -> T? {
        guard let value = decode(node, as: .standard(type), part: part) else { return nil }
        guard let extracted = extract(value) else {
            diagnostics.append(.error(
                "value.unsupported-in-composite",
                "this \(type.rawValue) cannot be used inside a composite value: only CSS can express it", at: node.span))
            return nil
        }
        return extracted
    }
}
