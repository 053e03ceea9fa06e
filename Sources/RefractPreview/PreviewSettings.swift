/// What the page shows besides the tokens: its title, where the tokens came from, and the colour pairs the
/// config names for contrast badges besides those found by name.
public struct PreviewSettings: Sendable, Hashable {
    public struct Pair: Sendable, Hashable {
        public var foreground: String
        public var background: String

        public init(foreground: String, background: String) {
            self.foreground = foreground
            self.background = background
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
