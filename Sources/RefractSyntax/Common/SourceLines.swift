import Foundation
import RefractDiagnostics

/// Where the lines of one read document start, so that a node keeps only byte offsets and gets its line
/// and column when asked (for a diagnostic, or a token's source). Immutable once made.
package final class SourceLines: Sendable {
    package let fileID: SourceFileID
    private let contentStart: Int
    private let byteCount: Int
    /// `lineStarts[k]` is where line k + 1 begins; line 1 begins at `contentStart`.
    private let lineStarts: [Int32]

    /// Lines are split at `\n` only, counted from `contentStart` (after a byte order mark).
    init(_ bytes: UnsafeBufferPointer<UInt8>, contentStart: Int, fileID: SourceFileID) {
        self.fileID = fileID
        self.contentStart = contentStart
        self.byteCount = bytes.count
        var starts: [Int32] = [Int32(clamping: contentStart)]
        if let base = bytes.baseAddress, contentStart < bytes.count {
            var offset = contentStart
            while offset < bytes.count,
                let found = memchr(base + offset, 0x0A, bytes.count - offset)
            {
                let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                starts.append(Int32(clamping: newline + 1))
                offset = newline + 1
            }
        }
        self.lineStarts = starts
    }

    /// The line and column of `offset`: 1-based, columns in UTF-8 bytes; an offset past the end keeps
    /// counting columns on the last line, one before `contentStart` is column 1.
    package func position(at offset: Int) -> SourcePosition {
        var line = 1
        return position(at: offset, line: &line)
    }

    /// `line` is a guess (the line of an offset asked for just before), and then the line found: a
    /// key's end is on its start's line, and tokens are mostly asked for in file order.
    package func position(at offset: Int, line: inout Int) -> SourcePosition {
        let target = Int32(clamping: min(offset, byteCount))
        if line < 1 || line > lineStarts.count || lineStarts[line - 1] > target
            || (line < lineStarts.count && lineStarts[line] <= target)
        {
            // The number of line starts after the first at or before `target`.
            var low = 1
            var high = lineStarts.count
            while low < high {
                let middle = (low + high) / 2
                if lineStarts[middle] <= target { low = middle + 1 } else { high = middle }
            }
            line = low
        }
        let lineStart = Int(lineStarts[line - 1])
        return SourcePosition(line: line, column: max(1, offset - lineStart + 1), offset: offset)
    }

    package func span(_ start: Int, _ end: Int) -> SourceSpan {
        var line = 1
        return span(start, end, line: &line)
    }

    package func span(_ start: Int, _ end: Int, line: inout Int) -> SourceSpan {
        let startPosition = position(at: start, line: &line)
        return SourceSpan(fileID: fileID, start: startPosition, end: position(at: end, line: &line))
    }
}

/// Every document's lines, and the spans given whole to nodes made outside a reader, by number. A
/// node's location names one of them with 4 bytes instead of holding a file and two positions (28).
/// Append-only for the run, guarded by a lock; readers look their entry up once, not per node.
package final class SourceDocuments: @unchecked Sendable {
    package static let shared = SourceDocuments()

    package enum Entry: Sendable {
        case lines(SourceLines)
        case span(SourceSpan)
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var valueKeyCounts: [UInt32: Int] = [:]

    package func register(_ entry: Entry) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        entries.append(entry)
        return UInt32(entries.count - 1)
    }

    /// Lets a document's line table go once none of its trees is used any more (`refract watch` reading
    /// a changed file again): otherwise every re-read would keep its table for the life of the process.
    /// Its nodes then give the span of the whole file.
    package func forget(_ document: UInt32) {
        lock.lock()
        defer { lock.unlock() }
        guard Int(document) < entries.count, case .lines(let lines) = entries[Int(document)] else { return }
        let origin = SourcePosition(line: 1, column: 1, offset: 0)
        entries[Int(document)] = .span(SourceSpan(fileID: lines.fileID, start: origin, end: origin))
        valueKeyCounts[document] = nil
    }

    package func entry(_ document: UInt32) -> Entry {
        lock.lock()
        defer { lock.unlock() }
        return entries[Int(document)]
    }

    @inline(__always)
    package static func isValueKey(_ key: String) -> Bool {
        key.utf8.first == UInt8(ascii: "$") && (key == "$value" || key == "$ref")
    }

    /// Records how many members named `$value` or `$ref` a reader met in `document`.
    package func recordValueKeys(_ count: Int, in document: UInt32) {
        lock.lock()
        defer { lock.unlock() }
        valueKeyCounts[document] = count
    }

    /// About how many tokens the trees hold: the members named `$value` or `$ref` their readers met in
    /// their documents (each once), so that the parser sizes its indexes once instead of growing them
    /// through 100k paths. A hint: a fragment counts its whole file, a tree made by hand counts nothing.
    package func valueKeyCount(of trees: [SyntaxNode]) -> Int {
        lock.lock()
        defer { lock.unlock() }
        var seen: Set<UInt32> = []
        var count = 0
        for tree in trees where seen.insert(tree.location.document).inserted {
            count += valueKeyCounts[tree.location.document] ?? 0
        }
        return count
    }
}
