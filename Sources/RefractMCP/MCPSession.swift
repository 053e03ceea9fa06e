import RefractJSONRPC
import RefractKit

/// One client's session: the protocol version agreed at `initialize`, and the project the tools answer
/// from. Messages are handled one at a time, in order; each request gets one response.
package struct MCPSession {
    private var workspace: Workspace
    private let serverVersion: String
    /// The version agreed at `initialize`; before it, the latest (a client that skips the handshake gets
    /// the newest shapes).
    package private(set) var protocolVersion = ProtocolVersion.latest
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
            switch answer(request) {
            case .success(let result): return .success(request.id, result)
            case .failure(let error): return .failure(request.id, error)
            }
        }
    }

    private mutating func answer(_ request: Request) -> Result<JSONValue, ResponseError> {
        let params = request.params ?? [:]
        switch request.method {
        case "initialize": return .success(initialize(params))
        case "ping": return .success([:])
        case "tools/list":
            return .success(["tools": .array(ToolCatalog.all.map { $0.json(version: protocolVersion) })])
        case "tools/call": return callTool(params)
        case "resources/list": return .success(Resources.list(workspace.files()))
        case "resources/templates/list": return .success(["resourceTemplates": []])
        case "resources/read":
            guard let uri = params["uri"]?.stringValue else {
                return .failure(ResponseError(.invalidParams, "resources/read needs a 'uri' (a string)"))
            }
            return Resources.read(uri, files: workspace.files())
        default:
            return .failure(ResponseError(.methodNotFound, "refract mcp has no method '\(request.method)'"))
        }
    }

    private mutating func initialize(_ params: JSONValue) -> JSONValue {
        protocolVersion = ProtocolVersion.negotiate(params["protocolVersion"]?.stringValue)
        var serverInfo: JSONValue = ["name": "refract", "version": .string(serverVersion)]
        if ProtocolVersion.hasStructuredContent(protocolVersion) { serverInfo = serverInfo.setting("title", "Refract design tokens") }
        return [
            "protocolVersion": .string(protocolVersion),
            "capabilities": ["tools": ["listChanged": false], "resources": ["listChanged": false, "subscribe": false]],
            "serverInfo": serverInfo,
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
    private mutating func callTool(_ params: JSONValue) -> Result<JSONValue, ResponseError> {
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
        if ProtocolVersion.hasStructuredContent(protocolVersion) { result = result.setting("structuredContent", outcome.structured) }
        return .success(result.setting("isError", false))
    }
}
