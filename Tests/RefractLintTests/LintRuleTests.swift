import Testing

/// One row per rule: a token set that breaks it and the whole text of the finding, and one that keeps it
/// and gives nothing. Only the rule under test runs.
@Suite("Lint rules: exact findings")
struct LintRuleTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var rule: String
        var options = ""
        var files: [String: String]
        var expected: String
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "invalid: onPrimary fails AA on primary in dark only", rule: "contrast.minimum", files: [
            "tokens.resolver.json": """
            {
              "version": "2025.10",
              "resolutionOrder": [{ "$ref": "#/modifiers/mode" }],
              "modifiers": { "mode": { "default": "light", "contexts": {
                "light": [{ "color": { "$type": "color",
                  "primary": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0.5] } },
                  "onPrimary": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }],
                "dark": [{ "color": { "$type": "color",
                  "primary": { "$value": { "colorSpace": "srgb", "components": [0.5, 0.6, 1] } },
                  "onPrimary": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }]
              } } }
            }
            """,
        ], expected: """
            tokens.resolver.json:10:7: warning: [lint.contrast.minimum] 'color.onPrimary' on 'color.primary' has contrast 2.65:1, below AA (4.5:1)
               |
             8 |     "dark": [{ "color": { "$type": "color",
             9 |       "primary": { "$value": { "colorSpace": "srgb", "components": [0.5, 0.6, 1] } },
            10 |       "onPrimary": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }]
               |       ^^^^^^^^^^^ foreground
            11 |   } } }
               |
               = note: fails when mode=dark (2.65:1)
               = note: passes when mode=light (16.04:1)
               = help: darken or lighten one of them, or set this pair's level in lint.rules.contrast.minimum.pairs

            """),
        Row(name: "valid: a configured pair that reaches AAA", rule: "contrast.minimum",
            options: "level: AAA, conventions: [], pairs: [{ foreground: ink, background: paper }]", files: [
            "tokens.json": """
            { "$type": "color",
              "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
              "paper": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } }
            """,
        ], expected: ""),
        Row(name: "invalid: APCA Lc below 75", rule: "contrast.minimum",
            options: "algorithm: apca, minimumLc: 75, conventions: [], pairs: [{ foreground: ink, background: paper }]", files: [
            "tokens.json": """
            { "$type": "color",
              "ink": { "$value": { "colorSpace": "srgb", "components": [0.5333333333333333, 0.5333333333333333, 0.5333333333333333] } },
              "paper": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } }
            """,
        ], expected: """
            tokens.json:2:3: warning: [lint.contrast.minimum] 'ink' on 'paper' has contrast Lc 63, below Lc 75
              |
            1 | { "$type": "color",
            2 |   "ink": { "$value": { "colorSpace": "srgb", "components": [0.5333333333333333, 0.5333333333333333, 0.5333333333333333] } },
              |   ^^^^^ foreground
            3 |   "paper": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } }
              |
              = help: darken or lighten one of them, or set this pair's level in lint.rules.contrast.minimum.pairs

            """),
        Row(name: "invalid: an alias of a deprecated token", rule: "deprecated.used", files: [
            "tokens.json": """
            { "$type": "number",
              "old": { "$value": 1, "$deprecated": "use new" },
              "new": { "$value": 1 },
              "use": { "$value": "{old}" } }
            """,
        ], expected: """
            tokens.json:4:3: warning: [lint.deprecated.used] 'use' references the deprecated token 'old'
              |
            2 |   "old": { "$value": 1, "$deprecated": "use new" },
            3 |   "new": { "$value": 1 },
            4 |   "use": { "$value": "{old}" } }
              |   ^^^^^ references 'old'
              |
              = help: reference the token that replaces it
            tokens.json:2:3: note: 'old' is deprecated: use new
              |
            1 | { "$type": "number",
            2 |   "old": { "$value": 1, "$deprecated": "use new" },
              |   ^^^^^
            3 |   "new": { "$value": 1 },

            """),
        Row(name: "valid: a replacement named by $extensions that exists", rule: "deprecated.replacement", files: [
            "tokens.json": """
            { "$type": "number",
              "old": { "$value": 1, "$deprecated": true, "$extensions": { "dev.refract": { "replacedBy": "{new}" } } },
              "new": { "$value": 1 } }
            """,
        ], expected: ""),
        Row(name: "invalid: a replacement that is deprecated too", rule: "deprecated.replacement", files: [
            "tokens.json": """
            { "$type": "number",
              "older": { "$value": 1, "$deprecated": "Use {old}" },
              "old": { "$value": 1, "$deprecated": "Use {new}" },
              "new": { "$value": 1 } }
            """,
        ], expected: """
            tokens.json:2:3: warning: [lint.deprecated.replacement] 'older' is replaced by 'old', which is deprecated too
              |
            1 | { "$type": "number",
            2 |   "older": { "$value": 1, "$deprecated": "Use {old}" },
              |   ^^^^^^^ replaced by 'old'
            3 |   "old": { "$value": 1, "$deprecated": "Use {new}" },
              |
              = help: name a token that is not deprecated in '$deprecated' or '$extensions.dev.refract.replacedBy'
            tokens.json:3:3: note: 'old' is deprecated
              |
            1 | { "$type": "number",
            2 |   "older": { "$value": 1, "$deprecated": "Use {old}" },
            3 |   "old": { "$value": 1, "$deprecated": "Use {new}" },
              |   ^^^^^
            4 |   "new": { "$value": 1 } }

            """),
        Row(name: "invalid: camelCase under kebab-case", rule: "naming.pattern", options: "case: kebab", files: [
            "tokens.json": #"{ "$type": "number", "goodName": { "$value": 1 }, "good-name": { "$value": 2 } }"#,
        ], expected: """
            tokens.json:1:22: warning: [lint.naming.pattern] 'goodName' has the name 'goodName', which is not kebab-case
              |
            1 | { "$type": "number", "goodName": { "$value": 1 }, "good-name": { "$value": 2 } }
              |                      ^^^^^^^^^^
              |
              = help: rename it in kebab-case, or set lint.rules.naming.pattern.case

            """),
        Row(name: "invalid: a path outside the allowed patterns", rule: "naming.pattern", options: "case: any, patterns: [\"size.*\"]", files: [
            "tokens.json": #"{ "$type": "number", "size": { "a": { "$value": 1 } }, "misc": { "$value": 2 } }"#,
        ], expected: """
            tokens.json:1:56: warning: [lint.naming.pattern] 'misc' matches none of the allowed patterns
              |
            1 | { "$type": "number", "size": { "a": { "$value": 1 } }, "misc": { "$value": 2 } }
              |                                                        ^^^^^^
              |
              = note: allowed: size.*
              = help: move it under an allowed group, or add a pattern to lint.rules.naming.pattern.patterns

            """),
        Row(name: "invalid: the same value twice", rule: "values.duplicate", files: [
            "tokens.json": #"{ "$type": "number", "a": { "$value": 4 }, "b": { "$value": 4 }, "c": { "$value": "{a}" } }"#,
        ], expected: """
            tokens.json:1:44: warning: [lint.values.duplicate] 'b' has the same value as 'a'
              |
            1 | { "$type": "number", "a": { "$value": 4 }, "b": { "$value": 4 }, "c": { "$value": "{a}" } }
              |                                            ^^^
              |
              = help: make one an alias of the other: "{a}"
            tokens.json:1:22: note: 'a' holds it
              |
            1 | { "$type": "number", "a": { "$value": 4 }, "b": { "$value": 4 }, "c": { "$value": "{a}" } }
              |                      ^^^

            """),
        Row(name: "invalid: an unreferenced primitive", rule: "primitives.unused", files: [
            "tokens.json": #"{ "$type": "number", "base": { "one": { "$value": 1 }, "two": { "$value": 2 } }, "use": { "$value": "{base.one}" } }"#,
        ], expected: """
            tokens.json:1:56: warning: [lint.primitives.unused] the primitive 'base.two' is referenced by no token
              |
            1 | { "$type": "number", "base": { "one": { "$value": 1 }, "two": { "$value": 2 } }, "use": { "$value": "{base.one}" } }
              |                                                        ^^^^^
              |
              = help: remove it, or reference it from a semantic token

            """),
        Row(name: "invalid: three links where two are allowed", rule: "alias.depth", options: "maximum: 2", files: [
            "tokens.json": #"{ "$type": "number", "a": { "$value": 1 }, "b": { "$value": "{a}" }, "c": { "$value": "{b}" }, "d": { "$value": "{c}" } }"#,
        ], expected: """
            tokens.json:1:96: warning: [lint.alias.depth] 'd' reaches its value through more than 2 aliases
              |
            1 | { "$type": "number", "a": { "$value": 1 }, "b": { "$value": "{a}" }, "c": { "$value": "{b}" }, "d": { "$value": "{c}" } }
              |                                                                                                ^^^
              |
              = note: chain: d → c → b → a
              = help: reference a token nearer the value

            """),
        Row(name: "invalid: a P3 green without fallback; with one it passes", rule: "color.out-of-gamut", files: [
            "tokens.json": """
            { "$type": "color",
              "vivid": { "$value": { "colorSpace": "display-p3", "components": [0, 1, 0] } },
              "safe": { "$value": { "colorSpace": "display-p3", "components": [0, 1, 0], "hex": "#00fb29" } } }
            """,
        ], expected: """
            tokens.json:2:3: warning: [lint.color.out-of-gamut] 'vivid' is outside sRGB and has no hex fallback
              |
            1 | { "$type": "color",
            2 |   "vivid": { "$value": { "colorSpace": "display-p3", "components": [0, 1, 0] } },
              |   ^^^^^^^
            3 |   "safe": { "$value": { "colorSpace": "display-p3", "components": [0, 1, 0], "hex": "#00fb29" } } }
              |
              = help: add "hex": "#00fb29" (its gamut-mapped sRGB colour), or a colour inside sRGB

            """),
        Row(name: "invalid: a token set in dark but not dim", rule: "modes.complete", files: [
            "tokens.resolver.json": """
            {
              "version": "2025.10",
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }],
              "sets": { "base": { "sources": [{ "n": { "$type": "number", "$value": 1 } }] } },
              "modifiers": { "mode": { "default": "light", "contexts": {
                "light": [], "dark": [{ "n": { "$type": "number", "$value": 2 } }], "dim": [] } } }
            }
            """,
        ], expected: """
            tokens.resolver.json:6:29: warning: [lint.modes.complete] 'n' is set when mode=dark but not when mode=dim, which keeps the value of mode=light
              |
            4 |   "sets": { "base": { "sources": [{ "n": { "$type": "number", "$value": 1 } }] } },
            5 |   "modifiers": { "mode": { "default": "light", "contexts": {
            6 |     "light": [], "dark": [{ "n": { "$type": "number", "$value": 2 } }], "dim": [] } } }
              |                             ^^^ set here for mode=dark
            7 | }
              |
              = help: set it in mode=dim too, or in none of the contexts

            """),
        Row(name: "valid: every context sets the token", rule: "modes.complete", files: [
            "tokens.resolver.json": """
            {
              "version": "2025.10",
              "resolutionOrder": [{ "$ref": "#/modifiers/mode" }],
              "modifiers": { "mode": { "default": "light", "contexts": {
                "light": [{ "n": { "$type": "number", "$value": 1 } }], "dark": [{ "n": { "$type": "number", "$value": 2 } }],
                "dim": [{ "n": { "$type": "number", "$value": 3 } }] } } }
            }
            """,
        ], expected: ""),
        Row(name: "invalid: a planned platform's collision", rule: "names.collide", options: "platforms: [android]", files: [
            "tokens.json": #"{ "$type": "number", "a-b": { "$value": 1 }, "aB": { "$value": 2 } }"#,
        ], expected: """
            tokens.json:1:46: error: [lint.names.collide] android would reject this: tokens 'a-b' and 'aB' both become the Android resource 'integer/a_b'
              |
            1 | { "$type": "number", "a-b": { "$value": 1 }, "aB": { "$value": 2 } }
              |                                              ^^^^ second token
              |
              = help: rename one of the tokens, or give one another path on this platform with 'rename:' (platforms.android.rename); Android names are lower snake case, so case and punctuation do not tell them apart
            tokens.json:1:22: note: 'a-b' is defined here
              |
            1 | { "$type": "number", "a-b": { "$value": 1 }, "aB": { "$value": 2 } }
              |                      ^^^^^

            """),
    ]

    @Test(arguments: rows)
    func finding(_ row: Row) throws {
        let text = try LintHarness.run(rule: row.rule, options: row.options, files: row.files)
        #expect(text == row.expected, "\n\(text)")
    }
}
