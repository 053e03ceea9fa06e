import RefractDiagnostics
import RefractSyntax

/// Sets and modifiers: their properties, and the root-level ones by name with cycle detection.
extension ResolverDocumentReader {
    enum DefinitionState {
        case inProgress
        case done([ResolverPlan.Source]?)
    }

    static let setKeys = ["description", "sources", "$extensions"]
    static let modifierKeys = ["description", "contexts", "default", "$extensions"]
    static let inlineKeys = ["name", "type"]

    /// The expanded sources of the root-level set `name`, or nil (with a diagnostic) when it cannot be used.
    mutating func setSources(named name: String, overrides: [SyntaxEntry], referencedAt span: SourceSpan?) -> [ResolverPlan.Source]? {
        guard let node = root["sets"]?[name] else { return nil }
        switch setStates[name] {
        case .inProgress:
            if let span {
                error(
                    "resolver.circular-reference", "circular reference: set '\(name)' includes itself", at: span,
                    notes: [DiagnosticNote("sets may include other sets, but never themselves, directly or indirectly")])
            }
            return nil
        case .done(let sources) where overrides.isEmpty:
            return sources
        default:
            break
        }
        let previous = setStates[name]
        setStates[name] = .inProgress
        let sources = readSet(
            SyntaxPointer.applying(overrides, to: node), owner: "set '\(name)'", isInline: false,
            location: ["sets", name])
        setStates[name] = overrides.isEmpty ? .done(sources) : previous
        return sources
    }

    /// A set definition's sources, expanded; its other properties checked.
    mutating func readSet(_ node: SyntaxNode, owner: String, isInline: Bool, location: [String]) -> [ResolverPlan.Source]? {
        guard let entries = node.entries else {
            error("resolver.invalid-type", "\(owner) must be an object, not \(node.kindName)", at: node.span)
            return nil
        }
        checkKeys(
            entries, allowed: Self.setKeys + (isInline ? Self.inlineKeys : []), in: owner,
            tolerated: isInline ? [] : Self.inlineKeys)
        _ = optionalString("description", in: node)
        checkExtensions(in: node)
        guard let sources = node["sources"] else {
            missing("sources", in: node, owner: owner)
            return nil
        }
        return expandSources(sources, owner: .set, location: location + ["sources"])
    }

    /// The root-level modifier `name`, with sibling overrides of the `$ref` that names it applied.
    mutating func rootModifier(named name: String, overrides: [SyntaxEntry]) -> ResolverPlan.Modifier? {
        guard let entry = root["modifiers"]?.entry(name) else { return nil }
        if overrides.isEmpty, let cached = modifierCache[name] { return cached }
        let modifier = readModifier(
            SyntaxPointer.applying(overrides, to: entry.value), name: name, isInline: false, span: entry.keySpan,
            location: ["modifiers", name])
        if overrides.isEmpty { modifierCache[name] = modifier }
        return modifier
    }

    mutating func readModifier(
        _ node: SyntaxNode, name: String, isInline: Bool, span: SourceSpan, location: [String]
    ) -> ResolverPlan.Modifier? {
        let owner = "modifier '\(name)'"
        guard let entries = node.entries else {
            error("resolver.invalid-type", "\(owner) must be an object, not \(node.kindName)", at: node.span)
            return nil
        }
        checkKeys(
            entries, allowed: Self.modifierKeys + (isInline ? Self.inlineKeys : []), in: owner,
            tolerated: isInline ? [] : Self.inlineKeys)
        let description = optionalString("description", in: node)
        checkExtensions(in: node)
        guard let contextsNode = node["contexts"] else {
            missing("contexts", in: node, owner: owner)
            return nil
        }
        guard let contextEntries = contextsNode.entries else {
            error("resolver.invalid-type", "'contexts' must be an object, not \(contextsNode.kindName)", at: contextsNode.span)
            return nil
        }
        if contextEntries.isEmpty {
            error(
                "resolver.empty-contexts", "\(owner) has no contexts", at: contextsNode.span,
                help: "declare two or more contexts, e.g. 'light' and 'dark'")
            return nil
        }
        if contextEntries.count == 1 {
            error(
                "resolver.single-context", "\(owner) has only one context ('\(contextEntries[0].key)')",
                at: contextsNode.span, help: "a modifier needs two or more contexts; tokens that always apply belong in a set")
        }
        var contexts: [ResolverPlan.Context] = []
        for context in contextEntries {
            let sources = expandSources(context.value, owner: .modifier, location: location + ["contexts", context.key])
            contexts.append(ResolverPlan.Context(name: context.key, sources: sources, span: context.keySpan))
        }
        var defaultContext: String?
        if let defaultNode = node["default"] {
            if let text = defaultNode.stringValue {
                if contextEntries.contains(where: { $0.key == text }) {
                    defaultContext = text
                } else {
                    let names = contextEntries.map(\.key)
                    let help = Suggestions.nearest(to: text, in: names).map { "did you mean '\($0)'?" }
                        ?? "contexts are " + names.map { "'\($0)'" }.joined(separator: ", ")
                    error("resolver.unknown-default", "default '\(text)' is not a context of \(owner)", at: defaultNode.span, help: help)
                }
            } else {
                error("resolver.invalid-type", "'default' must be a string, not \(defaultNode.kindName)", at: defaultNode.span)
            }
        }
        return ResolverPlan.Modifier(
            name: name, description: description, contexts: contexts, defaultContext: defaultContext, span: span)
    }
}
