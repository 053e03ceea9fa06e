/// A template's output as the renderer wrote it: UTF-8 in pieces, chunks of bytes and large values as
/// the strings they were. A file of tens of megabytes is written from the pieces as they are, without
/// first copying them into one `String`; `string` joins them when a caller needs text.
public struct RenderedText: Sendable {
    enum Piece: Sendable {
        case bytes([UInt8])
        case chunk(ByteChunk)
        case text(String)

        var count: Int {
            switch self {
            case .bytes(let bytes): bytes.count
            case .chunk(let chunk): chunk.count
            case .text(let text): text.utf8.count
            }
        }
    }

    let pieces: [Piece]

    init(pieces: [Piece]) {
        self.pieces = pieces
    }

    public var byteCount: Int { pieces.reduce(0) { $0 + $1.count } }

    /// Calls `body` with each piece's bytes in order until it returns false; returns whether every call did.
    public func forEachChunk(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        for piece in pieces {
            let going = switch piece {
            case .bytes(let bytes): bytes.withUnsafeBufferPointer(body)
            case .chunk(let chunk): body(chunk.bytes)
            case .text(var text): text.withUTF8(body)
            }
            guard going else { return false }
        }
        return true
    }

    public var string: String {
        if pieces.count == 1, case .chunk(let chunk) = pieces[0] { return String(decoding: chunk.bytes, as: UTF8.self) }
        if pieces.count == 1, case .text(let text) = pieces[0] { return text }
        return String(unsafeUninitializedCapacity: byteCount) { buffer in
            var offset = 0
            _ = forEachChunk { bytes in
                if let base = bytes.baseAddress, let target = buffer.baseAddress {
                    (target + offset).update(from: base, count: bytes.count)
                }
                offset += bytes.count
                return true
            }
            return offset
        }
    }
}
