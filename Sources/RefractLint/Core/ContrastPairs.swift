import RefractModel

/// A foreground/background pair `contrast.minimum` checks, for the preview's badges: a designer sees the
/// pairs lint judges, found by the same config, declarations, conventions and names.
package struct ContrastPair: Sendable, Hashable {
    package var foreground: TokenPath
    package var background: TokenPath
    /// `config`, `$extensions`, the convention that paired them (`**.on* → $1.$2`), or the role rule (`on-*`, `component`, `tint`, `surface`).
    package var reason: String
    /// The WCAG ratio the pair must reach: the rule's level for text, 3 for icons and borders.
    package var minimumRatio: Double
}

/// A pair the names suggested and the role rules turned down, with why: docs/lint-rules.md lists them.
package struct RejectedContrastCandidate: Sendable, Hashable {
    package var foreground: TokenPath
    package var background: TokenPath?
    package var reason: String
}

extension LintConfiguration {
    /// The pairs `contrast.minimum` checks in `model` with this configuration's options, in its order
    /// (configured pairs first); its options apply even when the rule is off.
    package func contrastPairs(in model: ThemedTokenSet) -> [ContrastPair] {
        let found = contrast.pairs(in: model)
        return found.pairs.map {
            ContrastPair(
                foreground: found.colors.paths[$0.foreground], background: found.colors.paths[$0.background], reason: $0.reason,
                minimumRatio: $0.level.minimumRatio)
        }
    }

    /// The candidates the names suggested that are not pairs (disabled colours, decorative borders, a
    /// family's text on its own fill), with the reason.
    package func rejectedContrastCandidates(in model: ThemedTokenSet) -> [RejectedContrastCandidate] {
        guard contrast.findsByRole else { return [] }
        return ContrastPairFinder.find(ColorTable(model).paths).rejected.map {
            RejectedContrastCandidate(foreground: $0.foreground, background: $0.background, reason: $0.reason)
        }
    }
}

extension LintConfiguration {
    /// The page's own background as the names give it (`bgColor.default`, `background-base-color`,
    /// `bodyBackground`, `color.surface`): the one with the fewest words, the first in path order among equals.
    package func pageSurface(in model: ThemedTokenSet) -> TokenPath? {
        ColorTable(model).paths.map(ColorRoleName.init).filter { $0.isSurface && !$0.isInactive }
            .min { ($0.family.count, $0.path.segments.count) < ($1.family.count, $1.path.segments.count) }?.path
    }
}
