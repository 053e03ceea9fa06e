import RefractDiagnostics
import RefractModel
import RefractSyntax

/// A CSS `linear-gradient(…)` held in a Tokens Studio `color` token (Tokens Studio allows it; Canvas writes
/// `linear-gradient(90deg, {brand.primary.base} 0%, {brand.primary.dark} 100%)`), read as the stops of a DTCG
/// `gradient` value. DTCG's gradient is stops only: the direction has no place in it, so it is named in a
/// warning and left to each platform's setting (CSS `gradientDirection`).
enum TokensStudioGradient {
    struct Reading {
        /// The DTCG value: `[{ color, position }, …]`, a colour a reference, a colour object, or (math or
        /// references inside a colour function) a string the parser evaluates.
        var stops: SyntaxNode
        var needsEvaluation: Bool
    }

    /// Whether `text` is written as a CSS gradient, read or not: such a value is never a colour.
    static func isGradient(_ text: String) -> Bool {
        let lowered = text.trimmingCharacters(in: " \n\t").lowercased()
        return ["linear-gradient(", "radial-gradient(", "conic-gradient(", "repeating-linear-gradient(",
            "repeating-radial-gradient(", "repeating-conic-gradient("].contains { lowered.hasPrefix($0) }
    }

    /// The stops of `node`'s gradient, or nil with an error (`tokens-studio.gradient`) in `diagnostics`.
    static func read(_ text: String, at node: SyntaxNode, diagnostics: inout [Diagnostic]) -> Reading? {
        let trimmed = text.trimmingCharacters(in: " \n\t")
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            diagnostics.append(error("'\(text)' is not a complete CSS gradient: it has no closing ')'", at: node))
            return nil
        }
        let function = trimmed[..<open].lowercased()
        guard function == "linear-gradient" else {
            diagnostics.append(error(
                "'\(function)()' cannot be read as a DTCG gradient, whose stops lie along a straight line", at: node,
                help: "write the gradient as 'linear-gradient(…)', or keep this value out of the token set"))
            return nil
        }
        var arguments = splitTopLevel(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)], on: ",")
        var warnings: [Diagnostic] = []
        if let first = arguments.first, isDirection(first) {
            arguments.removeFirst()
            if !["180deg", "to bottom", "0.5turn"].contains(first.lowercased()) {
                warnings.append(.warning(
                    "tokens-studio.unmapped",
                    "the direction '\(first)' of this gradient has no place in a DTCG gradient, which holds its stops only; it is left out",
                    at: node.span,
                    help: "set the direction for every gradient in the platform's settings (CSS: 'gradientDirection: \(first)')"))
            }
        }
        guard !arguments.isEmpty else {
            diagnostics.append(error("'\(text)' has no colour stops", at: node))
            return nil
        }
        var colours: [String] = []
        var positions: [Double?] = []
        for argument in arguments {
            let words = splitTopLevel(Substring(argument), on: " ")
            var colourWords = words
            var stopPositions: [Double] = []
            while let last = colourWords.last, colourWords.count > 1 || isPosition(last) {
                guard isPosition(last) else { break }
                guard let fraction = fraction(last) else {
                    diagnostics.append(error(
                        "the stop position '\(last)' is not a percentage; a DTCG gradient stop's position is a fraction of the gradient's length",
                        at: node, help: "write the position as a percentage, e.g. '50%'"))
                    return nil
                }
                stopPositions.insert(fraction, at: 0)
                colourWords.removeLast()
            }
            guard !colourWords.isEmpty else {
                diagnostics.append(error(
                    "'\(argument)' is a colour hint (a position without a colour), which a DTCG gradient cannot hold", at: node,
                    help: "replace the hint by a stop with a colour"))
                return nil
            }
            guard stopPositions.count <= 2 else {
                diagnostics.append(error("the stop '\(argument)' has more than two positions", at: node))
                return nil
            }
            let colour = colourWords.joined(separator: " ")
            for position in stopPositions.isEmpty ? [nil] : stopPositions.map(Optional.some) {
                colours.append(colour)
                positions.append(position)
            }
        }
        var needsEvaluation = false
        var stops: [SyntaxNode] = []
        for (colour, position) in zip(colours, fillPositions(positions)) {
            let colourNode: SyntaxNode
            let written = SyntaxNode.string(colour, like: node)
            if TokensStudioValues.isAlias(written) {
                colourNode = written
            } else if TokensStudioValues.holdsExpression(colour) {
                needsEvaluation = true
                colourNode = written
            } else if let parsed = ColorValue(cssString: colour) {
                colourNode = TokensStudioValues.colorNode(parsed, like: node)
            } else {
                diagnostics.append(error(
                    "the stop colour '\(colour)' is neither a colour nor a reference to one", at: node,
                    help: "write a CSS colour ('#0875e1', 'rgba(8, 117, 225, 0.5)') or a reference ('{brand.primary.base}')"))
                return nil
            }
            stops.append(.mapping([
                .init("color", colourNode, like: node), .init("position", .number(position, like: node), like: node),
            ], like: node))
        }
        diagnostics += warnings
        return Reading(stops: .sequence(stops, like: node), needsEvaluation: needsEvaluation)
    }

    private static func error(_ message: String, at node: SyntaxNode, help: String? = nil) -> Diagnostic {
        .error("tokens-studio.gradient", message, at: node.span,
            help: help ?? "write 'linear-gradient([angle,] colour position%, colour position%, …)', the colours CSS colours or references")
    }

    /// CSS's rules for stops without a position: the first is at 0, the last at 1, those between spread evenly
    /// between their neighbours; a position before an earlier one is moved up to it.
    static func fillPositions(_ positions: [Double?]) -> [Double] {
        var filled = positions
        if filled.first.flatMap({ $0 }) == nil, !filled.isEmpty { filled[0] = 0 }
        if filled.count > 1, filled.last.flatMap({ $0 }) == nil { filled[filled.count - 1] = 1 }
        var highest = 0.0
        for index in filled.indices {
            if let position = filled[index] {
                highest = max(highest, position)
                filled[index] = highest
            }
        }
        var index = 0
        while index < filled.count {
            guard filled[index] == nil else {
                index += 1
                continue
            }
            let start = index - 1
            var end = index
            while filled[end] == nil { end += 1 }
            let from = filled[start]!, to = filled[end]!
            for gap in index..<end {
                filled[gap] = from + (to - from) * Double(gap - start) / Double(end - start)
            }
            index = end
        }
        return filled.map { $0 ?? 0 }
    }

    /// An angle (`90deg`, `0.25turn`, `1.57rad`, `100grad`) or a side (`to right`, `to top left`).
    static func isDirection(_ text: String) -> Bool {
        let lowered = text.lowercased()
        if lowered.hasPrefix("to ") { return true }
        for unit in ["deg", "grad", "rad", "turn"] where lowered.hasSuffix(unit) {
            return Double(lowered.dropLast(unit.count)) != nil
        }
        return false
    }

    /// A stop's position: a number with a unit or `0` (a colour is never one).
    private static func isPosition(_ word: String) -> Bool {
        guard let first = word.first, first.isNumber || first == "." || first == "-" || first == "+" else { return false }
        return TokensStudioValues.quantity(word) != nil
    }

    private static func fraction(_ word: String) -> Double? {
        guard let (number, unit) = TokensStudioValues.quantity(word) else { return nil }
        if unit == "%" { return number / 100 }
        return unit.isEmpty && number == 0 ? 0 : nil
    }

    /// `text` split on `separator` outside parentheses and braces, each piece trimmed, empty ones dropped.
    static func splitTopLevel(_ text: Substring, on separator: Character) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(", "{": depth += 1
            case ")", "}": depth -= 1
            default: break
            }
            if character == separator && depth == 0 {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        return pieces.map { $0.trimmingCharacters(in: " \n\t") }.filter { !$0.isEmpty }
    }
}
