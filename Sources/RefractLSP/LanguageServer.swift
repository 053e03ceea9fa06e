import RefractJSONRPC
import RefractParser

/// `refract lsp`: the Language Server Protocol 3.17 over a pair of file descriptors (stdin and stdout),
/// on the engine `lint` runs. The loop answers requests from the open documents and the latest check of
/// each project; checks run beside it, after edits settle.
package enum LanguageServer {
    /// Serves until the client sends `exit` or closes the stream; the process's exit status (0 after a
    /// `shutdown`, 1 otherwise, as LSP says).
    package static func run(input: Int32, output: Int32, debounceMilliseconds: Int = 200) -> Int32 {
        var reader = FramedReader<ContentLengthFraming>(fileDescriptor: input)
        let writer = FramedWriter<ContentLengthFraming>(fileDescriptor: output)
        var session = Session(writer: writer, debounce: .milliseconds(debounceMilliseconds))
        while true {
            let batch: [Result<Message, DecodingFailure>]?
            do {
                batch = try reader.nextMessages()
            } catch {
                session.log("refract lsp: the client's stream is broken: \(error.message)")
                return 1
            }
            guard let batch else { return session.shutdownRequested ? 0 : 1 }
            for item in batch {
                switch item {
                case .failure(let failure): writer.send(.response(failure.response))
                case .success(let message):
                    if let status = session.handle(message) { return status }
                }
            }
        }
    }
}
