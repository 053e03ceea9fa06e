import RefractDiagnostics
import RefractModel
import RefractParser

/// What loading produced: the model of every permutation, the diagnostics with policy applied and
/// sorted, the bytes of every file read, and the files.
public struct LoadResult: Sendable {
    /// Nil when the resolver document could not be read or is not usable.
    public var model: ThemedTokenSet?
    /// The resolver document's plan, when the tokens came from one.
    package var plan: ResolverPlan?
    /// Policy applied, sorted by file and position.
    public var diagnostics: [Diagnostic]
    public var sources: SourceStore
    /// The token files read, in order; for a resolver document, it first, then every token file it
    /// references, in first-use order.
    public var files: [String]
    /// The documents of this load, for the next one, when the request had a cache.
    package var cache: DocumentCache?
    /// Tokens left out of some permutation because their value could not be resolved (or named one that
    /// could not): `--keep-going` leaves them out of every permutation and writes the rest.
    package var failedPaths: Set<TokenPath> = []
    /// Paths references named where no token is (what `--keep-going`'s summary names).
    package var missingTargets: Set<TokenPath> = []

    public var errorCount: Int { diagnostics.lazy.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.lazy.filter { $0.severity == .warning }.count }
}
