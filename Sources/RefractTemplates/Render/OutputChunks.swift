/// The rendered bytes, in chunks of a fixed size, handed over as they are (`RenderedText`).
///
/// One growing array reallocates and copies itself as it doubles, and the string made from it is one copy
/// more: about three times the output's size in memory touched. Rendering a 60 MB Swift file, first touches
/// of fresh memory were a visible share of a build; chunks are written once and copied once. A large value
/// (a pre-printed block of code, a JSON body) is not copied at all: its string becomes a piece of its own.
/// Appending is a bounds check and a copy through a pointer (`ByteChunk`), where an array's append checked
/// its uniqueness and capacity in a call of its own.
struct OutputChunks {
    private static let chunkSize = 1 << 20
    private static let firstSize = 4096
    /// Values at least this long are kept as pieces of their own rather than copied into a chunk.
    static let sharedMinimum = 8 << 10
    private var full: [RenderedText.Piece] = []
    private var chunk = ByteChunk(capacity: Self.firstSize)
    /// Bytes written to `chunk`.
    private var used = 0

    mutating func append(_ byte: UInt8) {
        if used == chunk.capacity { makeRoom(for: 1) }
        chunk.start[used] = byte
        used += 1
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if chunk.capacity - used < bytes.count { makeRoom(for: bytes.count) }
        (chunk.start + used).update(from: source, count: bytes.count)
        used += bytes.count
    }

    mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// A small output stays in one chunk, grown by doubling while it holds less than the first 4 KiB;
    /// after that, chunks are allocated at their final size (or at the size of one large piece).
    private mutating func makeRoom(for count: Int) {
        if used < Self.firstSize {
            let grown = ByteChunk(capacity: max(2 * chunk.capacity, used + count))
            grown.start.update(from: chunk.start, count: used)
            chunk = grown
            return
        }
        chunk.count = used
        full.append(.chunk(chunk))
        chunk = ByteChunk(capacity: max(Self.chunkSize, count))
        used = 0
    }

    /// Appends `text` without copying it (for texts of `sharedMinimum` bytes or more). What the current
    /// chunk holds is copied out at its size, and the chunk's memory is reused.
    mutating func append(sharing text: String) {
        if used > 0 {
            full.append(.bytes(Array(UnsafeBufferPointer(start: chunk.start, count: used))))
            used = 0
        }
        full.append(.text(text))
    }

    /// The pieces as they are: written to a file one by one, or joined into a `String` by the caller.
    consuming func finished() -> RenderedText {
        guard used > 0 || full.isEmpty else { return RenderedText(pieces: full) }
        chunk.count = used
        return RenderedText(pieces: full + [.chunk(chunk)])
    }
}
