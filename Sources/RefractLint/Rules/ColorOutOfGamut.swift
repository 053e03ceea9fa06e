import RefractDiagnostics
import RefractModel

/// A wide-gamut colour with no `hex` fallback is shown gamut-mapped wherever the gamut is smaller, a
/// colour the designer never chose.
struct ColorOutOfGamut: LintRule {
    static let id: RuleID = "color.out-of-gamut"
    static let code: DiagnosticCode = "lint.color.out-of-gamut"
    static let summary = "colours outside the configured gamut have a hex fallback"
    static let defaultLevel: LintLevel = .warning
    static let documentation = """
        Reports a colour token (not an alias: its source is reported) whose value lies outside `gamut` \
        and has no `hex`, with the gamut-mapped colour a platform would show. Under `gamut: display-p3` only \
        colours beyond P3 (Rec. 2020, ProPhoto, far OKLCH chroma) are reported.
        """
    static let optionDocs = [
        LintOptionDoc(name: "gamut", type: "`srgb` \\| `display-p3`", defaultValue: "`srgb`", summary: "the gamut every colour must fit, or have a fallback for"),
    ]

    var gamut = ColorSpace.srgb

    init(options: LintOptionValue?, reporting diagnostics: inout [Diagnostic]) {
        var reader = OptionReader(rule: Self.id, options, allowed: ["gamut"])
        if let text = reader.choice("gamut", of: ["srgb", "display-p3"]) { gamut = text == "srgb" ? .srgb : .displayP3 }
        diagnostics += reader.diagnostics
    }

    func check(_ subject: LintSubject, severity: Severity) -> [Diagnostic] {
        let model = subject.model
        var findings = FindingsByToken()
        for (p, set) in model.tokenSets.enumerated() {
            for token in set.tokens where token.aliasOf == nil {
                guard case .color(let color) = token.value, color.hex == nil, color.space != gamut,
                    !color.isInGamut(gamut)
                else { continue }
                findings.add(token.path.dotted, token: token, permutation: p, detail: color.gamutMapped(to: .srgb).hexString())
            }
        }
        let name = gamut == .srgb ? "sRGB" : "Display P3"
        return findings.all.map { finding in
            var notes: [DiagnosticNote] = []
            if model.permutations.count > 1, finding.permutations.count < model.permutations.count {
                notes.append(DiagnosticNote("when \(model.describe(finding.permutations))"))
            }
            return .lint(
                Self.code, severity, "'\(finding.token.path)' is outside \(name) and has no hex fallback", at: finding.token,
                notes: notes,
                help: "add \"hex\": \"\(finding.detail[0])\" (its gamut-mapped sRGB colour), or a colour inside \(name)")
        }
    }
}
