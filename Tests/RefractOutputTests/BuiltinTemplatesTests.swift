import Foundation
import RefractBuiltinTemplates
import Testing

/// The templates compiled into the binary are exactly the files in templates/.
@Suite("Built-in templates")
struct BuiltinTemplatesTests {
    static let templates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("templates")

    @Test func compiledCopyMatchesTemplatesFolder() throws {
        var onDisk: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: Self.templates.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".mustache") else { continue }
            onDisk[relative] = try String(contentsOf: Self.templates.appendingPathComponent(relative), encoding: .utf8)
        }
        #expect(
            onDisk == BuiltinTemplates.sources,
            "Sources/RefractBuiltinTemplates/BuiltinTemplates.swift is stale: run `make templates`")
    }

    @Test func compiledExampleMatchesTokensFolder() throws {
        let tokens = Self.templates.deletingLastPathComponent().appendingPathComponent("tokens")
        var onDisk: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: tokens.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") || relative.hasSuffix(".json") else { continue }
            onDisk[relative] = try String(contentsOf: tokens.appendingPathComponent(relative), encoding: .utf8)
        }
        #expect(!onDisk.isEmpty)
        #expect(onDisk == ExampleTokens.sources, "ExampleTokens.swift is stale: run `make templates`")
    }
}

extension BuiltinTemplatesTests {
    @Test func compiledSchemasMatchDocsSchemas() throws {
        let schemas = Self.templates.deletingLastPathComponent().appendingPathComponent("docs/schemas")
        var onDisk: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: schemas.path) where name.hasSuffix(".schema.json") {
            onDisk[name] = try String(contentsOf: schemas.appendingPathComponent(name), encoding: .utf8)
        }
        #expect(onDisk.keys.contains("theme.schema.json"))
        #expect(onDisk == BuiltinSchemas.sources, "BuiltinSchemas.swift is stale: run `make templates`")
    }
}
