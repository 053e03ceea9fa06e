/// "Did you mean" by edit distance, as swift-argument-parser does: only when close (distance < 4).
package enum Suggestions {
    package static func nearest<C: Collection>(to word: String, in candidates: C, maximumDistance: Int = 3) -> String?
    where C.Element == String {
        var best: (String, Int)?
        let target = Array(word.utf8)
        for candidate in candidates {
            let bytes = Array(candidate.utf8)
            if abs(bytes.count - target.count) > maximumDistance { continue }
            let distance = editDistance(target, bytes, limit: best.map { $0.1 } ?? maximumDistance)
            if distance <= maximumDistance, distance < (best?.1 ?? .max), distance > 0 || candidate != word {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// Damerau–Levenshtein (optimal string alignment), giving up early once every cell exceeds `limit`.
    package static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return rowMinimum }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
