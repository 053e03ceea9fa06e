import RefractDiagnostics
import RefractLint
import RefractModel
import RefractOutput

/// The design rules over a loaded model, as `lint` and `build` run them: the same rules, options and
/// platforms, so a set that lints clean builds under the same verdict.
public enum LintStage {
    /// `built` are the platforms the build writes (enabled ones and the contexts of `outputs`); their
    /// names are checked only when `checkBuiltNames` (a build's backends check their own). `policy` is the
    /// run's: what it makes an error in a platform's check is an error of that platform.
    public static func run(
        _ model: ThemedTokenSet, _ configuration: LintConfiguration, built: [String],
        options: [String: PlatformOptions], policy: DiagnosticPolicy = DiagnosticPolicy(), checkBuiltNames: Bool = true
    ) -> [Diagnostic] {
        let planned = configuration.plannedPlatforms.filter { !built.contains($0) }
        let checked = (checkBuiltNames ? built : []) + planned
        let findings = checked.isEmpty
            ? [:] : PlatformNameCheck.findings(
                model, platforms: PlatformRegistry.names.filter(checked.contains), options: options, policy: policy)
        let subject = LintSubject(model: model, platformFindings: findings, builtPlatforms: Set(built))
        return LintRunner.run(subject, configuration)
    }
}
