import RefractModel

/// Whether a token is declared the same in two permutations: what every block but `:root` is made of.
extension CSSBlockBuilder {
    enum Sameness {
        static let unknown: UInt8 = 0
        static let same: UInt8 = 1
        static let different: UInt8 = 2
    }

    /// What two tokens at one path tell about their declarations before any formatting.
    enum TokenComparison {
        case differentValues
        /// Same value, alias and part references; `alias` resolves or not per permutation.
        case sameSource(alias: TokenPath?, type: TokenType, hasPartReferences: Bool)
        case undecided
    }

    /// Whether the token at `emitted[index]` is declared the same in both permutations. Several blocks ask
    /// about the same pair (varying, scheme-varying, changed from the base), so each answer is kept.
    mutating func same(_ first: Int, _ second: Int, _ index: Int) -> Bool {
        if first == second { return true }
        let pair = min(first, second) * model.permutations.count + max(first, second)
        if sameness[pair].isEmpty { sameness[pair] = [UInt8](repeating: Sameness.unknown, count: emitted.count) }
        switch sameness[pair][index] {
        case Sameness.same: return true
        case Sameness.different: return false
        default:
            let result = decideSame(first, second, index)
            sameness[pair][index] = result ? Sameness.same : Sameness.different
            return result
        }
    }

    /// Decided from the two tokens where they tell, without formatting: a plain cell's resolved value is its
    /// own token's, so different values never declare the same; the same value, alias and part references
    /// format alike when the alias resolves alike in both. Otherwise both cells are formatted and compared.
    private mutating func decideSame(_ first: Int, _ second: Int, _ index: Int) -> Bool {
        if !decidesFromTokens { return sameCells(first, second, index) }
        let path = emitted[index]
        let (a, b) = (rows.position(first, path), rows.position(second, path))
        guard let a, let b else { return a == nil && b == nil }
        let combines = counterparts[first] != nil || counterparts[second] != nil
        let comparison = rows.reading(first, a) { x in
            rows.reading(second, b) { y -> TokenComparison in
                // `light-dark()` declares a colour alike in light and dark even when the two differ.
                if combines && (CSSTokenType.of(x) == .color || CSSTokenType.of(y) == .color) { return .undecided }
                guard Self.sameValue(x, y) else { return .differentValues }
                guard x.pointee.aliasOf == y.pointee.aliasOf, x.pointee.partReferences == y.pointee.partReferences
                else { return .undecided }
                return .sameSource(alias: x.pointee.aliasOf, type: CSSTokenType.of(x),
                                   hasPartReferences: !x.pointee.partReferences.isEmpty)
            }
        }
        switch comparison {
        case .differentValues: return false
        case .undecided: return sameCells(first, second, index)
        case .sameSource(let alias, let type, let hasPartReferences):
            if !settings.resolveAliases, let alias {
                let (inFirst, inSecond) = (
                    formatter.refers(to: alias, from: path, type, first),
                    formatter.refers(to: alias, from: path, type, second))
                if inFirst && inSecond { return true }
                if inFirst != inSecond { return sameCells(first, second, index) }
            }
            return hasPartReferences ? sameCells(first, second, index) : true
        }
    }

    /// `x.pointee.value == y.pointee.value`. Colours (most tokens) are compared as colours: comparing the
    /// two `TokenValue`s copied both whole values first, a tenth of the time of listing the blocks.
    static func sameValue(_ x: UnsafePointer<Token>, _ y: UnsafePointer<Token>) -> Bool {
        if case .color(let a) = x.pointee.value {
            guard case .color(let b) = y.pointee.value else { return false }
            return a == b
        }
        return x.pointee.value == y.pointee.value
    }

    /// Both cells formatted and compared.
    private mutating func sameCells(_ first: Int, _ second: Int, _ index: Int) -> Bool {
        let (a, b) = (ensure(first, index), ensure(second, index))
        // Compared in place: copying two cells for each of a large set's comparisons showed.
        return cache.withUnsafeBufferPointer { cells in
            guard let base = cells.baseAddress else { return true }
            let (a, b) = (base + a, base + b)
            return a.pointee.value == b.pointee.value && a.pointee.parts == b.pointee.parts
                && sameValue(a.pointee.resolved, b.pointee.resolved)
                && sameValue(a.pointee.resolvedDark, b.pointee.resolvedDark)
        }
    }

    func sameValue(_ a: TokenRef?, _ b: TokenRef?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        if a == b { return true }
        return rows.reading(Int(a.permutation), Int(a.position)) { first in
            rows.reading(Int(b.permutation), Int(b.position)) { second in first.pointee.value == second.pointee.value }
        }
    }

    /// The slot in `cache` of the token at `emitted[index]` in `permutation`, computed if it was not yet.
    mutating func ensure(_ permutation: Int, _ index: Int) -> Int {
        let slot = permutation * emitted.count + index
        if !isCached[slot] {
            cache[slot] = compute(permutation, index)
            isCached[slot] = true
        }
        return slot
    }
}
