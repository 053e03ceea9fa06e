/// UTF-8 written straight into the storage of the `String` it becomes (`TextSink.string(capacity:_:)`): a
/// large generated text written into a byte array and then made a `String` was copied whole, into fresh
/// memory (for the 100k bundle, 79 MB copied and page-faulted a second time, both copies alive at once).
///
/// Writes past the capacity are only counted: when the estimate was short, the text is written again into
/// exactly the size counted, so a low estimate costs time, never correctness.
public struct TextSink {
    @usableFromInline let base: UnsafeMutablePointer<UInt8>?
    @usableFromInline let capacity: Int
    @usableFromInline var written = 0
    /// The bytes written so far, counted also past `capacity`.
    public var count: Int { written }

    @usableFromInline init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        base = buffer.baseAddress
        capacity = buffer.baseAddress == nil ? 0 : buffer.count
    }

    /// Writes into `buffer`, memory its caller owns; bytes past its end are only counted.
    public init(unsafeUninitialized buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.init(buffer)
    }

    /// The text `write` writes, in a string of `capacity` bytes: an estimate that need not be exact. Pages
    /// of a large string's storage that are never written cost no memory, so a generous estimate is cheap.
    /// `write` must write the same bytes each time it is called.
    public static func string(capacity: Int, _ write: (inout TextSink) -> Void) -> String {
        var needed = 0
        let text = String(unsafeUninitializedCapacity: max(capacity, 0)) { buffer in
            var sink = TextSink(buffer)
            write(&sink)
            needed = sink.count
            return sink.count <= sink.capacity ? sink.count : 0
        }
        guard needed > text.utf8.count else { return text }
        return String(unsafeUninitializedCapacity: needed) { buffer in
            var sink = TextSink(buffer)
            write(&sink)
            return min(sink.count, sink.capacity)
        }
    }

    @inlinable @inline(__always)
    public mutating func append(_ byte: UInt8) {
        if written < capacity, let base { base[written] = byte }
        written += 1
    }

    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if written + bytes.count <= capacity, let base, let source = bytes.baseAddress {
            (base + written).update(from: source, count: bytes.count)
        }
        written += bytes.count
    }

    @inlinable @inline(__always)
    public mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// `count` spaces.
    @inlinable
    public mutating func spaces(_ count: Int) {
        guard count > 0 else { return }
        if written + count <= capacity, let base { (base + written).update(repeating: UInt8(ascii: " "), count: count) }
        written += count
    }
}
