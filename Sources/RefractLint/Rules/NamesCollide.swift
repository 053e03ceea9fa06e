import RefractDiagnostics
import RefractModel

/// Two tokens that a platform names alike cannot both be generated: `lint` gives the verdict `build`
/// would, for every platform the build writes, and, with `platforms`, for others a project plans.
struct NamesCollide: LintRule {
    static let id: RuleID = "names.collide"
    static let code: DiagnosticCode = "lint.names.collide"
    static let summary = "no two tokens get the same name on a platform"
    /// An error, and it cannot be lowered: for the platforms a build writes (the config's enabled ones
    /// and the contexts of its `outputs`), the build itself fails on these names.
    static let defaultLevel: LintLevel = .error
    static let documentation = """
        Builds each platform's names from the resolved model, as the build does without rendering \
        templates, for the platforms the build writes: those the config enables and those its `outputs` \
        take their context from. Their findings keep the platform's own code (`swift.name-collision`, \
        `android.name-collision`, `css.invalid-name`, …) and are errors, since the build stops on them; \
        this rule's level cannot change that. One pair of tokens that several platforms name alike is one \
        `name.collision` listing them. `platforms` adds platforms the build does not write yet: \
        their collisions are reported as `lint.names.collide` at the rule's level.
        """
    static let optionDocs = [
        LintOptionDoc(name: "platforms", type: "list of platform names", defaultValue: "`[]`", summary: "platforms checked besides those the build writes"),
    ]

    var platforms: [String] = []

    init(options: LintOptionValue?, reporting diagnostics: inout [Diagnostic]) {
        var reader = OptionReader(rule: Self.id, options, allowed: ["platforms"])
        platforms = reader.strings("platforms") ?? []
        diagnostics += reader.diagnostics
    }

    func check(_ subject: LintSubject, severity: Severity) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for platform in subject.platformFindings.keys.sorted() {
            let findings = subject.platformFindings[platform] ?? []
            if subject.builtPlatforms.contains(platform) {
                diagnostics += findings
            } else if platforms.contains(platform) {
                // A planned platform's warnings (its Material theme left out) are not names it would reject.
                diagnostics += findings.filter { $0.severity == .error }.map { finding in
                    var planned = finding
                    planned.severity = severity
                    planned.code = Self.code
                    planned.message = "\(platform) would reject this: \(finding.message)"
                    return planned
                }
            }
        }
        return diagnostics
    }
}
