import Foundation
import RefractModel
import RefractTestSupport
import Testing

/// MetaMask's Tokens Studio file as published (Fixtures/metamask/SOURCE.md): every `$`-reference read, nothing lost.
/// The "≥ 250 tokens" counted definitions: the file has 258, over 187 distinct paths, because its `light`
/// and `dark` sets define the same 71 paths. Without `$themes`, Tokens Studio applies every set in
/// `tokenSetOrder`, so `dark` wins each of them; what is pinned here is that every definition is read.
@Suite("MetaMask's Tokens Studio file")
struct TokensStudioMetaMaskTests {
    static let file = TestEnvironment.packageRoot.appendingPathComponent("Tests/RefractImportTests/Fixtures/metamask/tokens.json").path

    /// Definitions and distinct paths per set, by a plain walk of the JSON (a token is an object with `value` and `type`).
    static func definitions() throws -> [String: Set<String>] {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let root = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        func paths(_ node: Any, _ prefix: [String]) -> [String] {
            guard let object = node as? [String: Any] else { return [] }
            if object["value"] != nil, object["type"] != nil { return [prefix.joined(separator: ".")] }
            return object.flatMap { paths($0.value, prefix + [$0.key]) }
        }
        var sets: [String: Set<String>] = [:]
        for (name, node) in root where !name.hasPrefix("$") { sets[name] = Set(paths(node, [])) }
        return sets
    }

    @Test func everyDefinitionIsReadWithoutErrors() throws {
        let sets = try Self.definitions()
        #expect(sets.values.map(\.count).reduce(0, +) == 258)
        #expect(sets["light"] == sets["dark"] && sets["light"]?.count == 71 && sets["global"]?.count == 116)
        #expect(sets["global"]?.isDisjoint(with: sets["light"] ?? []) == true)

        let load = Studio.load(path: Self.file)
        #expect(Studio.errors(load) == [])
        let model = try #require(load.model)
        #expect(model.paths.count == 187)
        #expect(Set(model.paths.map(\.dotted)) == sets.values.reduce(into: Set<String>()) { $0.formUnion($1) })
        let tokens = model.tokenSets[0].tokens
        #expect(tokens.count == 187)
        // Composites kept whole: 28 typographies, 6 shadows; no token lost to an unread type.
        #expect(tokens.filter { $0.type == .typography }.count == 28)
        #expect(tokens.filter { $0.type == .shadow }.count == 6)
        #expect(tokens.filter { $0.type == .color }.count == 64 + 65)
        // The later set wins: `dark` after `light`.
        #expect(model.hex("colors.background.default") == "#24272a")
    }
}
