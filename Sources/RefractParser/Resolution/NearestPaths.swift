import RefractDiagnostics
import RefractModel

/// Finds the token path nearest to one that names no token, for an alias's "did you mean".
struct NearestPaths {
    /// Every token's dotted path as bytes, by length: a suggestion reads only paths within 3 bytes of the
    /// wanted length, and no path is spelled twice in one load.
    private let pathsByLength: [Int: [(index: Int, bytes: [UInt8])]]

    /// `raw` holds the tokens whose paths may be suggested.
    init(_ raw: [RawToken]) {
        var index: [Int: [(index: Int, bytes: [UInt8])]] = [:]
        for i in raw.indices {
            let bytes = Array(raw[i].path.dotted.utf8)
            index[bytes.count, default: []].append((i, bytes))
        }
        pathsByLength = index
    }

    /// The nearest path (edit distance < 4), preferring tokens of the expected type, then the nearest,
    /// then the first defined.
    func nearest(to path: TokenPath, expected: DeclaredType?, in raw: [RawToken]) -> Int? {
        let wanted = Array(path.dotted.utf8)
        var best: (index: Int, distance: Int, typeMatches: Bool)?
        for length in max(0, wanted.count - 3)...(wanted.count + 3) {
            for candidate in pathsByLength[length] ?? [] {
                let distance = Suggestions.editDistance(wanted, candidate.bytes, limit: 3)
                guard distance <= 3 else { continue }
                let typeMatches = expected == nil || raw[candidate.index].declaredType == expected
                let better: Bool
                if let current = best {
                    better = (typeMatches && !current.typeMatches)
                        || (typeMatches == current.typeMatches
                            && (distance < current.distance || (distance == current.distance && candidate.index < current.index)))
                } else {
                    better = true
                }
                if better { best = (candidate.index, distance, typeMatches) }
            }
        }
        return best?.index
    }
}
