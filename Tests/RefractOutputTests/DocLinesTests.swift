import RefractOutput
import Testing

@Suite("Doc comment lines")
struct DocLinesTests {
    @Test(arguments: [
        (nil, []),
        ("", []),
        ("The brand colour.", [" The brand colour."]),
        ("first\nsecond", [" first", " second"]),
        ("first\r\n\nthird", [" first", "", " third"]),
        ("a */ b /* c", [" a * / b / * c"]),
        ("**/**/", [" ** / ** /"]),
        ("red \u{1B}[31mtext", [" red [31mtext"]),
        ("*\u{202E}/ hidden", [" * / hidden"]),
        ("café au lait", [" café au lait"]),
        ("\u{1B}", [""]),
        ("a\u{2028}b\r\rc", [" a", " b", "", " c"]),
        ("/\n*", [" /", " *"]),
        ("#57B5B9 · light · dark", [" #57B5B9 · light · dark"]),
    ] as [(String?, [String])])
    func lines(_ text: String?, _ expected: [String]) {
        #expect(CommentText.docLines(text) == expected)
    }
}
