import RefractDiagnostics
import RefractModel
import RefractOutput

/// What a build would reject in the platforms' names (two tokens that one platform names alike, a path
/// with no letters), found by building each platform's context without rendering it: `refract lint`
/// gives the verdict `refract build` would.
public enum PlatformNameCheck {
    public static func run(
        _ model: ThemedTokenSet, platforms: [String], options: [String: PlatformOptions]
    ) -> [Diagnostic] {
        let backends = platforms.compactMap(PlatformRegistry.backend(named:))
        let input = BackendInput(model: model, for: backends)
        return backends.flatMap { backend in
            let platformOptions = options[backend.name] ?? PlatformOptions(destination: backend.name)
            let (selected, selecting) = input.selecting(platformOptions, for: backend)
            let (_, diagnostics) = backend.context(selected, platformOptions)
            return (selecting + diagnostics).filter { $0.severity == .error }
        }
    }
}
