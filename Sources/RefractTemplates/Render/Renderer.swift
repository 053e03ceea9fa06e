/// Walks a template's nodes once, appending to one byte array.
struct Renderer {
    /// Deeper nesting of partials and parents is a runaway recursion; it renders nothing more.
    static var maximumDepth: Int { 200 }

    let partials: any PartialResolver
    let escapeMode: EscapeMode
    private var writer = TextWriter()
    /// The context stack, innermost last.
    private var stack: [ContextFrame] = []
    /// Added at each template line start of a standalone partial, parent or block.
    private var indentation: [UInt8] = []
    private var depth = 0

    init(partials: any PartialResolver, escapeMode: EscapeMode) {
        self.partials = partials
        self.escapeMode = escapeMode
    }

    var result: RenderedText { RenderedText(chunks: writer.chunks) }

    /// Renders `program` with `root` as the whole context stack.
    mutating func render(_ program: TemplateProgram, root: MustacheValue) {
        stack.append(ContextFrame(root))
        render(program, program.root, blocks: [:])
        stack.removeLast()
    }

    private mutating func render(_ program: TemplateProgram, _ range: Range<Int>, blocks: [String: BlockContent]) {
        for nodeIndex in range {
            switch program.nodes[nodeIndex] {
            case .text(let span):
                writer.write(program.bytes[span], escaped: false)
            case .lineStart:
                if writer.pendingIndentation == nil, !indentation.isEmpty { writer.pendingIndentation = indentation }
            case .variable(let name, let escaped):
                let escaped = escaped && escapeMode == .html
                guard let key = program.names[name].key else {
                    writer.interpolate(lookup(program.names[name]), escaped: escaped)
                    continue
                }
                if let value = member(key) { writer.interpolate(value, escaped: escaped) }
            case .section(let name, let children, let inverted):
                let value = lookup(program.names[name])
                if inverted {
                    if !value.isTruthy { render(program, children, blocks: blocks) }
                } else if case .array(let items) = value {
                    for position in items.indices { within(items[position], program, children, blocks: blocks) }
                } else if case .list(let list) = value {
                    for position in 0..<list.count { within(list[position], program, children, blocks: blocks) }
                } else if value.isTruthy {
                    within(value, program, children, blocks: blocks)
                }
            case .partial(let tag):
                let tag = program.partials[tag]
                guard let template = resolve(tag.reference) else { continue }
                include(template.program, indentation: tag.indentation, blocks: blocks)
            case .parent(let tag):
                let tag = program.parents[tag]
                guard let template = resolve(tag.reference) else { continue }
                // The outermost override of a block wins, so arguments given further out replace ours.
                var merged = tag.arguments.mapValues { BlockContent(program: program, nodes: $0) }
                for (name, content) in blocks { merged[name] = content }
                include(template.program, indentation: tag.indentation, blocks: merged)
            case .block(let tag):
                let tag = program.blocks[tag]
                let content = blocks[tag.name] ?? BlockContent(program: program, nodes: tag.defaultContent)
                guard let added = tag.indentation else {
                    render(content.program, content.nodes, blocks: blocks)
                    continue
                }
                let saved = indentation
                indentation += added
                writer.pendingIndentation = indentation
                render(content.program, content.nodes, blocks: blocks)
                writer.pendingIndentation = nil
                indentation = saved
            }
        }
    }

    /// Renders `range` of `program` with `value` pushed as the innermost context.
    private mutating func within(
        _ value: MustacheValue, _ program: TemplateProgram, _ range: Range<Int>, blocks: [String: BlockContent]
    ) {
        stack.append(ContextFrame(value))
        render(program, range, blocks: blocks)
        stack.removeLast()
    }

    /// A standalone include indents every line by the enclosing indentation plus its own; an inline one
    /// indents nothing, as its first line continues the current one.
    private mutating func include(_ program: TemplateProgram, indentation added: [UInt8]?, blocks: [String: BlockContent]) {
        guard depth < Self.maximumDepth else { return }
        let saved = indentation
        if let added { indentation += added } else { indentation = [] }
        depth += 1
        render(program, program.root, blocks: blocks)
        depth -= 1
        indentation = saved
    }

    private func resolve(_ reference: TemplateReference) -> Template? {
        switch reference {
        case .named(let name):
            return partials.template(named: name)
        case .dynamic(let name):
            guard case .string(let resolved) = lookup(name) else { return nil }
            return partials.template(named: resolved)
        }
    }

    /// The first component is looked up through the context stack, innermost first; the rest only
    /// inside what it found (a broken chain is null, it does not fall back to outer contexts).
    private func lookup(_ name: VariableName) -> MustacheValue {
        if let key = name.key { return member(key) ?? .null }
        guard let first = name.components.first else { return stack.last?.value ?? .null }
        guard var value = member(first) else { return .null }
        for component in name.components.dropFirst() {
            guard let member = value[component] else { return .null }
            value = member
        }
        return value
    }

    /// The member `key` of the innermost context object that has it.
    private func member(_ key: String) -> MustacheValue? {
        var level = stack.count
        while level > 0 {
            level -= 1
            if let value = stack[level].member(key) { return value }
        }
        return nil
    }
}

/// What a block renders: nodes of the program that gave them (a parent's argument, or the block's default).
struct BlockContent {
    let program: TemplateProgram
    let nodes: Range<Int>
}
