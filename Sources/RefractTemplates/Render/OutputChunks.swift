/// The rendered bytes, in chunks of a fixed size, handed over as they are (`RenderedText`).
///
/// One growing array reallocates and copies itself as it doubles, and the string made from it is one copy
/// more: about three times the output's size in memory touched. Rendering a 60 MB Swift file, first touches
/// of fresh memory were a visible share of a build; chunks are written once and copied once.
struct OutputChunks {
    private static let chunkSize = 1 << 20
    private var full: [[UInt8]] = []
    private var current: [UInt8] = []

    init() {
        current.reserveCapacity(4096)
    }

    /// A small output stays in one array; once it outgrows the first 4 KiB, chunks are allocated at their
    /// final size (or at the size of one large piece, such as a pre-rendered JSON body).
    private mutating func makeRoom(for count: Int) {
        guard current.count + count > current.capacity, current.count >= 4096 else { return }
        full.append(current)
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

    /// The chunks as they are: written to a file one by one, or joined into a `String` by the caller.
    consuming func finished() -> RenderedText {
        RenderedText(chunks: full + [current])
    }
}
