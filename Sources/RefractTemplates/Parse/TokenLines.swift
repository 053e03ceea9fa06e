/// The tokens of a template grouped into lines (each line ends with its line-break token, if any), so the
/// whitespace rules can ask what else is on a tag's line.
struct TokenLines {
    let bytes: [UInt8]
    var tokens: [Token]
    /// Token index ranges, one per line.
    private(set) var lines: [Range<Int>] = []
    private(set) var lineOfToken: [Int] = []

    init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
        lineOfToken.reserveCapacity(tokens.count)
        var lineStart = 0
        for index in tokens.indices {
            lineOfToken.append(lines.count)
            if tokens[index].kind == .newline {
                lines.append(lineStart..<(index + 1))
                lineStart = index + 1
            }
        }
        if lineStart < tokens.count { lines.append(lineStart..<tokens.count) }
    }

    func text(of index: Int) -> ArraySlice<UInt8> {
        bytes[tokens[index].start..<tokens[index].end]
    }

    func isBlankText(_ index: Int) -> Bool {
        tokens[index].kind == .text
            && text(of: index).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The tokens before `index` on its line, if all are blank text.
    func blankTokens(before index: Int) -> [Int]? {
        let line = lines[lineOfToken[index]]
        let before = Array(line.lowerBound..<index)
        return before.allSatisfy(isBlankText) ? before : nil
    }

    /// The tokens after `index` on its line, line break included, if all others are blank text.
    func blankTokens(after index: Int) -> [Int]? {
        let line = lines[lineOfToken[index]]
        let after = Array((index + 1)..<line.upperBound)
        return after.allSatisfy { isBlankText($0) || tokens[$0].kind == .newline } ? after : nil
    }

    /// The raw leading blanks of the line after the one holding `index`.
    func leadingBlanks(ofLineAfter index: Int) -> [UInt8] {
        let next = lineOfToken[index] + 1
        guard next < lines.count, let first = lines[next].first, tokens[first].kind == .text else { return [] }
        return Array(text(of: first).prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
    }

    /// The bytes of the whitespace before a standalone tag: the indentation it passes on.
    func indentation(of index: Int) -> [UInt8]? {
        guard tokens[index].isStandalone else { return nil }
        return tokens[index].indentationToken.map { Array(text(of: $0)) } ?? []
    }
}
