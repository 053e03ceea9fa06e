@testable import RefractOutput
import Testing

/// The one-pass word writer the name makers use gives the words `words(_:)` splits, lowercased and joined.
@Suite("Name words in one pass")
struct NameWordsOnePassTests {
    static let names = [
        "", "onPrimary", "brand-primary", "card_height", "500", "blue500", "h1Bold", "Primary Button", "$root",
        "ABCdef", "x2Large", "--a--b--", "a.b.c", "HTTPServer2Go", "9to5", "zZ", "Zz", "  lead", "trail  ",
        "color.amber-a.100", "é", "aé", "emoji🙂", "tab\tname", "UPPER", "lower", "mIxEd9Case",
    ]

    /// What the writer should append after `before` words already written: nil when `name` is not ASCII.
    static func expected(_ name: String, separator: UInt8, before: Int) -> (bytes: [UInt8], words: Int)? {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let words = NameWords.words(name).map { Array($0.lowercased().utf8) }
        var bytes: [UInt8] = []
        for (index, word) in words.enumerated() {
            if before + index > 0 { bytes.append(separator) }
            bytes += word
        }
        return (bytes, before + words.count)
    }

    static func check(_ name: String, separator: UInt8, before: Int) {
        var text = name
        var written: [UInt8] = Array("head".utf8)
        var words = before
        let ascii = text.withUTF8 {
            NameWords.appendLowercasedASCIIWords($0, separator: separator, to: &written, words: &words)
        }
        if let expected = expected(name, separator: separator, before: before) {
            #expect(ascii, "\(name)")
            #expect(written == Array("head".utf8) + expected.bytes, "\(name)")
            #expect(words == expected.words, "\(name)")
        } else {
            #expect(!ascii, "\(name)")
            #expect(written == Array("head".utf8), "\(name): the buffer is left as it was")
        }
    }

    @Test(arguments: names)
    func agreesWithTheWordSplitter(_ name: String) {
        for separator in [UInt8(ascii: "-"), UInt8(ascii: "_")] {
            for before in [0, 2] { Self.check(name, separator: separator, before: before) }
        }
    }

    /// Every pair of the byte classes that decide a split, at both ends of a word.
    @Test func everyShortName() {
        let alphabet: [UInt8] = Array("aZ0-. é".utf8)
        var names: [[UInt8]] = [[]]
        for _ in 0..<4 { names = names.flatMap { name in alphabet.map { name + [$0] } } }
        for name in names {
            Self.check(String(decoding: name, as: UTF8.self), separator: UInt8(ascii: "_"), before: 0)
        }
    }
}
