import Foundation
import RefractDiff
import RefractKit
import Testing

/// A stable id (`$extensions["dev.refract"].id`, Figma's `variableId`, Tokens Studio's `id`) makes a moved
/// token a rename even when its value changed too, where the value match alone would report a removal and an
/// addition.
@Suite("refract diff: renames by stable id")
struct StableIDRenameTests {
    static func write(_ text: String, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("tokens.json"), atomically: true, encoding: .utf8)
    }

    static func diff(old: String, new: String) throws -> TokenDiff {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("refract-ids-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try write(old, to: root.appendingPathComponent("old"))
        try write(new, to: root.appendingPathComponent("new"))
        return TokenDiffer.compare(
            old: try TokenSetVersions.load(root.appendingPathComponent("old").path),
            new: try TokenSetVersions.load(root.appendingPathComponent("new").path))
    }

    static func color(_ name: String, _ blue: Double, id: String?, namespace: String = "dev.refract", key: String = "id") -> String {
        let ext = id.map { #", "$extensions": { "\#(namespace)": { "\#(key)": "\#($0)" } }"# } ?? ""
        return #""\#(name)": { "$value": { "colorSpace": "srgb", "components": [0, 0, \#(blue)] }\#(ext) }"#
    }

    @Test(arguments: [("dev.refract", "id"), ("com.figma", "variableId"), ("studio.tokens", "id")])
    func aMovedTokenWithANewValueIsRenamedByItsID(_ namespace: String, _ key: String) throws {
        let diff = try Self.diff(
            old: #"{ "color": { "$type": "color", \#(Self.color("brand", 0.5, id: "VariableID:1:2", namespace: namespace, key: key)) } }"#,
            new: #"{ "color": { "$type": "color", \#(Self.color("primary", 0.6, id: "VariableID:1:2", namespace: namespace, key: key)) } }"#)
        #expect(diff.renamed.map { "\($0.from) → \($0.to) (\($0.id ?? "-"))" } == ["color.brand → color.primary (VariableID:1:2)"])
        #expect(diff.removed.isEmpty)
        #expect(diff.added.isEmpty)
        #expect(MarkdownDiffRenderer.render(diff).contains("| `color.brand` | `color.primary` (id `VariableID:1:2`) |"))
    }

    @Test func withoutIDsTheSameMoveIsARemovalAndAnAddition() throws {
        let diff = try Self.diff(
            old: #"{ "color": { "$type": "color", \#(Self.color("brand", 0.5, id: nil)) } }"#,
            new: #"{ "color": { "$type": "color", \#(Self.color("primary", 0.6, id: nil)) } }"#)
        #expect(diff.renamed.isEmpty)
        #expect(diff.removed.map(\.path) == ["color.brand"])
        #expect(diff.added.map(\.path) == ["color.primary"])
    }

    @Test func differentIDsAreDifferentTokensEvenWithTheSameValue() throws {
        let diff = try Self.diff(
            old: #"{ "color": { "$type": "color", \#(Self.color("brand", 0.5, id: "a")) } }"#,
            new: #"{ "color": { "$type": "color", \#(Self.color("primary", 0.5, id: "b")) } }"#)
        #expect(diff.renamed.isEmpty)
        #expect(diff.removed.map(\.path) == ["color.brand"])
        #expect(diff.added.map(\.path) == ["color.primary"])
    }

    @Test func theJSONReportCarriesTheID() throws {
        let diff = try Self.diff(
            old: #"{ "color": { "$type": "color", \#(Self.color("brand", 0.5, id: "x1")) } }"#,
            new: #"{ "color": { "$type": "color", \#(Self.color("primary", 0.6, id: "x1")) } }"#)
        let json = JSONDiffRenderer.render(diff)
        #expect(json.contains(#""id" : "x1""#) || json.contains(#""id": "x1""#), "\(json)")
    }
}
