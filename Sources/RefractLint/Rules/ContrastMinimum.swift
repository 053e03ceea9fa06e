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
        once, naming the permutations where it fails and those where it passes. Pairs come from `pairs` \
        in the config and from `conventions`: a foreground pattern (`*` is part of one name, `**` one name \
        or more, each captured) and a background template (`$1`, `$2` are the captures; a `*` left in it \
        matches every colour there). The defaults pair `color.onPrimary` with `color.primary`, \
        `color.on-primary` with `color.primary`, and every `….text.*` with every `….surface.*` beside it. \
        Path lookups ignore case, so `onPrimary` finds `primary`. A translucent foreground is judged \
        painted over its background, a translucent background over white. WCAG ratios are compared \
        unrounded and printed cut to two decimals (4.499 is "4.49", never "4.5"); APCA uses the magnitude \
        of Lc (APCA-W3 0.0.98G-4g), whose sign only says which is lighter.
        """
    static let optionDocs = [
        LintOptionDoc(name: "algorithm", type: "`wcag` \\| `apca`", defaultValue: "`wcag`", summary: "WCAG 2.2 contrast ratio, or APCA lightness contrast"),
        LintOptionDoc(name: "level", type: "`AA` \\| `AA-large` \\| `AAA`", defaultValue: "`AA`", summary: "WCAG: 4.5:1, 3:1 (large text, non-text) or 7:1"),
        LintOptionDoc(name: "minimumLc", type: "number", defaultValue: "`60`", summary: "APCA: the least |Lc| (75 body text, 60 content text, 45 large text, 30 non-text)"),
        LintOptionDoc(name: "pairs", type: "list of `{foreground, background, level?}`", defaultValue: "`[]`", summary: "token paths to check, each with its own WCAG level if given"),
        LintOptionDoc(name: "conventions", type: "list of `{foreground, background}`", defaultValue: "`**.on*` → `$1.$2`, `**.on-*` → `$1.$2`, `**.text.*` → `$1.surface.*`", summary: "naming conventions that pair tokens; an empty list turns them off"),
    ]

    enum Algorithm: String, Sendable { case wcag, apca }

    struct Pair: Sendable, Hashable {
        var foreground: String
        var background: String
        var level: WCAGContrastLevel?
        var span: SourceSpan?
    }

    struct Convention: Sendable, Hashable {
        var foreground: TokenPathGlob
        var background: String
    }

    static let defaultConventions = [
        Convention(foreground: TokenPathGlob("**.on*"), background: "$1.$2"),
        Convention(foreground: TokenPathGlob("**.on-*"), background: "$1.$2"),
        Convention(foreground: TokenPathGlob("**.text.*"), background: "$1.surface.*"),
    ]

    var algorithm = Algorithm.wcag
    var level = WCAGContrastLevel.aa
    var minimumLc = 60.0
    var pairs: [Pair] = []
    var conventions = Self.defaultConventions

    init(options: LintOptionValue?, reporting diagnostics: inout [Diagnostic]) {
        var reader = OptionReader(rule: Self.id, options, allowed: ["algorithm", "level", "minimumLc", "pairs", "conventions"])
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
        diagnostics += reader.diagnostics
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
        var colorPaths: [TokenPath] = []
        var byLowercasedPath: [String: TokenPath] = [:]
        for (index, path) in model.paths.enumerated() where isColor(pathAt: index, in: model) {
            colorPaths.append(path)
            if byLowercasedPath[path.dotted.lowercased()] == nil { byLowercasedPath[path.dotted.lowercased()] = path }
        }
        var diagnostics: [Diagnostic] = []
        var checked: Set<[TokenPath]> = []
        for pair in pairs {
            guard let foreground = byLowercasedPath[pair.foreground.lowercased()],
                let background = byLowercasedPath[pair.background.lowercased()]
            else {
                let missing = byLowercasedPath[pair.foreground.lowercased()] == nil ? pair.foreground : pair.background
                diagnostics.append(Diagnostic(
                    severity, Self.code, "the contrast pair names '\(missing)', which is not a colour token", at: pair.span,
                    help: "name a colour token's path, e.g. 'color.text.default'"))
                continue
            }
            checked.insert([foreground, background])
            diagnostics += check(foreground, on: background, level: pair.level ?? level, in: model, severity: severity)
        }
        let segmentsOfColors = colorPaths.map(\.segments)
        for convention in conventions {
            for (index, segments) in segmentsOfColors.enumerated() {
                guard let captures = convention.foreground.match(segments) else { continue }
                let filled = TokenPathGlob.fill(convention.background, with: captures)
                let backgrounds: [TokenPath]
                let glob = TokenPathGlob(filled)
                if glob.hasWildcards {
                    backgrounds = colorPaths.indices.filter { glob.match(segmentsOfColors[$0]) != nil }.map { colorPaths[$0] }
                } else {
                    backgrounds = byLowercasedPath[filled.lowercased()].map { [$0] } ?? []
                }
                for background in backgrounds where background != colorPaths[index] {
                    guard checked.insert([colorPaths[index], background]).inserted else { continue }
                    diagnostics += check(colorPaths[index], on: background, level: level, in: model, severity: severity)
                }
            }
        }
        return diagnostics
    }

    private func isColor(pathAt index: Int, in model: ThemedTokenSet) -> Bool {
        for p in model.permutations.indices {
            if let i = model.tokenIndex(pathAt: index, permutation: p) {
                return model.tokenSets[p].tokens[i].type == .color
            }
        }
        return false
    }

    /// One finding for the pair, naming where it fails and where it passes.
    private func check(
        _ foreground: TokenPath, on background: TokenPath, level: WCAGContrastLevel, in model: ThemedTokenSet,
        severity: Severity
    ) -> [Diagnostic] {
        var failing: [(permutation: Int, measure: Double, token: Token)] = []
        var passing: [(permutation: Int, measure: Double)] = []
        for p in model.permutations.indices {
            guard let text = model.token(at: foreground, permutation: p), case .color(let textColor) = text.value,
                let back = model.token(at: background, permutation: p), case .color(let backColor) = back.value
            else { continue }
            let white = ColorValue(space: .srgb, components: [1, 1, 1])
            let seenBackground = backColor.alpha < 1 ? backColor.composited(over: white) : backColor
            let seenText = textColor.alpha < 1 ? textColor.composited(over: seenBackground) : textColor
            let measure = algorithm == .wcag
                ? seenText.contrastRatio(with: seenBackground) : abs(seenText.apcaContrast(on: seenBackground))
            let passes = algorithm == .wcag ? measure >= level.minimumRatio : measure >= minimumLc
            if passes { passing.append((p, measure)) } else { failing.append((p, measure, text)) }
        }
        guard let worst = failing.min(by: { $0.measure < $1.measure }) else { return [] }
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
            at: worst.token, label: "foreground", notes: notes,
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
