/// The rendered bytes, in chunks of a fixed size, joined into a `String` once at the end.
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

    var string: String {
        let total = full.reduce(current.count) { $0 + $1.count }
        if full.isEmpty { return String(decoding: current, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var offset = 0
            for chunk in full + [current] {
                chunk.withUnsafeBufferPointer { bytes in
                    guard let base = bytes.baseAddress, let target = buffer.baseAddress else { return }
                    (target + offset).update(from: base, count: bytes.count)
                }
                offset += chunk.count
            }
            return offset
        }
    }
}
