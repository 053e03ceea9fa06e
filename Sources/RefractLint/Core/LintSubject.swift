import RefractDiagnostics
import RefractModel

/// What rules read: the resolved model of every permutation, and what the platforms' name checks found
/// (computed by the kit, which alone knows the backends), per platform name.
package struct LintSubject: Sendable {
    package var model: ThemedTokenSet
    /// The errors each platform's context builder gives (`swift.name-collision`, …), by platform.
    package var platformFindings: [String: [Diagnostic]]
    /// The platforms a build writes: their findings are the build's own errors.
    package var builtPlatforms: Set<String>

    package init(model: ThemedTokenSet, platformFindings: [String: [Diagnostic]] = [:], builtPlatforms: Set<String> = []) {
        self.model = model
        self.platformFindings = platformFindings
        self.builtPlatforms = builtPlatforms
    }
}
