/// A template's output as the renderer wrote it: UTF-8 in chunks. A file of tens of megabytes can be
/// written from the chunks as they are, without first copying them into one `String`; `string` joins
/// them when a caller needs text.
public struct RenderedText: Sendable {
    let chunks: [[UInt8]]

    init(chunks: [[UInt8]]) {
        self.chunks = chunks
    }

    public var byteCount: Int { chunks.reduce(0) { $0 + $1.count } }

    /// Calls `body` with each chunk in order until it returns false; returns whether every call did.
    public func forEachChunk(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        for chunk in chunks {
            guard chunk.withUnsafeBufferPointer(body) else { return false }
        }
        return true
    }

    public var string: String {
        guard chunks.count > 1 else { return String(decoding: chunks.first ?? [], as: UTF8.self) }
        return String(unsafeUninitializedCapacity: byteCount) { buffer in
            var offset = 0
            for chunk in chunks {
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
