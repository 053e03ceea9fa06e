/// The Language Server Protocol's framing: headers (`Content-Length: N`, optionally `Content-Type`),
/// each ending in `\r\n`, an empty line, then N bytes of UTF-8 JSON.
package struct ContentLengthFraming: MessageFraming {
    /// A body larger than this is refused: a client sending one is broken, and reading it would take
    /// the memory of the whole process.
    package static let maximumBodySize = 256 << 20
    /// Headers longer than this without their empty line are refused for the same reason.
    package static let maximumHeaderSize = 8 << 10

    private var queue = ByteQueue()
    /// The length of the body whose headers were read, while waiting for its bytes.
    private var pendingLength: Int?

    package init() {}

    package mutating func append(_ bytes: some Collection<UInt8>) { queue.append(bytes) }

    package mutating func nextFrame() throws(FramingError) -> [UInt8]? {
        if pendingLength == nil {
            guard let end = queue.firstIndex(of: Array("\r\n\r\n".utf8)) else {
                if queue.count > Self.maximumHeaderSize {
                    throw FramingError("no end of headers in the first \(Self.maximumHeaderSize) bytes")
                }
                return nil
            }
            let header = String(decoding: queue.peek(end), as: UTF8.self)
            queue.drop(end + 4)
            pendingLength = try Self.contentLength(in: header)
        }
        guard let length = pendingLength, queue.count >= length else { return nil }
        pendingLength = nil
        return queue.take(length)
    }

    package mutating func finish() throws(FramingError) -> [UInt8]? {
        if let frame = try nextFrame() { return frame }
        guard queue.isEmpty, pendingLength == nil else {
            throw FramingError("the stream ended inside a message")
        }
        return nil
    }

    package static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    static func contentLength(in header: String) throws(FramingError) -> Int {
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else {
                throw FramingError("a header line without ':': '\(line.prefix(80))'")
            }
            let name = line[..<colon].trimmingSpaces.lowercased()
            guard name == "content-length" else { continue }
            guard let value = Int(line[line.index(after: colon)...].trimmingSpaces), value >= 0 else {
                throw FramingError("'Content-Length' is not a length: '\(line.prefix(80))'")
            }
            guard value <= maximumBodySize else {
                throw FramingError("a message of \(value) bytes is larger than the \(maximumBodySize) allowed")
            }
            length = value
        }
        guard let length else { throw FramingError("a message without a 'Content-Length' header") }
        return length
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
