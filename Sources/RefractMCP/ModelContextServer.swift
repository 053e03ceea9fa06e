import RefractJSONRPC
import RefractKit

/// `refract mcp`: the Model Context Protocol over a pair of file descriptors (stdin and stdout), one
/// JSON-RPC message per line, answering from the same engine as `lint`, `build`, `diff` and `usage`.
package enum ModelContextServer {
    /// Serves `project` until the client closes the stream; the exit status (0 at the end of the stream,
    /// 1 when the stream cannot be read as messages).
    package static func run(input: Int32, output: Int32, project: TokenProject, version: String) -> Int32 {
        var reader = FramedReader<NewlineFraming>(fileDescriptor: input)
        let writer = FramedWriter<NewlineFraming>(fileDescriptor: output)
        var session = MCPSession(project: project, serverVersion: version)
        while true {
            let batch: [Result<Message, DecodingFailure>]?
            do {
                batch = try reader.nextMessages()
            } catch {
                return 1
            }
            guard let batch else { return 0 }
            for item in batch {
                switch item {
                case .failure(let failure): writer.send(.response(failure.response))
                case .success(let message):
                    if let response = session.handle(message) { writer.send(.response(response)) }
                }
            }
        }
    }
}
