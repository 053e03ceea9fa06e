/// A template's output: its UTF-8 bytes, as the renderer wrote them. A file is written from the bytes;
/// `string` makes the text when a caller needs it.
public struct RenderedText: Sendable, Hashable {
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var byteCount: Int { bytes.count }

    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
