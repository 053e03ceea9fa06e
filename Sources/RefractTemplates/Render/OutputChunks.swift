/// The rendered bytes, in chunks of a fixed size, handed over as they are (`RenderedText`).
///
/// One growing array reallocates and copies itself as it doubles, and the string made from it is one copy
/// more: about three times the output's size in memory touched. Rendering a 60 MB Swift file, first touches
/// of fresh memory were a visible share of a build; chunks are written once and copied once. A large value
/// (a pre-printed block of code, a JSON body) is not copied at all: its string becomes a piece of its own.
struct OutputChunks {
    private static let chunkSize = 1 << 20
    /// Values at least this long are kept as pieces of their own rather than copied into a chunk.
    static let sharedMinimum = 8 << 10
    private var full: [RenderedText.Piece] = []
    private var current: [UInt8] = []

    init() {
        current.reserveCapacity(4096)
    }

    /// A small output stays in one array; once it outgrows the first 4 KiB, chunks are allocated at their
    /// final size (or at the size of one large piece).
    private mutating func makeRoom(for count: Int) {
        guard current.count + count > current.capacity, current.count >= 4096 else { return }
        full.append(.bytes(current))
        current = []
        current.reserveCapacity(max(Self.chunkSize, count))
    }

    mutating func append(_ byte: UInt8) {
        makeRoom(for: 1)
        current.append(byte)
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        makeRoom(for: bytes.count)
        current.append(contentsOf: bytes)
    }

    mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// Appends `text` without copying it (for texts of `sharedMinimum` bytes or more). What the current
    /// chunk holds is copied out at its size, and the chunk's buffer is reused.
    mutating func append(sharing text: String) {
        if !current.isEmpty {
            // A copy of exactly the bytes (`Array(current)` would share the chunk's buffer, and clearing
            // the chunk would then allocate a new one for every large value).
            full.append(.bytes(current.withUnsafeBufferPointer { Array($0) }))
            current.removeAll(keepingCapacity: true)
        }
        full.append(.text(text))
    }

    /// The pieces as they are: written to a file one by one, or joined into a `String` by the caller.
    consuming func finished() -> RenderedText {
        RenderedText(pieces: current.isEmpty && !full.isEmpty ? full : full + [.bytes(current)])
    }
}
