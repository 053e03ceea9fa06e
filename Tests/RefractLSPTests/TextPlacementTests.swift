import RefractModel
import Testing

@testable import RefractLSP

@Suite("LSP text placement")
struct TextPlacementTests {
    @Test func positionsCountUTF16UnitsOrBytesAsNegotiated() {
        let text = Array("{\n  \"é😀x\": 1\r\n}".utf8)
        let utf16 = TextLines(text, encoding: .utf16)
        let utf8 = TextLines(text, encoding: .utf8)
        let x = text.firstIndex(of: UInt8(ascii: "x"))!
        #expect(utf16.position(of: x) == TextPosition(line: 1, character: 6))
        #expect(utf8.position(of: x) == TextPosition(line: 1, character: 9))
        #expect(utf16.offset(of: TextPosition(line: 1, character: 6)) == x)
        #expect(utf8.offset(of: TextPosition(line: 1, character: 9)) == x)
        // Past the line's end is its end (before the \r\n); past the last line is the end of the text.
        #expect(utf16.offset(of: TextPosition(line: 1, character: 99)) == text.firstIndex(of: UInt8(ascii: "\r"))!)
        #expect(utf16.offset(of: TextPosition(line: 9, character: 0)) == text.count)
    }

    @Test func incrementalChangesApplyInOrder() {
        var bytes = Array("{\"a\": 1}".utf8)
        let first = TextChange(["range": ["start": ["line": 0, "character": 6], "end": ["line": 0, "character": 7]], "text": "22"])!
        bytes = first.applied(to: bytes, encoding: .utf16)
        let second = TextChange(["range": ["start": ["line": 0, "character": 2], "end": ["line": 0, "character": 3]], "text": "bb"])!
        bytes = second.applied(to: bytes, encoding: .utf16)
        #expect(String(decoding: bytes, as: UTF8.self) == "{\"bb\": 22}")
        let whole = TextChange(["text": "{}"])!
        #expect(whole.applied(to: bytes, encoding: .utf16) == Array("{}".utf8))
    }

    @Test func fileURIsRoundTripWithPercentEncoding() {
        #expect(FileURI.path(of: "file:///work/my%20tokens/a.json") == "/work/my tokens/a.json")
        #expect(FileURI.uri(of: "/work/my tokens/é.json") == "file:///work/my%20tokens/%C3%A9.json")
        #expect(FileURI.path(of: FileURI.uri(of: "/a b/é.json")) == "/a b/é.json")
        #expect(FileURI.path(of: "untitled:Untitled-1") == nil)
    }

    @Test func referencesAreFoundInAliasesAndPointersNotInLongerNames() {
        let text = Array(##"{"a": "{color.brand}", "b": "{color.brand.dark}", "c": "{color.brandy}", "d": {"$ref": "#/color/brand/$value"}}"##.utf8)
        let found = ReferenceScan.occurrences(of: TokenPath("color.brand"), in: text)
        #expect(found.map { String(decoding: text[$0.start..<$0.end], as: UTF8.self) } == ["color.brand", "color.brand", "color/brand"])
    }

    @Test func theTargetUnderTheCursorIsAKeyAnAliasOrAPointer() {
        let text = ##"{"color": {"brand": {"$value": "{base.blue}"}, "x": {"$ref": "#/base/blue"}}}"##
        let view = DocumentView(path: "/t/a.json", bytes: Array(text.utf8))
        // One byte into the first occurrence of `needle`.
        let offset = { (needle: String) -> Int in
            text.utf8.distance(from: text.startIndex, to: text.firstRange(of: needle)!.lowerBound) + 1
        }
        #expect(view.target(at: offset("brand")) == .key(keys: ["color", "brand"], span: ByteRange(11, 18)))
        guard case .alias(let path, _)? = view.target(at: offset("blue}")) else {
            Issue.record("no alias")
            return
        }
        #expect(path == TokenPath("base.blue"))
        guard case .reference(let pointer, _, _)? = view.target(at: offset("#/base")) else {
            Issue.record("no pointer")
            return
        }
        #expect(pointer == "#/base/blue")
        #expect(FeatureContext.tokenPath(pointer: "other.json#/a/b~1c/$value") == TokenPath(segments: ["a", "b/c"]))
    }
}
