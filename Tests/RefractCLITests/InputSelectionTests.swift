import Foundation
import RefractTestSupport
import Testing

/// `--input modifier=context` builds what that context gives, as if the modifier had no other context: a
/// non-default context once left CSS with a header and no rule, exit 0.
@Suite("Builds that fix a modifier with --input")
struct InputSelectionTests {
    static let resolver = TestEnvironment.packageRoot.appendingPathComponent("tokens/tokens.resolver.yaml").path

    @Test(arguments: [("theme=christmas", "theme=christmas, mode=light"), ("theme=standard", "theme=standard, mode=light")])
    func cssHasTheChosenContextAtItsRoot(_ input: String, _ rootComment: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RefractBinary.run(
            ["build", Self.resolver, "--input", input, "--platform", "css", "-o", "out"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let css = try String(contentsOf: folder.appendingPathComponent("out/css/tokens.css"), encoding: .utf8)
        #expect(css.contains("/* \(rootComment) */\n:root {"), "\(css.prefix(400))")
        // The per-scheme helpers are a reference layer (`api: semantic`): the semantic colour holds their value.
        #expect(css.contains("--color-primary: #") && !css.contains("--scheme-light-primary"))
        #expect(css.contains("@media (prefers-color-scheme: dark)"))
        #expect(!css.contains("[data-theme="), "a fixed modifier has no other context to switch to")
    }
}
