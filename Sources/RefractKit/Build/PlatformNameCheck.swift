import RefractBackend
import RefractDiagnostics
import RefractModel
import RefractOutput

/// What a build would reject in the platforms' names (two tokens that one platform names alike, a path
/// with no letters) and values (a token Android cannot express, under a policy that makes that an
/// error), found by building each platform's context as the build does: `refract lint` gives the verdict
/// `refract build` would. Besides errors, it keeps the warnings that say why a platform leaves its Material
/// theme out or keeps Material's defaults (`compose.material-roles-unfilled` …), which a build prints too.
package enum PlatformNameCheck {
    package static func run(
        _ model: ThemedTokenSet, platforms: [String], options: [String: PlatformOptions],
        policy: DiagnosticPolicy = DiagnosticPolicy()
    ) -> [Diagnostic] {
        findings(model, platforms: platforms, options: options, policy: policy).sorted { $0.key < $1.key }.flatMap(\.value)
    }

    /// The errors of each platform's context under `policy`, by platform name: a warning the policy
    /// raises (`--warnings-as-errors`, the config's `diagnostics`) fails the build as an error does. The
    /// Material warnings (`materialWarnings`) come along at their severity.
    package static func findings(
        _ model: ThemedTokenSet, platforms: [String], options: [String: PlatformOptions],
        policy: DiagnosticPolicy = DiagnosticPolicy()
    ) -> [String: [Diagnostic]] {
        let backends = platforms.compactMap(PlatformRegistry.backend(named:))
        let input = BackendInput(model: model, for: backends)
        // Each context reads only the shared input, as a build's backends do, so they run side by side.
        let errors = InParallel.map(backends.count) { index -> [Diagnostic] in
            let backend = backends[index]
            let platformOptions = options[backend.name] ?? PlatformOptions(destination: backend.name)
            let (selected, selecting) = input.selecting(platformOptions, for: backend)
            return (selecting + backend.diagnostics(selected, options: platformOptions)).compactMap(policy.applied(to:))
                .filter { $0.severity == .error || materialWarnings.contains($0.code.rawValue.split(separator: ".").last.map(String.init) ?? "") }
        }
        return Dictionary(zip(backends.map { $0.name }, errors), uniquingKeysWith: { _, last in last })
    }

    /// The platforms' own warnings lint repeats, by the part of the code after the platform.
    static let materialWarnings: Set<String> = ["material-roles-unfilled", "material-shapes-unfilled"]
}
