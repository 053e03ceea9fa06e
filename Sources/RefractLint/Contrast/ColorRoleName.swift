import RefractModel

/// What a colour token's name says it is for, read the way design systems name colours: the role word
/// (`fg`/`fgColor`/`text`/`foreground`/`content`, `icon`, `border`/`outline`/focus `indicator`,
/// `bg`/`bgColor`/`background`/`surface`/`layer`), the target of an `on-*` name, the family the
/// remaining words name, and its modifiers (state: `hover`, `pressed`, `rest`…; prominence: `muted`,
/// `emphasis`, `secondary`…). Words come from every segment split at `.`, `-`, `_` and camelCase, lowercased.
struct ColorRoleName: Sendable, Hashable {
    enum Role: String, Sendable { case text, icon, border, background }

    let path: TokenPath
    let role: Role?
    /// `on-brand-secondary` → `brand`, `secondary`; nil when the name has no `on`.
    let onTarget: Set<String>?
    /// The words naming what the colour belongs to (`accent`, `button primary`), without role, modifiers and `color`.
    let family: Set<String>
    let modifiers: Set<String>
    /// The family words written before the role word (`button.primary` in `button.primary.fgColor.rest`).
    let scope: [String]
    let words: Set<String>

    static let roleWords: [String: Role] = [
        "fg": .text, "foreground": .text, "text": .text, "content": .text, "subtext": .text,
        "icon": .icon,
        "border": .border, "outline": .border, "indicator": .border, "ring": .border,
        "bg": .background, "background": .background, "surface": .background, "layer": .background,
    ]
    static let ignoredWords: Set<String> = ["color", "colors", "semantic", "default"]
    static let stateWords: Set<String> = [
        "hover", "hovered", "active", "pressed", "down", "rest", "focus", "focused", "selected", "checked", "visited", "key",
    ]
    static let prominenceWords: Set<String> = ["muted", "subtle", "subdued", "emphasis", "strong", "secondary", "tertiary"]
    /// Status, brand and hue families: their foreground is read on the page, not on their own solid fill.
    static let paletteWords: Set<String> = [
        "accent", "brand", "primary", "neutral", "success", "positive", "danger", "negative", "critical", "error", "warning",
        "attention", "caution", "notice", "info", "informative", "severe", "blocking", "done", "open", "closed", "draft",
        "sponsors", "upsell", "link", "red", "orange", "yellow", "green", "blue", "indigo", "purple", "pink", "magenta",
        "teal", "cyan", "gray", "grey", "celery", "chartreuse", "seafoam", "fuchsia", "turquoise", "brown", "cinnamon",
        "silver", "sky", "ink",
    ]
    /// Colours fixed whatever the theme, or meant for the inverse surface: never paired with the page.
    static let fixedWords: Set<String> = ["white", "black", "static", "inverse", "inverted"]
    /// WCAG 2.2 (1.4.3, 1.4.11) sets no contrast for inactive components.
    static let inactiveWords: Set<String> = ["disabled", "inactive"]
    /// The page's own backgrounds, besides an unqualified `bg.default`.
    static let surfaceWords: Set<String> = ["base", "canvas", "page", "body"]

    init(_ path: TokenPath) {
        self.path = path
        // `$root` names the group's own token (`color.background.brand.$root` is `background.brand`).
        let words = path.segments.filter { $0 != "$root" }.flatMap(Self.words)
        self.words = Set(words)
        var role: Role?
        var onTarget: Set<String>?
        var family: Set<String> = []
        var modifiers: Set<String> = []
        var scope: [String] = []
        for (index, word) in words.enumerated() {
            if word == "on", index + 1 < words.count, role != .background, role != .border {
                onTarget = Set(words[(index + 1)...].filter { !Self.ignoredWords.contains($0) })
                break
            }
            if let found = Self.roleWords[word] {
                // `background-layer-1`: the first role word decides; a later one of the same kind is part of it.
                if role == nil { role = found } else if found != role { family.insert(word) }
            } else if Self.ignoredWords.contains(word) {
                continue
            } else if Self.stateWords.contains(word) || Self.prominenceWords.contains(word) {
                modifiers.insert(word)
            } else {
                family.insert(word)
                if role == nil { scope.append(word) }
            }
        }
        if onTarget != nil, role == nil { role = .text }
        self.role = role
        self.onTarget = onTarget
        self.family = family
        self.modifiers = modifiers
        self.scope = scope
    }

    var isForeground: Bool { role == .text || role == .icon || role == .border }
    var isInactive: Bool { !words.isDisjoint(with: Self.inactiveWords) }
    var isFixed: Bool { !words.isDisjoint(with: Self.fixedWords) }
    /// Named for a component (`button.primary.fgColor`, `bodyText`): its family has a word that is no
    /// status, brand or hue, written before the role.
    var isComponent: Bool { scope.contains { !Self.paletteWords.contains($0) && !$0.allSatisfy(\.isNumber) } }
    var hasState: Bool { !modifiers.isDisjoint(with: Self.stateWords) }
    /// The page a foreground without its own background sits on: `bgColor.default`, `background-base`, `layer-1`, `bodyBackground`.
    var isSurface: Bool {
        role == .background && modifiers.isEmpty
            && family.allSatisfy { Self.surfaceWords.contains($0) || $0.allSatisfy(\.isNumber) }
    }
    /// A border WCAG 1.4.11 asks 3:1 of: a focus indicator, or the edge of an input at rest. Dividers and
    /// decorative outlines are exempt.
    var isRequiredBorder: Bool {
        guard role == .border else { return false }
        if words.contains("focus") || words.contains("focused") { return true }
        let control: Set<String> = ["input", "control", "field"]
        return !family.isEmpty && family.isSubset(of: control) && modifiers.isSubset(of: ["rest"])
    }

    /// `bgColor` → `bg`, `color`; `on-brand-secondary` → `on`, `brand`, `secondary`; `layer-1` → `layer`, `1`.
    static func words(_ segment: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        func flush() {
            if !current.isEmpty { words.append(current.lowercased()) }
            current = ""
        }
        for character in segment {
            if character == "-" || character == "_" || character == " " {
                flush()
            } else if let last = previous, character.isUppercase, last.isLowercase || last.isNumber {
                flush()
                current.append(character)
            } else if let last = previous, character.isNumber != last.isNumber, last != "-", last != "_" {
                flush()
                current.append(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        flush()
        return words
    }
}
