import RefractDiagnostics
import RefractImport

/// The flags every command that reads tokens takes (`--from`, `--resolver`, `--resolver-root`, `--input`,
/// `--strict`, `--warnings-as-errors`), and how they combine with a config into what to load, so that
/// `build`, `lint`, `preview`, `watch` and both sides of `diff` read a set the same way. Flags override the config.
package struct ReadingFlags: Sendable, Equatable {
    /// `--from`: the format of every input.
    package var format: TokenFormat?
    /// `--resolver`: replaces the config's tokens and resolver.
    package var resolver: String?
    /// `--resolver-root`, after the config's `resolverRoots`.
    package var resolverRoots: [String] = []
    /// `--input theme=christmas`: only the permutations with these contexts.
    package var modifierInputs: [String: String] = [:]
    /// `--strict` and `--warnings-as-errors`, or-ed with the config's.
    package var strict = false
    package var warningsAsErrors = false

    package init(
        format: TokenFormat? = nil, resolver: String? = nil, resolverRoots: [String] = [],
        modifierInputs: [String: String] = [:], strict: Bool = false, warningsAsErrors: Bool = false
    ) {
        self.format = format
        self.resolver = resolver
        self.resolverRoots = resolverRoots
        self.modifierInputs = modifierInputs
        self.strict = strict
        self.warningsAsErrors = warningsAsErrors
    }
}

extension RefractConfig {
    /// What to load: inputs `given` on the command line replace the config's `tokens` and `resolver`, and
    /// `--resolver` replaces both; with neither, the config's, else `defaultInputs`. `--from` names the
    /// format of every input; else the config's `format:` applies to its own inputs, given or not.
    package func loadRequest(given: [String], flags: ReadingFlags, defaultInputs: [String]) -> LoadRequest {
        let resolver = flags.resolver ?? (given.isEmpty ? self.resolver : nil)
        let inputs = !given.isEmpty ? given : (resolver != nil ? [] : (tokens.isEmpty ? defaultInputs : tokens))
        var request = LoadRequest(
            inputs: inputs, resolver: resolver, modifierInputs: flags.modifierInputs, policy: policy(flags),
            colorSchemeAxis: colorSchemeAxis, themeAxis: themeAxis, contrastAxis: contrastAxis,
            resolverRoots: resolverRoots + flags.resolverRoots)
        if let format = flags.format {
            request.formats = Dictionary(uniqueKeysWithValues: Set(inputs).map { ($0, format) })
        } else {
            for input in inputs {
                if let format = format(of: input) { request.formats[input] = format }
            }
        }
        for input in inputs {
            if let sets = sourceSets(of: input) { request.sourceSets[input] = sets }
        }
        return request
    }

    /// The config's severities and strictness, `--strict` and `--warnings-as-errors` added.
    package func policy(_ flags: ReadingFlags) -> DiagnosticPolicy {
        DiagnosticPolicy(
            strict: flags.strict || strict, warningsAsErrors: flags.warningsAsErrors || warningsAsErrors,
            overrides: diagnostics)
    }

    /// The `format:` the config gives `input` (as written on the command line: `./tokens/` is `tokens`).
    package func format(of input: String) -> TokenFormat? {
        tokenFormats[input] ?? tokenFormats[Self.plain(input)]
    }

    /// The `emitSourceSets:` the config gives `input`, named as `format(of:)` names it.
    package func sourceSets(of input: String) -> SourceSetOutput? {
        tokenSourceSets[input] ?? tokenSourceSets[Self.plain(input)]
    }

    private static func plain(_ input: String) -> String {
        var path = Substring(input)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
