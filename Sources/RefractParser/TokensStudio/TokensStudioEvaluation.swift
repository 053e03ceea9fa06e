import RefractDiagnostics
import RefractModel
import RefractSyntax

/// Tokens Studio's math and colour functions worked out from what their references came to: an expression
/// and its references' values in, a value (or a node to decode as the token's type) or a finding out.
enum TokensStudioEvaluation {
    enum Outcome {
        case value(TokenValue)
        /// The result as a DTCG node, to decode as the token's type.
        case decode(SyntaxNode)
        case failure(Diagnostic)
    }

    static func evaluate(
        _ text: String, at node: SyntaxNode, as type: DeclaredType?, references: [String: TokenValue]
    ) -> Outcome {
        var operands: [String: TokensStudioMath.Operand] = [:]
        var colours: [String: ColorValue] = [:]
        for (reference, value) in references {
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
            if let colour = TokensStudioColorFunction.evaluate(text, colours: colours, numbers: operands) { return .value(.color(colour)) }
            return .failure(.error(
                "tokens-studio.math", "cannot evaluate '\(text)' as a colour", at: node.span,
                help: "Refract evaluates a colour function around one colour reference and an alpha, e.g. 'rgba({color.base}, 0.5)'"))
        }
        let operand: TokensStudioMath.Operand
        switch TokensStudioMath.evaluate(text, references: operands) {
        case .success(let value): operand = value
        case .failure(let failure):
            return .failure(.error(
                "tokens-studio.math", "cannot evaluate '\(text)': \(failure.reason)", at: node.span,
                help: "Tokens Studio math takes numbers, dimensions and references to them, with + - * / ^ and roundTo()"))
        }
        switch type {
        case .standard(.dimension):
            guard ["", "px", "rem", "em"].contains(operand.unit) else { return mathTypeError(text, operand, "a dimension", at: node) }
            return .decode(quantityNode(operand.value, unit: operand.unit.isEmpty ? "px" : operand.unit, at: node))
        case .standard(.duration):
            guard ["", "ms", "s"].contains(operand.unit) else { return mathTypeError(text, operand, "a duration", at: node) }
            return .decode(quantityNode(operand.value, unit: operand.unit.isEmpty ? "ms" : operand.unit, at: node))
        case .standard(.number), .standard(.fontWeight), nil:
            guard operand.unit.isEmpty else { return mathTypeError(text, operand, "a number", at: node) }
            return .decode(SyntaxNode(.number(operand.value, isInteger: false), location: node.location))
        case .other(let name):
            return .value(.other(typeName: name, value: .string(Self.text(of: operand))))
        default:
            return mathTypeError(text, operand, "a value of type '\(type?.name ?? "")'", at: node)
        }
    }

    private static func mathTypeError(_ text: String, _ operand: TokensStudioMath.Operand, _ wanted: String, at node: SyntaxNode) -> Outcome {
        .failure(.error(
            "tokens-studio.math", "'\(text)' comes to \(Self.text(of: operand)), which is not \(wanted)", at: node.span))
    }

    private static func text(of operand: TokensStudioMath.Operand) -> String {
        let number = operand.value == operand.value.rounded() && abs(operand.value) < 1e15
            ? String(Int(operand.value)) : String(operand.value)
        return number + operand.unit
    }

    private static func quantityNode(_ value: Double, unit: String, at node: SyntaxNode) -> SyntaxNode {
        SyntaxNode(.mapping([
            SyntaxEntry(key: "value", keyLocation: node.location, value: SyntaxNode(.number(value, isInteger: false), location: node.location)),
            SyntaxEntry(key: "unit", keyLocation: node.location, value: SyntaxNode(.string(unit), location: node.location)),
        ]), location: node.location)
    }
}
