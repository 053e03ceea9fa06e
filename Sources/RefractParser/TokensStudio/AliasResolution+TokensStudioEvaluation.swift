import RefractDiagnostics
import RefractModel
import RefractSyntax

extension AliasResolution {
    /// Math (`{a} * 2`) or a colour function around references (`rgba({a}, 0.5)`), as a value of `type`: the
    /// references resolved here, the expression worked out by `TokensStudioEvaluation`, its result decoded.
    mutating func evaluateTokensStudio(_ text: String, at node: SyntaxNode, as type: DeclaredType?, part: String) -> TokenValue? {
        var references: [String: TokenValue] = [:]
        for reference in TokensStudioMath.references(in: text) {
            if let part = tokensStudio?.parts?[reference], let pointer = part["$ref"],
                let type = part["$type"]?.stringValue.flatMap(DeclaredType.init)
            {
                guard let pointed = resolveValueRef(SyntaxNode(pointer.value, location: node.location), as: type, part: "")
                else { return nil }
                references[reference] = pointed
            } else {
                guard let (j, _) = aliasTarget(TokenPath(reference), at: node.location, expected: nil),
                    let linked = resolveLinked(j, at: node.location)
                else { return nil }
                references[reference] = linked
            }
        }
        switch TokensStudioEvaluation.evaluate(text, at: node, as: type, references: references) {
        case .value(let value): return value
        case .decode(let result): return decode(result, as: type ?? .standard(.number), part: part)
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
    }

    /// Tokens Studio types its parts loosely: a typography's font family or weight names a `text` token
    /// ("Bold"), its letter spacing a `number`. Such a referenced value is read as the part's type.
    mutating func tokensStudioCoerced(_ value: TokenValue, to type: DeclaredType, at node: SyntaxNode) -> TokenValue? {
        guard case .standard(let wanted) = type, wanted != value.type else { return nil }
        switch (value, wanted) {
        case (.other(_, .string(let text)), .fontFamily): return .fontFamily([text])
        case (.other(_, .string(let text)), .fontWeight):
            let squeezed = text.lowercased().filter(\.isLetter)
            if let weight = Double(text) ?? Self.studioWeightNames[squeezed] { return .fontWeight(FontWeight(weight)) }
            return nil
        case (.number(let n), .dimension): return .dimension(Dimension(n, .px))
        case (.number(let n), .fontWeight) where n >= 1 && n <= 1000: return .fontWeight(FontWeight(n))
        case (.dimension(let d), .number) where d.value == 0: return .number(0)
        default: return nil
        }
    }

    static let studioWeightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "regular": 400, "normal": 400,
        "book": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800,
        "black": 900, "heavy": 900,
    ]

    /// Whether a Tokens Studio part is an alias of a dimension (a line height in px, which DTCG writes as a
    /// multiplier of the font size).
    mutating func studioAliasIsDimension(_ node: SyntaxNode) -> Bool {
        guard tokensStudio != nil, let text = node.stringValue, case .alias(let path) = ReferenceSyntax.parseCurly(text),
            let j = indexByPath[path], case .dimension? = resolvedValue(j)
        else { return false }
        return true
    }

    /// A number from a modifier's `value`: a number, a numeric string, math, or a reference.
    mutating func studioNumber(_ node: SyntaxNode) -> Double? {
        if let n = node.numberValue { return n }
        guard let text = node.stringValue else {
            diagnostics.append(.error("tokens-studio.modify", "a modifier's 'value' must be a number, not \(node.kindName)", at: node.span))
            return nil
        }
        if let n = Double(text.trimmingWhitespace) { return n }
        guard case .number(let n)? = evaluateTokensStudio(text, at: node, as: .standard(.number), part: "") else { return nil }
        return n
    }
}
