import Foundation
import RefractTestSupport
import Testing

/// `api: semantic` (the default): the groups that exist only to be referenced (the example's `palette` and
/// per-scheme `scheme.light`/`scheme.dark`) stay out of every platform's API, their values written where they
/// are referenced; `api: all`, `public:` and `referenceOnly:` change that per project and per platform, and the
/// build says how many stayed out and how to include them.
@Suite("Semantic tokens by default")
struct SemanticAPITests {
    /// The example tokens of `refract init` with `config` as refract.yaml.
    static func project(_ name: String, config: String) throws -> ProjectFolder {
        let folder = try InitConfigOnlyTests.exampleTokensOnly()
        try folder.write("refract.yaml", config)
        return folder
    }

    static func build(_ folder: ProjectFolder) throws -> RefractBinary.Run {
        try RefractBinary.run(["build"], in: folder.url)
    }

    @Test func theExampleAPIsHoldOnlySemanticTokens() throws {
        let folder = try Self.project("semantic-default", config: "resolver: tokens/tokens.resolver.yaml\n")
        defer { folder.remove() }
        let run = try Self.build(folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains(
            "refract: 23 tokens only referenced (palette, scheme) left out of every platform's API; 'api: all' in refract.yaml includes them"),
            "\(run.stderr)")
        let swift = ["Theme+SwiftUI.swift", "ThemeColors.swift"].compactMap { folder.read("output/swift/" + $0) }.joined()
        #expect(swift.contains("themePrimary"), "the semantic colours stay")
        #expect(!swift.contains("themePalette") && !swift.contains("themeScheme"), "no palette or per-scheme accessor")
        #expect(!swift.contains("paletteTeal") && !swift.contains("schemeDarkPrimary"))
        let compose = try #require(folder.read("output/compose/Theme.kt"))
        #expect(compose.contains("val primary"), "\(compose)")
        #expect(!compose.contains("paletteTeal") && !compose.contains("schemeDarkPrimary"))
        let css = try #require(folder.read("output/css/tokens.css"))
        #expect(!css.contains("--palette-") && !css.contains("--scheme-"))
        // An alias of a token left out holds its value.
        #expect(css.contains("--color-on-primary: #ffffff;"), "\(css)")
        #expect(folder.read("output/web/tokens.d.ts")?.contains("palette") == false)
        #expect(folder.read("output/android/res/values/refract_colors.xml")?.contains("palette") == false)
        // Lint still reads every token: an alias to a palette colour resolves, and nothing is reported.
        let lint = try RefractBinary.run(["lint"], in: folder.url)
        #expect(lint.status == 0 && lint.stderr.contains("42 tokens × 4 permutations"), "\(lint.stderr)")
    }

    @Test func apiAllKeepsEveryTokenForTheProjectOrOnePlatform() throws {
        let all = try Self.project("semantic-all", config: "resolver: tokens/tokens.resolver.yaml\napi: all\n")
        defer { all.remove() }
        let run = try Self.build(all)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("only referenced"), "\(run.stderr)")
        #expect(all.read("output/css/tokens.css")?.contains("--palette-teal:") == true)

        let css = try Self.project(
            "semantic-css-all", config: "resolver: tokens/tokens.resolver.yaml\nplatforms:\n  css: { api: all }\n")
        defer { css.remove() }
        let mixed = try Self.build(css)
        #expect(mixed.status == 0, "\(mixed.stderr)")
        #expect(mixed.stderr.contains("left out of the API of ") && mixed.stderr.contains("swift (23)"), "\(mixed.stderr)")
        #expect(!mixed.stderr.contains("css ("), "\(mixed.stderr)")
        #expect(css.read("output/css/tokens.css")?.contains("--color-on-primary: var(--palette-paper);") == true)
        #expect(css.read("output/swift/ThemeColors.swift")?.contains("paletteTeal") == false)
    }

    @Test func publicAndReferenceOnlyOverrideTheJudgmentByPattern() throws {
        let folder = try Self.project("semantic-patterns", config: """
            resolver: tokens/tokens.resolver.yaml
            public: [palette.gold]
            platforms:
              swift: { referenceOnly: [spacing.large] }

            """)
        defer { folder.remove() }
        let run = try Self.build(folder)
        #expect(run.status == 0, "\(run.stderr)")
        let colors = try #require(folder.read("output/swift/ThemeColors.swift"))
        #expect(colors.contains("paletteGold"), "public: keeps it")
        #expect(!colors.contains("paletteTeal"))
        #expect(folder.read("output/swift/ThemeSizes.swift")?.contains("spacingLarge") == false, "referenceOnly: leaves it out")
        #expect(folder.read("output/swift/ThemeSizes.swift")?.contains("spacingMedium") == true)
        #expect(folder.read("output/css/tokens.css")?.contains("--spacing-large:") == true, "only Swift leaves it out")
        #expect(run.stderr.contains("swift (23)") && run.stderr.contains("css (22)"), "\(run.stderr)")
    }

    @Test func aMisspeltScopeIsAConfigErrorWithItsFix() throws {
        let folder = try Self.project("semantic-typo", config: "resolver: tokens/tokens.resolver.yaml\napi: sematic\n")
        defer { folder.remove() }
        let run = try Self.build(folder)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("[config.invalid] 'api' must be 'semantic' or 'all', not 'sematic'"), "\(run.stderr)")
        #expect(folder.read("output/css/tokens.css") == nil, "bad config writes nothing")
    }

    @Test func anUnmatchedPublicPatternIsReported() throws {
        let folder = try Self.project("semantic-unmatched", config: """
            resolver: tokens/tokens.resolver.yaml
            platforms:
              css: { public: [pallete.gold] }

            """)
        defer { folder.remove() }
        let run = try Self.build(folder)
        #expect(run.stderr.contains("[config.unmatched-token] 'public' pattern 'pallete.gold' matches no token"), "\(run.stderr)")
    }
}
