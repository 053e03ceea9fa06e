import RefractImport

/// The line `build` and `lint` print when tokens were read for references only (Tokens Studio's `source`
/// sets, sources marked `referenceOnly`): how many, and how to output them, so that a project whose CSS
/// holds 2 properties of its 46 tokens says why.
package enum ReferenceOnlySummary {
    package static func line(_ result: LoadResult, request: LoadRequest) -> String? {
        guard let count = result.model?.referenceOnly.count, count > 0 else { return nil }
        let tokens = "\(count) \(count == 1 ? "token" : "tokens")"
        let studioInputs = request.inputs.filter { request.formats[$0] == .tokensStudio && request.sourceSets[$0] != .all }
        guard let input = studioInputs.first else {
            return "refract: \(tokens) read for references only (sources marked 'referenceOnly') and not output"
        }
        return "refract: \(tokens) of Tokens Studio 'source' sets read for references only and not output; to output them, "
            + "give the input '{ path: \(input), format: tokens-studio, emitSourceSets: true }' in refract.yaml (or list the sets)"
    }
}
