import RefractDiagnostics
import RefractModel
import RefractSyntax

extension ValueResolver {
    /// Decodes `node` as a value of `type`. `part` names where it sits in a composite (`color`,
    /// `1.color`), so references inside composites can be remembered for outputs that keep them.
    mutating func decode(_ node: SyntaxNode, as type: DeclaredType, part: String) -> TokenValue? {
        if let text = node.stringValue {
            switch ReferenceSyntax.parseCurly(text) {
            case .alias(let path):
                guard let (j, target) = aliasTarget(path, at: node.span, expected: type),
                    let resolved = resolveLinked(j, at: node.span),
                    checkType(of: resolved.value, target: target, expected: type, token: nil, at: node.span)
                else { return nil }
                if !part.isEmpty { partReferences[part] = target }
                return resolved.value
            case .malformed(let reason):
                diagnostics.append(.error("alias.syntax", "invalid alias '\(text)': \(reason)", at: node.span))
                return nil
            case .notReference: break
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
            return decodeOther(node, typeName: name)
        }
    }

    private mutating func decode(_ node: SyntaxNode, standard: TokenType, part: String) -> TokenValue? {
        switch standard {
        case .color: decodeColor(node).map(TokenValue.color)
        case .dimension: decodeDimension(node).map(TokenValue.dimension)
        case .fontFamily: decodeFontFamily(node).map(TokenValue.fontFamily)
        case .fontWeight: decodeFontWeight(node).map(TokenValue.fontWeight)
        case .duration: decodeDuration(node).map(TokenValue.duration)
        case .cubicBezier: decodeCubicBezier(node).map(TokenValue.cubicBezier)
        case .number: decodeNumber(node).map(TokenValue.number)
        case .strokeStyle: decodeStrokeStyle(node, part: part).map(TokenValue.strokeStyle)
        case .border: decodeBorder(node, part: part)
        case .transition: decodeTransition(node, part: part)
        case .shadow: decodeShadow(node, part: part)
        case .gradient: decodeGradient(node, part: part)
        case .typography: decodeTypography(node, part: part)
        case .other: nil
        }
    }

    /// Decodes a member of a composite and unwraps the expected case.
    mutating func decodePart<T>(
        _ node: SyntaxNode, as type: TokenType, part: String, _ extract: (TokenValue) -> T?
    ) -> T? {
        guard let value = decode(node, as: .standard(type), part: part) else { return nil }
        return extract(value)
    }

    /// Checks a composite's members: every required key present, no unknown key. Reports and returns
    /// false on any problem, so one diagnostic lists every missing key.
    mutating func checkMembers(
        of node: SyntaxNode, typeName: String, required: [String], optional: [String] = []
    ) -> Bool {
        guard let entries = node.entries else {
            diagnostics.append(.error(
                DiagnosticCode("\(typeName).invalid"),
                "a \(typeName) value must be an object with \(required.map { "'\($0)'" }.joined(separator: ", ")), not \(node.kindName)",
                at: node.span))
            return false
        }
        var ok = true
        let allowed = Set(required + optional)
        for entry in entries where !allowed.contains(entry.key) {
            let suggestion = Suggestions.nearest(to: entry.key, in: required + optional)
            diagnostics.append(.error(
                DiagnosticCode("\(typeName).unknown-property"), "unknown \(typeName) property '\(entry.key)'", at: entry.keySpan,
                help: suggestion.map { "did you mean '\($0)'?" } ?? "allowed: \((required + optional).joined(separator: ", "))"))
            ok = false
        }
        let present = Set(entries.map(\.key))
        let missing = required.filter { !present.contains($0) }
        if !missing.isEmpty {
            diagnostics.append(.error(
                DiagnosticCode("\(typeName).missing-property"),
                "\(typeName) value is missing \(missing.map { "'\($0)'" }.joined(separator: ", "))", at: node.span,
                help: "a \(typeName) needs \(required.joined(separator: ", "))"))
            ok = false
        }
        return ok
    }

    mutating func invalid(_ code: DiagnosticCode, _ message: String, at node: SyntaxNode, help: String? = nil) {
        diagnostics.append(.error(code, message, at: node.span, help: help))
    }

    mutating func compatibility(
        _ code: DiagnosticCode, _ message: String, at node: SyntaxNode, help: String, replacement: String
    ) {
        var diagnostic = Diagnostic.warning(
            code, message, at: node.span, help: help, fixIt: FixIt(span: node.span, replacement: replacement))
        diagnostic.isCompatibility = true
        diagnostics.append(diagnostic)
    }
}
