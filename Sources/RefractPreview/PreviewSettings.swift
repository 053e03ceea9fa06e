/// What the page shows besides the tokens: its title, where the tokens came from, and the colour pairs it
/// badges: those `contrast.minimum` checks (the kit finds them with the lint config), so the page shows
/// what lint judges.
public struct PreviewSettings: Sendable, Hashable {
    public struct Pair: Sendable, Hashable {
        public var foreground: String
        public var background: String
        /// `config`, or the naming convention that paired them (`**.on* → $1.$2`).
        public var reason: String

        public init(foreground: String, background: String, reason: String = "config") {
            self.foreground = foreground
            self.background = background
            self.reason = reason
        }
    }

    public var title: String?
    /// `tokens/`, `tokens.resolver.yaml`: named in the page's header comment.
    public var source: String
    public var pairs: [Pair]
    /// Permutations side by side at most; beyond it further modifiers stay at their defaults.
    public var maximumColumns: Int

    public init(title: String? = nil, source: String = "tokens", pairs: [Pair] = [], maximumColumns: Int = 12) {
        self.title = title
        self.source = source
        self.pairs = pairs
        self.maximumColumns = maximumColumns
    }
}
