import RefractDiagnostics
import RefractSyntax

/// `resolutionOrder`: `$ref`s to root-level sets and modifiers, and inline ones with `type` and `name`.
extension ResolverDocumentReader {
    mutating func readResolutionOrder() -> [ResolverPlan.Step]? {
        guard let order = root["resolutionOrder"] else {
            missing("resolutionOrder", in: root, owner: "resolver document")
            return nil
        }
        guard let items = order.elements else {
            error("resolver.invalid-type", "'resolutionOrder' must be an array, not \(order.kindName)", at: order.span)
            return nil
        }
        if items.isEmpty {
            error(
                "resolver.empty-resolution-order", "'resolutionOrder' is empty", at: order.span,
                help: "list the sets and modifiers to merge, e.g. { \"$ref\": \"#/sets/base\" }")
            return nil
        }
        var steps: [ResolverPlan.Step] = []
        var firstByName: [String: SourceSpan] = [:]
        for (i, item) in items.enumerated() {
            guard let (name, nameSpan, step) = readOrderItem(item, index: i) else { continue }
            if let first = firstByName[name] {
                error(
                    "resolver.duplicate-name", "duplicate name '\(name)' in 'resolutionOrder'", at: nameSpan,
                    notes: [DiagnosticNote("'\(name)' first appears here", at: first)])
                continue
            }
            firstByName[name] = nameSpan
            if let step { steps.append(step) }
        }
        warnOfUnusedModifiers(referenced: items.compactMap { $0["$ref"]?.stringValue })
        return steps
    }

    /// A modifier that `resolutionOrder` never references varies nothing: its contexts are never merged.
    private mutating func warnOfUnusedModifiers(referenced: [String]) {
        let referenced = Set(referenced.compactMap { text -> String? in
            let segments = SyntaxPointer.segments(String(text.dropFirst()))
            return text.hasPrefix("#") && segments.count == 2 && segments[0] == "modifiers" ? segments[1] : nil
        })
        for entry in root["modifiers"]?.entries ?? [] where !referenced.contains(entry.key) {
            diagnostics.append(.warning(
                "resolver.unused-modifier",
                "modifier '\(entry.key)' is never used: 'resolutionOrder' does not reference it", at: entry.keySpan,
                help: "add { \"$ref\": \"#/modifiers/\(entry.key)\" } to 'resolutionOrder', or remove the modifier"))
        }
    }

    /// The item's name (for the uniqueness check) and its step, nil when it cannot be used.
    private mutating func readOrderItem(_ item: SyntaxNode, index: Int) -> (String, SourceSpan, ResolverPlan.Step?)? {
        guard item.entries != nil else {
            error(
                "resolver.invalid-type", "an item of 'resolutionOrder' must be an object, not \(item.kindName)",
                at: item.span)
            return nil
        }
        if let reference = item.entry("$ref") { return referencedItem(reference, in: item) }
        let owner = "inline item of 'resolutionOrder'"
        let typeNode = item["type"]
        let nameNode = item["name"]
        if typeNode == nil { missing("type", in: item, owner: owner) }
        if nameNode == nil { missing("name", in: item, owner: owner) }
        guard let typeNode, let nameNode else { return nil }
        guard let name = nameNode.stringValue else {
            error("resolver.invalid-type", "'name' must be a string, not \(nameNode.kindName)", at: nameNode.span)
            return nil
        }
        let location = ["resolutionOrder", String(index)]
        switch typeNode.stringValue {
        case "set":
            let sources = readSet(item, owner: "inline set '\(name)'", isInline: true, location: location)
            return (name, nameNode.span, sources.map { .set(name: name, sources: $0) })
        case "modifier":
            let modifier = readModifier(item, name: name, isInline: true, span: nameNode.span, location: location)
            return (name, nameNode.span, modifier.map { .modifier($0) })
        default:
            let shown = typeNode.stringValue.map { "'\($0)'" } ?? typeNode.kindName
            error("resolver.invalid-type", "'type' must be 'set' or 'modifier', not \(shown)", at: typeNode.span)
            return nil
        }
    }

    private mutating func referencedItem(_ reference: SyntaxEntry, in item: SyntaxNode) -> (String, SourceSpan, ResolverPlan.Step?)? {
        let span = reference.value.span
        guard let text = reference.value.stringValue else {
            error("resolver.invalid-type", "'$ref' must be a string, not \(reference.value.kindName)", at: span)
            return nil
        }
        guard text.hasPrefix("#") else {
            error(
                "resolver.unsupported-reference",
                "'resolutionOrder' may only reference sets and modifiers of this document, not '\(text)'", at: span)
            return nil
        }
        let segments = SyntaxPointer.segments(String(text.dropFirst()))
        guard checkLegal(segments, text: text, span: span, owner: nil) else { return nil }
        let overrides = (item.entries ?? []).filter { $0.key != "$ref" }
        if segments.count == 2, segments[0] == "sets" {
            let name = segments[1]
            guard root["sets"]?[name] != nil else {
                unresolved(text, span: span, kind: "set", name: name, candidates: root["sets"]?.entries ?? [])
                return nil
            }
            let sources = setSources(named: name, overrides: overrides, referencedAt: span)
            return (name, span, sources.map { .set(name: name, sources: $0) })
        }
        if segments.count == 2, segments[0] == "modifiers" {
            let name = segments[1]
            guard root["modifiers"]?[name] != nil else {
                unresolved(text, span: span, kind: "modifier", name: name, candidates: root["modifiers"]?.entries ?? [])
                return nil
            }
            return (name, span, rootModifier(named: name, overrides: overrides).map { .modifier($0) })
        }
        error(
            "resolver.illegal-reference",
            "'resolutionOrder' may only reference '#/sets/…' and '#/modifiers/…', not '\(text)'", at: span)
        return nil
    }
}
