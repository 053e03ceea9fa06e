import Foundation
import RefractDiagnostics
import RefractImport
import RefractKit
import RefractModel
import RefractTestSupport

/// Tokens Studio input read through the loader, as `format: tokens-studio` reads it.
enum Studio {
    static func load(path: String) -> LoadResult {
        var request = LoadRequest(inputs: [path])
        request.formats = [path: .tokensStudio]
        return TokenLoader.run(request)
    }

    /// One file written to a fresh folder and read as Tokens Studio.
    static func load(_ text: String, name: String = "tokens.json") throws -> LoadResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-studio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name).path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return load(path: file)
    }

    static func errors(_ load: LoadResult) -> [String] {
        load.diagnostics.filter { $0.severity == .error }.map { "\($0.code): \($0.message)" }
    }
}

extension ThemedTokenSet {
    /// The value of `path` in the permutation choosing `inputs` (the first permutation when none are given).
    func value(_ path: String, _ inputs: [String: String] = [:]) -> TokenValue? {
        guard let index = inputs.isEmpty ? 0 : permutationIndex(inputs) else { return nil }
        return token(at: TokenPath(path), permutation: index)?.value
    }

    func hex(_ path: String, _ inputs: [String: String] = [:]) -> String? {
        guard case .color(let colour)? = value(path, inputs) else { return nil }
        return colour.converted(to: .srgb).hexString(includeAlpha: colour.alpha < 1)
    }
}
