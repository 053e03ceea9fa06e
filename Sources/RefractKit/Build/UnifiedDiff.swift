/// A unified diff of two texts by lines (`@@ -a,b +c,d @@` hunks, each with up to `context` unchanged
/// lines around its changes), as `diff -u` prints it, for `build --check` to show how a file on disk
/// differs from what the tokens make. Pure: two strings in, text out.
///
/// The edit script is Myers' shortest one, after the common head and tail are set aside. Its cost grows
/// with the number of differences times the length of the rest, so past `effortLimit` the texts are cut
/// at the lines each has once and both keep in order (patience diff's anchors), and each piece between
/// them is diffed the same way; a piece with no such line is shown as one replacement. Still a correct
/// diff, only not always the shortest.
struct UnifiedDiff: Equatable {
    /// One line of a text, as bytes: lines are compared byte for byte (two spellings of `é` differ, as
    /// they do on disk) and split at `\n` alone, so a `\r\n` line keeps its `\r`. `terminated` is false
    /// only for a last line without a newline.
    struct Line: Hashable {
        var bytes: ArraySlice<UInt8>
        var terminated: Bool

        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    enum Edit: Equatable {
        case same(old: Int, new: Int)
        case deleted(old: Int)
        case inserted(new: Int)
    }

    let old: [Line]
    let new: [Line]
    /// Every line of both texts in order: unchanged, removed from `old` or added from `new`.
    let edits: [Edit]

    init(old: String, new: String, effortLimit: Int = 1_000_000) {
        self.old = Self.lines(of: old)
        self.new = Self.lines(of: new)
        // Each distinct line is a number, so the diff compares and hashes numbers, not bytes.
        var numbers: [Line: Int] = [:]
        func number(_ line: Line) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        let a = self.old.map(number)
        let b = self.new.map(number)
        edits = Self.editScript(a[...], b[...], effortLimit: effortLimit)
    }

    var isIdentical: Bool { !edits.contains(where: \.isChange) }

    /// The 1-based line of the old text where the first change is; a change after its last line is
    /// shown at that last line. Nil when the texts are identical.
    var firstChangedOldLine: Int? {
        guard let index = edits.firstIndex(where: \.isChange) else { return nil }
        let oldBefore = edits[..<index].filter(\.hasOldLine).count
        return max(1, min(oldBefore + 1, old.count))
    }

    /// The byte offset in the old text of the start of its 1-based line `line`.
    func oldOffset(ofLine line: Int) -> Int {
        old.prefix(max(0, line - 1)).reduce(0) { $0 + $1.bytes.count + 1 }
    }

    /// The hunks, at most `maximumLines` lines of them; the changed lines left out are counted in a last
    /// line (`… 12 more changed lines`). Empty when the texts are identical.
    func hunks(context: Int = 3, maximumLines: Int = 60) -> [String] {
        var lines: [String] = []
        var shownChanges = 0
        for hunk in hunkRanges(context: context) {
            if lines.count + 2 > maximumLines { break }
            let slice = edits[hunk]
            let oldCount = slice.filter(\.hasOldLine).count
            let newCount = slice.filter(\.hasNewLine).count
            let oldStart = 1 + (slice.lazy.compactMap(\.oldLine).first ?? (oldLinesBefore(hunk.lowerBound)))
            let newStart = 1 + (slice.lazy.compactMap(\.newLine).first ?? (newLinesBefore(hunk.lowerBound)))
            lines.append("@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@")
            for edit in slice {
                if lines.count >= maximumLines { break }
                let line: Line
                switch edit {
                case .same(let index, _):
                    line = old[index]
                    lines.append(" " + line.text)
                case .deleted(let index):
                    line = old[index]
                    lines.append("-" + line.text)
                    shownChanges += 1
                case .inserted(let index):
                    line = new[index]
                    lines.append("+" + line.text)
                    shownChanges += 1
                }
                if !line.terminated { lines.append("\\ No newline at end of file") }
            }
        }
        let allChanges = edits.filter(\.isChange).count
        if shownChanges < allChanges {
            let left = allChanges - shownChanges
            lines.append("… \(left) more changed \(left == 1 ? "line" : "lines")")
        }
        return lines
    }

    /// GNU diff's range: `start,count`, just `start` for one line, and for no lines the line before.
    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(start - 1),0"
        case 1: "\(start)"
        default: "\(start),\(count)"
        }
    }

    /// How many old lines the edits before `index` went past; used only for a hunk of insertions alone,
    /// whose context is empty because it is at the start or end.
    private func oldLinesBefore(_ index: Int) -> Int {
        edits[..<index].last(where: \.hasOldLine)?.oldLine.map { $0 + 1 } ?? 0
    }

    private func newLinesBefore(_ index: Int) -> Int {
        edits[..<index].last(where: \.hasNewLine)?.newLine.map { $0 + 1 } ?? 0
    }

    /// The ranges of `edits` each hunk shows: every change with `context` lines either side, hunks whose
    /// context would touch or overlap merged into one.
    private func hunkRanges(context: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, edit) in edits.enumerated() where edit.isChange {
            let lower = max(0, index - context)
            let upper = min(edits.count, index + 1 + context)
            if let last = ranges.last, lower <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, upper)
            } else {
                ranges.append(lower..<upper)
            }
        }
        return ranges
    }

    static func lines(of text: String) -> [Line] {
        var parts = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // Text ending in a newline splits into a last empty part that is no line.
        let terminatedAtEnd = parts.last?.isEmpty == true
        if terminatedAtEnd { parts.removeLast() }
        return parts.enumerated().map { index, part in
            Line(bytes: part, terminated: index < parts.count - 1 || terminatedAtEnd)
        }
    }

    /// The common head and tail, then Myers' diff of what is between them, or the anchored diff when
    /// that would cost too much.
    private static func editScript(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>, effortLimit: Int) -> [Edit] {
        var head = 0
        while head < a.count, head < b.count, a[a.startIndex + head] == b[b.startIndex + head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.endIndex - 1 - tail] == b[b.endIndex - 1 - tail] { tail += 1 }
        var edits = (0..<head).map { Edit.same(old: a.startIndex + $0, new: b.startIndex + $0) }
        let middleA = a[(a.startIndex + head)..<(a.endIndex - tail)]
        let middleB = b[(b.startIndex + head)..<(b.endIndex - tail)]
        edits += myers(middleA, middleB, effortLimit: effortLimit)
            ?? anchored(middleA, middleB, effortLimit: effortLimit)
        edits += (0..<tail).map { Edit.same(old: a.endIndex - tail + $0, new: b.endIndex - tail + $0) }
        return edits
    }

    /// Cuts both sides at the lines that each has exactly once, the longest run of them in the same order
    /// in both, and diffs the pieces between; without such lines, everything of `a` is replaced by `b`.
    private static func anchored(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>, effortLimit: Int) -> [Edit] {
        let anchors = uniqueCommonLines(a, b)
        guard !anchors.isEmpty else { return a.indices.map { .deleted(old: $0) } + b.indices.map { .inserted(new: $0) } }
        var edits: [Edit] = []
        var i = a.startIndex
        var j = b.startIndex
        for (anchorA, anchorB) in anchors {
            edits += editScript(a[i..<anchorA], b[j..<anchorB], effortLimit: effortLimit)
            edits.append(.same(old: anchorA, new: anchorB))
            i = anchorA + 1
            j = anchorB + 1
        }
        return edits + editScript(a[i...], b[j...], effortLimit: effortLimit)
    }

    /// The pairs of positions of lines found once in `a` and once in `b`, the longest series of them
    /// increasing on both sides (patience sorting: O(k log k)).
    private static func uniqueCommonLines(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>) -> [(Int, Int)] {
        var seen: [Int: (inA: Int, atA: Int, inB: Int, atB: Int)] = [:]
        for index in a.indices { seen[a[index], default: (0, index, 0, 0)].inA += 1 }
        for index in b.indices {
            guard var entry = seen[b[index]] else { continue }
            entry.inB += 1
            entry.atB = index
            seen[b[index]] = entry
        }
        let pairs = seen.values.filter { $0.inA == 1 && $0.inB == 1 }.map { ($0.atA, $0.atB) }.sorted { $0.0 < $1.0 }
        // The longest increasing run of the `b` positions, in `a` order.
        var tops: [Int] = []  // index into `pairs` of the smallest end of a run of each length
        var previous = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0
            var high = tops.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tops[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tops[low - 1] }
            if low == tops.count { tops.append(index) } else { tops[low] = index }
        }
        var run: [(Int, Int)] = []
        var index = tops.last ?? -1
        while index >= 0 {
            run.append(pairs[index])
            index = previous[index]
        }
        return run.reversed()
    }

    /// Myers' greedy O(ND) diff, keeping each round's furthest reaches (diagonals `-d...d` only) for the
    /// walk back; nil when it would take more than `effortLimit` steps.
    private static func myers(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>, effortLimit: Int) -> [Edit]? {
        let n = a.count
        let m = b.count
        if n == 0 || m == 0 { return a.indices.map { .deleted(old: $0) } + b.indices.map { .inserted(new: $0) } }
        let x = Array(a)
        let y = Array(b)
        let offset = n + m + 1
        var reach = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        var effort = 0
        var rounds = -1
        search: for d in 0...(n + m) {
            for k in stride(from: -d, through: d, by: 2) {
                var i = k == -d || (k != d && reach[offset + k - 1] < reach[offset + k + 1])
                    ? reach[offset + k + 1] : reach[offset + k - 1] + 1
                var j = i - k
                let start = i
                while i < n, j < m, x[i] == y[j] {
                    i += 1
                    j += 1
                }
                effort += 1 + i - start
                reach[offset + k] = i
                if i >= n, j >= m {
                    rounds = d
                    break search
                }
            }
            trace.append(Array(reach[(offset - d)...(offset + d)]))
            if effort > effortLimit { return nil }
        }
        guard rounds >= 0 else { return nil }
        // From the end back to the start, one edit per round and the unchanged lines between.
        var edits: [Edit] = []
        var i = n
        var j = m
        for d in stride(from: rounds, to: 0, by: -1) {
            let previous = trace[d - 1]
            func reached(_ k: Int) -> Int { previous[k + d - 1] }
            let k = i - j
            let down = k == -d || (k != d && reached(k - 1) < reached(k + 1))
            let priorK = down ? k + 1 : k - 1
            let priorI = reached(priorK)
            let priorJ = priorI - priorK
            let (afterI, afterJ) = down ? (priorI, priorJ + 1) : (priorI + 1, priorJ)
            while i > afterI, j > afterJ {
                i -= 1
                j -= 1
                edits.append(.same(old: a.startIndex + i, new: b.startIndex + j))
            }
            edits.append(down ? .inserted(new: b.startIndex + priorJ) : .deleted(old: a.startIndex + priorI))
            i = priorI
            j = priorJ
        }
        while i > 0, j > 0 {
            i -= 1
            j -= 1
            edits.append(.same(old: a.startIndex + i, new: b.startIndex + j))
        }
        return edits.reversed()
    }
}

extension UnifiedDiff.Edit {
    var isChange: Bool {
        if case .same = self { return false }
        return true
    }

    var oldLine: Int? {
        switch self {
        case .same(let old, _), .deleted(let old): old
        case .inserted: nil
        }
    }

    var newLine: Int? {
        switch self {
        case .same(_, let new), .inserted(let new): new
        case .deleted: nil
        }
    }

    var hasOldLine: Bool { oldLine != nil }
    var hasNewLine: Bool { newLine != nil }
}
