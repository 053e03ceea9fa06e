import RefractDiagnostics

/// Builds the node tree from tokens whose whitespace rules are applied, checking that sections nest.
/// A closed section's nodes are moved into the program's flat node list, so each list is one range.
struct TreeBuilder {
    private struct Frame {
        let token: Int
        var nodes: [Node] = []
        var arguments: [String: Range<Int>] = [:]
    }

    let lines: TokenLines
    let locator: SourceLocator
    private var program = TemplateProgram()

    init(lines: TokenLines, locator: SourceLocator) {
        self.lines = lines
        self.locator = locator
        program.bytes = lines.bytes
    }

    consuming func build() throws(TemplateError) -> TemplateProgram {
        var root: [Node] = []
        var frames: [Frame] = []
        var isAtLineStart = true
        func append(_ node: Node) {
            if frames.isEmpty { root.append(node) } else { frames[frames.count - 1].nodes.append(node) }
        }
        for index in lines.tokens.indices {
            let token = lines.tokens[index]
            if token.kind == .newline {
                if !token.isRemoved { append(.text(token.start..<token.end)) }
                isAtLineStart = true
                continue
            }
            if token.isRemoved { continue }
            if isAtLineStart {
                // A standalone tag's line is gone; what it includes indents itself.
                if !token.isStandalone { append(.lineStart) }
                isAtLineStart = false
            }
            switch token.kind {
            case .newline:
                continue
            case .text:
                if token.start < token.end { append(.text(token.start..<token.end)) }
            case .tag(let kind):
                switch kind {
                case .variable, .unescaped:
                    append(.variable(name: name(token.name), escaped: kind == .variable))
                case .comment, .delimiters:
                    continue
                case .partial:
                    program.partials.append(PartialTag(reference: reference(token), indentation: lines.indentation(of: index)))
                    append(.partial(program.partials.count - 1))
                case .section, .inverted, .parent, .block:
                    frames.append(Frame(token: index))
                case .close:
                    guard let frame = frames.popLast() else {
                        throw TemplateError([.error(
                            "template.unmatched-close", Message.unmatchedClose(token.name), at: span(token))])
                    }
                    let opening = lines.tokens[frame.token]
                    guard opening.name == token.name else {
                        throw TemplateError([.error(
                            "template.mismatched-section", Message.mismatched(token.name, opening.name),
                            at: span(token), notes: [DiagnosticNote(Message.openedHere(opening.name), at: span(opening))])])
                    }
                    if opening.tagKind == .block, let enclosing = frames.last,
                        lines.tokens[enclosing.token].tagKind == .parent
                    {
                        frames[frames.count - 1].arguments[opening.name] = store(frame.nodes)
                        continue
                    }
                    append(node(closing: frame, opening: opening))
                }
            }
        }
        if !frames.isEmpty {
            throw TemplateError(frames.map { frame in
                let opening = lines.tokens[frame.token]
                return .error("template.unclosed-section", Message.unclosed(opening.name), at: span(opening),
                    label: "opened here")
            })
        }
        program.root = store(root)
        return program
    }

    private mutating func node(closing frame: Frame, opening: Token) -> Node {
        switch opening.tagKind {
        case .inverted:
            return .section(name: name(opening.name), children: store(frame.nodes), inverted: true)
        case .parent:
            program.parents.append(ParentTag(reference: reference(opening), arguments: frame.arguments,
                indentation: lines.indentation(of: frame.token)))
            return .parent(program.parents.count - 1)
        case .block:
            program.blocks.append(BlockTag(name: opening.name, defaultContent: store(frame.nodes),
                indentation: opening.blockIndentation ?? lines.indentation(of: frame.token)))
            return .block(program.blocks.count - 1)
        default:
            return .section(name: name(opening.name), children: store(frame.nodes), inverted: false)
        }
    }

    /// Moves a finished node list to the end of the program's nodes.
    private mutating func store(_ nodes: [Node]) -> Range<Int> {
        let start = program.nodes.count
        program.nodes.append(contentsOf: nodes)
        return start..<program.nodes.count
    }

    private mutating func name(_ text: String) -> Int {
        program.names.append(VariableName(text))
        return program.names.count - 1
    }

    private func reference(_ token: Token) -> TemplateReference {
        token.isDynamic ? .dynamic(VariableName(token.name)) : .named(token.name)
    }

    private func span(_ token: Token) -> SourceSpan {
        locator.span(token.start, token.end)
    }

    private enum Message {
        static func unmatchedClose(_ name: String) -> String {
            "closing tag '\(name)' has no open section"
        }
        static func mismatched(_ name: String, _ open: String) -> String {
            "closing tag '\(name)' does not match open section '\(open)'"
        }
        static func openedHere(_ name: String) -> String { "section '\(name)' opened here" }
        static func unclosed(_ name: String) -> String { "section '\(name)' is never closed" }
    }
}
