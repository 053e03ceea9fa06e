import RefractModel

/// Finds foreground/background pairs from colour names alone, the way real systems name them (see
/// `ColorRoleName`), and says which candidates it turned down and why, for docs/lint-rules.md. A pair is:
/// - **on**: `fgColor.onEmphasis` on each `bgColor.*.emphasis`, `text.brand.on-brand-secondary` on
///   `background.brand.secondary`: the background whose family and modifiers the `on-*` name gives, in the
///   same scope;
/// - **component**: a component's foreground on its own background in the same state
///   (`button.primary.fgColor.hover` on `button.primary.bgColor.hover`, `bodyText` on `bodyBackground`);
/// - **tint**: a status foreground on its family's muted background (`fgColor.danger` on `bgColor.danger.muted`);
/// - **surface**: a status or plain foreground at rest on the page (`bgColor.default`, `background-base`,
///   `layer-1`), and a focus indicator or an input's edge there (3:1, WCAG 1.4.11).
/// Text needs the configured level; icons and borders 3:1.
enum ContrastPairFinder {
    struct Found: Sendable, Hashable {
        var foreground: TokenPath
        var background: TokenPath
        var isNonText: Bool
        /// `on-*`, `component`, `tint`, `surface`.
        var reason: String
    }

    struct Rejected: Sendable, Hashable {
        var foreground: TokenPath
        var background: TokenPath?
        var reason: String
    }

    static func find(_ paths: [TokenPath]) -> (pairs: [Found], rejected: [Rejected]) {
        let names = paths.map(ColorRoleName.init)
        let foregrounds = names.filter(\.isForeground)
        let backgrounds = names.filter { $0.role == .background && !$0.isInactive }
        let surfaces = backgrounds.filter(\.isSurface)
        var found: [Found] = []
        var rejected: [Rejected] = []
        var claimed: Set<TokenPath> = []
        func add(_ foreground: ColorRoleName, _ background: ColorRoleName, _ reason: String) {
            found.append(Found(
                foreground: foreground.path, background: background.path, isNonText: foreground.role != .text, reason: reason))
        }
        for foreground in foregrounds {
            guard let target = foreground.onTarget else { continue }
            if foreground.isInactive {
                rejected.append(Rejected(foreground: foreground.path, reason: "inactive: WCAG sets no contrast for disabled components"))
                continue
            }
            let modifierWords = ColorRoleName.stateWords.union(ColorRoleName.prominenceWords)
            let family = foreground.family.union(target.subtracting(modifierWords))
            let modifiers = foreground.modifiers.union(target.intersection(modifierWords))
            let matches = backgrounds.filter { background in
                background.modifiers == modifiers && (family.isEmpty ? background.scope == foreground.scope : background.family == family)
            }
            if matches.isEmpty {
                rejected.append(Rejected(foreground: foreground.path, reason: "its on-* names no background of the same scope"))
            }
            for background in matches {
                add(foreground, background, "on-*")
                claimed.insert(background.path)
            }
        }
        for foreground in foregrounds where foreground.onTarget == nil {
            if foreground.isInactive {
                rejected.append(Rejected(foreground: foreground.path, reason: "inactive: WCAG sets no contrast for disabled components"))
                continue
            }
            if foreground.role == .border {
                guard foreground.isRequiredBorder, !foreground.isFixed else {
                    rejected.append(Rejected(foreground: foreground.path, reason: "a decorative border or divider: WCAG 1.4.11 does not apply"))
                    continue
                }
                for surface in surfaces { add(foreground, surface, "surface") }
                continue
            }
            if foreground.isComponent {
                for background in backgrounds where background.family == foreground.family && background.modifiers == foreground.modifiers {
                    if claimed.contains(background.path) {
                        rejected.append(Rejected(foreground: foreground.path, background: background.path, reason: "an on-* foreground names this background"))
                    } else {
                        add(foreground, background, "component")
                    }
                }
                continue
            }
            if foreground.isFixed {
                rejected.append(Rejected(foreground: foreground.path, reason: "a fixed or inverse colour: not read on the page"))
                continue
            }
            for background in backgrounds where background.scope == foreground.scope && !background.isSurface
                && !foreground.family.isEmpty && background.family == foreground.family
            {
                if background.modifiers == foreground.modifiers.union(["muted"]), !claimed.contains(background.path) {
                    add(foreground, background, "tint")
                } else {
                    rejected.append(Rejected(
                        foreground: foreground.path, background: background.path,
                        reason: claimed.contains(background.path)
                            ? "an on-* foreground names this background" : "the family's own fill or another state: its text is on-* or white"))
                }
            }
            guard !foreground.hasState else { continue }
            for surface in surfaces { add(foreground, surface, "surface") }
        }
        return (found, rejected)
    }
}
