/// What the page shows besides the tokens: its title, where the tokens came from, and the colour pairs it
/// badges: those `contrast.minimum` checks (the kit finds them with the lint config), so the page shows
/// what lint judges.
package struct PreviewSettings: Sendable, Hashable {
    package struct Pair: Sendable, Hashable {
        package var foreground: String
        package var background: String
        /// `config`, or the naming convention that paired them (`**.on* → $1.$2`).
        package var reason: String
        /// The WCAG ratio the pair must reach: 4.5 for text at AA, 3 for icons and borders.
        package var minimumRatio: Double

        package init(foreground: String, background: String, reason: String = "config", minimumRatio: Double = 4.5) {
            self.foreground = foreground
            self.background = background
            self.reason = reason
            self.minimumRatio = minimumRatio
        }
    }

    /// A token's name on one platform (`css`: `--color-text`), shown with a copy button.
    package struct PlatformName: Sendable, Hashable {
        package var platform: String
        package var name: String

        package init(platform: String, name: String) {
            self.platform = platform
            self.name = name
        }
    }

    package var title: String?
    /// `tokens/`, `tokens.resolver.yaml`: named in the page's header comment.
    package var source: String
    package var pairs: [Pair]
    /// Permutations the page holds at most; beyond it further modifiers stay at their defaults.
    package var maximumColumns: Int
    /// Columns shown when the page opens; with more permutations, further modifiers (size, density) start at
    /// their defaults and the controls show the rest.
    package var initialColumns: Int
    /// The page's own background token (`bgColor.default`): each column is drawn on its value there.
    package var surface: String?
    /// Every platform's name for each token, by dotted path.
    package var names: [String: [PlatformName]]

    package init(
        title: String? = nil, source: String = "tokens", pairs: [Pair] = [], maximumColumns: Int = 48, initialColumns: Int = 6,
        surface: String? = nil, names: [String: [PlatformName]] = [:]
    ) {
        self.title = title
        self.source = source
        self.pairs = pairs
        self.maximumColumns = maximumColumns
        self.initialColumns = initialColumns
        self.surface = surface
        self.names = names
    }
}
