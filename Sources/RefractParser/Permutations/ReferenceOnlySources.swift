import RefractModel

/// Which tokens a plan read only so that references resolve: those whose definition, in every permutation that
/// has them, comes from a source marked `referenceOnly`.
///
/// A token's definition is the one that won the merge, and the token is located at its key, so the source
/// it came from is the source whose tree holds that key. A token that any permutation takes from another
/// source is output in every permutation: leaving it out of one theme only would let that theme's CSS fall
/// back to another theme's value, and would give the platforms whose themes share one shape (Swift,
/// Compose) a token some themes lack.
enum ReferenceOnlySources {
    /// Where a source's tree stands in its file.
    private struct Extent {
        var file: String
        var range: ClosedRange<Int>

        func holds(_ source: SourceReference) -> Bool {
            source.file == file && range.contains(source.offset)
        }
    }

    /// `tokenSets[p]` was merged from `sources[p]`.
    static func paths(_ tokenSets: [TokenSet], sources: [[MaterializedSource]]) -> Set<TokenPath> {
        var referenceOnly: Set<TokenPath> = []
        var output: Set<TokenPath> = []
        for (set, permutationSources) in zip(tokenSets, sources) {
            var readOnly: [Extent] = []
            var written: [Extent] = []
            for source in permutationSources {
                let span = source.tree.span
                let extent = Extent(file: span.file, range: span.start.offset...max(span.start.offset, span.end.offset))
                if source.referenceOnly { readOnly.append(extent) } else { written.append(extent) }
            }
            guard !readOnly.isEmpty else {
                output.formUnion(set.tokens.map(\.path))
                continue
            }
            for token in set.tokens {
                let fromReferenceOnly = readOnly.contains { $0.holds(token.source) }
                    && !written.contains { $0.holds(token.source) }
                if fromReferenceOnly { referenceOnly.insert(token.path) } else { output.insert(token.path) }
            }
        }
        return referenceOnly.subtracting(output)
    }
}
