import RefractDiagnostics

/// Options every platform shares, from the config (`platforms.<name>`) and the command line.
public struct PlatformOptions: Sendable, Hashable {
    /// Folder under the output folder, e.g. `swift` → `output/swift/`.
    package var destination: String
    /// A prefix for generated names (`--brand-color-primary`, `.brandPrimary`), empty for none.
    package var prefix: String
    /// Platform-specific settings as written in the config (`colorScheme: both`), checked by the backend.
    package var settings: [String: String]
    /// Where each setting's value is written in the config, so a bad one is reported there.
    package var settingSpans: [String: SourceSpan]
    /// The tokens the platform emits and their paths (`include`, `exclude`, `rename`); every token by default.
    package var selection: TokenSelection

    package init(
        destination: String, prefix: String = "", settings: [String: String] = [:],
        settingSpans: [String: SourceSpan] = [:], selection: TokenSelection = TokenSelection()
    ) {
        self.destination = destination
        self.prefix = prefix
        self.settings = settings
        self.settingSpans = settingSpans
        self.selection = selection
    }
}
