import RefractModel
import RefractOutput

extension TokenRows {
    /// Runs `body` on the token at `position` of `permutation`'s list without copying it: passing a `Token`
    /// on, even borrowed, copied it (a retain for each of its many references); its `pointee` is read in place.
    /// The pointer is valid only inside `body`.
    @inline(__always)
    func reading<Result>(_ permutation: Int, _ position: Int, _ body: (UnsafePointer<Token>) -> Result) -> Result {
        tokens[permutation].withUnsafeBufferPointer { buffer in
            precondition(position >= 0 && position < buffer.count, "token position out of range")
            // A non-empty buffer has a base address.
            return body(buffer.baseAddress.unsafelyUnwrapped + position)
        }
    }
}
