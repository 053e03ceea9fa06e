import Foundation
import RefractJSONRPC
import RefractKit
import RefractMCP
import RefractTestSupport

/// A session on a project, driven by messages as a client sends them.
final class MCPHarness {
    var session: MCPSession
    private var nextID = 1

    /// The example project of this repository (tokens/ and refract.yaml).
    static func example() -> MCPHarness {
        MCPHarness(folder: TestEnvironment.packageRoot.path)
    }

    init(folder: String) {
        session = MCPSession(project: TokenProject.open(in: folder), serverVersion: "0.0.0-test")
    }

    /// A folder holding `files` (relative path → text), removed by the caller.
    static func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("refract-mcp-" + UUID().uuidString)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root.path
    }

    func request(_ method: String, _ params: JSONValue? = nil) -> Response? {
        defer { nextID += 1 }
        return session.handle(.request(Request(id: .number(nextID), method: method, params: params)))
    }

    func initialize(_ version: String = "2025-11-25") -> JSONValue? {
        let result = request("initialize", ["protocolVersion": .string(version), "capabilities": [:], "clientInfo": ["name": "test", "version": "1"]])?.result
        _ = session.handle(.notification(Notification(method: "notifications/initialized")))
        return result
    }

    /// A tool's result (content, structuredContent, isError).
    func call(_ tool: String, _ arguments: JSONValue = [:]) -> JSONValue? {
        request("tools/call", ["name": .string(tool), "arguments": arguments])?.result
    }
}

extension JSONValue {
    /// The first text content of a tool result.
    var text: String { self["content"]?[0]?["text"]?.stringValue ?? "" }
    var isError: Bool { self["isError"]?.boolValue ?? false }
}
