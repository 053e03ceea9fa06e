@testable import RefractAndroid
import Testing

@Suite("XML and aapt escaping")
struct EscapingTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("a & b", "a &amp; b"),
        ("<tag>", "&lt;tag&gt;"),
        ("it's", "it\\'s"),
        ("say \"hi\"", "say \\\"hi\\\""),
        ("@font/brand", "\\@font/brand"),
        ("?attr", "\\?attr"),
        ("mid@dle?", "mid@dle?"),
        ("back\\slash", "back\\\\slash"),
        ("two\nlines", "two\\nlines"),
        ("a  b", "a \\u0020b"),
        (" lead", "\\u0020lead"),
        ("trail ", "trail\\u0020"),
        ("bell\u{7}", "bell\\u0007"),
    ])
    func stringResources(_ input: String, _ expected: String) {
        #expect(AndroidXML.stringResource(input) == expected)
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("a -- b", "a - - b"),
        ("---", "- - - "),
        ("ends-", "ends- "),
        ("multi\nline", "multi line"),
        ("<&> stay", "<&> stay"),
    ])
    func commentsCannotEndEarly(_ input: String, _ expected: String) {
        #expect(AndroidXML.comment(input) == expected)
    }

    @Test func textDropsCharactersXMLForbids() {
        #expect(AndroidXML.text("a\u{0}b\u{1F}c & d") == "abc &amp; d")
    }
}
