/// One message per line, as the Model Context Protocol's stdio transport frames them: a body is the
/// bytes before `\n` (a `\r` before it is dropped); blank lines are skipped. Bodies must hold no newline,
/// which `JSONValue.serialized` never writes.
package struct NewlineFraming: MessageFraming {
    /// A line longer than this without its newline is refused, as `ContentLengthFraming` refuses a body.
    package static let maximumLineSize = 256 << 20

    private var queue = ByteQueue()
    /// How far the queue has been searched for a newline, so a long line arriving in pieces is scanned once.
    private var searched = 0

    package init() {}

    package mutating func append(_ bytes: some Collection<UInt8>) { queue.append(bytes) }

    package mutating func nextFrame() throws(FramingError) -> [UInt8]? {
        while let newline = queue.firstIndex(of: UInt8(ascii: "\n"), from: searched) {
            searched = 0
            var line = queue.take(newline + 1)
            line.removeLast()
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            if !Self.isBlank(line) { return line }
        }
        searched = queue.count
        if queue.count > Self.maximumLineSize {
            throw FramingError("a line longer than the \(Self.maximumLineSize) bytes allowed")
        }
        return nil
    }

    package mutating func finish() throws(FramingError) -> [UInt8]? {
        if let frame = try nextFrame() { return frame }
        searched = 0
        var line = queue.take(queue.count)
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return Self.isBlank(line) ? nil : line
    }

    package static func frame(_ body: [UInt8]) -> [UInt8] { body + [UInt8(ascii: "\n")] }

    private static func isBlank(_ line: [UInt8]) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }
}
