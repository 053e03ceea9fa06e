import Foundation
import RefractDiagnostics
import RefractImport
import RefractKit

/// Figma input read through the loader, as `format: figma` reads it.
enum Figma {
    /// The REST fixture of this target: two collections (`Primitives` of one mode, `Theme` with Light and
    /// Dark), aliases from Theme into Primitives, scopes, a description and a hidden variable.
    static let restFixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/figma-rest/variables.json").path

    static func load(path: String) -> LoadResult {
        var request = LoadRequest(inputs: [path])
        request.formats = [path: .figma]
        return TokenLoader.run(request)
    }

    /// Files written to a fresh folder (removed after `body`), by path below it.
    static func withFolder<T>(_ files: [String: String], _ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-figma-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try body(folder.path)
    }

    /// A REST answer with two collections (`c1` of mode `m1`, `c2` of modes `m2`, `m3`) and the given
    /// variables, one per line as `"id": { … }` text.
    static func rest(_ variables: [String]) -> String {
        """
        {
          "meta": {
            "variableCollections": {
              "c1": { "id": "c1", "name": "One", "modes": [{ "modeId": "m1", "name": "Only" }], "defaultModeId": "m1" },
              "c2": { "id": "c2", "name": "Two", "modes": [{ "modeId": "m2", "name": "A" }, { "modeId": "m3", "name": "B" }], "defaultModeId": "m2" }
            },
            "variables": {
        \(variables.map { "      " + $0 }.joined(separator: ",\n"))
            }
          }
        }
        """
    }

    /// Every error and warning as `line:column code: message`.
    static func findings(_ load: LoadResult) -> [String] {
        load.diagnostics.filter { $0.severity != .note }.map { diagnostic in
            let at = diagnostic.span.map { "\($0.start.line):\($0.start.column) " } ?? ""
            return "\(at)\(diagnostic.code): \(diagnostic.message)"
        }
    }
}
