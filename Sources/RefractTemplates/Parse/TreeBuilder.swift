import RefractDiagnostics

/// Builds the node tree from tokens whose whitespace rules are applied, checking that sections nest.
struct TreeBuilder {
    private struct Frame {
        let token: Int
        var nodes: [Node] = []
        var arguments: [String: [Node]] = [:]
    }

    let lines: TokenLines
    let locator: SourceLocator

    func build() throws(TemplateError) -> [Node] {
        var root: [Node] = []
        var frames: [Frame] = []
        var isAtLineStart = true
        func append(_ node: Node) {
            if frames.isEmpty { root.append(node) } else { frames[frames.count - 1].nodes.append(node) }
        }
        for index in lines.tokens.indices {
            let token = lines.tokens[index]
            if token.kind == .newline {
                if !token.isRemoved { append(.text(Array(lines.text(of: index)))) }
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
                if token.start < token.end { append(.text(Array(lines.text(of: index)))) }
            case .tag(let kind):
                switch kind {
                case .variable, .unescaped:
                    append(.variable(VariableName(token.name), escaped: kind == .variable))
                case .comment, .delimiters:
                    continue
                case .partial:
                    append(.partial(reference(token), indentation: lines.indentation(of: index)))
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
                        frames[frames.count - 1].arguments[opening.name] = frame.nodes
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
        return root
    }

    private func node(closing frame: Frame, opening: Token) -> Node {
        switch opening.tagKind {
        case .inverted:
            return .section(VariableName(opening.name), frame.nodes, inverted: true)
        case .parent:
            return .parent(reference(opening), arguments: frame.arguments, indentation: lines.indentation(of: frame.token))
        case .block:
            return .block(opening.name, defaultContent: frame.nodes,
                indentation: opening.blockIndentation ?? lines.indentation(of: frame.token))
        default:
            return .section(VariableName(opening.name), frame.nodes, inverted: false)
        }
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
