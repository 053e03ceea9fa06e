import Testing

/// How `contrast.minimum` finds its pairs: from the names' roles (no configuration), from a token's
/// `$extensions`, and less those `exclude` drops or with `roles: false`.
@Suite("contrast.minimum pairing")
struct ContrastPairingTests {
    /// A status colour that fails on its muted background and passes on the page, a disabled colour that
    /// would fail (WCAG exempts it), and a decorative border that would fail.
    static let primerLike = """
        { "$type": "color",
          "fgColor": {
            "accent": { "$value": { "colorSpace": "srgb", "components": [0.5, 0.6, 1] } },
            "disabled": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1] } } },
          "bgColor": {
            "default": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
            "accent": { "muted": { "$value": { "colorSpace": "srgb", "components": [0.45, 0.55, 0.95] } } } },
          "borderColor": { "muted": { "$value": { "colorSpace": "srgb", "components": [0.05, 0.05, 0.05] } } } }
        """

    @Test func pairsComeFromTheNamesWithoutConfiguration() throws {
        let output = try LintHarness.run(rule: "contrast.minimum", files: ["tokens.json": Self.primerLike])
        #expect(output.contains("'fgColor.accent' on 'bgColor.accent.muted' has contrast 1.1"), "\(output)")
        #expect(!output.contains("'fgColor.accent' on 'bgColor.default'"), "passes on the page")
        #expect(!output.contains("'fgColor.disabled'"), "inactive colours have no contrast requirement")
        #expect(!output.contains("'borderColor.muted'"), "a decorative border is exempt")
    }

    @Test func excludeDropsAPairAndRolesFalseDropsThemAll() throws {
        let excluded = try LintHarness.run(
            rule: "contrast.minimum", options: "exclude: [{ foreground: \"fgColor.*\", background: \"bgColor.*.muted\" }]",
            files: ["tokens.json": Self.primerLike])
        #expect(excluded.isEmpty, "\(excluded)")
        let off = try LintHarness.run(rule: "contrast.minimum", options: "roles: false", files: ["tokens.json": Self.primerLike])
        #expect(off.isEmpty, "\(off)")
    }

    @Test func aTokenDeclaresItsBackgroundInExtensions() throws {
        let tokens = """
            { "$type": "color",
              "ink": { "$value": { "colorSpace": "srgb", "components": [0.6, 0.6, 0.6] },
                "$extensions": { "dev.refract": { "contrast": { "on": ["paper"] } } } },
              "paper": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
              "label": { "$value": { "colorSpace": "srgb", "components": [0.6, 0.6, 0.6] },
                "$extensions": { "dev.refract": { "contrast": { "on": "paper", "level": "AA-large" } } } },
              "bad": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] },
                "$extensions": { "dev.refract": { "contrast": { "level": "AA" } } } } }
            """
        let output = try LintHarness.run(rule: "contrast.minimum", options: "roles: false, conventions: []", files: ["tokens.json": tokens])
        #expect(output.contains("'ink' on 'paper' has contrast 2.84:1, below AA (4.5:1)"), "\(output)")
        #expect(output.contains("'label' on 'paper' has contrast 2.84:1, below AA large (3:1)"), "\(output)")
        #expect(output.contains("'bad' declares a contrast pair badly: '$extensions.dev.refract.contrast' needs 'on'"), "\(output)")
    }
}
