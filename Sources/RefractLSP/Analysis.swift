import RefractDiagnostics
import RefractDiff
import RefractKit
import RefractModel
import RefractOutput
import RefractParser

/// What one check of a project (or of a lone file) found: `lint`'s verdict on the editor's text, and the
/// resolved model the requests answer from until the next check.
struct Analysis: Sendable {
    var model: ThemedTokenSet?
    /// Every file the check read, normalised.
    var files: [String]
    var sources: SourceStore
    var diagnostics: [Diagnostic]
    /// The platforms whose names hover shows and native references find.
    var platforms: [String]
    var options: [String: PlatformOptions]
    /// Where each token is defined, by file and its key's offset, in any permutation.
    var definitions: [String: [Int: TokenPath]]
    /// The files this check parsed, for the next check of the project: a file whose text did not change
    /// (every file but the one being typed in) is not parsed again.
    var documents: DocumentCache?
    /// What the generated names depend on, hashed: a check that leaves it as it was (an edit to a value,
    /// the usual keystroke) keeps the names the check before worked out.
    let nameInputs: Int
    private let names = OnceValue<[String: [PlatformName]]>()
    private let nativeNames = OnceValue<NativeNameIndex>()
    /// The line tables of files read by this check, made once each: a definition in a large file that is
    /// not open would otherwise count its lines on every request.
    let lineTables = LineTableCache()

    static let empty = Analysis(model: nil, files: [], sources: SourceStore(), diagnostics: [], platforms: [], options: [:], definitions: [:])

    /// `refract lint` on the project, reading the editor's text for the files it holds, and parsing only the
    /// files whose text differs from the previous check's; the previous check's platform names are kept
    /// when what they depend on did not change.
    static func check(_ project: Project, unsaved: [String: [UInt8]], previous: Analysis? = nil) -> Analysis {
        guard !project.hasConfigErrors else {
            return Analysis(
                model: nil, files: project.configPath.map { [$0] } ?? [], sources: SourceStore(), diagnostics: project.configDiagnostics,
                platforms: [], options: [:], definitions: [:])
        }
        var request = project.request
        request.unsavedDocuments = unsaved
        request.cache = previous?.documents ?? DocumentCache()
        let result = TokenLoader.run(request)
        let diagnostics = project.tokens.lintDiagnostics(result)
        let analysis = Analysis(result, diagnostics: diagnostics, platforms: project.platforms, options: project.options)
        if let previous, previous.nameInputs == analysis.nameInputs {
            previous.names.current.map(analysis.names.keep)
            previous.nativeNames.current.map(analysis.nativeNames.keep)
        }
        return analysis
    }

    /// A file outside every project: its own format's checks (syntax, DTCG), no config, no lint rules.
    static func checkAlone(_ path: String, unsaved: [String: [UInt8]]) -> Analysis {
        var request = LoadRequest(inputs: [path])
        request.unsavedDocuments = unsaved
        let result = TokenLoader.run(request)
        return Analysis(result, diagnostics: result.diagnostics, platforms: [], options: [:])
    }

    private init(_ result: LoadResult, diagnostics: [Diagnostic], platforms: [String], options: [String: PlatformOptions]) {
        model = result.model
        files = result.files.map(ResolverPaths.normalize)
        sources = result.sources
        self.diagnostics = diagnostics
        self.platforms = platforms
        self.options = options
        var definitions: [String: [Int: TokenPath]] = [:]
        for set in result.model?.tokenSets ?? [] {
            for token in set.tokens {
                definitions[ResolverPaths.normalize(token.source.file), default: [:]][token.source.offset] = token.path
            }
        }
        self.definitions = definitions
        documents = result.cache
        nameInputs = Self.nameInputs(result.model, platforms: platforms, options: options)
    }

    /// Every token's path, type, alias, part references, extensions and deprecation in every permutation,
    /// and the platforms with their options: what decides the names a build gives, leaving out the values.
    private static func nameInputs(_ model: ThemedTokenSet?, platforms: [String], options: [String: PlatformOptions]) -> Int {
        var hasher = Hasher()
        hasher.combine(platforms)
        hasher.combine(options)
        guard let model else { return hasher.finalize() }
        hasher.combine(model.permutations)
        hasher.combine(model.referenceOnly)
        for set in model.tokenSets {
            hasher.combine(set.tokens.count)
            for token in set.tokens {
                hasher.combine(token.path)
                hasher.combine(token.value.otherTypeName)
                hasher.combine(token.aliasOf)
                hasher.combine(token.partReferences)
                hasher.combine(token.extensions)
                hasher.combine(token.deprecation)
            }
        }
        return hasher.finalize()
    }

    private init(
        model: ThemedTokenSet?, files: [String], sources: SourceStore, diagnostics: [Diagnostic], platforms: [String],
        options: [String: PlatformOptions], definitions: [String: [Int: TokenPath]]
    ) {
        self.model = model
        self.files = files
        self.sources = sources
        self.diagnostics = diagnostics
        self.platforms = platforms
        self.options = options
        self.definitions = definitions
        nameInputs = 0
    }

    /// The names each enabled platform gives the tokens, worked out when first asked (a hover) and kept
    /// with this analysis: building every platform's context costs about a build's, too much per check.
    func platformNames() -> [String: [PlatformName]] {
        names.value {
            guard let model else { return [:] }
            let names = PlatformNameList.collect(model, platforms: platforms, options: options)
            return Dictionary(grouping: names.filter { $0.token != nil }, by: { $0.token ?? "" })
        }
    }

    /// The tokens behind the generated names, by the name an app writes (hover and definition in its files).
    func nativeNameIndex() -> NativeNameIndex {
        nativeNames.value { NativeNameIndex(platformNames()) }
    }
}
