import RefractDiagnostics
import RefractModel

/// `--keep-going` on `import`, `build` and `lint`: the tokens whose value cannot be read are left out — with
/// every token that depends on them, which the parser fails with them — and the rest is written. The errors
/// still say what was left out, and the run still exits 1; without the flag, bad input writes nothing.
package enum KeepGoing {
    /// The errors a load may have and still be written from under `--keep-going`: about token values, not
    /// about the command or the config (those exit 2 and stop every run).
    package static func tolerates(_ diagnostics: [Diagnostic]) -> Bool {
        !diagnostics.contains { $0.severity == .error && ExitStatus.isUsage($0.code) }
    }

    /// The load's model without the tokens that failed in any permutation: a token left out of one theme
    /// only would leave the platforms a member some themes lack.
    package static func model(of load: LoadResult) -> ThemedTokenSet? {
        guard let model = load.model else { return nil }
        guard !load.failedPaths.isEmpty else { return model }
        let failed = load.failedPaths
        return ThemedTokenSet(
            axes: model.axes, permutations: model.permutations,
            tokenSets: model.tokenSets.map { set in TokenSet(set.tokens.filter { !failed.contains($0.path) }) },
            referenceOnly: model.referenceOnly.subtracting(failed))
    }

    /// The summary's words for what was left out: `left out 5 tokens that could not be read`.
    /// With the references that name no token, each once however many tokens name it: `…; 5 references name
    /// no token: 'brand.primary.base', …`.
    package static func leftOut(_ load: LoadResult) -> String? {
        let count = load.failedPaths.count
        guard count > 0 else { return nil }
        var words = "left out \(count) \(count == 1 ? "token" : "tokens") that could not be read (--keep-going)"
        let missing = load.missingTargets.map(\.description).sorted()
        if !missing.isEmpty {
            words += "; \(missing.count) \(missing.count == 1 ? "reference names" : "references name") no token: "
                + missing.map { "'\($0)'" }.joined(separator: ", ")
        }
        return words
    }
}
