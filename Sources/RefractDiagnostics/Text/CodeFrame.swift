/// The rustc-style excerpt under a header: numbered source lines around a span, carets under it.
///
/// A span over several lines underlines its part of each line (from the first non-blank character
/// on the lines after the first); spans longer than `maximumSpanLines` show their first two lines,
/// an elision line and their last line. The label follows the carets of the last line.
struct CodeFrame {
    static let linesBefore = 2
    static let linesAfter = 1
    static let maximumSpanLines = 4
    /// Lines longer than this (minified JSON puts a whole file on one) show a window around the span.
    static let maximumLineBytes = 160
    /// Bytes kept on each side of the span in such a window.
    static let windowContext = 60

    let gutterWidth: Int
    let lines: [String]

    /// Nil when the span points outside the file, so the caller prints the header alone.
    init?(span: SourceSpan, label: String?, source: NumberedLines, style: TerminalStyle, useColor: Bool) {
        let first = span.start.line
        guard first >= 1, first <= source.count else { return nil }

        var last: Int
        // 0-based byte index in the last line where the underline stops; nil means the line's end.
        var endByte: Int?
        if span.end.line < first || (span.end.line == first && span.end.column < span.start.column) {
            last = first
            endByte = span.start.column - 1
        } else if span.end.line > first && span.end.column <= 1 {
            // A half-open span ending at the start of a line ends with the line before it.
            last = span.end.line - 1
        } else {
            last = span.end.line
            endByte = span.end.column - 1
        }
        if last > source.count {
            last = source.count
            endByte = nil
        }

        var shown: [Int?] = Array(first...last)
        if shown.count > Self.maximumSpanLines {
            shown = [first, first + 1, nil, last]
        }
        let after = last + Self.linesAfter <= source.contextCount ? last + Self.linesAfter : nil
        let width = String(after ?? last).count

        func paint(_ text: String, _ style: TerminalStyle) -> String {
            style.apply(to: text, enabled: useColor)
        }
        let emptyGutter = paint(String(repeating: " ", count: width) + " |", .gutter)
        // Where the window of a long first line starts; other long lines are cut at the same place.
        let firstContent = source.line(first)
        let firstFrom = min(max(span.start.column - 1, 0), firstContent.count)
        let windowStart = Self.window(firstContent, from: firstFrom, to: firstFrom).lowerBound
        func visible(_ content: ArraySlice<UInt8>, from: Int, to: Int) -> Range<Int> {
            content.count <= Self.maximumLineBytes ? 0..<content.count : Self.window(content, from: from, to: to)
        }
        func excerpt(_ content: ArraySlice<UInt8>, _ range: Range<Int>) -> String {
            let base = content.startIndex
            let text = String(decoding: content[(base + range.lowerBound)..<(base + range.upperBound)], as: UTF8.self)
            return (range.lowerBound > 0 ? "…" : "") + Self.printable(text) + (range.upperBound < content.count ? "…" : "")
        }
        func sourceLine(_ number: Int, showing range: Range<Int>? = nil) -> String {
            let content = source.line(number)
            // A long line around the span is shown from where the span's window starts.
            let start = min(windowStart, content.count)
            let text = excerpt(content, range ?? visible(content, from: start + Self.windowContext, to: start + Self.windowContext))
            let numberText = String(repeating: " ", count: width - String(number).count) + String(number)
            return paint(numberText + " |", .gutter) + (text.isEmpty ? "" : " " + text)
        }

        var output = [emptyGutter]
        for number in max(1, first - Self.linesBefore)..<first {
            output.append(sourceLine(number))
        }
        for entry in shown {
            guard let number = entry else {
                output.append(paint("...", .gutter))
                continue
            }
            let content = source.line(number)
            let length = content.count
            let from: Int
            if number == first {
                from = min(max(span.start.column - 1, 0), length)
            } else {
                let blanks: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t")]
                from = content.firstIndex { !blanks.contains($0) }.map { $0 - content.startIndex } ?? length
            }
            var to = length
            if number == last, let endByte { to = min(max(endByte, from), length) }
            let shownRange = visible(content, from: from, to: to)
            output.append(sourceLine(number, showing: shownRange))
            let isEdge = number == first || number == last
            if from == to && !isEdge { continue }
            // The underline stays inside the window; a cut span ends at the window's `…`.
            to = min(to, shownRange.upperBound)

            let base = content.startIndex
            let prefix = (shownRange.lowerBound > 0 ? "…" : "")
                + String(decoding: content[(base + shownRange.lowerBound)..<(base + from)], as: UTF8.self)
            let underlined = String(decoding: content[(base + from)..<(base + to)], as: UTF8.self)
            var marks = String(repeating: "^", count: max(1, DisplayWidth.of(underlined)))
            if number == last, let label, !label.isEmpty { marks += " " + label }
            output.append(emptyGutter + " " + DisplayWidth.padding(under: prefix) + paint(marks, style))
        }
        if let after { output.append(sourceLine(after)) }

        self.gutterWidth = width
        self.lines = output
    }

    /// The bytes of a long line to show: `windowContext` bytes before `from` and after `to` (a long span
    /// is cut to `maximumLineBytes`), moved onto UTF-8 character boundaries.
    static func window(_ content: ArraySlice<UInt8>, from: Int, to: Int) -> Range<Int> {
        let length = content.count
        guard length > maximumLineBytes else { return 0..<length }
        func isContinuation(_ offset: Int) -> Bool {
            offset > 0 && offset < length && content[content.startIndex + offset] & 0xC0 == 0x80
        }
        var start = max(0, min(from, length) - windowContext)
        while isContinuation(start) { start += 1 }
        var end = min(length, max(to, from) + windowContext, start + maximumLineBytes)
        while isContinuation(end) { end -= 1 }
        return start..<max(start, end)
    }

    /// Control characters other than tab (an escape sequence in a token file, say) are shown as U+FFFD,
    /// one column wide like the character they replace, so a source line cannot drive the terminal.
    static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let isControl = (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
            result.unicodeScalars.append(isControl ? "\u{FFFD}" : scalar)
        }
        return result
    }
}
