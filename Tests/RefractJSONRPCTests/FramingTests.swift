#if canImport(Glibc)
import Glibc
#endif
import RefractJSONRPC
import Testing

@Suite("JSON-RPC framing")
struct FramingTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func contentLengthFramesArriveWholeWhicheverWayTheBytesAreSplit() throws {
        let bodies = [#"{"a":1}"#, #"{"b":"é"}"#, "{}"]
        let stream = bodies.flatMap { ContentLengthFraming.frame(bytes($0)) }
        for chunkSize in [1, 2, 3, 7, stream.count] {
            var framing = ContentLengthFraming()
            var frames: [String] = []
            var offset = 0
            while offset < stream.count {
                framing.append(stream[offset..<min(offset + chunkSize, stream.count)])
                offset += chunkSize
                while let frame = try framing.nextFrame() { frames.append(String(decoding: frame, as: UTF8.self)) }
            }
            #expect(frames == bodies, "chunks of \(chunkSize)")
            #expect(try framing.finish() == nil)
        }
        #expect(ContentLengthFraming.frame(bytes("{}")) == bytes("Content-Length: 2\r\n\r\n{}"))
    }

    @Test func contentTypeAndHeaderCaseAreAccepted() throws {
        var framing = ContentLengthFraming()
        framing.append(bytes("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length:  3 \r\n\r\n[1]"))
        #expect(try framing.nextFrame() == bytes("[1]"))
    }

    @Test func brokenHeadersAreRefused() {
        for header in ["Content-Type: x\r\n\r\n", "Content-Length: -1\r\n\r\n", "Content-Length: ten\r\n\r\n", "garbage\r\n\r\n"] {
            var framing = ContentLengthFraming()
            framing.append(bytes(header))
            #expect(throws: FramingError.self, "\(header)") { try framing.nextFrame() }
        }
        var huge = ContentLengthFraming()
        huge.append(bytes("Content-Length: 999999999999\r\n\r\n"))
        #expect(throws: FramingError.self) { try huge.nextFrame() }
        var endless = ContentLengthFraming()
        endless.append([UInt8](repeating: UInt8(ascii: "x"), count: ContentLengthFraming.maximumHeaderSize + 1))
        #expect(throws: FramingError.self) { try endless.nextFrame() }
        var cut = ContentLengthFraming()
        cut.append(bytes("Content-Length: 10\r\n\r\n{}"))
        #expect(throws: FramingError.self) { try cut.finish() }
    }

    @Test func newlineFramesSkipBlankLinesAndCarriageReturns() throws {
        var framing = NewlineFraming()
        framing.append(bytes("{\"a\":1}\r\n\n  \n{\"b\""))
        #expect(try framing.nextFrame() == bytes(#"{"a":1}"#))
        #expect(try framing.nextFrame() == nil)
        framing.append(bytes(":2}\n{\"c\":3}"))
        #expect(try framing.nextFrame() == bytes(#"{"b":2}"#))
        #expect(try framing.nextFrame() == nil)
        #expect(try framing.finish() == bytes(#"{"c":3}"#))
        #expect(try framing.finish() == nil)
        #expect(NewlineFraming.frame(bytes("{}")) == bytes("{}\n"))
    }

    @Test func aReaderAndWriterCarryMessagesThroughAPipe() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let writer = FramedWriter<ContentLengthFraming>(fileDescriptor: descriptors[1])
        let sent: [Message] = [
            .notification(Notification(method: "initialized", params: [:])),
            .request(Request(id: .number(1), method: "shutdown")),
        ]
        for message in sent { #expect(writer.send(message)) }
        close(descriptors[1])
        var reader = FramedReader<ContentLengthFraming>(fileDescriptor: descriptors[0])
        var received: [Message] = []
        while let results = try reader.nextMessages() {
            for result in results { received.append(try result.get()) }
        }
        close(descriptors[0])
        #expect(received == sent)
    }

    @Test func aNewlineReaderReadsTheLastLineWithoutNewline() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let text = bytes("{\"jsonrpc\":\"2.0\",\"method\":\"a\"}\n{\"jsonrpc\":\"2.0\",\"method\":\"b\"}")
        _ = text.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
        close(descriptors[1])
        var reader = FramedReader<NewlineFraming>(fileDescriptor: descriptors[0])
        var methods: [String] = []
        while let body = try reader.next() {
            if case .notification(let note) = try Message(decoding: body) { methods.append(note.method) }
        }
        close(descriptors[0])
        #expect(methods == ["a", "b"])
    }
}
