import Foundation
import Testing

/// `refract mcp` from the outside: the binary over a pipe, one JSON-RPC message per line.
@Suite struct MCPCommandTests {
    /// The lines `refract mcp` writes for `input`, run in `folder`.
    static func serve(_ input: String, in folder: ProjectFolder) throws -> RefractBinary.Run {
        let binary = try #require(RefractBinary.executable)
        try folder.write("input.jsonl", input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" mcp < input.jsonl", binary.path]
        return try RefractBinary.launch(process, in: folder.url, environment: [:])
    }

    @Test func answersLineByLineAndEndsWithTheStream() throws {
        let folder = try ProjectFolder("mcp")
        defer { folder.remove() }
        try folder.write("tokens/colors.tokens.json", ##"{"color": {"$type": "color", "accent": {"$value": "#ff0000"}}}"##)
        let run = try Self.serve(
            """
            {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}
            {"jsonrpc":"2.0","method":"notifications/initialized"}
            {not json
            [{"jsonrpc":"2.0","id":2,"method":"ping"},{"jsonrpc":"2.0","id":3,"method":"nothing/here"}]
            {"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"resolve","arguments":{"token":"color.accent"}}}

            """, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 5, "\(run.stdout)")
        #expect(lines[0].contains(#""protocolVersion":"2025-06-18""#))
        #expect(lines[1].contains(#""id":null"#) && lines[1].contains("-32700"))
        #expect(lines[2] == #"{"jsonrpc":"2.0","id":2,"result":{}}"#)
        #expect(lines[3].contains(#""id":3"#) && lines[3].contains("-32601"))
        #expect(lines[4].contains(##""hex":"#ff0000""##) && lines[4].contains(#""isError":false"#))
    }

    @Test func aConfigWithErrorsIsReportedAndNothingIsServed() throws {
        let folder = try ProjectFolder("mcp-config")
        defer { folder.remove() }
        try folder.write("refract.yaml", "platforms: [swift\n")
        let run = try Self.serve("", in: folder)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("error") && run.stderr.contains("not serving"), "\(run.stderr)")
    }
}
