import RefractModel

/// Where each of the model's paths sits in each permutation's token list, found by one merge walk per
/// permutation (both lists are sorted by path), so a backend reads tokens in place by index instead of
/// hashing a path and copying a `Token` for every lookup.
public struct TokenRows: Sendable {
    /// `positions[permutation][pathIndex]`: the token's index in `tokens[permutation]`, or -1 when missing.
    public let positions: [[Int32]]
    /// `tokens[permutation]`: the token list of that permutation, as the model stores it.
    public let tokens: [[Token]]

    public init(_ model: ThemedTokenSet) {
        let paths = model.paths
        tokens = model.tokenSets.map(\.tokens)
        positions = tokens.map { list in
            var row = [Int32](repeating: -1, count: paths.count)
            var next = 0
            for index in list.indices {
                // A set's paths are a subset of the model's, in the same order.
                while next < paths.count, paths[next] != list[index].path { next += 1 }
                guard next < paths.count else { break }
                row[next] = Int32(index)
                next += 1
            }
            return row
        }
    }

    /// The rows of `model` with `positions` as an earlier `TokenRows(model).positions` gave them.
    public init(_ model: ThemedTokenSet, positions: [[Int32]]) {
        tokens = model.tokenSets.map(\.tokens)
        precondition(positions.count == tokens.count, "positions of another model")
        self.positions = positions
    }

    /// The index of the token at `pathIndex` in `permutation`'s list, or nil when the permutation lacks it.
    @inline(__always)
    public func position(_ permutation: Int, _ pathIndex: Int) -> Int? {
        let position = positions[permutation][pathIndex]
        return position < 0 ? nil : Int(position)
    }

    /// Runs `body` on the token at `position` of `permutation`'s list without copying it: passing a `Token`
    /// on, even borrowed, copied it (a retain for each of its many references); its `pointee` is read in
    /// place. The pointer is valid only inside `body`.
    @inline(__always)
    public func reading<Result>(_ permutation: Int, _ position: Int, _ body: (UnsafePointer<Token>) -> Result) -> Result {
        tokens[permutation].withUnsafeBufferPointer { buffer in
            precondition(position >= 0 && position < buffer.count, "token position out of range")
            // A non-empty buffer has a base address.
            return body(buffer.baseAddress.unsafelyUnwrapped + position)
        }
    }
}
