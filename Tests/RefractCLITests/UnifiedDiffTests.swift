@testable import RefractKit
import RefractTestSupport
import Testing

/// `build --check`'s diff: hunks as `diff -u` prints them, three lines of context, changed lines only
/// marked changed, capped for huge files.
@Suite("Unified diff")
struct UnifiedDiffTests {
    static func numbered(_ range: ClosedRange<Int>) -> String {
        range.map { "line \($0)\n" }.joined()
    }

    @Test func identicalTextsHaveNoHunks() {
        let diff = UnifiedDiff(old: "a\nb\n", new: "a\nb\n")
        #expect(diff.isIdentical)
        #expect(diff.hunks().isEmpty)
        #expect(diff.firstChangedOldLine == nil)
        #expect(UnifiedDiff(old: "", new: "").hunks().isEmpty)
    }

    /// The short diff this replaces marked the unchanged neighbours of a changed line as changed.
    @Test func aReplacedLineIsTheOnlyLineMarked() {
        let old = Self.numbered(1...10)
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        let diff = UnifiedDiff(old: old, new: new)
        #expect(diff.hunks() == [
            "@@ -2,7 +2,7 @@", " line 2", " line 3", " line 4", "-line 5", "+line five", " line 6", " line 7", " line 8",
        ])
        #expect(diff.firstChangedOldLine == 5)
        #expect(diff.oldOffset(ofLine: 5) == 28)
    }

    @Test func anInsertionInTheMiddle() {
        let old = Self.numbered(1...6)
        let new = old.replacingOccurrences(of: "line 3\n", with: "line 3\nnew\n")
        #expect(UnifiedDiff(old: old, new: new).hunks() == [
            "@@ -1,6 +1,7 @@", " line 1", " line 2", " line 3", "+new", " line 4", " line 5", " line 6",
        ])
    }

    @Test func aDeletionInTheMiddle() {
        let old = Self.numbered(1...9)
        let new = old.replacingOccurrences(of: "line 5\n", with: "")
        let diff = UnifiedDiff(old: old, new: new)
        #expect(diff.hunks() == ["@@ -2,7 +2,6 @@", " line 2", " line 3", " line 4", "-line 5", " line 6", " line 7", " line 8"])
        #expect(diff.firstChangedOldLine == 5)
    }

    @Test func changesAtTheStartAndTheEnd() {
        let old = Self.numbered(1...5)
        #expect(UnifiedDiff(old: old, new: "first\n" + old).hunks() == ["@@ -1,3 +1,4 @@", "+first", " line 1", " line 2", " line 3"])
        #expect(UnifiedDiff(old: old, new: old + "last\n").hunks() == ["@@ -3,3 +3,4 @@", " line 3", " line 4", " line 5", "+last"])
        #expect(UnifiedDiff(old: old, new: Self.numbered(2...5)).hunks() == ["@@ -1,4 +1,3 @@", "-line 1", " line 2", " line 3", " line 4"])
        let diff = UnifiedDiff(old: old, new: Self.numbered(1...4))
        #expect(diff.hunks() == ["@@ -2,4 +2,3 @@", " line 2", " line 3", " line 4", "-line 5"])
        #expect(diff.firstChangedOldLine == 5)
        // A line added after the last one is shown at that last line.
        #expect(UnifiedDiff(old: old, new: old + "last\n").firstChangedOldLine == 5)
    }

    @Test func fromAndToNothing() {
        #expect(UnifiedDiff(old: "", new: "a\nb\n").hunks() == ["@@ -0,0 +1,2 @@", "+a", "+b"])
        #expect(UnifiedDiff(old: "a\n", new: "").hunks() == ["@@ -1 +0,0 @@", "-a"])
        #expect(UnifiedDiff(old: "", new: "a\n").firstChangedOldLine == 1)
    }

    @Test func aMissingNewlineAtTheEndIsAChangeAndSaidSo() {
        #expect(UnifiedDiff(old: "a\nb\n", new: "a\nb").hunks() == [
            "@@ -1,2 +1,2 @@", " a", "-b", "+b", "\\ No newline at end of file",
        ])
        #expect(UnifiedDiff(old: "a\nb", new: "a\nc").hunks() == [
            "@@ -1,2 +1,2 @@", " a", "-b", "\\ No newline at end of file", "+c", "\\ No newline at end of file",
        ])
    }

    /// Changes more than six lines apart are separate hunks; closer ones share their context.
    @Test func distantChangesAreSeparateHunks() {
        let old = Self.numbered(1...20)
        let far = old.replacingOccurrences(of: "line 2\n", with: "two\n").replacingOccurrences(of: "line 18\n", with: "eighteen\n")
        #expect(UnifiedDiff(old: old, new: far).hunks().filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,5 @@", "@@ -15,6 +15,6 @@"])
        let near = old.replacingOccurrences(of: "line 5\n", with: "five\n").replacingOccurrences(of: "line 11\n", with: "eleven\n")
        #expect(UnifiedDiff(old: old, new: near).hunks().filter { $0.hasPrefix("@@") } == ["@@ -2,13 +2,13 @@"])
    }

    @Test func aHugeDiffIsCappedWithACount() {
        let old = Self.numbered(1...1000)
        let new = (1...1000).map { "row \($0)\n" }.joined()
        let hunks = UnifiedDiff(old: old, new: new).hunks(maximumLines: 20)
        #expect(hunks.count == 21)
        #expect(hunks[0] == "@@ -1,1000 +1,1000 @@")
        #expect(hunks.last == "… 1981 more changed lines")
    }

    /// Lines are bytes: CRLF lines split at `\n` and keep their `\r`; two spellings of `é` differ.
    @Test func linesAreComparedAsBytes() {
        #expect(UnifiedDiff(old: "a\r\nb\r\nc\r\n", new: "a\r\nB\r\nc\r\n").hunks() == ["@@ -1,3 +1,3 @@", " a\r", "-b\r", "+B\r", " c\r"])
        let diff = UnifiedDiff(old: "caf\u{E9}\n", new: "cafe\u{301}\n")
        #expect(!diff.isIdentical)
        #expect(diff.hunks() == ["@@ -1 +1 @@", "-caf\u{E9}", "+cafe\u{301}"])
    }

    /// Past the effort limit the texts are cut at the lines each has once: here every even line, so the
    /// diff is still the shortest.
    @Test func pastTheEffortLimitTheTextsAreCutAtLinesFoundOnce() {
        let old = "same\n" + Self.numbered(1...50) + "end\n"
        let new = "same\n" + (1...50).map { $0 % 2 == 0 ? "line \($0)\n" : "odd \($0)\n" }.joined() + "end\n"
        let limited = UnifiedDiff(old: old, new: new, effortLimit: 10)
        #expect(limited.edits.filter(\.isChange).count == 50)
        #expect(Self.apply(limited.hunks(context: 3, maximumLines: .max), to: old) == new)
        #expect(UnifiedDiff(old: old, new: new).edits == limited.edits)
    }

    /// Without a line found once on both sides, a middle too costly to diff is one replacement: still
    /// correct, only not the shortest.
    @Test func pastTheEffortLimitWithoutSuchLinesTheMiddleIsOneReplacement() {
        let old = String(repeating: "a\n", count: 20) + String(repeating: "b\n", count: 20)
        let new = String(repeating: "b\n", count: 20) + String(repeating: "a\n", count: 20)
        let limited = UnifiedDiff(old: old, new: new, effortLimit: 10)
        #expect(limited.edits.filter(\.isChange).count == 80)
        #expect(Self.apply(limited.hunks(context: 3, maximumLines: .max), to: old) == new)
        #expect(UnifiedDiff(old: old, new: new).edits.filter(\.isChange).count == 40)
    }

    /// Random texts diffed with a tiny effort limit still apply.
    @Test func anchoredDiffsApply() {
        var random = SplitMix64(seed: 0xA7C4)
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...30, using: &random)).map { _ in "\(Int.random(in: 0...15, using: &random))\n" }.joined()
            let new = (0..<Int.random(in: 0...30, using: &random)).map { _ in "\(Int.random(in: 0...15, using: &random))\n" }.joined()
            let diff = UnifiedDiff(old: old, new: new, effortLimit: 3)
            #expect(Self.apply(diff.hunks(context: 2, maximumLines: .max), to: old) == new, "\(old.debugDescription) → \(new.debugDescription)")
        }
    }

    /// Applying the hunks to the old text gives the new one, for random edits of random texts; and no
    /// diff is longer than replacing every line.
    @Test func applyingTheHunksGivesTheNewText() {
        var random = SplitMix64(seed: 0xD1FF)
        for _ in 0..<300 {
            let words = ["a", "b", "c", "d", ""]
            var old = (0..<Int.random(in: 0...12, using: &random)).map { _ in words.randomElement(using: &random)! }
            var new = old
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let word = words.randomElement(using: &random)!
                switch Int.random(in: 0...2, using: &random) {
                case 0: new.insert(word, at: Int.random(in: 0...new.count, using: &random))
                case 1 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &random))
                default: if !new.isEmpty { new[Int.random(in: 0..<new.count, using: &random)] = word }
                }
            }
            if Bool.random(using: &random) { old.append("") }
            if Bool.random(using: &random) { new.append("") }
            let oldText = old.joined(separator: "\n")
            let newText = new.joined(separator: "\n")
            let diff = UnifiedDiff(old: oldText, new: newText)
            let hunks = diff.hunks(context: Int.random(in: 0...3, using: &random), maximumLines: .max)
            #expect(Self.apply(hunks, to: oldText) == newText, "\(oldText.debugDescription) → \(newText.debugDescription): \(hunks)")
            #expect(diff.isIdentical == (oldText == newText))
        }
    }

    /// A minimal `patch`: each hunk's old lines must be where its header says.
    static func apply(_ hunks: [String], to text: String) -> String? {
        let old = UnifiedDiff.lines(of: text)
        var result: [UnifiedDiff.Line] = []
        var next = 0
        var index = 0
        while index < hunks.count {
            let header = hunks[index]
            guard header.hasPrefix("@@ -") else { return nil }
            let oldRange = header.dropFirst(4).prefix { $0 != " " }.split(separator: ",")
            guard let start = Int(oldRange[0]) else { return nil }
            let count = oldRange.count > 1 ? Int(oldRange[1]) ?? 0 : 1
            let first = count == 0 ? start : start - 1
            guard first >= next, first <= old.count else { return nil }
            result += old[next..<first]
            next = first
            index += 1
            while index < hunks.count, !hunks[index].hasPrefix("@@") {
                let line = hunks[index]
                let terminated = !(index + 1 < hunks.count && hunks[index + 1] == "\\ No newline at end of file")
                let body = UnifiedDiff.Line(bytes: ArraySlice(line.utf8.dropFirst()), terminated: terminated)
                switch line.first {
                case " ", "-":
                    guard next < old.count, old[next] == body else { return nil }
                    if line.first == " " { result.append(body) }
                    next += 1
                case "+": result.append(body)
                default: return nil
                }
                index += terminated ? 1 : 2
            }
        }
        result += old[next...]
        return result.map { $0.text + ($0.terminated ? "\n" : "") }.joined()
    }
}
