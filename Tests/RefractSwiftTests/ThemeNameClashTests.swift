import Foundation
import RefractDiagnostics
import RefractSwift
import RefractThemes
import Testing

/// A theme whose name the generated Swift cannot give it is reported at the context that names it in the
/// resolver document, so the message leads to the line to rename.
@Suite("Theme name clashes are located")
struct ThemeNameClashTests {
    /// A resolver document whose `theme` modifier has `contexts` (in this order) and `default`.
    private static func resolver(contexts: [String], default defaultContext: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-theme-clash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let entries = contexts.map {
            "        \"\($0)\": [{ \"color\": { \"$type\": \"color\", \"bg\": { \"$value\": \"#ffffff\" } } }]"
        }
        let text = """
            {
              "version": "2025.10",
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }],
              "modifiers": {
                "theme": {
                  "contexts": {
            \(entries.joined(separator: ",\n"))
                  },
                  "default": "\(defaultContext)"
                }
              }
            }

            """
        let path = folder.appendingPathComponent("themes.resolver.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aContextNamedDefaultThatIsNotTheDefaultIsReportedAtItsKey() throws {
        let path = try Self.resolver(contexts: ["standard", "default"], default: "standard")
        let model = try #require(TestSupport.load(path))
        let (_, diagnostics) = SwiftContext.build(ThemeLayout(model))
        let clash = try #require(diagnostics.first { $0.message.contains("names the default theme") })
        #expect(clash.code.rawValue == "swift.name-collision")
        #expect(clash.message == "theme 'default' becomes 'Theme.default', which names the default theme")
        let span = try #require(clash.span)
        #expect(span.file == path)
        // Line 8 of the document: `"default": [ … ]` under `contexts`.
        #expect(span.start.line == 8)
    }
}
