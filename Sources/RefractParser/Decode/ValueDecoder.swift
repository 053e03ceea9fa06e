import RefractDiagnostics
import RefractModel
import RefractSyntax

/// Decodes values with no reference in them (numbers, dimensions, durations, font families and weights,
/// cubic Béziers, colours, values of non-standard types) from their nodes: a node in, a value or findings
/// out. What may hold references (aliases, pointers, composites' parts) is `AliasResolution`'s.
struct ValueDecoder: ValueReporting {
    var diagnostics: [Diagnostic] = []

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
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
        report(diagnostic)
        return .other(typeName: "dimension", value: JSONValue(syntax: node))
    }

    static let cssOnlyUnits: Set<String> = ["vw", "vh", "vmin", "vmax", "%"]
}

/// What decoding a value reports, in the same words for a literal value (`ValueDecoder`) and for a composite
/// whose parts may be references (`AliasResolution`).
protocol ValueReporting {
    mutating func report(_ diagnostic: Diagnostic)
}

extension ValueReporting {
    /// Checks a composite's members: every required key present, no unknown key. Reports and returns
    /// false on any problem, so one diagnostic lists every missing key.
    mutating func checkMembers(
        of node: SyntaxNode, typeName: String, required: [String], optional: [String] = []
    ) -> Bool {
        guard let entries = node.entries else {
            report(.error(
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
            report(diagnostic)
        }
        var missing = required.filter { name in !entries.contains { $0.key == name } }
        if typeName == "typography" {
            // Primer and others leave these out; outputs then use the platform default.
            for optional in ["letterSpacing", "lineHeight"] where missing.contains(optional) {
                var diagnostic = Diagnostic.warning(
                    "compat.typography-missing", "typography value has no '\(optional)'; the platform default is used",
                    at: node.span, help: "DTCG 2025.10 requires all five typography properties")
                diagnostic.isCompatibility = true
                report(diagnostic)
            }
            missing.removeAll { $0 == "letterSpacing" || $0 == "lineHeight" }
        }
        if !missing.isEmpty {
            report(.error(
                DiagnosticCode("\(typeName).missing-property"),
                "\(typeName) value is missing \(missing.map { "'\($0)'" }.joined(separator: ", "))", at: node.span.opening,
                help: "a \(typeName) needs \(required.joined(separator: ", "))"))
            ok = false
        }
        return ok
    }

    mutating func invalid(_ code: DiagnosticCode, _ message: String, at node: SyntaxNode, help: String? = nil) {
        report(.error(code, message, at: node.span, help: help))
    }

    mutating func compatibility(
        _ code: DiagnosticCode, _ message: String, at node: SyntaxNode, help: String, replacement: String
    ) {
        var diagnostic = Diagnostic.warning(
            code, message, at: node.span, help: help, fixIt: FixIt(span: node.span, replacement: replacement))
        diagnostic.isCompatibility = true
        report(diagnostic)
    }

    /// `"16px"` → `the string '16px'`, `42` → `the number 42`, for messages.
    func describe(_ node: SyntaxNode) -> String {
        switch node.value {
        case .string(let s): "the string '\(s)'"
        case .number(let n, _): "the number \(formatNumber(n))"
        case .bool(let b): "\(b)"
        case .null: "null"
        case .mapping: "an object"
        case .sequence: "an array"
        }
    }
}
