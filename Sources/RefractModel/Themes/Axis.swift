/// What a modifier means to the outputs: the colour scheme maps to `prefers-color-scheme` and
/// `values-night`, the theme to `Theme.standard`/`Theme.christmas`; other axes become further variants.
public enum AxisRole: String, Sendable, Hashable, Codable {
    case colorScheme
    case theme
    case other
}

/// One modifier of a resolver document, seen from the model: a name, its contexts in declaration
/// order, and the context used when none is chosen.
public struct Axis: Sendable, Hashable, Codable {
    public var name: String
    public var contexts: [String]
    public var defaultContext: String?
    public var role: AxisRole

    public init(name: String, contexts: [String], defaultContext: String? = nil, role: AxisRole) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext
        self.role = role
    }

    /// The role by convention: contexts exactly `light` and `dark` make the colour scheme, a modifier named
    /// `theme` the theme. Configured names win over the convention.
    public static func role(
        name: String, contexts: [String], colorSchemeName: String? = nil, themeName: String? = nil
    ) -> AxisRole {
        if let colorSchemeName { return name == colorSchemeName ? .colorScheme : roleOfTheme(name, themeName) }
        if Set(contexts) == ["light", "dark"] && contexts.count == 2 { return .colorScheme }
        return roleOfTheme(name, themeName)
    }

    private static func roleOfTheme(_ name: String, _ themeName: String?) -> AxisRole {
        name == (themeName ?? "theme") ? .theme : .other
    }

    /// The context used when none is chosen: the declared default, else the first.
    public var effectiveDefault: String? { defaultContext ?? contexts.first }
}
