import RefractDiagnostics
import RefractSyntax

/// What Style Dictionary accepts that DTCG does not, read as Style Dictionary reads it, each with a
/// compatibility warning: a `type` its value contradicts (Style Dictionary never checks `type`: the
/// value is what it is), and a shadow without some of its parts (its CSS shorthand writes 0 for a
/// missing offset or blur, nothing for a missing spread, and black for a missing colour).
extension StyleDictionaryImport.Translator {
    /// The type the token is read as when its declared `type` contradicts its value: an alias takes its
    /// target's type, a `number` whose value is no number takes its value's shape. Nil when the declared
    /// type stands.
    mutating func contradictedType(
        declared: SyntaxEntry, type: TokenType, value: SyntaxNode, path: [String]
    ) -> TokenType? {
        guard let text = value.stringValue else { return nil }
        let name = path.joined(separator: ".")
        if StyleDictionaryReferences.isWholeReference(text) {
            guard PartReference.segments(of: text).flatMap(PartReference.explicit) == nil,
                let target = aliasedType(text), target.type != type.name
            else { return nil }
            diagnostics.append(compatibility(
                "compat.contradicted-type",
                "'\(name)' declares type '\(declared.value.stringValue ?? "")' but aliases '\(target.path)', a \(target.type) token; read as \(target.type), as Style Dictionary reads it (it never checks 'type')",
                at: declared.value.span, help: "change 'type' to the target's, or drop it: an alias takes its target's type"))
            return TokenType(name: "", isWritten: false)
        }
        guard type.name == "number", StyleDictionaryReferences.embedded(in: text).isEmpty,
            StyleDictionaryNumbers.quantity(text).map({ $0.1.isEmpty }) != true,
            let shape = Self.shapeType(of: value), shape != "number"
        else { return nil }
        diagnostics.append(compatibility(
            "compat.contradicted-type",
            "'\(name)' declares type '\(declared.value.stringValue ?? "")' but its value '\(text)' is no number; read as \(shape), as Style Dictionary reads it (it never checks 'type')",
            at: declared.value.span, help: "change 'type' to what the value is"))
        return TokenType(name: shape, isWritten: true, keyLocation: declared.keyLocation, valueLocation: declared.value.location)
    }

    /// The DTCG type of the token an alias leads to (its `type`, its group's `$type`, its CTI path's, or its
    /// value's shape), with that token's path; nil when the input does not say.
    func aliasedType(_ text: String) -> (path: String, type: String)? {
        var path = String(StyleDictionaryReferences.dtcgAlias(text).dropFirst().dropLast())
        for _ in 0..<32 {
            guard let (node, groupType) = values.token(at: path), let value = node["value"] ?? node["$value"] else { return nil }
            if let declared = (node["type"] ?? node["$type"])?.stringValue ?? groupType {
                return (path, StyleDictionaryTypes.dtcgType(of: declared) ?? declared)
            }
            if let inner = value.stringValue, StyleDictionaryReferences.isWholeReference(inner) {
                path = String(StyleDictionaryReferences.dtcgAlias(inner).dropFirst().dropLast())
                continue
            }
            let segments = path.split(separator: ".").map(String.init)
            let attributes = node["attributes"]
            if let cti = StyleDictionaryTypes.ctiType(
                category: attributes?["category"]?.stringValue ?? segments.first ?? "",
                type: attributes?["type"]?.stringValue ?? (segments.count > 1 ? segments[1] : nil))
            {
                return (path, cti)
            }
            return Self.shapeType(of: value).map { (path, $0) }
        }
        return nil
    }

    /// A shadow value (one layer or a list) with its missing parts as Style Dictionary writes them.
    mutating func shadowWithDefaults(_ value: SyntaxNode, path: [String]) -> SyntaxNode {
        switch value.value {
        case .sequence(let layers): return .sequence(layers.map { shadowLayer($0, path: path) }, like: value)
        case .mapping: return shadowLayer(value, path: path)
        default: return value
        }
    }

    private mutating func shadowLayer(_ layer: SyntaxNode, path: [String]) -> SyntaxNode {
        guard var entries = layer.entries else { return layer }
        let missing = ["offsetX", "offsetY", "blur", "spread", "color"].filter { layer[$0] == nil }
        guard !missing.isEmpty else { return layer }
        for part in missing {
            let node: SyntaxNode = part == "color"
                ? .mapping([
                    .init("colorSpace", .string("srgb", like: layer), like: layer),
                    .init("components", .sequence([0, 0, 0].map { .number($0, like: layer) }, like: layer), like: layer),
                    .init("hex", .string("#000000", like: layer), like: layer),
                ], like: layer)
                : .quantity(0, unit: "px", like: layer)
            entries.append(.init(part, node, like: layer))
        }
        let list = missing.map { "'\($0)'" }.joined(separator: ", ")
        diagnostics.append(compatibility(
            "compat.shadow-missing",
            "the shadow '\(path.joined(separator: "."))' has no \(list); read as \(missing.map { $0 == "color" ? "black" : "0" }.joined(separator: ", ")), as Style Dictionary writes \(missing.count == 1 ? "it" : "them")",
            at: layer.span.opening, help: "give the shadow every part: offsetX, offsetY, blur, spread and color"))
        return .mapping(entries, like: layer)
    }

    /// A warning `--strict` makes an error.
    func compatibility(_ code: DiagnosticCode, _ message: String, at span: SourceSpan, help: String) -> Diagnostic {
        Diagnostic(.warning, code, message, at: span, help: help, isCompatibility: true)
    }
}
