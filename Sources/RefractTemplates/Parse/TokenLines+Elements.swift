extension TokenLines {
    /// The inheritance whitespace rules (mustache/spec `whitespace.md`), applied after the line rule:
    ///
    /// - A parent element whose start tag has only blanks before it and whose end tag has only blanks after
    ///   it is standalone: its leading blanks become indentation, its trailing blanks and line break go.
    /// - A parameter block element (one not directly inside a parent) on such lines is standalone too: its
    ///   leading blanks become the indentation of every line of the content that replaces it.
    /// - A block opened at the end of a line (an argument block, or a standalone parameter block) has an
    ///   intrinsic indentation, the leading blanks of the next line, which is removed from each content
    ///   line; a parameter block adds it back, relative to enclosing blocks, to whatever fills it.
    ///
    /// Mismatched tags are left alone here; the tree builder reports them.
    mutating func applyElementRules() {
        struct OpenElement {
            let token: Int
            let kind: TagKind
            let isArgument: Bool
            let removesIndentation: Bool
        }
        var open: [OpenElement] = []
        var removedIndentations: [[UInt8]] = []
        for index in tokens.indices {
            switch tokens[index].kind {
            case .newline:
                removeIndentation(removedIndentations.last ?? [], fromTokenAfter: index)
            case .tag(let kind) where kind.opensElement:
                let isArgument = kind == .block && open.last?.kind == .parent
                var removesIndentation = false
                if kind == .block, isArgument, let rest = blankTokens(after: index),
                    let last = rest.last, tokens[last].kind == .newline
                {
                    for restIndex in rest { tokens[restIndex].isRemoved = true }
                    removedIndentations.append(leadingBlanks(ofLineAfter: index))
                    removesIndentation = true
                } else if kind == .block, !isArgument, tokens[index].isStandalone {
                    let intrinsic = leadingBlanks(ofLineAfter: index)
                    let enclosing = removedIndentations.last ?? []
                    tokens[index].blockIndentation =
                        intrinsic.starts(with: enclosing) ? Array(intrinsic.dropFirst(enclosing.count)) : intrinsic
                    removedIndentations.append(intrinsic)
                    removesIndentation = true
                }
                open.append(
                    OpenElement(
                        token: index, kind: kind, isArgument: isArgument, removesIndentation: removesIndentation))
            case .tag(.close):
                guard let element = open.last, tokens[element.token].name == tokens[index].name else { continue }
                open.removeLast()
                if element.removesIndentation { removedIndentations.removeLast() }
                let isParameterBlock =
                    element.kind == .block && !element.isArgument && !tokens[element.token].isStandalone
                guard element.kind == .parent || isParameterBlock,
                    let leading = blankTokens(before: element.token), let trailing = blankTokens(after: index)
                else { continue }
                tokens[element.token].isStandalone = true
                tokens[element.token].indentationToken = leading.last
                for leadingIndex in leading { tokens[leadingIndex].isRemoved = true }
                if element.kind == .parent {
                    for trailingIndex in trailing { tokens[trailingIndex].isRemoved = true }
                }
            default:
                continue
            }
        }
    }

    private mutating func removeIndentation(_ indentation: [UInt8], fromTokenAfter newline: Int) {
        let next = newline + 1
        guard !indentation.isEmpty, next < tokens.count, tokens[next].kind == .text,
            text(of: next).starts(with: indentation)
        else { return }
        tokens[next].start += indentation.count
    }
}
