/// What a modifier means to the outputs: the colour scheme maps to `prefers-color-scheme` and
/// `values-night`, the theme to `Theme.standard`/`Theme.christmas`, the contrast (two contexts: the default
/// is standard contrast, the other increased) to `colorSchemeContrast`; other axes become further variants.
/// An output that does not map contrast treats it as `other`.
public enum AxisRole: String, Sendable, Hashable, Codable {
    case colorScheme
    case theme
    case contrast
    case other
}

/// One modifier of a resolver document, seen from the model: a name, its contexts in declaration
/// order, and the context used when none is chosen.
public struct Axis: Sendable, Hashable, Codable {
    public var name: String
    public var contexts: [String]
    public var defaultContext: String?
    public var role: AxisRole
    /// Where each context is defined, in `contexts` order; empty when the contexts have no place in a file.
    public var contextSources: [SourceReference] = []

    public init(
        name: String, contexts: [String], defaultContext: String? = nil, role: AxisRole,
        contextSources: [SourceReference] = []
    ) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext
        self.role = role
        self.contextSources = contextSources
    }

    /// The axis as a build that fixes it to `context` sees it (`--input name=context`): that one context, also
    /// its default, so every output takes the chosen context as its base. Unchanged for a context it lacks.
    package func fixed(to context: String) -> Axis {
        guard let position = contexts.firstIndex(of: context) else { return self }
        return Axis(
            name: name, contexts: [context], defaultContext: context, role: role,
            contextSources: contextSources.indices.contains(position) ? [contextSources[position]] : [])
    }

    /// Two axes are equal when they mean the same: where their contexts are written is provenance, not identity.
    public static func == (lhs: Axis, rhs: Axis) -> Bool {
        (lhs.name, lhs.contexts, lhs.defaultContext, lhs.role) == (rhs.name, rhs.contexts, rhs.defaultContext, rhs.role)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(contexts)
        hasher.combine(defaultContext)
        hasher.combine(role)
    }

    /// Where `context` is defined, if known.
    package func source(ofContext context: String) -> SourceReference? {
        guard let index = contexts.firstIndex(of: context), index < contextSources.count else { return nil }
        return contextSources[index]
    }

    /// The role by convention: contexts exactly `light` and `dark` make the colour scheme, a modifier named
    /// `theme` the theme, one named `contrast` with two contexts the contrast. Configured names win over the
    /// convention; a contrast modifier without exactly two contexts is an ordinary further axis.
    package static func role(
        name: String, contexts: [String], colorSchemeName: String? = nil, themeName: String? = nil,
        contrastName: String? = nil
    ) -> AxisRole {
        if let colorSchemeName {
            if name == colorSchemeName { return .colorScheme }
        } else if Set(contexts) == ["light", "dark"] && contexts.count == 2 {
            return .colorScheme
        }
        if name == (themeName ?? "theme") { return .theme }
        if name == (contrastName ?? "contrast") && contexts.count == 2 && Set(contexts).count == 2 { return .contrast }
        return .other
    }

    /// The increased-contrast context of a `.contrast` axis: the context that is not the default.
    public var increasedContrastContext: String? {
        guard role == .contrast else { return nil }
        return contexts.first { $0 != effectiveDefault }
    }

    /// The context used when none is chosen: the declared default, else the first.
    public var effectiveDefault: String? { defaultContext ?? contexts.first }
}
