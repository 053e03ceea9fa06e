import Testing

@testable import RefractDiagnostics

@Suite("GitHub renderer")
struct GitHubRendererTests {
    @Test("an error on one line gives file, line and column range, title and message")
    func singleLine() {
        let diagnostic = Diagnostic.error(
            "alias.unresolved", "no token at path 'color.base.blu.500'",
            at: colorTokens.span(line: 10, column: 28, length: 20))
        #expect(GitHubRenderer().render(diagnostic)
            == "::error file=tokens/color.tokens.json,line=10,col=28,endLine=10,endColumn=47,title=alias.unresolved"
            + "::no token at path 'color.base.blu.500'")
    }

    @Test("notes and help follow the message on escaped new lines")
    func notesAndHelp() {
        #expect(GitHubRenderer().render(unresolvedAlias)
            == "::error file=tokens/color.tokens.json,line=10,col=28,endLine=10,endColumn=47,title=alias.unresolved"
            + "::no token at path 'color.base.blu.500'"
            + "%0Anote: unresolved in all 4 permutations (theme: standard, christmas; mode: light, dark)"
            + "%0Ahelp: did you mean '{color.base.blue.500}'? (defined at tokens/color.tokens.json:6:9)")
    }

    @Test("severities map to error, warning and notice", arguments: [
        (Severity.error, "::error "), (.warning, "::warning "), (.note, "::notice "),
    ])
    func commands(severity: Severity, prefix: String) {
        let diagnostic = Diagnostic(severity, "a.b", "m", at: colorTokens.span(line: 1, column: 1, length: 1))
        #expect(GitHubRenderer().render(diagnostic).hasPrefix(prefix))
    }

    @Test("a span over lines gives lines only; an empty span one column")
    func ranges() {
        let multi = Diagnostic.error("a.b", "m", at: colorTokens.span(from: (5, 16), to: (6, 32)))
        #expect(GitHubRenderer().render(multi) == "::error file=tokens/color.tokens.json,line=5,endLine=6,title=a.b::m")
        let empty = Diagnostic.error("a.b", "m", at: colorTokens.span(line: 5, column: 34, length: 0))
        #expect(GitHubRenderer().render(empty)
            == "::error file=tokens/color.tokens.json,line=5,col=34,endLine=5,endColumn=34,title=a.b::m")
    }

    @Test("no span gives a title only")
    func noSpan() {
        #expect(GitHubRenderer().render(Diagnostic.error("input.empty", "no files", at: nil))
            == "::error title=input.empty::no files")
    }

    @Test("message escaping", arguments: [
        ("100%", "100%25"), ("a\nb", "a%0Ab"), ("a\r\nb", "a%0D%0Ab"), ("a:b,c", "a:b,c"), ("%0A", "%250A"),
    ])
    func messageEscaping(input: String, expected: String) {
        #expect(GitHubRenderer.escapeData(input) == expected)
    }

    @Test("property escaping", arguments: [
        ("100%", "100%25"), ("a\nb", "a%0Ab"), ("a:b,c", "a%3Ab%2Cc"), ("C:\\x,y.json", "C%3A\\x%2Cy.json"),
    ])
    func propertyEscaping(input: String, expected: String) {
        #expect(GitHubRenderer.escapeProperty(input) == expected)
    }

    @Test("file names and messages are escaped in the command")
    func escapedCommand() {
        let span = SourceSpan(
            file: "a,b:c.json", start: SourcePosition(line: 1, column: 1, offset: 0),
            end: SourcePosition(line: 1, column: 2, offset: 1))
        #expect(GitHubRenderer().render([Diagnostic.warning("x.y", "50% off\nnow", at: span)])
            == "::warning file=a%2Cb%3Ac.json,line=1,col=1,endLine=1,endColumn=1,title=x.y::50%25 off%0Anow\n")
    }
}

@Suite("GitHub annotation paths")
struct AnnotationPathsTests {
    static let subFolder = AnnotationPaths(workingDirectory: "/repo/design", repositoryRoot: "/repo")

    @Test("a file is named from the repository's root", arguments: [
        ("tokens/a.json", "design/tokens/a.json"),
        ("./tokens/a.json", "design/tokens/a.json"),
        ("../shared/a.json", "shared/a.json"),
        ("/repo/design/tokens/a.json", "design/tokens/a.json"),
        ("/elsewhere/a.json", "/elsewhere/a.json"),
        ("../../outside.json", "../../outside.json"),
    ])
    func fromTheRoot(file: String, expected: String) {
        #expect(Self.subFolder.path(file) == expected)
    }

    @Test("at the root a relative path stays as it is")
    func atTheRoot() {
        #expect(AnnotationPaths(workingDirectory: "/repo", repositoryRoot: "/repo").path("tokens/a.json") == "tokens/a.json")
    }

    @Test("the renderer writes the path from the root")
    func renderer() {
        let diagnostic = Diagnostic.error("a.b", "m", at: colorTokens.span(line: 2, column: 3, length: 1))
        #expect(GitHubRenderer(paths: Self.subFolder).render(diagnostic)
            == "::error file=design/tokens/color.tokens.json,line=2,col=3,endLine=2,endColumn=3,title=a.b::m")
    }
}
