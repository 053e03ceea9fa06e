import RefractDiagnostics

extension PlatformOptions {
    /// The access level of a platform's generated declarations (setting `visibility`, Swift and Compose):
    /// `public`, the default, or `internal`, for a design-system module that uses its theme and exports none of it.
    package enum Visibility: String, Sendable {
        case `public`, `internal`
    }

    /// `visibility`, checked: anything but `public` or `internal` is `invalidSetting` (the platform's
    /// `<platform>.invalid-setting`) at its place in the config, and gives way to the default.
    package func visibility(invalidSetting: DiagnosticCode) -> (Visibility, [Diagnostic]) {
        let value = settings["visibility"] ?? Visibility.public.rawValue
        guard let visibility = Visibility(rawValue: value) else {
            return (.public, [.error(
                invalidSetting, "setting 'visibility' is '\(value)', not 'public' or 'internal'",
                at: settingSpans["visibility"],
                help: "'internal' keeps the generated API inside the module that compiles it")])
        }
        return (visibility, [])
    }
}
