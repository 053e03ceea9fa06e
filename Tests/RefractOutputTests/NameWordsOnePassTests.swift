@testable import RefractOutput
import Testing

/// The one-pass word writer the name makers use gives what `appendLowercasedASCIIWords` gives.
@Suite("Name words in one pass")
struct NameWordsOnePassTests {
    static let names = [
        "", "onPrimary", "brand-primary", "card_height", "500", "blue500", "h1Bold", "Primary Button", "$root",
        "ABCdef", "x2Large", "--a--b--", "a.b.c", "HTTPServer2Go", "9to5", "zZ", "Zz", "  lead", "trail  ",
        "color.amber-a.100", "é", "aé", "emoji🙂", "tab\tname", "UPPER", "lower", "mIxEd9Case",
    ]

    @Test(arguments: names)
    func agreesWithWordRanges(_ name: String) {
        for separator in [UInt8(ascii: "-"), UInt8(ascii: "_")] {
            for before in [0, 2] {
                var text = name
                var expected: [UInt8] = Array("head".utf8)
                var expectedWords = before
                let expectedASCII = text.withUTF8 {
                    NameWords.appendLowercasedASCIIWords($0, separator: separator, to: &expected, words: &expectedWords)
                }
                var written: [UInt8] = Array("head".utf8)
                var words = before
                let ascii = text.withUTF8 {
                    NameWords.appendLowercasedASCIIWordsInOnePass($0, separator: separator, to: &written, words: &words)
                }
                #expect(ascii == expectedASCII)
                if ascii {
                    #expect(written == expected)
                    #expect(words == expectedWords)
                } else {
                    #expect(written == Array("head".utf8))
                }
            }
        }
    }

    /// Every pair of the byte classes that decide a split, at both ends of a word.
    @Test func everyShortASCIIName() {
        let alphabet: [UInt8] = Array("aZ0-. é".utf8)
        var names: [[UInt8]] = [[]]
        for _ in 0..<4 { names = names.flatMap { name in alphabet.map { name + [$0] } } }
        for name in names {
            name.withUnsafeBufferPointer { bytes in
                var expected: [UInt8] = []
                var expectedWords = 0
                let expectedASCII = NameWords.appendLowercasedASCIIWords(
                    bytes, separator: UInt8(ascii: "_"), to: &expected, words: &expectedWords)
                var written: [UInt8] = []
                var words = 0
                let ascii = NameWords.appendLowercasedASCIIWordsInOnePass(
                    bytes, separator: UInt8(ascii: "_"), to: &written, words: &words)
                #expect(ascii == expectedASCII)
                if ascii { #expect(written == expected && words == expectedWords) }
            }
        }
    }
}
