import RefractJSONRPC
import RefractKit

/// One client's session: the protocol version agreed at `initialize`, and the project the tools answer
/// from. Messages are handled one at a time, in order; each request gets one response.
package struct MCPSession {
    private var workspace: Workspace
    private let serverVersion: String
    /// The version agreed at `initialize`; before it, the latest reached that way. A request naming its
    /// version in `_meta` (2026-07-28) is answered in that version instead.
    package private(set) var protocolVersion = ProtocolVersion.latestHandshake
    package private(set) var isInitialized = false

    package init(project: TokenProject, serverVersion: String) {
        workspace = Workspace(project: project)
        self.serverVersion = serverVersion
    }

    /// The response to `message`, or nil for a notification or a response (this server sends no requests).
    package mutating func handle(_ message: Message) -> Response? {
        switch message {
        case .notification(let notification):
            if notification.method == "notifications/initialized" { isInitialized = true }
            return nil
        case .response:
            return nil
        case .request(let request):
            let params = request.params ?? [:]
            var version = protocolVersion
            if let named = params["_meta"]?["io.modelcontextprotocol/protocolVersion"]?.stringValue {
                guard ProtocolVersion.supported.contains(named) else {
                    return .failure(request.id, ResponseError(
                        .init(rawValue: -32022), "refract mcp does not speak protocol version '\(named)'",
                        data: ["supported": .array(ProtocolVersion.supported.map { .string($0) }), "requested": .string(named)]))
                }
                version = named
            }
            switch answer(request.method, params, version: version) {
            case .success(let result):
                return .success(request.id, ProtocolVersion.isPerRequest(version) ? Self.stamped(result, method: request.method) : result)
            case .failure(let error): return .failure(request.id, error)
            }
        }
    }

    private mutating func answer(_ method: String, _ params: JSONValue, version: String) -> Result<JSONValue, ResponseError> {
        switch method {
        case "initialize": return .success(initialize(params))
        case "server/discover": return .success(discover())
        case "ping": return .success([:])
        case "tools/list":
            return .success(["tools": .array(ToolCatalog.all.map { $0.json(version: version) })])
        case "tools/call": return callTool(params, version: version)
        case "resources/list": return Resources.list(workspace.files(), cursor: params["cursor"]?.stringValue)
        case "resources/templates/list": return .success(["resourceTemplates": []])
        case "resources/read":
            guard let uri = params["uri"]?.stringValue else {
                return .failure(ResponseError(.invalidParams, "resources/read needs a 'uri' (a string)"))
            }
            return Resources.read(uri, files: workspace.files(), notFound: ProtocolVersion.isPerRequest(version) ? .invalidParams : .init(rawValue: -32002))
        default:
            return .failure(ResponseError(.methodNotFound, "refract mcp has no method '\(method)'"))
        }
    }

    /// A result as the per-request revisions shape it: `resultType`, and for what a client may cache (lists,
    /// reads, discovery) a scope and a lifetime of 0, since the files can change at any time.
    private static func stamped(_ result: JSONValue, method: String) -> JSONValue {
        var result = result.setting("resultType", "complete")
        if ["tools/list", "resources/list", "resources/read", "resources/templates/list", "server/discover"].contains(method) {
            result = result.setting("cacheScope", "private").setting("ttlMs", 0)
        }
        return result
    }

    private func discover() -> JSONValue {
        [
            "supportedVersions": .array(ProtocolVersion.supported.map { .string($0) }),
            "capabilities": Self.capabilities,
            "instructions": .string(Self.instructions),
            "_meta": ["io.modelcontextprotocol/serverInfo": serverInfo(version: ProtocolVersion.perRequest[0])],
        ]
    }

    private static let capabilities: JSONValue = ["tools": ["listChanged": false], "resources": ["listChanged": false, "subscribe": false]]

    private func serverInfo(version: String) -> JSONValue {
        var info: JSONValue = ["name": "refract", "version": .string(serverVersion)]
        if ProtocolVersion.hasStructuredContent(version) { info = info.setting("title", "Refract design tokens") }
        return info
    }

    private mutating func initialize(_ params: JSONValue) -> JSONValue {
        protocolVersion = ProtocolVersion.negotiate(params["protocolVersion"]?.stringValue)
        return [
            "protocolVersion": .string(protocolVersion),
            "capabilities": Self.capabilities,
            "serverInfo": serverInfo(version: protocolVersion),
            "instructions": .string(Self.instructions),
        ]
    }

    static let instructions = """
        Refract compiles this project's design tokens (DTCG) into Swift, Compose, Android, CSS, a web module and JSON. \
        Ask it rather than reading the token files: resolve gives a token's value in every theme, colour scheme and \
        contrast; search finds tokens by name, value, type or contrast; explain follows an alias chain to its files; \
        names gives the identifier each platform generates; lint, diff and usage answer as the refract commands do. \
        The token files are resources.
        """

    /// A protocol fault (no such tool, arguments not an object) is a JSON-RPC error; anything the tool
    /// finds wrong with what was asked is a result with `isError`, which the model reads and can correct.
    private mutating func callTool(_ params: JSONValue, version: String) -> Result<JSONValue, ResponseError> {
        guard let name = params["name"]?.stringValue else {
            return .failure(ResponseError(.invalidParams, "tools/call needs a 'name' (a string)"))
        }
        guard let tool = ToolCatalog.tool(named: name) else {
            let known = ToolCatalog.all.map(\.name).joined(separator: ", ")
            return .failure(ResponseError(.invalidParams, "no tool '\(name)' (the tools: \(known))"))
        }
        let arguments = params["arguments"] ?? [:]
        guard arguments.objectMembers != nil else {
            return .failure(ResponseError(.invalidParams, "the arguments of '\(name)' must be an object, not \(arguments.kindName)"))
        }
        let outcome: ToolOutcome
        do throws(ToolFailure) {
            try ToolArguments(arguments, tool: tool).checkKnown()
            outcome = try tool.run(ToolArguments(arguments, tool: tool), &workspace)
        } catch {
            return .success(["content": [["type": "text", "text": .string(error.message)]], "isError": true])
        }
        var result: JSONValue = ["content": [["type": "text", "text": .string(outcome.text)]]]
        if ProtocolVersion.hasStructuredContent(version) { result = result.setting("structuredContent", outcome.structured) }
        return .success(result.setting("isError", false))
    }
}
