import RefractDiagnostics
import RefractModel

/// A foreground colour keeps its contrast with its background in every permutation: a pair can pass
/// light and fail dark. Pairs come from the config and from naming conventions.
struct ContrastMinimum: LintRule {
    static let id: RuleID = "contrast.minimum"
    static let code: DiagnosticCode = "lint.contrast.minimum"
    static let summary = "foreground and background colours keep WCAG 2.2 or APCA contrast in every permutation"
    /// A warning, not an error: every real design system of the corpus has pairs below AA (disabled
    /// states, decorative borders named `on…`), and a build should not stop on an opinion it cannot weigh.
    static let defaultLevel: LintLevel = .warning
    static let documentation = """
        Checks each foreground/background pair in every permutation of the modifiers, and reports a pair \
        once, naming the permutations where it fails and those where it passes. Pairs come, in this order, \
        from `pairs` in the config, from `$extensions["dev.refract"].contrast` on a foreground token \
        (`{ "on": "bgColor.default" }` or a list, with an optional `level`), from `conventions`, and from \
        the names themselves (`roles`): the way real systems name colours by role and position. A name's \
        role word (`fg`, `fgColor`, `text`, `foreground`, `content`; `icon`; `border`, `outline`, focus \
        `indicator`; `bg`, `bgColor`, `background`, `surface`, `layer`) and its family and state words \
        (`default`, `muted`, `emphasis`, `hover`, `rest`, …) pair an `on-*` foreground with the background its \
        name gives (`fgColor.onEmphasis` on each `bgColor.*.emphasis`, `text.brand.on-brand` on \
        `background.brand`), a component's foreground with its own background in the same state \
        (`button.primary.fgColor.hover` on `button.primary.bgColor.hover`, `bodyText` on `bodyBackground`), a \
        status foreground with its family's muted background (`fgColor.danger` on `bgColor.danger.muted`), and \
        a foreground at rest with the page (`bgColor.default`, `background-base`, `background-layer-1`); a \
        focus indicator or an input's border is checked against the page at 3:1 (WCAG 1.4.11), as icons are. \
        Never paired: disabled colours (WCAG sets no contrast for inactive components), decorative borders and \
        dividers, fixed or inverse colours (`white`, `static-*`, `inverse`) on the page, a family's text on \
        its own solid fill (that fill takes its `on-*` or white text). `exclude` drops pairs by pattern. \
        Patterns: `*` is part of one name, `**` one name or more, each captured; a convention's background \
        template uses `$1`, `$2`; a `*` left in it matches every colour there. Path lookups ignore case, so \
        `onPrimary` finds `primary`. A translucent foreground is judged painted over its background, a \
        translucent background over white. WCAG ratios are compared unrounded and printed cut to two decimals \
        (4.499 is "4.49", never "4.5"); APCA uses the magnitude of Lc (APCA-W3 0.0.98G-4g), whose sign only \
        says which is lighter.
        """
    static let optionDocs = [
        LintOptionDoc(name: "algorithm", type: "`wcag` \\| `apca`", defaultValue: "`wcag`", summary: "WCAG 2.2 contrast ratio, or APCA lightness contrast"),
        LintOptionDoc(name: "level", type: "`AA` \\| `AA-large` \\| `AAA`", defaultValue: "`AA`", summary: "WCAG: 4.5:1, 3:1 (large text, non-text) or 7:1"),
        LintOptionDoc(name: "minimumLc", type: "number", defaultValue: "`60`", summary: "APCA: the least |Lc| (75 body text, 60 content text, 45 large text, 30 non-text)"),
        LintOptionDoc(name: "pairs", type: "list of `{foreground, background, level?}`", defaultValue: "`[]`", summary: "token paths to check, each with its own WCAG level if given"),
        LintOptionDoc(name: "conventions", type: "list of `{foreground, background}`", defaultValue: "`**.on*` → `$1.$2`, `**.on-*` → `$1.$2`, `**.text.*` → `$1.surface.$2` and `$1.surface.default`", summary: "naming conventions that pair tokens; an empty list turns them off"),
        LintOptionDoc(name: "roles", type: "boolean", defaultValue: "`true`", summary: "pair colours by their names' role, family and state words (`fgColor.onEmphasis` on `bgColor.accent.emphasis`)"),
        LintOptionDoc(name: "exclude", type: "list of `{foreground, background}`", defaultValue: "`[]`", summary: "patterns of pairs not to check, whoever found them (the config's `pairs` are kept)"),
    ]

    enum Algorithm: String, Sendable { case wcag, apca }

    struct Pair: Sendable, Hashable {
        var foreground: String
        var background: String
        var level: WCAGContrastLevel?
        var span: SourceSpan?
        /// What is wrong with a pair a token's `$extensions` declares; nil when it is well formed.
        var problem: String? = nil
    }

    struct Convention: Sendable, Hashable {
        var foreground: TokenPathGlob
        var background: String
    }

    static let defaultConventions = [
        Convention(foreground: TokenPathGlob("**.on*"), background: "$1.$2"),
        Convention(foreground: TokenPathGlob("**.on-*"), background: "$1.$2"),
        Convention(foreground: TokenPathGlob("**.text.*"), background: "$1.surface.$2"),
        Convention(foreground: TokenPathGlob("**.text.*"), background: "$1.surface.default"),
    ]

    var algorithm = Algorithm.wcag
    var level = WCAGContrastLevel.aa
    var minimumLc = 60.0
    var pairs: [Pair] = []
    var conventions = Self.defaultConventions
    var findsByRole = true
    var exclusions: [Exclusion] = []

    struct Exclusion: Sendable, Hashable {
        var foreground: TokenPathGlob
        var background: TokenPathGlob
    }

    init(options: LintOptionValue?, reporting diagnostics: inout [Diagnostic]) {
        var reader = OptionReader(rule: Self.id, options, allowed: ["algorithm", "level", "minimumLc", "pairs", "conventions", "roles", "exclude"])
        if let text = reader.choice("algorithm", of: ["wcag", "apca"]), let value = Algorithm(rawValue: text) { algorithm = value }
        if let text = reader.choice("level", of: Self.levelNames) { level = Self.level(named: text) }
        if let number = reader.number("minimumLc") { minimumLc = abs(number) }
        for record in reader.records("pairs", fields: ["foreground", "background", "level"], required: ["foreground", "background"]) ?? [] {
            var pairLevel: WCAGContrastLevel?
            if let name = record.fields["level"] {
                if Self.levelNames.contains(name) {
                    pairLevel = Self.level(named: name)
                } else {
                    reader.diagnostics.append(.error(
                        "config.invalid", "a contrast pair's level must be 'AA', 'AA-large' or 'AAA', not '\(name)'", at: record.span))
                }
            }
            pairs.append(Pair(
                foreground: record.fields["foreground"] ?? "", background: record.fields["background"] ?? "", level: pairLevel,
                span: record.span))
        }
        if let records = reader.records("conventions", fields: ["foreground", "background"], required: ["foreground", "background"]) {
            conventions = records.map {
                Convention(foreground: TokenPathGlob($0.fields["foreground"] ?? ""), background: $0.fields["background"] ?? "")
            }
        }
        if let flag = reader.bool("roles") { findsByRole = flag }
        for record in reader.records("exclude", fields: ["foreground", "background"], required: []) ?? [] {
            exclusions.append(Exclusion(
                foreground: TokenPathGlob(record.fields["foreground"] ?? "**"), background: TokenPathGlob(record.fields["background"] ?? "**")))
        }
        diagnostics += reader.diagnostics
    }

    static var defaults: ContrastMinimum {
        var ignored: [Diagnostic] = []
        return ContrastMinimum(options: nil, reporting: &ignored)
    }

    static let levelNames = ["AA", "AA-large", "AAA"]

    static func level(named name: String) -> WCAGContrastLevel {
        switch name {
        case "AAA": .aaa
        case "AA-large": .aaLarge
        default: .aa
        }
    }

    func check(_ subject: LintSubject, severity: Severity) -> [Diagnostic] {
        let model = subject.model
        let found = pairs(in: model)
        var diagnostics = found.unknown.map { pair in
            if let problem = pair.problem {
                return Diagnostic(
                    severity, Self.code, "'\(pair.foreground)' declares a contrast pair badly: \(problem)", at: pair.span,
                    help: "e.g. \"$extensions\": { \"dev.refract\": { \"contrast\": { \"on\": \"color.background\" } } }")
            }
            let missing = found.colors.slot(pair.foreground) == nil ? pair.foreground : pair.background
            return Diagnostic(
                severity, Self.code, "the contrast pair names '\(missing)', which is not a colour token", at: pair.span,
                help: "name a colour token's path, e.g. 'color.text.default'")
        }
        for pair in found.pairs {
            diagnostics += check(pair, colors: found.colors, in: model, severity: severity)
        }
        return diagnostics
    }

    struct FoundPair: Sendable, Hashable {
        /// Slots of the colour table.
        var foreground: Int
        var background: Int
        var level: WCAGContrastLevel
        /// `config`, `$extensions`, the convention that paired them (`**.on* → $1.$2`), or the role rule
        /// (`on-*`, `component`, `tint`, `surface`).
        var reason: String
    }

    /// The pairs checked: the config's first, then the tokens' `$extensions`, each convention's, and those
    /// the names' roles give, every pair once, less those `exclude` names.
    func pairs(in model: ThemedTokenSet) -> (pairs: [FoundPair], colors: ColorTable, unknown: [Pair]) {
        let colors = ColorTable(model)
        var found: [FoundPair] = []
        var unknown: [Pair] = []
        var checked: Set<[Int]> = []
        let segments = colors.paths.map(\.segments)
        func excluded(_ foreground: Int, _ background: Int) -> Bool {
            exclusions.contains { $0.foreground.match(segments[foreground]) != nil && $0.background.match(segments[background]) != nil }
        }
        func add(_ foreground: Int, _ background: Int, level: WCAGContrastLevel, reason: String, keep: Bool = false) {
            guard foreground != background, keep || !excluded(foreground, background),
                checked.insert([foreground, background]).inserted
            else { return }
            found.append(FoundPair(foreground: foreground, background: background, level: level, reason: reason))
        }
        for pair in pairs {
            guard let foreground = colors.slot(pair.foreground), let background = colors.slot(pair.background) else {
                unknown.append(pair)
                continue
            }
            add(foreground, background, level: pair.level ?? level, reason: "config", keep: true)
        }
        for declared in ContrastDeclarations.read(model, level: level) {
            guard let foreground = colors.slot(declared.foreground), let background = colors.slot(declared.background) else {
                unknown.append(declared)
                continue
            }
            add(foreground, background, level: declared.level ?? level, reason: "$extensions")
        }
        for convention in conventions {
            let reason = "\(convention.foreground.text) → \(convention.background)"
            // A template with wildcards names the same colours for every foreground giving the same
            // captures: each filled template is matched against the colours once.
            var wildcardMatches: [String: [Int]] = [:]
            for (foreground, names) in segments.enumerated() {
                guard let captures = convention.foreground.match(names) else { continue }
                let filled = TokenPathGlob.fill(convention.background, with: captures)
                let backgrounds: [Int]
                if filled.contains("*") {
                    if let known = wildcardMatches[filled] {
                        backgrounds = known
                    } else {
                        let glob = TokenPathGlob(filled)
                        backgrounds = segments.indices.filter { glob.match(segments[$0]) != nil }
                        wildcardMatches[filled] = backgrounds
                    }
                } else {
                    backgrounds = colors.slot(filled).map { [$0] } ?? []
                }
                for background in backgrounds { add(foreground, background, level: level, reason: reason) }
            }
        }
        if findsByRole {
            for pair in ContrastPairFinder.find(colors.paths).pairs {
                guard let foreground = colors.slot(pair.foreground.dotted), let background = colors.slot(pair.background.dotted) else { continue }
                // Icons and borders are non-text: WCAG 1.4.11 asks 3:1 whatever the text level.
                add(foreground, background, level: pair.isNonText ? .aaLarge : level, reason: pair.reason)
            }
        }
        return (found, colors, unknown)
    }

    private static let white = ColorValue(space: .srgb, components: [1, 1, 1])

    /// One finding for the pair, naming where it fails and where it passes.
    private func check(_ pair: FoundPair, colors: ColorTable, in model: ThemedTokenSet, severity: Severity) -> [Diagnostic] {
        let level = pair.level
        var failing: [(permutation: Int, measure: Double)] = []
        var passing: [(permutation: Int, measure: Double)] = []
        for p in model.permutations.indices {
            guard let textColor = colors.color(pair.foreground, permutation: p),
                let backColor = colors.color(pair.background, permutation: p)
            else { continue }
            let seenBackground = backColor.alpha < 1 ? backColor.composited(over: Self.white) : backColor
            let seenText = textColor.alpha < 1 ? textColor.composited(over: seenBackground) : textColor
            let measure = algorithm == .wcag
                ? seenText.contrastRatio(with: seenBackground) : abs(seenText.apcaContrast(on: seenBackground))
            let passes = algorithm == .wcag ? measure >= level.minimumRatio : measure >= minimumLc
            if passes { passing.append((p, measure)) } else { failing.append((p, measure)) }
        }
        let foreground = colors.paths[pair.foreground], background = colors.paths[pair.background]
        guard let worst = failing.min(by: { $0.measure < $1.measure }),
            let token = model.token(at: foreground, permutation: worst.permutation)
        else { return [] }
        let requirement = algorithm == .wcag
            ? "\(level == .aaLarge ? "AA large" : level.rawValue) (\(Self.ratio(level.minimumRatio)))"
            : "Lc \(Self.cut(minimumLc, digits: 1))"
        var notes: [DiagnosticNote] = []
        if model.permutations.count > 1 {
            notes.append(DiagnosticNote("fails when \(failing.map { "\(model.permutations[$0.permutation]) (\(describe($0.measure)))" }.joined(separator: "; "))"))
            if !passing.isEmpty {
                notes.append(DiagnosticNote("passes when \(passing.map { "\(model.permutations[$0.permutation]) (\(describe($0.measure)))" }.joined(separator: "; "))"))
            }
        }
        return [.lint(
            Self.code, severity,
            "'\(foreground)' on '\(background)' has contrast \(describe(worst.measure)), below \(requirement)",
            at: token, label: "foreground", notes: notes,
            help: "darken or lighten one of them, or set this pair's level in lint.rules.contrast.minimum.pairs")]
    }

    private func describe(_ measure: Double) -> String {
        algorithm == .wcag ? Self.ratio(measure) : "Lc \(Self.cut(measure, digits: 1))"
    }

    /// `4.49:1` for 4.499: cut, never rounded up past a threshold.
    static func ratio(_ value: Double) -> String { cut(value, digits: 2) + ":1" }

    static func cut(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((value * scale).rounded(.down))
        let whole = scaled / Int(scale), fraction = scaled % Int(scale)
        if fraction == 0 { return String(whole) }
        var text = String(fraction)
        while text.count < digits { text = "0" + text }
        while text.hasSuffix("0") { text.removeLast() }
        return "\(whole).\(text)"
    }
}
