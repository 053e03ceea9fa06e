import Foundation
import RefractDiagnostics
import RefractKit
import RefractLint
import RefractModel
@testable import RefractPreview
import RefractTestSupport
import Testing

/// The page's context for tokens/: columns, sections, uniform rows, alias chains, pairs, order.
@Suite("Preview context")
struct PreviewContextTests {
    static func model(_ input: String = TestEnvironment.packageRoot.appendingPathComponent("tokens").path) throws -> ThemedTokenSet {
        try #require(TokenLoader.run(LoadRequest(inputs: [input])).model)
    }

    static func context() throws -> PreviewContext {
        let model = try model()
        return PreviewContextBuilder.build(
            model, settings: PreviewSettings(title: "Example", pairs: PreviewPipeline.contrastPairs(model, lint: .recommended)))
    }

    static func row(_ path: String, in context: PreviewContext) -> PreviewRow? {
        context.sections.lazy.flatMap(\.groups).flatMap(\.rows).first { $0.path == path }
    }

    @Test func columnsAreThePermutationsSideBySide() throws {
        let context = try Self.context()
        #expect(context.columns.map(\.label) == ["standard · light", "standard · dark", "christmas · light", "christmas · dark"])
        #expect(context.columns.map(\.scheme) == ["light", "dark", "light", "dark"])
        #expect(context.columns.map(\.isDefault) == [true, false, false, false])
        #expect(context.omittedColumns == nil)
    }

    @Test func everyTokenHasOneRowInTheSectionOfItsType() throws {
        let context = try Self.context()
        let rows = context.sections.flatMap { section in section.groups.flatMap(\.rows).map { (section.id, $0.path) } }
        #expect(rows.count == 42)
        #expect(Set(rows.map(\.1)).count == 42)
        let sectionOf = Dictionary(uniqueKeysWithValues: rows.map { ($1, $0) })
        #expect(sectionOf["palette.teal"] == "colors")
        #expect(sectionOf["gradient.primary"] == "gradients")
        #expect(sectionOf["size.cornerRadius"] == "radii")
        #expect(sectionOf["spacing.large"] == "spacing")
        #expect(sectionOf["size.cardHeight"] == "sizes")
        #expect(sectionOf["motion.standard"] == "motion")
        #expect(sectionOf["font.family.body"] == "typography")
        #expect(context.sections.map(\.id) == ["colors", "gradients", "typography", "shadows", "radii", "spacing", "sizes", "motion"])
    }

    @Test func aValueTheSameEverywhereIsOneCellAndTheOthersOnePerPermutation() throws {
        let context = try Self.context()
        let teal = try #require(Self.row("palette.teal", in: context))
        #expect(teal.isUniform)
        #expect(teal.cells.map(\.span) == [4])
        #expect(teal.cells.first?.color?.hex == "#1b8188")
        let primary = try #require(Self.row("color.primary", in: context))
        #expect(!primary.isUniform)
        #expect(primary.cells.map { $0.color?.hex } == ["#1b8188", "#57b5b9", "#b61d2c", "#ea6569"])
        #expect(primary.cells.map(\.aliasChain) == [
            ["scheme.light.primary", "palette.teal"], ["scheme.dark.primary", "palette.teal-light"],
            ["scheme.light.primary", "palette.holly"], ["scheme.dark.primary", "palette.holly-light"],
        ])
        let palette = try #require(context.sections.first?.groups.first { $0.title == "palette" })
        #expect(palette.isPalette)
    }

    @Test func wideGamutAndTranslucentColoursAreMarked() throws {
        let context = try Self.context()
        let gold = try #require(Self.row("palette.gold", in: context)?.cells.first?.color)
        #expect(gold.isWideGamut)
        #expect(gold.css == "color(display-p3 0.95 0.76 0.25)")
        let shadow = try #require(Self.row("palette.shadow", in: context)?.cells.first?.color)
        #expect(shadow.isTranslucent)
        #expect(shadow.hex == "#00000029")
        #expect(shadow.css == "color(srgb 0 0 0 / 0.16)")
    }

    @Test func scalesReadSmallestFirst() throws {
        let context = try Self.context()
        let spacing = try #require(context.sections.first { $0.id == "spacing" })
        #expect(spacing.groups.flatMap(\.rows).map(\.path) == ["spacing.small", "spacing.medium", "spacing.large"])
        #expect(spacing.isUniform)
        #expect(spacing.groups.flatMap(\.rows).last?.cells.first?.length?.text == "1.5rem (24px)")
    }

    @Test func pairsByNameAreFoundAndBadgedInEveryColumn() throws {
        let context = try Self.context()
        let contrast = try #require(context.contrast)
        #expect(contrast.pairs.map { "\($0.foreground) on \($0.background)" } == [
            "color.onError on color.error", "color.onPrimary on color.primary", "color.onSurface on color.surface",
        ])
        #expect(contrast.pairs.allSatisfy { $0.cells.count == 4 })
    }

    /// The page and `contrast.minimum` read one config: a convention set for lint is what the page badges.
    @Test func thePageBadgesThePairsLintChecks() throws {
        let model = try Self.model()
        let conventions = LintOptionValue(.list([LintOptionValue(.mapping([
            .init(key: "foreground", keySpan: nil, value: LintOptionValue(.string("color.on*"))),
            .init(key: "background", keySpan: nil, value: LintOptionValue(.string("color.surface"))),
        ]))]))
        let rule = LintOptionValue(.mapping([.init(key: "conventions", keySpan: nil, value: conventions)]))
        var problems: [Diagnostic] = []
        let lint = LintConfiguration.read(
            LintOptionValue(.mapping([.init(key: "rules", keySpan: nil, value: LintOptionValue(.mapping([
                .init(key: "contrast.minimum", keySpan: nil, value: rule),
            ])))])), reporting: &problems)
        #expect(problems.isEmpty)
        let context = PreviewContextBuilder.build(model, settings: PreviewSettings(pairs: PreviewPipeline.contrastPairs(model, lint: lint)))
        #expect(context.contrast?.pairs.map { "\($0.foreground) on \($0.background) (\($0.reason))" } == [
            "color.onError on color.surface (color.on* → color.surface)",
            "color.onPrimary on color.surface (color.on* → color.surface)",
            "color.onSurface on color.surface (color.on* → color.surface)",
        ])
    }

    @Test func pairsAreKeptWhereBothAreColours() throws {
        let context = PreviewContextBuilder.build(
            try Self.model(),
            settings: PreviewSettings(pairs: [.init(foreground: "palette.gold", background: "palette.night"), .init(foreground: "no.such", background: "palette.night")]))
        #expect(context.contrast?.pairs.first.map { "\($0.foreground) on \($0.background) (\($0.reason))" } == "palette.gold on palette.night (config)")
        #expect(context.contrast?.pairs.count == 1)
    }

    @Test func easingsArePlottedInAHundredByHundredBox() {
        let easing = PreviewCellBuilder.easing(CubicBezier(0.2, 0, 0, 1))
        #expect(easing.path == "M0,100 C20,100 0,0 100,0")
        #expect(easing.css == "cubic-bezier(0.2, 0, 0, 1)")
    }

    @Test(arguments: [
        (ColorValue(space: .oklch, components: [0.7, 0.1, nil]), "oklch(0.7 0.1 none)"),
        (ColorValue(space: .hsl, components: [120, 50, 25], alpha: 0.5), "hsl(120 50% 25% / 0.5)"),
        (ColorValue(space: .lab, components: [50, 20, -30]), "lab(50 20 -30)"),
        (ColorValue(space: .xyzD50, components: [0.1, 0.2, 0.3]), "color(xyz-d50 0.1 0.2 0.3)"),
    ])
    func coloursAreCSSInTheirOwnSpace(color: ColorValue, css: String) {
        #expect(PreviewCSS.color(color) == css)
    }
}

/// The badges against known pairs: WCAG's black on white and APCA's published `#888` on `#fff`.
@Suite("Preview contrast badges")
struct PreviewContrastTests {
    static func badges(_ foreground: String, on background: String) throws -> PreviewContrastCell {
        var cell = PreviewContrastCell(column: "c", label: "c", span: 1)
        PreviewContrast.fill(&cell, foreground: try #require(ColorValue(hex: foreground)), background: try #require(ColorValue(hex: background)))
        return cell
    }

    @Test func blackOnWhiteIsTwentyOneToOne() throws {
        let cell = try Self.badges("#000000", on: "#ffffff")
        #expect([cell.ratio, cell.level, cell.apca] == ["21.00:1", "AAA", "Lc 106.0"])
        #expect(cell.passes)
    }

    @Test func greyOnWhiteIsAALargeOnly() throws {
        let cell = try Self.badges("#888888", on: "#ffffff")
        #expect([cell.ratio, cell.level, cell.apca] == ["3.54:1", "AA large", "Lc 63.1"])
        #expect(!cell.passes)
        #expect(cell.isLargeTextOnly)
    }

    @Test func lightOnDarkHasANegativeLc() throws {
        let cell = try Self.badges("#ffffff", on: "#888888")
        #expect(cell.apca == "Lc -68.5")
        #expect(cell.level == "AA large")
    }

    @Test func ratiosAreCutNotRoundedUp() throws {
        // #777 on white is 4.478:1: it must read 4.47, below the 4.5 it fails.
        let cell = try Self.badges("#777777", on: "#ffffff")
        #expect(cell.ratio == "4.47:1")
        #expect(cell.level == "AA large")
    }

    @Test func theExampleTokensHaveBadgesInEveryColumn() throws {
        let context = try PreviewContextTests.context()
        let cells = try #require(context.contrast?.pairs.first { $0.foreground == "color.onPrimary" }?.cells)
        #expect(cells.allSatisfy { !$0.ratio.isEmpty && !$0.apca.isEmpty })
    }
}

/// Deprecated tokens are marked with their message, and text from the tokens cannot break out of the page.
@Suite("Preview page text")
struct PreviewPageTextTests {
    @Test func deprecatedTokensAreMarkedAndDescriptionsEscaped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-preview-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tokens.json")
        try """
            { "color": { "$type": "color",
              "old": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] }, "$deprecated": "use color.new" },
              "new": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1] }, "$description": "</script><b>bold</b> & more" } } }
            """.write(to: file, atomically: true, encoding: .utf8)
        let result = PreviewPipeline.run(PreviewRequest(load: LoadRequest(inputs: [file.path]), output: "p.html"))
        let html = try #require(result.page?.contents)
        let context = PreviewContextBuilder.build(try #require(result.load.model), settings: PreviewSettings())
        #expect(PreviewContextTests.row("color.old", in: context)?.deprecated == PreviewDeprecation(message: "use color.new"))
        #expect(context.deprecatedCount == 1)
        #expect(html.contains("class=\"row is-deprecated\" id=\"token-color.old\" data-token=\"color.old\""))
        #expect(html.contains("use color.new"))
        #expect(html.contains("&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt; &amp; more"))
        #expect(!html.contains("<b>bold</b>"))
    }

    /// Tokens Studio's `source` sets are read for references only: the page leaves their tokens out, as CSS,
    /// Android, Swift, Compose and the JSON bundle do, and shows the values that name them.
    @Test func referenceOnlyTokensAreLeftOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-preview-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tokens.json")
        try """
            { "core": { "green": { "value": "#38a169", "type": "color" } },
              "semantic": { "bg": { "value": "{green}", "type": "color" } },
              "$themes": [ { "name": "Light", "selectedTokenSets": { "core": "source", "semantic": "enabled" } } ] }
            """.write(to: file, atomically: true, encoding: .utf8)
        var load = LoadRequest(inputs: [file.path])
        load.formats = [file.path: .tokensStudio]
        let result = PreviewPipeline.run(PreviewRequest(load: load, output: "p.html"))
        #expect(result.errorCount == 0)
        #expect(result.load.model?.referenceOnly == [TokenPath("green")], "read, for references")
        let html = try #require(result.page?.contents)
        #expect(html.contains("data-token=\"bg\""))
        #expect(!html.contains("data-token=\"green\""))
        #expect(html.lowercased().contains("#38a169"), "the value that names it keeps its value")
    }
}

@Suite("Preview page: names, controls and surfaces")
struct PreviewPageFeaturesTests {
    static func page() throws -> String {
        let tokens = TestEnvironment.packageRoot.appendingPathComponent("tokens").path
        let result = PreviewPipeline.run(PreviewRequest(load: LoadRequest(inputs: [tokens]), output: "preview.html"))
        return try #require(result.page?.contents)
    }

    /// Each token carries its name on every platform the config builds, each with a copy button.
    @Test func everyPlatformsNameHasACopyButton() throws {
        let html = try Self.page()
        for name in ["--color-primary", "Theme.colors.primary", "R.color.color_primary"] {
            #expect(html.contains("data-copy=\"\(name)\""), "no copy button for \(name)")
        }
    }

    /// One control per modifier, every context selectable; the columns are drawn on `color.background`.
    @Test func aControlPerModifierAndColumnsOnTheirPageColour() throws {
        let html = try Self.page()
        #expect(html.contains("<select data-axis=\"theme\""))
        #expect(html.contains("<select data-axis=\"mode\""))
        #expect(html.contains("<option value=\"christmas\">christmas</option>"))
        #expect(html.contains("class=\"col-head has-surface\" data-column=\"theme=standard, mode=dark\""))
        for remote in ["http:", "https:", "<script src", "<link", "@import"] {
            #expect(!html.contains(remote), "the page refers to '\(remote)'")
        }
    }

    /// Past six columns, a further modifier starts at its default context and the rest stay every context.
    @Test func manyPermutationsStartNarrowed() throws {
        guard Corpus.require() else { return }
        let primer = Corpus.examples.appendingPathComponent("github-primer.resolver.json").path
        let model = try PreviewContextTests.model(primer)
        let context = PreviewContextBuilder.build(model, settings: PreviewSettings())
        #expect(context.columnCount == 12)
        #expect(context.axes.map { "\($0.name) \($0.showsAll)" } == ["theme true", "size false"])
        #expect(context.axes.last?.options.first { $0.selected }?.value == "default")
    }
}
