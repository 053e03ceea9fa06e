/// A template's output: its UTF-8 bytes, in the chunks the renderer wrote them in. A file is written
/// from the chunks one after another; `bytes` joins them and `string` makes the text when a caller needs it.
package struct RenderedText: Sendable, Hashable {
    /// The output in order; where it is cut into chunks says nothing about the text.
    package let chunks: [[UInt8]]

    package init(bytes: [UInt8]) {
        chunks = bytes.isEmpty ? [] : [bytes]
    }

    package init(chunks: [[UInt8]]) {
        self.chunks = chunks.filter { !$0.isEmpty }
    }

    package var byteCount: Int { chunks.reduce(0) { $0 + $1.count } }

    package var bytes: [UInt8] { chunks.count == 1 ? chunks[0] : Array(chunks.joined()) }

    package var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Equal texts are equal however they are cut into chunks.
    package static func == (lhs: RenderedText, rhs: RenderedText) -> Bool {
        lhs.byteCount == rhs.byteCount && lhs.chunks.joined().elementsEqual(rhs.chunks.joined())
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(byteCount)
        for byte in chunks.joined() { hasher.combine(byte) }
    }
}
