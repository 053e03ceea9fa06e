import Foundation
import RefractCompose
import RefractOutput
import Testing

/// What Android Studio's quick documentation shows of a generated member: its token path and its values.
@Suite("Quick Help: KDoc with token paths and values")
struct ComposeQuickHelpTests {
    @Test func valuesAreInComposeUnits() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let (context, _) = ComposeBackend.context(model, options: PlatformOptions(destination: "compose"))
        let members = Dictionary(uniqueKeysWithValues: context.collections.flatMap(\.members).map { ($0.path, $0) })
        #expect(members["spacing.medium"]?.docLines == [" spacing.medium · 16.dp"])
        #expect(members["color.onPrimary"]?.valueLines == [" color.onPrimary · light #FFFFFF · dark #1A1C1E"])
        #expect(members["color.primary"]?.descriptionLines == [" Brand colour for prominent actions and accents"])
    }

    /// Every property of the collection classes in `Theme.kt` follows a KDoc that gives its token path.
    @Test func everyMemberOfTheExampleHasItsTokenPath() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let options = PlatformOptions(destination: "compose")
        let (context, _) = ComposeBackend.context(model, options: options)
        let files = ComposeBackend.generate(model, options: options, templates: TestSupport.templates).files
        let theme = try #require(files.first { $0.path == "Theme.kt" })
        var paths: [String: Set<String>] = [:]
        for member in context.collections.flatMap(\.members) { paths[member.identifier, default: []].insert(member.path) }
        // The collection classes come first, before the composite value types.
        let classes = try #require(theme.contents.components(separatedBy: "/** One layer of a shadow").first)
        let lines = classes.split(separator: "\n", omittingEmptySubsequences: false)
        var count = 0
        for (index, line) in lines.enumerated() {
            guard let match = line.firstMatch(of: #/^\s+val (\S+): /#), !match.output.1.hasPrefix("_part") else { continue }
            count += 1
            let candidates = paths[String(match.output.1)] ?? []
            var above = index - 1
            while above >= 0, lines[above].contains("@Deprecated(") { above -= 1 }
            var comment: [Substring] = []
            if above >= 0, lines[above].trimmingCharacters(in: .whitespaces) == "*/" {
                while above >= 0, !lines[above].contains("/**") {
                    comment.insert(lines[above], at: 0)
                    above -= 1
                }
            }
            #expect(
                comment.contains { line in candidates.contains { line.contains("* \($0) · ") || line.hasSuffix("* \($0)") } },
                "\(line): \(comment)")
        }
        #expect(count == context.collections.reduce(0) { $0 + $1.members.count })
    }
}
