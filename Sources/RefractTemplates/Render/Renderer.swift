/// Walks the node tree once, appending to one byte buffer.
struct Renderer {
    /// Deeper nesting of partials and parents is a runaway recursion; it renders nothing more.
    static var maximumDepth: Int { 200 }

    /// An existential: partials are resolved once per tag, and a generic renderer was not specialized.
    let partials: any PartialResolver
    let escapeMode: EscapeMode
    private var writer = TextWriter()
    /// The context stack, innermost last: pointers to values that live at least as long as their entry,
    /// each pushed inside the scope that keeps it valid (the root, a section's value, a list's buffer).
    /// Pushing a value itself retained every item of a long list.
    private var stack: [UnsafePointer<MustacheValue>] = []
    /// Added at each template line start of a standalone partial, parent or block.
    private var indentation: [UInt8] = []
    private var depth = 0

    init(partials: any PartialResolver, escapeMode: EscapeMode) {
        self.partials = partials
        self.escapeMode = escapeMode
        stack.reserveCapacity(16)
    }

    var result: RenderedText { writer.output.finished() }

    /// Renders `program` with `root` as the whole context stack.
    mutating func render(_ program: TemplateProgram, root: MustacheValue) {
        withUnsafePointer(to: root) { root in
            stack.append(root)
            render(program, program.root, blocks: [:])
            stack.removeLast()
        }
    }

    private mutating func render(_ program: TemplateProgram, _ range: Range<Int>, blocks: [String: BlockContent]) {
        program.nodes.withUnsafeBufferPointer { nodes in
            program.bytes.withUnsafeBufferPointer { bytes in
                program.names.withUnsafeBufferPointer { names in
                    let view = ProgramView(nodes: nodes, bytes: bytes, names: names)
                    render(view, range, of: program, blocks: blocks)
                }
            }
        }
    }

    // Nodes, texts and names read in place, and members written in place: copying each node and value
    // retained its payloads, which was most of the time of a section over a long list.
    private mutating func render(
        _ view: ProgramView, _ range: Range<Int>, of program: TemplateProgram, blocks: [String: BlockContent]
    ) {
        for nodeIndex in range {
            switch view.nodes[nodeIndex] {
            case .text(let span):
                writer.write(UnsafeBufferPointer(rebasing: view.bytes[span]), escaped: false)
            case .lineStart:
                if writer.pendingIndentation == nil, !indentation.isEmpty { writer.pendingIndentation = indentation }
            case .variable(let name, let escaped):
                interpolate(view.names[name], escaped: escaped && escapeMode == .html)
            case .section(let name, let children, let inverted):
                let value = lookup(view.names[name])
                if inverted {
                    if !value.isTruthy { render(view, children, of: program, blocks: blocks) }
                } else if case .array(let items) = value {
                    items.withUnsafeBufferPointer { items in
                        guard let first = items.baseAddress else { return }
                        for offset in items.indices {
                            stack.append(first + offset)
                            render(view, children, of: program, blocks: blocks)
                            stack.removeLast()
                        }
                    }
                } else if value.isTruthy {
                    withUnsafePointer(to: value) { value in
                        stack.append(value)
                        render(view, children, of: program, blocks: blocks)
                        stack.removeLast()
                    }
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
        guard let first = name.components.first else { return stack.last?.pointee ?? .null }
        var found: MustacheValue?
        var index = stack.count - 1
        while index >= 0 {
            if let value = stack[index].pointee[first] {
                found = value
                break
            }
            index -= 1
        }
        guard var value = found else { return .null }
        for component in name.components.dropFirst() {
            guard let member = value[component] else { return .null }
            value = member
        }
        return value
    }

    /// Writes the value `name` finds, read in place when the name has at most one component.
    private mutating func interpolate(_ name: VariableName, escaped: Bool) {
        switch name.components.count {
        case 0:
            if let top = stack.last { writer.interpolate(top.pointee, escaped: escaped) }
        case 1:
            guard let (level, position) = locate(name.components[0]),
                case .object(let object) = stack[level].pointee
            else { return }
            writer.interpolate(object.entries[position].value, escaped: escaped)
        default:
            writer.interpolate(lookup(name), escaped: escaped)
        }
    }

    /// The innermost context object that has `key`, and the member's position in it.
    private func locate(_ key: String) -> (level: Int, position: Int)? {
        var level = stack.count - 1
        while level >= 0 {
            if case .object(let object) = stack[level].pointee, let position = object.position(of: key) {
                return (level, position)
            }
            level -= 1
        }
        return nil
    }
}

/// One program's nodes, source bytes and names, read through pointers while it renders.
private struct ProgramView {
    let nodes: UnsafeBufferPointer<Node>
    let bytes: UnsafeBufferPointer<UInt8>
    let names: UnsafeBufferPointer<VariableName>
}

/// What a block renders: nodes of the program that gave them (a parent's argument, or the block's default).
struct BlockContent {
    let program: TemplateProgram
    let nodes: Range<Int>
}
