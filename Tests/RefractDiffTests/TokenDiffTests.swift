import Foundation
import RefractDiff
import RefractTestSupport
import Testing

/// tokens/ against a copy edited to make each kind of change (`TokenSetVersions.edits`).
@Suite("refract diff: two versions of tokens/")
struct TokenDiffTests {
    @Test func eachKindOfChangeIsFound() throws {
        let versions = try TokenSetVersions()
        defer { versions.remove() }
        let diff = try versions.diff()

        #expect(diff.comparedPermutations.count == 4)
        #expect(diff.added.map(\.path) == ["spacing.xlarge"])
        #expect(diff.added.first?.states.map(\.state.value) == Array(repeating: "40px", count: 4))
        #expect(diff.removed.map(\.path) == ["size.cardHeight"])
        #expect(diff.removed.first?.states.first?.state.value == "120px")
        #expect(diff.renamed.map { "\($0.from) → \($0.to)" } == ["spacing.small → spacing.compact"])

        let changed = Dictionary(uniqueKeysWithValues: diff.changed.map { ($0.path, $0) })
        let medium = try #require(changed["spacing.medium"])
        #expect(medium.permutations.count == 4)
        #expect(medium.permutations.allSatisfy { $0.before?.value == "16px" && $0.after?.value == "20px" })

        // One permutation only: christmas dark's primary, through the scheme it aliases.
        let primary = try #require(changed["color.primary"])
        #expect(primary.permutations.map(\.permutation) == ["theme=christmas, mode=dark"])
        #expect(primary.permutations.first?.before == TokenState(value: "#ea6569", swatch: "#ea6569", aliasOf: "scheme.dark.primary"))
        #expect(primary.permutations.first?.after == TokenState(value: "#b61d2c", swatch: "#b61d2c", aliasOf: "scheme.dark.primary"))

        // The alias went, the value stayed.
        let onPrimary = try #require(changed["color.onPrimary"])
        #expect(onPrimary.permutations.map(\.permutation) == ["theme=standard, mode=dark", "theme=christmas, mode=dark"])
        #expect(onPrimary.permutations.allSatisfy { $0.before?.aliasOf == "palette.ink" && $0.after?.aliasOf == nil })
        #expect(onPrimary.permutations.allSatisfy { $0.before?.value == $0.after?.value })

        let surface = try #require(changed["color.surface"])
        #expect(surface.permutations.isEmpty)
        #expect(surface.description == TextChange(before: "Background of cards", after: "Cards and sheets"))

        #expect(Set(changed.keys) == ["spacing.medium", "color.primary", "color.onPrimary", "color.surface",
            "scheme.dark.primary", "gradient.primary"])
    }

    @Test func platformNamesThatDisappearAreBreaking() throws {
        let versions = try TokenSetVersions()
        defer { versions.remove() }
        let diff = try versions.diff()
        #expect(diff.isBreaking)
        let removed = Set(diff.removedNames.map { "\($0.platform) \($0.name)" })
        #expect(removed == [
            "swift Theme.sizes.cardHeight", "swift Theme.sizes.spacingSmall", "css --size-card-height", "css --spacing-small",
            "android R.dimen.size_card_height", "android R.dimen.spacing_small", "compose RefractTheme.sizes.cardHeight",
            "compose RefractTheme.sizes.spacingSmall",
        ])
        // Android's resources name their token (context version 7), so they belong to the token like the others.
        #expect(diff.removed.first?.names.map(\.name) == [
            "Theme.sizes.cardHeight", "--size-card-height", "R.dimen.size_card_height", "RefractTheme.sizes.cardHeight",
        ])
        #expect(diff.renamed.first?.namesAdded.map(\.name) == [
            "Theme.sizes.spacingCompact", "--spacing-compact", "R.dimen.spacing_compact", "RefractTheme.sizes.spacingCompact",
        ])
        #expect(diff.removedNames.first { $0.name == "R.dimen.size_card_height" }?.token == "size.cardHeight")
    }

    @Test func identicalVersionsHaveNoChanges() throws {
        let versions = try TokenSetVersions(edited: false)
        defer { versions.remove() }
        let diff = try versions.diff()
        #expect(diff.isEmpty)
        #expect(!diff.isBreaking)
        #expect(MarkdownDiffRenderer.render(diff).contains("No token changes."))
    }

    /// A value changed and an addition alone break nothing: only names that disappear do.
    @Test func addingATokenIsNotBreaking() throws {
        let versions = try TokenSetVersions(edited: false)
        defer { versions.remove() }
        let url = versions.root.appendingPathComponent("new/semantic.tokens.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
        try text.replacingOccurrences(of: "$value: { value: 16, unit: px }", with: "$value: { value: 18, unit: px }\n  huge:\n    $value: { value: 64, unit: px }")
            .write(to: url, atomically: true, encoding: .utf8)
        let diff = try versions.diff()
        #expect(diff.added.map(\.path) == ["spacing.huge"])
        #expect(diff.changed.map(\.path) == ["spacing.medium"])
        #expect(!diff.isBreaking)
        #expect(diff.platformNames.allSatisfy { $0.change == .added } && !diff.platformNames.isEmpty)
    }
}
