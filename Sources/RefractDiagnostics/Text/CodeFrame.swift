/// The rustc-style excerpt under a header: numbered source lines around a span, carets under it.
///
/// A span over several lines underlines its part of each line (from the first non-blank character
/// on the lines after the first); spans longer than `maximumSpanLines` show their first two lines,
/// an elision line and their last line. The label follows the carets of the last line.
struct CodeFrame {
    static let linesBefore = 2
    static let linesAfter = 1
    static let maximumSpanLines = 4

    let gutterWidth: Int
    let lines: [String]

    /// Nil when the span points outside the file, so the caller prints the header alone.
    init?(span: SourceSpan, label: String?, source: SourceLines, style: TerminalStyle, useColor: Bool) {
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
        func sourceLine(_ number: Int) -> String {
            let text = Self.printable(String(decoding: source.line(number), as: UTF8.self))
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
            output.append(sourceLine(number))
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
            let isEdge = number == first || number == last
            if from == to && !isEdge { continue }

            let base = content.startIndex
            let prefix = String(decoding: content[base..<(base + from)], as: UTF8.self)
            let underlined = String(decoding: content[(base + from)..<(base + to)], as: UTF8.self)
            var marks = String(repeating: "^", count: max(1, DisplayWidth.of(underlined)))
            if number == last, let label, !label.isEmpty { marks += " " + label }
            output.append(emptyGutter + " " + DisplayWidth.padding(under: prefix) + paint(marks, style))
        }
        if let after { output.append(sourceLine(after)) }

        self.gutterWidth = width
        self.lines = output
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
