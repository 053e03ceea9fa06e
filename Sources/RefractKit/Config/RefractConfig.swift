import RefractDiagnostics
import RefractImport
import RefractLint
import RefractOutput

/// `refract.yaml` / `refract.json`: what to read, how strictly, which axis is which, and what to write.
/// Command-line flags override it. The JSON Schema is docs/schemas/refract-config.schema.json.
public struct RefractConfig: Sendable, Equatable {
    /// Token files and folders, in merge order (ignored when `resolver` is set).
    package var tokens: [String] = []
    /// The format of each of `tokens` not in DTCG (`- { path: legacy, format: style-dictionary }`), by its path.
    package var tokenFormats: [String: TokenFormat] = [:]
    /// The Tokens Studio `source` sets each input outputs (`emitSourceSets:`), by its path.
    package var tokenSourceSets: [String: SourceSetOutput] = [:]
    /// A DTCG resolver document.
    package var resolver: String?
    /// Where each path of `tokens` and `resolver` is written, by the path as read (relative to the current
    /// folder): a missing one is reported there.
    package var pathSpans: [String: SourceSpan] = [:]
    package var strict = false
    package var warningsAsErrors = false
    /// The modifier that is the colour scheme (default: the one whose contexts are light and dark).
    package var colorSchemeAxis: String?
    /// The modifier that is the theme (default: the one named `theme`).
    package var themeAxis: String?
    /// The modifier that is the contrast, standard (its default context) or increased (its other context)
    /// (default: the one named `contrast`, when it has two contexts).
    package var contrastAxis: String?
    /// Output folder (default `output`).
    package var output = "output"
    /// Where the config names `output`, for an error about the folder.
    package var outputSpan: SourceSpan?
    /// Folders besides its own that the resolver document's `$ref`s may read.
    package var resolverRoots: [String] = []
    /// Patterns of files in the output folder that a build may replace although Refract did not write them.
    package var overwrite: [String] = []
    package var platforms: [String: PlatformConfig] = [:]
    /// `api`, `public` and `referenceOnly` at the top level: every platform's default, which its own extend.
    package var api: APIScope?
    package var publicPatterns: [String] = []
    package var publicSpans: [SourceSpan] = []
    package var referenceOnlyPatterns: [String] = []
    package var referenceOnlySpans: [SourceSpan] = []
    package var outputs: [CustomOutput] = []
    /// Severities per code and per path (`diagnostics:`), for every command's policy.
    package var diagnostics: [SeverityOverride] = []
    /// `lint:` as written: the rules' levels and options, checked when read (RefractLint's
    /// `LintConfiguration.read`); nil for the defaults.
    package var lint: LintOptionValue?
    /// Where the config was read from; paths in it are relative to its folder.
    package var path: String?

    package init() {}

    package struct PlatformConfig: Sendable, Equatable {
        package var enabled = true
        /// Folder under `output` (default: the platform name).
        package var destination: String?
        package var prefix = ""
        /// A template file that replaces the platform's main built-in template.
        package var template: String?
        /// Every other key, for the backend to check (`colorScheme: both`).
        package var settings: [String: String] = [:]
        /// Where each setting's value is written.
        package var settingSpans: [String: SourceSpan] = [:]
        /// `include`, `exclude`, `rename`, `public` and `referenceOnly`: the tokens the platform emits, and
        /// their paths; its `api` is `api` here, else the config's.
        package var selection = TokenSelection()
        /// `api:` as the platform writes it; nil takes the config's, else `semantic`.
        package var api: APIScope?

        package init() {}
    }

    /// The platform `name` as the config sets it, with the top level's `api`, `public` and `referenceOnly`
    /// taken in (a platform the config does not list has only those).
    package func platform(_ name: String) -> PlatformConfig {
        var platform = platforms[name] ?? PlatformConfig()
        platform.selection.api = platform.api ?? api ?? .semantic
        platform.selection.publicPatterns += publicPatterns
        platform.selection.publicSpans += publicSpans
        platform.selection.referenceOnlyPatterns += referenceOnlyPatterns
        platform.selection.referenceOnlySpans += referenceOnlySpans
        return platform
    }

    /// An output defined only in config: a template rendered from one platform's context.
    public struct CustomOutput: Sendable, Equatable {
        package var context: String
        package var template: String
        /// File path under `output`.
        package var destination: String
        package var span: SourceSpan?

        package init(context: String, template: String, destination: String, span: SourceSpan? = nil) {
            self.context = context
            self.template = template
            self.destination = destination
            self.span = span
        }
    }

    static let fileNames = ["refract.yaml", "refract.yml", "refract.json"]
    package static let platformNames = ["swift", "json", "css", "web", "android", "compose", "xcassets"]
    /// The keys of the file's top level.
    package static let keys = ["tokens", "resolver", "strict", "warningsAsErrors", "output", "axes", "platforms", "outputs", "diagnostics",
        "resolverRoots", "overwrite", "lint", "api", "public", "referenceOnly",
    ]
    /// The keys every platform has, besides its own settings.
    package static let platformKeys = [
        "enabled", "destination", "prefix", "template", "include", "exclude", "rename", "api", "public", "referenceOnly",
    ]
}
