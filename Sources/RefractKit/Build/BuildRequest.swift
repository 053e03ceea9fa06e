import RefractBackend
import RefractDiagnostics
import RefractLint
import RefractOutput

/// What `refract build` is asked to do, after config and flags are combined.
public struct BuildRequest: Sendable {
    public var load: LoadRequest
    /// The output folder.
    public var output: String
    /// Platforms to generate, by name.
    public var platforms: [String]
    public var options: [String: PlatformOptions]
    /// Per platform, a template file or folder that overrides built-in templates of the same name.
    public var templateOverrides: [String: String]
    public var customOutputs: [RefractConfig.CustomOutput]
    /// Patterns of files in the output folder a build may replace although Refract did not write them.
    public var overwrite: [String]
    /// The design rules run on the model before the backends, as `lint` runs them.
    public var lint: LintConfiguration
    /// `--keep-going`: build what can be read, leaving out each token whose value cannot be (and what depends
    /// on it); the load's errors are still reported, and only the others stop the write.
    package var keepGoing = false
    /// `build --keep-renamed`: the ids and paths of earlier versions, whose old paths stay as deprecated aliases.
    package var renameHistory: RenameHistory?

    public init(
        load: LoadRequest, output: String, platforms: [String], options: [String: PlatformOptions] = [:],
        templateOverrides: [String: String] = [:], customOutputs: [RefractConfig.CustomOutput] = [],
        overwrite: [String] = [], lint: LintConfiguration = .recommended
    ) {
        self.lint = lint
        self.overwrite = overwrite
        self.load = load
        self.output = output
        self.platforms = platforms
        self.options = options
        self.templateOverrides = templateOverrides
        self.customOutputs = customOutputs
    }
}

public struct BuildResult: Sendable {
    public struct PlatformSummary: Sendable {
        public var platform: String
        public var files: Int
        public var seconds: Double
    }

    public var load: LoadResult
    /// Everything: loading, backends, templates; policy applied, sorted.
    public var diagnostics: [Diagnostic]
    /// Paths relative to the output folder, sorted: every file the build produced.
    public var paths: [String] = []
    /// The files with their text, sorted by path; empty when they went to an `OutputStaging` instead.
    public var files: [GeneratedFile]
    /// The paths each output wrote: the platforms built, and `outputs` for the config's own outputs.
    public var owners: [String: [String]] = [:]
    public var summaries: [PlatformSummary]
    public var sources: SourceStore
    public var loadSeconds: Double

    public var errorCount: Int { diagnostics.lazy.filter { $0.severity == .error }.count }
    /// The errors that stop the write: all of them, or under `--keep-going` those not of the load, whose
    /// tokens were left out (`KeepGoing`).
    package var blockingErrorCount = 0
    public var warningCount: Int { diagnostics.lazy.filter { $0.severity == .warning }.count }
}
