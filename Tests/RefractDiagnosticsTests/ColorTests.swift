import Testing

@testable import RefractDiagnostics

@Suite("Colour")
struct ColorTests {
    @Test("coloured output stripped of ANSI is the plain output", arguments: [
        unresolvedAlias,
        Diagnostic.warning("compat.legacy-string", "legacy", at: colorTokens.span(from: (5, 16), to: (6, 32))),
        Diagnostic(.note, "input.info", "info", at: nil, notes: [
            DiagnosticNote("defined here", at: colorTokens.span(line: 5, column: 9, length: 5)),
        ]),
    ])
    func strippedColourEqualsPlain(diagnostic: Diagnostic) {
        let coloured = TextRenderer(useColor: true).render(diagnostic, sources: colorTokens.store)
        let plain = TextRenderer(useColor: false).render(diagnostic, sources: colorTokens.store)
        #expect(coloured != plain)
        #expect(coloured.strippingANSI == plain)
    }

    @Test("severities, header message and gutter get their colours")
    func colours() {
        let text = TextRenderer(useColor: true).render(unresolvedAlias, sources: colorTokens.store)
        #expect(text.hasPrefix(
            "\u{1B}[1mtokens/color.tokens.json:10:28:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m "
                + "\u{1B}[1m[alias.unresolved] no token at path 'color.base.blu.500'\u{1B}[0m\n"))
        #expect(text.contains("\u{1B}[1;34m10 |\u{1B}[0m       \"link\""))
        #expect(text.contains("\u{1B}[1;31m^^^^^^^^^^^^^^^^^^^^ referenced here\u{1B}[0m"))
        #expect(text.contains("\u{1B}[1;36m= note:\u{1B}[0m unresolved"))

        let warning = Diagnostic.warning("compat.x", "old", at: nil)
        #expect(TextRenderer(useColor: true).render(warning, sources: SourceStore()).contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
    }

    @Test("colour choice", arguments: [
        (ColorChoice.always, false, [String: String](), true),
        (.never, true, [:], false),
        (.auto, true, ["TERM": "xterm-256color"], true),
        (.auto, true, [:], true),
        (.auto, false, ["TERM": "xterm-256color"], false),
        (.auto, true, ["TERM": "dumb"], false),
        (.auto, true, ["NO_COLOR": "1"], false),
        (.auto, true, ["NO_COLOR": ""], true),
        (.always, true, ["NO_COLOR": "1", "TERM": "dumb"], true),
    ])
    func colourChoice(choice: ColorChoice, isTerminal: Bool, environment: [String: String], expected: Bool) {
        #expect(shouldUseColor(choice: choice, isTerminal: isTerminal, environment: environment) == expected)
    }

    @Test("colour choices parse from their option names")
    func choiceNames() {
        #expect(ColorChoice.allCases.map(\.rawValue) == ["auto", "always", "never"])
        #expect(ColorChoice(rawValue: "always") == .always)
    }

    @Test("a file descriptor that is not open is not a terminal")
    func closedDescriptor() {
        #expect(Terminal.isTerminal(fileDescriptor: -1) == false)
    }
}

@Suite("Summary line")
struct SummaryTests {
    @Test("counts are pluralised and the suffix is optional", arguments: [
        (1, 0, "no files written", "refract: 1 error, 0 warnings; no files written"),
        (0, 1, "4 files written", "refract: 0 errors, 1 warning; 4 files written"),
        (2, 3, nil, "refract: 2 errors, 3 warnings"),
        (0, 0, "", "refract: 0 errors, 0 warnings"),
    ] as [(Int, Int, String?, String)])
    func summary(errors: Int, warnings: Int, suffix: String?, expected: String) {
        #expect(TextRenderer.summary(errors: errors, warnings: warnings, suffix: suffix) == expected)
    }
}
