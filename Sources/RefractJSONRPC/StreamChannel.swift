#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Reads framed message bodies from a file descriptor (a server's stdin), blocking until each is whole.
package struct FramedReader<Framing: MessageFraming>: Sendable {
    private let fileDescriptor: Int32
    private var framing = Framing()
    private var ended = false

    package init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// The next message body, or nil at the end of the stream.
    package mutating func next() throws(FramingError) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            if let frame = try framing.nextFrame() { return frame }
            if ended { return nil }
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FramingError("reading the stream failed (errno \(errno))")
            }
            if count == 0 {
                ended = true
                return try framing.finish()
            }
            framing.append(buffer[0..<count])
        }
    }

    /// The next body read as a message (a batch's elements one by one); nil at the end of the stream.
    package mutating func nextMessages() throws(FramingError) -> [Result<Message, DecodingFailure>]? {
        guard let body = try next() else { return nil }
        return Message.decodeAll(body)
    }
}

/// Writes framed messages to a file descriptor (a server's stdout). Tasks answering at once share one
/// writer; a lock keeps each message's bytes together.
package final class FramedWriter<Framing: MessageFraming>: Sendable {
    private let fileDescriptor: Int32
    private let lock = Mutex(())

    package init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Sends one message; false when the stream is closed (the client went away).
    @discardableResult
    package func send(_ message: Message) -> Bool {
        sendBody(message.encoded)
    }

    /// Sends one body framed as it is; false when the stream is closed.
    @discardableResult
    package func sendBody(_ body: [UInt8]) -> Bool {
        let bytes = Framing.frame(body)
        return lock.withLock { _ in
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { write(fileDescriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }
    }
}
