/// What the page shows besides the tokens: its title, where the tokens came from, and the colour pairs it
/// badges: those `contrast.minimum` checks (the kit finds them with the lint config), so the page shows
/// what lint judges.
package struct PreviewSettings: Sendable, Hashable {
    package struct Pair: Sendable, Hashable {
        package var foreground: String
        package var background: String
        /// `config`, or the naming convention that paired them (`**.on* → $1.$2`).
        package var reason: String

        package init(foreground: String, background: String, reason: String = "config") {
            self.foreground = foreground
            self.background = background
            self.reason = reason
        }
    }

    package var title: String?
    /// `tokens/`, `tokens.resolver.yaml`: named in the page's header comment.
    package var source: String
    package var pairs: [Pair]
    /// Permutations side by side at most; beyond it further modifiers stay at their defaults.
    package var maximumColumns: Int

    package init(title: String? = nil, source: String = "tokens", pairs: [Pair] = [], maximumColumns: Int = 12) {
        self.title = title
        self.source = source
        self.pairs = pairs
        self.maximumColumns = maximumColumns
    }
}
