import RefractJSONRPC
import RefractMCP
import Testing

@Suite struct LifecycleTests {
    @Test func initializeEchoesASupportedVersionAndOffersToolsAndResources() throws {
        for version in ProtocolVersion.handshake {
            let client = MCPHarness.example()
            let result = try #require(client.initialize(version))
            #expect(result["protocolVersion"] == .string(version))
            #expect(result["capabilities"]?["tools"] != nil)
            #expect(result["capabilities"]?["resources"] != nil)
            #expect(result["serverInfo"]?["name"] == "refract")
            #expect(client.session.isInitialized)
        }
    }

    @Test func anUnknownVersionIsAnsweredWithTheLatest() throws {
        let client = MCPHarness.example()
        let result = try #require(client.initialize("1999-01-01"))
        #expect(result["protocolVersion"] == .string(ProtocolVersion.latestHandshake))
    }

    @Test func pingNotificationsAndUnknownMethods() throws {
        let client = MCPHarness.example()
        _ = client.initialize()
        #expect(client.request("ping")?.result == [:])
        #expect(client.session.handle(.notification(Notification(method: "notifications/cancelled", params: ["requestId": 3]))) == nil)
        #expect(client.request("prompts/list")?.error?.code == .methodNotFound)
    }

    @Test func toolsListShowsSchemasByVersion() throws {
        let modern = MCPHarness.example()
        _ = modern.initialize("2025-06-18")
        let tools = try #require(modern.request("tools/list")?.result?["tools"]?.arrayValue)
        #expect(tools.compactMap { $0["name"]?.stringValue } == ["lint", "resolve", "search", "explain", "names", "diff", "usage"])
        for tool in tools {
            #expect(tool["inputSchema"]?["type"] == "object")
            #expect(tool["outputSchema"]?["type"] == "object")
            #expect((tool["description"]?.stringValue ?? "").count > 40)
            #expect(tool["annotations"]?["readOnlyHint"] == true)
        }
        let old = MCPHarness.example()
        _ = old.initialize("2024-11-05")
        let oldTools = try #require(old.request("tools/list")?.result?["tools"]?.arrayValue)
        #expect(oldTools.allSatisfy { $0["outputSchema"] == nil && $0["annotations"] == nil && $0["title"] == nil })
    }

    @Test func structuredContentOnlyWhereTheVersionHasIt() throws {
        let old = MCPHarness.example()
        _ = old.initialize("2025-03-26")
        let result = try #require(old.call("resolve", ["token": "color.primary"]))
        #expect(result["structuredContent"] == nil)
        #expect(result.text.contains("#1b8188"))
    }

    @Test func protocolFaultsAreJSONRPCErrors() throws {
        let client = MCPHarness.example()
        _ = client.initialize()
        #expect(client.request("tools/call", ["name": "paint", "arguments": [:]])?.error?.code == .invalidParams)
        #expect(client.request("tools/call", ["arguments": [:]])?.error?.code == .invalidParams)
        #expect(client.request("tools/call", ["name": "lint", "arguments": [1]])?.error?.code == .invalidParams)
        #expect(client.request("resources/read", [:])?.error?.code == .invalidParams)
    }

    /// 2026-07-28: no handshake; `server/discover` lists the versions, each request names its own in `_meta`.
    @Test func perRequestVersionsWithoutAHandshake() throws {
        let client = MCPHarness.example()
        let meta: JSONValue = ["io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": [:]]
        let discovered = try #require(client.request("server/discover", ["_meta": meta])?.result)
        #expect(discovered["supportedVersions"]?.arrayValue?.contains("2026-07-28") == true)
        #expect(discovered["supportedVersions"]?.arrayValue?.contains("2025-11-25") == true)
        #expect(discovered["resultType"] == "complete")
        #expect(discovered["cacheScope"] == "private" && discovered["ttlMs"] == 0)
        #expect(discovered["capabilities"]?["tools"] != nil)
        let list = try #require(client.request("tools/list", ["_meta": meta])?.result)
        #expect(list["resultType"] == "complete" && list["ttlMs"] == 0)
        #expect(list["tools"]?[0]?["outputSchema"] != nil)
        let call = try #require(client.request("tools/call", ["_meta": meta, "name": "resolve", "arguments": ["token": "color.primary"]])?.result)
        #expect(call["resultType"] == "complete")
        #expect(call["structuredContent"]?["token"] == "color.primary")
        #expect(client.request("resources/read", ["_meta": meta, "uri": "file:///etc/passwd"])?.error?.code == .invalidParams)
        let unknown = try #require(client.request("tools/list", ["_meta": ["io.modelcontextprotocol/protocolVersion": "2099-01-01"]])?.error)
        #expect(unknown.code.rawValue == -32022)
        #expect(unknown.data?["supported"]?.arrayValue?.contains("2026-07-28") == true)
        // A handshake-era session's results stay as that revision shapes them.
        let old = MCPHarness.example()
        _ = old.initialize("2025-06-18")
        #expect(old.request("tools/list")?.result?["resultType"] == nil)
    }
}
