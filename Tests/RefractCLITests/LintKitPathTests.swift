import Foundation
import RefractKit
import RefractTestSupport
import Testing

/// `refract lint` is the kit's lint (`TokenProject.lintDiagnostics`), the one the LSP and MCP use: the same
/// findings, `--keep-going` included (the rules and the platforms' names on the tokens that could be read).
@Suite("lint goes through the kit's one lint path")
struct LintKitPathTests {
    /// A reference to no token (left out with what depends on it under `--keep-going`) and two tokens every
    /// platform names alike, which only a lint of the rest finds.
    static let tokens = """
        {
          "color": {
            "$type": "color",
            "brand": { "$value": "{color.primary}" },
            "text": { "$value": "{color.brand}" },
            "on-ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
            "onInk": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } }
          }
        }
        """

    /// `error: [code] message` of each finding, in order.
    static func findings(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: ": error: [") ?? line.range(of: ": warning: [") else { return nil }
            let severity = line[range].contains("error") ? "error" : "warning"
            return severity + ": [" + line[range.upperBound...]
        }
    }

    @Test(arguments: [false, true])
    func theCommandSaysWhatTheKitFinds(keepGoing: Bool) throws {
        let folder = try ProjectFolder("lint-kit-path")
        defer { folder.remove() }
        try folder.write("tokens.json", Self.tokens)
        let run = try RefractBinary.run(["lint", "tokens.json", "--color", "never"] + (keepGoing ? ["--keep-going"] : []), in: folder.url)
        #expect(run.status == 1, "\(run.stderr)")
        let project = TokenProject.open(in: folder.path, given: [folder.url.appendingPathComponent("tokens.json").path])
        let kit = project.lintDiagnostics(TokenLoader.run(project.request), keepGoing: keepGoing)
            .map { "\($0.severity == .error ? "error" : "warning"): [\($0.code.rawValue)] \($0.message)" }
        #expect(Self.findings(run.stderr) == kit, "\(run.stderr)")
        #expect(kit.contains { $0.hasPrefix("error: [alias.unresolved]") })
        // Only a lint of the tokens that could be read finds the collision.
        #expect(kit.contains { $0.hasPrefix("error: [name.collision]") } == keepGoing, "\(kit)")
    }
}
