import RefractModel

/// A foreground/background pair `contrast.minimum` checks, for the preview's badges: a designer sees the
/// pairs lint judges, found by the same config and conventions.
package struct ContrastPair: Sendable, Hashable {
    package var foreground: TokenPath
    package var background: TokenPath
    /// `config`, or the convention that paired them: `**.on* → $1.$2`.
    package var reason: String
}

extension LintConfiguration {
    /// The pairs `contrast.minimum` checks in `model` with this configuration's options, in its order
    /// (configured pairs first); its options apply even when the rule is off.
    package func contrastPairs(in model: ThemedTokenSet) -> [ContrastPair] {
        let found = contrast.pairs(in: model)
        return found.pairs.map {
            ContrastPair(foreground: found.colors.paths[$0.foreground], background: found.colors.paths[$0.background], reason: $0.reason)
        }
    }
}
