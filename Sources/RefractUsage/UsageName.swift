/// A name Refract generated for one token on one platform, as the command collects them from the backends'
/// contexts (`Theme.colors.primary`, `.themePrimary`, `--color-primary`, `R.color.color_primary`,
/// `RefractTheme.colors.primary`, `tokens.color.primary`), and whether its token is deprecated.
package struct UsageName: Sendable, Hashable {
    package var platform: String
    package var name: String
    package var token: String
    package var isDeprecated: Bool
    /// The `$deprecated` text, when it has one: what a warning at a use says to do instead.
    package var deprecationMessage: String?

    package init(platform: String, name: String, token: String, isDeprecated: Bool, deprecationMessage: String? = nil) {
        self.platform = platform
        self.name = name
        self.token = token
        self.isDeprecated = isDeprecated
        self.deprecationMessage = deprecationMessage
    }

    /// How source code spells the name: the keys `ReferenceScanner` reports for it, never a substring.
    /// `Theme.colors.primary` and Compose's `RefractTheme.colors.primary` are read as any `colors.primary`
    /// (an app reads them through `theme.colors` or `Theme.default.colors`); an accessor `.themePrimary` as a
    /// member `themePrimary`; `R.color.x` as `R.color.x` in code and `@color/x` (`?attr/x`) in XML; a CSS
    /// custom property as `var(--x)`; the web module's `tokens.a.b` as `tokens.a.b`, `cssVar.a.b` or
    /// `tokensFor(…).a.b`.
    var keys: [ReferenceKey] {
        let segments = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        switch platform {
        case "swift":
            if name.hasPrefix(".") { return [ReferenceKey(family: .swift, kind: .member, text: String(name.dropFirst()))] }
            guard segments.count >= 3 else { return [] }
            return [ReferenceKey(family: .swift, kind: .pair, text: segments.suffix(2).joined(separator: "."))]
        case "compose":
            guard segments.count >= 3 else { return [] }
            return [ReferenceKey(family: .kotlin, kind: .pair, text: segments.suffix(2).joined(separator: "."))]
        case "android":
            guard segments.count == 3, segments[0] == "R" else { return [] }
            let field = segments[1] + "." + segments[2]
            return [ReferenceKey(family: .kotlin, kind: .rField, text: field), ReferenceKey(family: .xml, kind: .rField, text: field)]
        case "css":
            return [ReferenceKey(family: .web, kind: .customProperty, text: name)]
        case "web":
            guard segments.count >= 2 else { return [] }
            return [ReferenceKey(family: .web, kind: .webPath, text: segments.dropFirst().joined(separator: "."))]
        default:
            return []
        }
    }
}

/// What a scanned reference is matched by: the family of languages it was read in, how it was spelt, and
/// the spelling's text.
struct ReferenceKey: Hashable, Sendable {
    enum Family: Hashable, Sendable { case swift, kotlin, xml, web }
    enum Kind: Hashable, Sendable {
        /// Two identifiers joined by a dot: `colors.primary`.
        case pair
        /// An identifier after a dot, or an implicit member: `.themePrimary`, `Color.themePrimary`.
        case member
        /// `R.color.x` in code, `@color/x` or `?attr/x` in XML: `color.x`.
        case rField
        /// `var(--x)`: `--x`.
        case customProperty
        /// The path after `tokens.`, `cssVar.` or `tokensFor(…).`: `color.primary`.
        case webPath
    }

    var family: Family
    var kind: Kind
    var text: String
}
