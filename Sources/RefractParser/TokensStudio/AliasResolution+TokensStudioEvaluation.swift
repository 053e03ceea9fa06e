import RefractDiagnostics
import RefractModel
import RefractSyntax

extension AliasResolution {
    /// Math (`{a} * 2`) or a colour function around references (`rgba({a}, 0.5)`), as a value of `type`.
    mutating func evaluateTokensStudio(_ text: String, at node: SyntaxNode, as type: DeclaredType?, part: String) -> TokenValue? {
        var operands: [String: TokensStudioMath.Operand] = [:]
        var colours: [String: ColorValue] = [:]
        for reference in TokensStudioMath.references(in: text) {
            let value: TokenValue
            if let part = tokensStudio?.parts?[reference], let pointer = part["$ref"],
                let type = part["$type"]?.stringValue.flatMap(DeclaredType.init)
            {
                guard let pointed = resolveValueRef(SyntaxNode(pointer.value, location: node.location), as: type, part: "")
                else { return nil }
                value = pointed
            } else {
                guard let (j, _) = aliasTarget(TokenPath(reference), at: node.location, expected: nil),
                    let linked = resolveLinked(j, at: node.location)
                else { return nil }
                value = linked
            }
            switch value {
            case .number(let n): operands[reference] = .init(value: n, unit: "")
            case .dimension(let d): operands[reference] = .init(value: d.value, unit: d.unit.rawValue)
            case .fontWeight(let w): operands[reference] = .init(value: w.value, unit: "")
            case .duration(let d): operands[reference] = .init(value: d.value, unit: d.unit.rawValue)
            case .color(let c): colours[reference] = c
            default: break
            }
        }
        if type == .standard(.color) {
            if let colour = TokensStudioColorFunction.evaluate(text, colours: colours, numbers: operands) { return .color(colour) }
            diagnostics.append(.error(
                "tokens-studio.math", "cannot evaluate '\(text)' as a colour", at: node.span,
                help: "Refract evaluates a colour function around one colour reference and an alpha, e.g. 'rgba({color.base}, 0.5)'"))
            return nil
        }
        let operand: TokensStudioMath.Operand
        switch TokensStudioMath.evaluate(text, references: operands) {
        case .success(let value): operand = value
        case .failure(let failure):
            diagnostics.append(.error(
                "tokens-studio.math", "cannot evaluate '\(text)': \(failure.reason)", at: node.span,
                help: "Tokens Studio math takes numbers, dimensions and references to them, with + - * / ^ and roundTo()"))
            return nil
        }
        let result: SyntaxNode
        switch type {
        case .standard(.dimension):
            guard ["", "px", "rem", "em"].contains(operand.unit) else { return mathTypeError(text, operand, "a dimension", at: node) }
            result = Self.quantityNode(operand.value, unit: operand.unit.isEmpty ? "px" : operand.unit, at: node)
        case .standard(.duration):
            guard ["", "ms", "s"].contains(operand.unit) else { return mathTypeError(text, operand, "a duration", at: node) }
            result = Self.quantityNode(operand.value, unit: operand.unit.isEmpty ? "ms" : operand.unit, at: node)
        case .standard(.number), .standard(.fontWeight), nil:
            guard operand.unit.isEmpty else { return mathTypeError(text, operand, "a number", at: node) }
            result = SyntaxNode(.number(operand.value, isInteger: false), location: node.location)
        case .other(let name):
            return .other(typeName: name, value: .string(Self.text(of: operand)))
        default:
            return mathTypeError(text, operand, "a value of type '\(type?.name ?? "")'", at: node)
        }
        return decode(result, as: type ?? .standard(.number), part: part)
    }

    private mutating func mathTypeError(_ text: String, _ operand: TokensStudioMath.Operand, _ wanted: String, at node: SyntaxNode) -> TokenValue? {
        diagnostics.append(.error(
            "tokens-studio.math", "'\(text)' comes to \(Self.text(of: operand)), which is not \(wanted)", at: node.span))
        return nil
    }

    private static func text(of operand: TokensStudioMath.Operand) -> String {
        let number = operand.value == operand.value.rounded() && abs(operand.value) < 1e15
            ? String(Int(operand.value)) : String(operand.value)
        return number + operand.unit
    }

    static func quantityNode(_ value: Double, unit: String, at node: SyntaxNode) -> SyntaxNode {
        SyntaxNode(.mapping([
            SyntaxEntry(key: "value", keyLocation: node.location, value: SyntaxNode(.number(value, isInteger: false), location: node.location)),
            SyntaxEntry(key: "unit", keyLocation: node.location, value: SyntaxNode(.string(unit), location: node.location)),
        ]), location: node.location)
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
