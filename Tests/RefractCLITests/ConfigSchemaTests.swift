import Foundation
import RefractDiagnostics
import RefractKit
import RefractTestSupport
import Testing

/// docs/schemas/refract-config.schema.json and docs/config.md describe what ConfigReader accepts. The keys
/// are the reader's own lists (and, for the axes, its source text), so adding a key to the reader without
/// documenting it fails here.
@Suite("Config: docs/config.md and its JSON Schema")
struct ConfigSchemaTests {
    static let schemaURL = TestEnvironment.packageRoot.appendingPathComponent("docs/schemas/refract-config.schema.json")
    static let pageURL = TestEnvironment.packageRoot.appendingPathComponent("docs/config.md")
    static let readerURL = TestEnvironment.packageRoot.appendingPathComponent("Sources/RefractKit/Config/ConfigReader.swift")
    static let configURL = TestEnvironment.packageRoot.appendingPathComponent("Sources/RefractKit/Config/RefractConfig.swift")

    static func schema() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL))
        return try #require(object as? [String: Any], "the schema is not a JSON object")
    }

    static func propertyNames(of object: Any?) throws -> Set<String> {
        let properties = try #require((object as? [String: Any])?["properties"] as? [String: Any])
        return Set(properties.keys)
    }

    /// The string literals of the list that follows `marker` in `text`, up to its closing `]`.
    static func stringList(after marker: String, in text: String) throws -> Set<String> {
        let start = try #require(text.range(of: marker), "'\(marker)' not found in the source")
        let rest = text[start.upperBound...]
        let end = try #require(rest.firstIndex(of: "]"))
        return Set(rest[..<end].matches(of: #/"([^"]+)"/#).map { String($0.output.1) })
    }

    // MARK: - Schema and reader agree

    @Test func schemaIsDraft2020AndClosed() throws {
        let schema = try Self.schema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["additionalProperties"] as? Bool == false)
    }

    @Test func topLevelKeysAreTheReadersKeys() throws {
        let reader = try String(contentsOf: Self.readerURL, encoding: .utf8)
        var accepted = Set(RefractConfig.keys)
        #expect(reader.contains(#"unknown(entry, in: "the config", allowed: RefractConfig.keys)"#))
        #expect(accepted.count >= 9, "too few keys: \(accepted)")
        // Accepted and ignored, so a JSON config can name its schema; not in `allowed:` since no one misspells it.
        #expect(reader.contains(#"case "$schema": break"#))
        accepted.insert("$schema")
        #expect(try Self.propertyNames(of: Self.schema()) == accepted)
    }

    @Test func tokensInputKeysAreTheReadersKeys() throws {
        let reader = try String(contentsOf: Self.readerURL, encoding: .utf8)
        let accepted = try Self.stringList(after: #"unknown(field, in: "a 'tokens' input", allowed: ["#, in: reader)
        let tokens = try Self.schema()["properties"].flatMap { ($0 as? [String: Any])?["tokens"] as? [String: Any] }
        let list = (tokens?["oneOf"] as? [Any])?.compactMap { $0 as? [String: Any] }.first { $0["type"] as? String == "array" }
        let object = ((list?["items"] as? [String: Any])?["oneOf"] as? [Any])?.compactMap { $0 as? [String: Any] }
            .first { $0["type"] as? String == "object" }
        #expect(try Self.propertyNames(of: object) == accepted)
        #expect(accepted.contains("emitSourceSets"))
    }

    @Test func axesKeysAreTheReadersKeys() throws {
        let reader = try String(contentsOf: Self.readerURL, encoding: .utf8)
        let accepted = try Self.stringList(after: #"unknown(axis, in: "axes", allowed: ["#, in: reader)
        let axes = try Self.schema()["properties"].flatMap { ($0 as? [String: Any])?["axes"] }
        #expect(try Self.propertyNames(of: axes) == accepted)
    }

    @Test func platformNamesAreTheReadersNames() throws {
        let config = try String(contentsOf: Self.configURL, encoding: .utf8)
        let names = try Self.stringList(after: "platformNames = [", in: config)
        #expect(names == ["swift", "json", "css", "web", "android", "compose", "xcassets"])
        let platforms = try Self.schema()["properties"].flatMap { ($0 as? [String: Any])?["platforms"] }
        #expect(try Self.propertyNames(of: platforms) == names)
        let output = try #require((Self.schema()["$defs"] as? [String: Any])?["output"] as? [String: Any])
        let context = try #require((output["properties"] as? [String: Any])?["context"] as? [String: Any])
        #expect(Set(context["enum"] as? [String] ?? []) == names)
    }

    /// The options every platform has are the `case "…":` labels of `platformConfig`; besides them a platform
    /// accepts its own settings only, and the schema lists exactly those for each platform.
    @Test func platformOptionsAreTheReadersOptions() throws {
        let reader = try String(contentsOf: Self.readerURL, encoding: .utf8)
        let start = try #require(reader.range(of: "func platformConfig("))
        let end = try #require(reader[start.upperBound...].range(of: "case _ where settingKeys"))
        let options = Set(reader[start.upperBound..<end.lowerBound].matches(of: #/case "(\w+)":/#).map { String($0.output.1) })
        #expect(options == Set(RefractConfig.platformKeys))
        let definitions = try #require(Self.schema()["$defs"] as? [String: Any])
        for backend in PlatformRegistry.all {
            let variants = try #require((definitions[backend.name + "Platform"] as? [String: Any])?["oneOf"] as? [[String: Any]])
            let mapping = try #require(variants.first { $0["type"] as? String == "object" })
            #expect(try Self.propertyNames(of: mapping) == options.union(backend.settingKeys), "\(backend.name)")
            #expect(mapping["additionalProperties"] as? Bool == false, "\(backend.name)")
        }
    }

    @Test func diagnosticsSeveritiesAreTheReadersLevels() throws {
        let definitions = try #require(Self.schema()["$defs"] as? [String: Any])
        let severity = try #require(definitions["severity"] as? [String: Any])
        #expect(Set(severity["enum"] as? [String] ?? []) == Set(SeverityOverride.Level.allCases.map(\.rawValue)))
        let scoped = try #require(definitions["scopedSeverity"])
        #expect(try Self.propertyNames(of: scoped) == ["severity", "paths"])
    }

    // MARK: - The page's example is a config refract accepts

    /// The fenced block that starts with `# example-config`.
    static func exampleConfig() throws -> String {
        let page = try String(contentsOf: pageURL, encoding: .utf8)
        let start = try #require(page.range(of: "```yaml\n# example-config\n"), "docs/config.md has no example-config block")
        let end = try #require(page[start.upperBound...].range(of: "```"))
        return String(page[start.lowerBound..<end.lowerBound].dropFirst("```yaml\n".count))
    }

    static func jsonExample() throws -> String {
        let page = try String(contentsOf: pageURL, encoding: .utf8)
        let start = try #require(page.range(of: "```json\n"), "docs/config.md has no JSON example")
        let end = try #require(page[start.upperBound...].range(of: "```"))
        return String(page[start.upperBound..<end.lowerBound])
    }

    @Test func jsonExampleUsesOnlySchemaKeys() throws {
        let object = try JSONSerialization.jsonObject(with: Data(Self.jsonExample().utf8))
        let keys = Set(try #require(object as? [String: Any]).keys)
        #expect(keys.isSubset(of: try Self.propertyNames(of: Self.schema())))
    }

    /// `refract init` gives the tokens the example names; `build --check` writes nothing. Exit 2 would mean
    /// a configuration error; 1 only that the (empty) output folder is stale or a platform is unavailable.
    @Test(arguments: ["refract.yaml", "refract.json"])
    func exampleIsAcceptedByBuild(_ fileName: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let initialized = try RefractBinary.run(["init"], in: folder)
        try #require(initialized.status == 0, "refract init: \(initialized.stderr)")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("refract.yaml"))
        let text = fileName.hasSuffix(".json") ? try Self.jsonExample() : try Self.exampleConfig()
        try text.write(to: folder.appendingPathComponent(fileName), atomically: true, encoding: .utf8)
        let templates = folder.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "# Tokens\n".write(to: templates.appendingPathComponent("tokens.md.mustache"), atomically: true, encoding: .utf8)

        let run = try RefractBinary.run(["build", "--check"], in: folder)
        #expect(run.status == 0 || run.status == 1, "exit \(run.status): \(run.stderr)")
        #expect(!run.stderr.contains("[config.unknown-key]") && !run.stderr.contains("[config.unreadable]"), "\(run.stderr)")
        #expect(!run.stderr.contains("[syntax."), "\(run.stderr)")
    }
}
