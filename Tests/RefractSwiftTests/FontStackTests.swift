import Foundation
import RefractOutput
import RefractSwift
import Testing

/// A CSS font stack written as one string (GitHub Primer's `fontStack.sansSerif`) reaches Swift as its families,
/// in order, as it reaches Android: the font family collection and a text style's `fontFamily` list each one.
@Suite("Font stacks: one family per entry in Swift")
struct FontStackTests {
    static let tokens = """
        {
          "font": {
            "stack": { "$type": "fontFamily", "$value": "-apple-system, BlinkMacSystemFont, 'Segoe UI', sans-serif" }
          },
          "typography": {
            "body": {
              "$type": "typography",
              "$value": { "fontFamily": "{font.stack}", "fontSize": "14px", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "0px" }
            }
          }
        }
        """

    @Test func aStackStringBecomesItsFamilies() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("refract-font-stack-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("fonts.tokens.json")
        try Self.tokens.write(to: file, atomically: true, encoding: .utf8)
        let model = try #require(TestSupport.load(file.path))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let values = result.files.filter { $0.path.hasPrefix("ThemeValues") }.map(\.contents).joined()
        let families = #"["-apple-system", "BlinkMacSystemFont", "Segoe UI", "sans-serif"]"#
        #expect(values.contains("[.stack] = \(families)"), "\(values)")
        #expect(values.contains("fontFamily: \(families)"), "\(values)")
    }
}
