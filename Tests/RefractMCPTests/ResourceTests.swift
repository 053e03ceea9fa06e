import RefractJSONRPC
import RefractMCP
import RefractTestSupport
import Testing

@Suite struct ResourceTests {
    @Test func theTokenFilesAndTheConfigAreResources() throws {
        let client = MCPHarness.example()
        _ = client.initialize()
        let resources = try #require(client.request("resources/list")?.result?["resources"]?.arrayValue)
        let uris = resources.compactMap { $0["uri"]?.stringValue }
        let root = TestEnvironment.packageRoot.path
        #expect(uris.contains("file://\(root)/refract.yaml"))
        #expect(uris.contains("file://\(root)/tokens/palette.tokens.yaml"))
        #expect(resources.allSatisfy { $0["mimeType"] == "application/yaml" })
        let read = try #require(client.request("resources/read", ["uri": .string("file://\(root)/tokens/palette.tokens.yaml")])?.result)
        #expect(read["contents"]?[0]?["text"]?.stringValue?.contains("teal") == true)
        #expect(read["contents"]?[0]?["mimeType"] == "application/yaml")
    }

    @Test func aFileOutsideTheProjectIsNotAResource() throws {
        let client = MCPHarness.example()
        _ = client.initialize()
        let error = try #require(client.request("resources/read", ["uri": "file:///etc/passwd"])?.error)
        #expect(error.code.rawValue == -32002)
        #expect(client.request("resources/templates/list")?.result?["resourceTemplates"] == [])
    }
}
