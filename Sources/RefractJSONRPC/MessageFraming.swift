/// How messages are cut out of a byte stream and put into one: the Language Server Protocol's
/// `Content-Length` headers, or one message per line as the Model Context Protocol's stdio transport does.
/// A framing is a value: bytes go in as they arrive, whole message bodies come out.
package protocol MessageFraming: Sendable {
    init()
    /// Adds bytes read from the stream.
    mutating func append(_ bytes: some Collection<UInt8>)
    /// The next whole message body, or nil until more bytes arrive.
    mutating func nextFrame() throws(FramingError) -> [UInt8]?
    /// At the end of the stream: the last body when the stream may end without a terminator, nil when
    /// nothing is left; throws when a message was cut short.
    mutating func finish() throws(FramingError) -> [UInt8]?
    /// The bytes that carry `body` on the stream.
    static func frame(_ body: [UInt8]) -> [UInt8]
}

/// A stream that cannot be read as messages.
package struct FramingError: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}

/// Bytes received and not yet handed out; consumed from the front without moving the rest each time.
struct ByteQueue: Sendable {
    private var storage: [UInt8] = []
    private var start = 0

    var count: Int { storage.count - start }
    var isEmpty: Bool { count == 0 }

    mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0, start >= storage.count / 2 {
            storage.removeFirst(start)
            start = 0
        }
        storage.append(contentsOf: bytes)
    }

    /// The offset (from the front) of the first `byte` at or after `from`, or nil.
    func firstIndex(of byte: UInt8, from: Int = 0) -> Int? {
        var index = start + from
        while index < storage.count {
            if storage[index] == byte { return index - start }
            index += 1
        }
        return nil
    }

    /// The offset of the first occurrence of `pattern`, or nil.
    func firstIndex(of pattern: [UInt8]) -> Int? {
        guard let first = pattern.first, count >= pattern.count else { return nil }
        var from = 0
        while let candidate = firstIndex(of: first, from: from) {
            guard candidate + pattern.count <= count else { return nil }
            if (0..<pattern.count).allSatisfy({ storage[start + candidate + $0] == pattern[$0] }) { return candidate }
            from = candidate + 1
        }
        return nil
    }

    func peek(_ length: Int) -> ArraySlice<UInt8> { storage[start..<(start + length)] }

    mutating func take(_ length: Int) -> [UInt8] {
        let bytes = Array(storage[start..<(start + length)])
        start += length
        return bytes
    }

    mutating func drop(_ length: Int) { start += length }
}
