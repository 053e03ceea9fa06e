/// Where the number and colour writers put their bytes: a byte array, or a `TextSink` writing into a
/// string's own storage. One generic body serves both, specialised for each inside this module.
public protocol ByteAppending {
    mutating func append(_ byte: UInt8)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: ByteAppending where Element == UInt8 {
    @inlinable
    public mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}

extension TextSink: ByteAppending {
    @inlinable
    public mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(bytes)
    }
}

extension ByteAppending {
    /// Named apart from `TextSink.append(_: StaticString)`, which literals should take.
    @inlinable
    public mutating func append(text: String) {
        var text = text
        text.withUTF8 { appendBytes($0) }
    }
}
