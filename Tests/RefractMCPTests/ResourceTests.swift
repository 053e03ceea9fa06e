import Foundation
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

    @Test func aLongListComesInPages() throws {
        var files: [String: String] = [:]
        for index in 0..<130 { files["tokens/set\(index).tokens.json"] = #"{"size\#(index)": {"$type": "number", "$value": 1}}"# }
        let folder = try MCPHarness.folder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let client = MCPHarness(folder: folder)
        _ = client.initialize()
        let first = try #require(client.request("resources/list")?.result)
        #expect(first["resources"]?.arrayValue?.count == 100)
        let cursor = try #require(first["nextCursor"]?.stringValue)
        let second = try #require(client.request("resources/list", ["cursor": .string(cursor)])?.result)
        #expect(second["resources"]?.arrayValue?.count == 30)
        #expect(second["nextCursor"] == nil)
        #expect(client.request("resources/list", ["cursor": "nonsense"])?.error?.code == .invalidParams)
    }
}
