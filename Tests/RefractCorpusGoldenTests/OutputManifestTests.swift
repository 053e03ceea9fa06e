import Testing

@testable import RefractTestSupport

@Suite("Output manifests")
struct OutputManifestTests {
    static let files: [(path: String, contents: String)] = [
        ("b/two.txt", "one\ntwo\nthree\n"), ("a.txt", "abc"),
    ]

    @Test func linesAreSortedPathSizeAndDigest() {
        #expect(OutputManifest(files: Self.files).text == """
            a.txt  3  ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
            b/two.txt  14  \(SHA256.hex(Array("one\ntwo\nthree\n".utf8)))

            """)
    }

    @Test func manifestAndLineIndexReadBackWhatTheyWrite() {
        let manifest = OutputManifest(files: Self.files)
        #expect(OutputManifest(text: manifest.text) == manifest)
        let long = [(path: "long.txt", contents: (0..<250).map { "line \($0)" }.joined(separator: "\n"))]
        let index = LineIndex(files: Self.files + long)
        #expect(LineIndex(text: index.text) == index)
        #expect(index.lines["long.txt"]?.count == 250)
        #expect(OutputManifest(text: "a.txt 3\n") == nil)
    }

    @Test func aChangedFileIsNamedWithItsFirstChangedLine() {
        let changed: [(path: String, contents: String)] = [("b/two.txt", "one\nTWO\nthree\n"), ("c.txt", "new")]
        let problems = ManifestGolden.differences(
            expected: OutputManifest(files: Self.files), actual: OutputManifest(files: changed),
            expectedIndex: LineIndex(files: Self.files), actualIndex: LineIndex(files: changed),
            contents: Dictionary(uniqueKeysWithValues: changed.map { ($0.path, $0.contents) }))
        #expect(problems == [
            "a.txt is no longer generated",
            "b/two.txt differs (14 bytes in the golden, 14 now); first differing line 2, now:\n  1  one\n> 2  TWO",
            "c.txt is new (3 bytes)",
        ])
    }

    @Test func aFileThatGrowsIsPlacedWhereItEnded() {
        let before = LineIndex(files: [("f", "a\nb")]), after = LineIndex(files: [("f", "a\nb\nc")])
        #expect(after.firstDifference(in: "f", from: before) == 2)
        #expect(before.firstDifference(in: "f", from: before) == nil)
    }
}
