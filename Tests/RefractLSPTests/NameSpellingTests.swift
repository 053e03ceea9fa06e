import RefractSyntax
import Testing

@testable import RefractLSP

@Suite("LSP rename spelling")
struct NameSpellingTests {
    private func keyEdit(_ text: String, key: String, to name: String, _ format: SourceFormat) -> String {
        let bytes = Array(text.utf8)
        let start = text.utf8.count - text[text.range(of: key)!.lowerBound...].utf8.count
        let written = NameSpelling.key(name, at: ByteRange(start, start + key.utf8.count), in: bytes, format: format)
        return String(decoding: bytes[..<written.range.start] + Array(written.text.utf8) + bytes[written.range.end...], as: UTF8.self)
    }

    @Test func aKeyKeepsItsQuotesAndEscapesWhatTheyNeed() {
        #expect(keyEdit(#"{"a": 1}"#, key: #""a""#, to: #"say "hi""#, .json) == #"{"say \"hi\"": 1}"#)
        #expect(keyEdit("{'a': 1}", key: "'a'", to: "it's", .json5) == #"{'it\'s': 1}"#)
        #expect(keyEdit("'a': 1\n", key: "'a'", to: "it's", .yaml) == "'it''s': 1\n")
    }

    @Test func aBareKeyIsQuotedOnlyWhenItsFormatCannotSpellTheName() {
        #expect(keyEdit("{a: 1}", key: "a", to: "b_2", .json5) == "{b_2: 1}")
        #expect(keyEdit("{a: 1}", key: "a", to: "extra-tight", .json5) == #"{"extra-tight": 1}"#)
        #expect(keyEdit("a: 1\n", key: "a", to: "extra tight-2", .yaml) == "extra tight-2: 1\n")
        #expect(keyEdit("a: 1\n", key: "a", to: "@brand", .yaml) == "\"@brand\": 1\n")
        #expect(keyEdit("a: 1\n", key: "a", to: "a: b", .yaml) == "\"a: b\": 1\n")
    }

    @Test func theStringAroundAReferenceIsFoundFromTheStartOfItsLine() {
        let json = Array(#"  "x": "{a.b}", "y": "\"q\" {a.b}""#.utf8)
        #expect(NameSpelling.quote(enclosing: 10, in: json, format: .json) == UInt8(ascii: "\""))
        #expect(NameSpelling.quote(enclosing: 5, in: json, format: .json) == nil)
        let yaml = Array("x: 'it''s {a.b}'".utf8)
        #expect(NameSpelling.quote(enclosing: 11, in: yaml, format: .yaml) == UInt8(ascii: "'"))
    }
}
