@testable import RefractArguments
import Testing

@Suite("Did-you-mean suggestions")
struct SuggestionTests {
    @Test(arguments: [
        ("format", "format", 0), ("fromat", "format", 1), ("sarf", "sarif", 1), ("bild", "build", 1),
        ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3), ("ca", "abc", 3),
    ])
    func editDistance(_ lhs: String, _ rhs: String, _ expected: Int) {
        #expect(Suggestion.editDistance(lhs, rhs) == expected)
        #expect(Suggestion.editDistance(rhs, lhs) == expected)
    }

    @Test func nearestPicksTheClosest() {
        #expect(Suggestion.nearest(to: "jsn", in: ["text", "json", "github", "sarif"]) == "json")
        #expect(Suggestion.nearest(to: "githb", in: ["text", "json", "github", "sarif"]) == "github")
    }

    @Test func tiesGoToTheFirstDeclared() {
        #expect(Suggestion.nearest(to: "cat", in: ["bat", "hat"]) == "bat")
        #expect(Suggestion.nearest(to: "cat", in: ["hat", "bat"]) == "hat")
    }

    @Test func distanceFourIsTooFar() {
        #expect(Suggestion.editDistance("abcdefgh", "abcdwxyz") == 4)
        #expect(Suggestion.nearest(to: "abcdefgh", in: ["abcdwxyz"]) == nil)
        #expect(Suggestion.nearest(to: "abcdefgh", in: ["abcdexyz"]) == "abcdexyz")
    }

    @Test func veryShortInputIsNotCorrectedIntoAnUnrelatedWord() {
        #expect(Suggestion.nearest(to: "x", in: ["text"]) == nil)
        #expect(Suggestion.nearest(to: "js", in: ["css"]) == nil)
        #expect(Suggestion.nearest(to: "cs", in: ["css"]) == "css")
    }

    @Test func noCandidatesNoSuggestion() {
        #expect(Suggestion.nearest(to: "anything", in: []) == nil)
    }

    @Test func optionSuggestionsUseLongNamesOnly() {
        // `-o` is the short name of `--out`; a typo of the short form gets no guess.
        guard case .usageError(let error) = SampleCommands.parse(["build", "-u", "x"]) else {
            Issue.record("expected a usage error")
            return
        }
        #expect(error.problems.first == .unknownOption("-u", suggestion: nil))
    }

    @Test func helpIsAmongTheOptionCandidates() {
        guard case .usageError(let error) = SampleCommands.parse(["lint", "--hepl"]) else {
            Issue.record("expected a usage error")
            return
        }
        #expect(error.problems == [.unknownOption("--hepl", suggestion: "--help")])
    }
}
