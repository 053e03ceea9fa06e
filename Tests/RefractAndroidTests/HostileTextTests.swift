@testable import RefractAndroid
import RefractModel
import RefractOutput
import Testing

/// Names and descriptions that close, open or re-interpret a comment somewhere a generated comment is
/// copied to: XML, `R.java` (aapt's Javadoc), a terminal, an editor.
@Suite("Hostile text in Android comments")
struct HostileTextTests {
    static let hostile = [
        "ends */ the Javadoc", "opens /* one", "ends --> the XML comment", "quotes \"\"\" three", "ends ]]> CDATA",
        "ends </style> a page", "two\nlines", "line\u{2028}separator", "terminal \u{1B}[31mred\u{1B}[0m",
        "right-to-left \u{202E}txet\u{202C} and \u{200F}mark", "escape \\u002a/ and \\users", "@SystemApi @TestApi @hide",
        "ends in a dash -",
    ]

    static var model: ThemedTokenSet {
        let tokens = hostile.enumerated().map { index, text in
            InMemoryModel.token("color.evil \(text) \(index)", InMemoryModel.color(1, 0, 0), line: index + 1, description: text)
        } + [
            InMemoryModel.token("font.evil", .fontFamily(hostile), line: 40, description: hostile.joined(separator: " ")),
            InMemoryModel.token("text.evil", .typography(Typography(
                fontFamily: hostile, fontSize: Dimension(16, .px), fontWeight: FontWeight(400), letterSpacing: nil,
                lineHeight: nil)), line: 41, description: hostile.joined()),
        ]
        return InMemoryModel.lightDark(light: tokens, dark: tokens.map { token in
            var dark = token
            if case .color = token.value { dark.value = InMemoryModel.color(0, 0, 1) }
            return dark
        })
    }

    @Test(arguments: hostile)
    func commentsKeepNoDelimiterEscapeOrControl(_ text: String) {
        let comment = AndroidXML.comment(text)
        for forbidden in ["*/", "--", "\\u", "@S", "@T", "@h", "\n", "\u{2028}", "\u{1B}", "\u{202E}", "\u{200F}"] {
            #expect(!comment.contains(forbidden), "\(comment.debugDescription) holds \(forbidden.debugDescription)")
        }
        #expect(!comment.hasSuffix("-"))
    }

    @Test func rJavaOfHostileDescriptionsCompiles() throws {
        let result = Load.generate(Self.model)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        guard let tools = RJava.find() else { return }
        let outcomes = try tools.compile(result.files)
        #expect(outcomes.map(\.tool) == ["aapt", "aapt2"])
        for outcome in outcomes {
            #expect(outcome.status == 0, "\(outcome.tool): \(outcome.log.prefix(3000))")
            // The descriptions did reach R.java: the check is of copied comments, not of missing ones.
            #expect(outcome.rJava.contains("ends * / the Javadoc"), "\(outcome.tool) did not copy the comment")
            #expect(!outcome.rJava.contains("android.annotation"), "\(outcome.tool) made an annotation of a description")
        }
    }
}
