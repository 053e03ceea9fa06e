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
                guard let (j, target) = aliasTarget(path, at: node.location, expected: type),
                    let linked = resolveLinked(j, at: node.location)
                else { return nil }
                let resolved = tokensStudio != nil ? tokensStudioCoerced(linked, to: type, at: node) ?? linked : linked
                guard checkType(of: resolved, target: target, expected: type, at: node.location) else { return nil }
                if !part.isEmpty { partReferences[part] = target }
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
            return decodeOther(node, typeName: name)
        case .invalid:
            return nil
        }
    }

    private mutating func decode(_ node: SyntaxNode, standard: TokenType, part: String) -> TokenValue? {
        switch standard {
        case .color: decodeColor(node).map(TokenValue.color)
        case .dimension: cssOnlyDimension(node) ?? decodeDimension(node).map(TokenValue.dimension)
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
        guard let extracted = extract(value) else {
            diagnostics.append(.error(
                "value.unsupported-in-composite",
                "this \(type.rawValue) cannot be used inside a composite value: only CSS can express it", at: node.span))
            return nil
        }
        return extracted
    }

    /// Viewport units and percentages (IBM Carbon's `vw`) exist only in CSS: the token is kept as a
    /// non-standard value with a warning, and not emitted to native platforms.
    mutating func cssOnlyDimension(_ node: SyntaxNode) -> TokenValue? {
        guard let unit = node["unit"]?.stringValue, Self.cssOnlyUnits.contains(unit), node["value"]?.numberValue != nil
        else { return nil }
        var diagnostic = Diagnostic.warning(
            "compat.css-only-unit", "unit '\(unit)' exists only in CSS; the token is not emitted to other platforms",
            at: node["unit"]?.span ?? node.span, help: "DTCG 2025.10 dimensions use 'px' or 'rem'")
        diagnostic.isCompatibility = true
        diagnostics.append(diagnostic)
        return .other(typeName: "dimension", value: JSONValue(syntax: node))
    }

    static let cssOnlyUnits: Set<String> = ["vw", "vh", "vmin", "vmax", "%"]

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
        // A value has a handful of members: scanning small arrays beats hashing them into sets, and this
        // runs for every colour and composite of a large set.
        for entry in entries where !required.contains(entry.key) && !optional.contains(entry.key) {
            // Real sets carry vendor extras (Fluent's `WebkitFontSmoothing`): ignored with a warning
            // that --strict makes an error, as DTCG allows no extra keys.
            let suggestion = Suggestions.nearest(to: entry.key, in: required + optional)
            var diagnostic = Diagnostic.warning(
                DiagnosticCode("\(typeName).unknown-property"), "unknown \(typeName) property '\(entry.key)' is ignored",
                at: entry.keySpan,
                help: suggestion.map { "did you mean '\($0)'?" } ?? "allowed: \((required + optional).joined(separator: ", "))")
            diagnostic.isCompatibility = true
            diagnostics.append(diagnostic)
        }
        var missing = required.filter { name in !entries.contains { $0.key == name } }
        if typeName == "typography" {
            // Primer and others leave these out; outputs then use the platform default.
            for optional in ["letterSpacing", "lineHeight"] where missing.contains(optional) {
                var diagnostic = Diagnostic.warning(
                    "compat.typography-missing", "typography value has no '\(optional)'; the platform default is used",
                    at: node.span, help: "DTCG 2025.10 requires all five typography properties")
                diagnostic.isCompatibility = true
                diagnostics.append(diagnostic)
            }
            missing.removeAll { $0 == "letterSpacing" || $0 == "lineHeight" }
        }
        if !missing.isEmpty {
            diagnostics.append(.error(
                DiagnosticCode("\(typeName).missing-property"),
                "\(typeName) value is missing \(missing.map { "'\($0)'" }.joined(separator: ", "))", at: node.span.opening,
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
