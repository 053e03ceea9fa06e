import Foundation
import Testing

@testable import RefractDiagnostics

/// A message carries text from token files; none of it reaches a terminal or a CI log as a control.
@Suite("Terminal safety")
struct TerminalSafetyTests {
    static let hostile = "{missing.x\u{1B}[2J\u{1B}]0;pwned\u{07}\r\u{202E}}"

    static let diagnostic = Diagnostic.error(
        "alias.unresolved", "no token at path '\(hostile)'",
        at: colorTokens.span(line: 10, column: 28, length: 20), label: "referenced \u{1B}[31mhere",
        notes: [DiagnosticNote("one\u{9B}2J\nline two")], help: "did you mean '{color.base.blue.500}'?\u{07}")

    /// No C0 or C1 control but newline and tab, no bidirectional override.
    static func isInert(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
    }

    @Test(arguments: [false, true])
    func textOutputShowsControlsAsEscapes(color: Bool) {
        var rendered = TextRenderer(useColor: color).render(Self.diagnostic, sources: colorTokens.store)
        // The renderer's own colours are the only escape sequences, and they are only there with colour on.
        if color { rendered = rendered.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) }
        #expect(Self.isInert(rendered), "\(rendered.debugDescription)")
        #expect(rendered.contains(#"no token at path '{missing.x\u{1B}[2J\u{1B}]0;pwned\u{7}\u{D}\u{202E}}'"#))
        #expect(rendered.contains(#"referenced \u{1B}[31mhere"#))
        #expect(rendered.contains(#"= note: one\u{9B}2J"#) && rendered.contains("line two"))
        #expect(rendered.contains(#"did you mean '{color.base.blue.500}'?\u{7}"#))
    }

    @Test func gitHubCommandsStayOneLineAndInert() {
        let rendered = GitHubRenderer().render([Self.diagnostic, .warning("a.b", "50% of '::x' \n next", at: nil)])
        let commands = rendered.split(separator: "\n")
        #expect(commands.count == 2)
        #expect(commands.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") })
        #expect(Self.isInert(rendered))
        #expect(commands[1].hasSuffix("::50%25 of '::x' %0A next"))
    }

    @Test func machineFormatsKeepTheMessageExactly() throws {
        let json = JSONRenderer().render([Self.diagnostic])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["message"] as? String == Self.diagnostic.message)
        let sarif = SARIFRenderer(toolVersion: "test").render([Self.diagnostic], sources: colorTokens.store)
        #expect(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) is [String: Any])
        #expect(sarif.contains(#"\u001b[2J"#) || sarif.contains(#"\u001B[2J"#))
    }
}
