import Foundation
import Testing

@testable import RefractDiagnostics

/// Keeps docs/schemas/diagnostics.schema.json in step with what `JSONRenderer` writes: every object's
/// `required` list is exactly its keys in output order, so adding a key without documenting it fails.
@Suite("JSON schema")
struct JSONSchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/schemas/diagnostics.schema.json")

    func schema() throws -> [String: Any] {
        try parseJSONObject(String(decoding: try Data(contentsOf: Self.schemaURL), as: UTF8.self))
    }

    func required(_ object: [String: Any]) throws -> [String] {
        try #require(object["required"] as? [String])
    }

    /// The keys of each object written for a diagnostic with every field set, in output order.
    func renderedKeys() -> (root: [String], diagnostic: [String], note: [String], fixIt: [String], summary: [String]) {
        var diagnostic = unresolvedAlias
        diagnostic.fixIt = FixIt(span: colorTokens.span(line: 10, column: 29, length: 18), replacement: "x")
        guard case .object(let root) = JSONRenderer().document([diagnostic]),
            case .array(let list)? = root.first(where: { $0.key == "diagnostics" })?.value,
            case .object(let entry)? = list.first,
            case .array(let notes)? = entry.first(where: { $0.key == "notes" })?.value,
            case .object(let note)? = notes.first,
            case .object(let fixIt)? = entry.first(where: { $0.key == "fixIt" })?.value,
            case .object(let summary)? = root.first(where: { $0.key == "summary" })?.value
        else {
            Issue.record("unexpected document shape")
            return ([], [], [], [], [])
        }
        return (root.map(\.key), entry.map(\.key), note.map(\.key), fixIt.map(\.key), summary.map(\.key))
    }

    @Test("required keys list the rendered keys in order")
    func requiredKeys() throws {
        let schema = try schema()
        let definitions = try schema.object("$defs")
        let keys = renderedKeys()
        #expect(try required(schema) == keys.root)
        #expect(try required(definitions.object("diagnostic")) == keys.diagnostic)
        #expect(try required(definitions.object("note")) == keys.note)
        #expect(try required(definitions.object("fixIt")) == keys.fixIt)
        #expect(try required(schema.object("properties").object("summary")) == keys.summary)
    }

    @Test("properties declare exactly the required keys")
    func properties() throws {
        let schema = try schema()
        let definitions = try schema.object("$defs")
        for object in [
            schema, try definitions.object("diagnostic"), try definitions.object("note"),
            try definitions.object("fixIt"), try schema.object("properties").object("summary"),
        ] {
            #expect(Set(try object.object("properties").keys) == Set(try required(object)))
            #expect(object["additionalProperties"] as? Bool == false)
        }
    }

    @Test("the schema's version is the renderer's")
    func version() throws {
        let version = try schema().object("properties").object("version")
        #expect(version["const"] as? Int == JSONRenderer.schemaVersion)
    }
}
