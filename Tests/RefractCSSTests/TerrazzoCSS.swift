/// Terrazzo's expected CSS read as blocks of custom properties: the at-rule and selector around each block
/// and its declarations in order. Enough of CSS for these generated files: comments, nested braces, no
/// strings containing braces.
struct TerrazzoCSS {
    struct Block {
        /// Enclosing preludes, outermost first, e.g. `["@media (width >= 600px)", ":root"]`.
        var preludes: [String]
        var declarations: [(name: String, value: String)]
    }

    var blocks: [Block] = []

    init(_ text: String) {
        var stripped = ""
        var rest = Substring(text)
        while let start = rest.range(of: "/*") {
            stripped += rest[..<start.lowerBound]
            guard let end = rest.range(of: "*/", range: start.upperBound..<rest.endIndex) else { rest = ""; break }
            rest = rest[end.upperBound...]
        }
        stripped += rest
        var stack: [String] = []
        var buffer = ""
        var current: [(String, String)] = []
        var literalBraces = 0
        for character in stripped {
            // Terrazzo leaves some aliases unresolved inside values (`inset 0 0 0 {borderWidth.thick}`).
            let inValue = buffer.trimmingNewlines().hasPrefix("--") && buffer.contains(":")
            if character == "{" && inValue {
                literalBraces += 1
                buffer.append(character)
                continue
            }
            if character == "}" && literalBraces > 0 {
                literalBraces -= 1
                buffer.append(character)
                continue
            }
            switch character {
            case "{":
                if !current.isEmpty { flush(&current, stack) }
                stack.append(buffer.trimmingCharacters(in: " ").trimmingNewlines())
                buffer = ""
            case "}":
                declaration(buffer, into: &current)
                flush(&current, stack)
                buffer = ""
                _ = stack.popLast()
            case ";":
                declaration(buffer, into: &current)
                buffer = ""
            default:
                buffer.append(character)
            }
        }
    }

    private func declaration(_ text: String, into list: inout [(String, String)]) {
        guard let colon = text.firstIndex(of: ":") else { return }
        let name = String(text[..<colon]).trimmingNewlines()
        guard name.hasPrefix("--") else { return }
        let value = String(text[text.index(after: colon)...]).trimmingNewlines().trimmingCharacters(in: " ")
        list.append((name, value))
    }

    private mutating func flush(_ list: inout [(String, String)], _ stack: [String]) {
        if !list.isEmpty { blocks.append(Block(preludes: stack, declarations: list.map { (name: $0.0, value: $0.1) })) }
        list = []
    }
}

extension String {
    func trimmingNewlines() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
