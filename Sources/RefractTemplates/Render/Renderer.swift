/// Walks a template's nodes once, appending to the output chunks.
struct Renderer {
    /// Deeper nesting of partials and parents is a runaway recursion; it renders nothing more.
    static var maximumDepth: Int { 200 }

    /// An existential: partials are resolved once per tag, and a generic renderer was not specialized.
    let partials: any PartialResolver
    let escapeMode: EscapeMode
    private var writer = TextWriter()
    /// The context stack, innermost last: pointers to values that live at least as long as their frame,
    /// each pushed inside the scope that keeps it valid (the root, a section's value, a list's buffer).
    /// Pushing a value itself retained every item of a long list.
    private var stack: [ContextFrame] = []
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
            within(root) { $0.render(program, program.root, blocks: [:]) }
        }
    }

    /// Calls `body` with `value` pushed as the innermost context; an object's members are read in place
    /// from then on (one retain per push, where each interpolation retained the object and its member).
    private mutating func within(_ value: UnsafePointer<MustacheValue>, _ body: (inout Renderer) -> Void) {
        guard case .object(let object) = value.pointee else {
            stack.append(ContextFrame(value: value, members: UnsafeBufferPointer(start: nil, count: 0), isIndexed: false))
            body(&self)
            stack.removeLast()
            return
        }
        object.entries.withUnsafeBufferPointer { members in
            stack.append(ContextFrame(value: value, members: members, isIndexed: object.isIndexed))
            body(&self)
            stack.removeLast()
        }
    }

    private mutating func render(_ program: TemplateProgram, _ range: Range<Int>, blocks: [String: BlockContent]) {
        withUnsafePointer(to: program) { program in
            withUnsafePointer(to: blocks) { blocks in
                program.pointee.nodes.withUnsafeBufferPointer { nodes in
                    program.pointee.bytes.withUnsafeBufferPointer { bytes in
                        program.pointee.names.withUnsafeBufferPointer { names in
                            let view = ProgramView(nodes: nodes, bytes: bytes, names: names, program: program, blocks: blocks)
                            render(view, range)
                        }
                    }
                }
            }
        }
    }

    // Nodes, texts and names read in place, and members written in place: copying each node and value
    // retained its payloads, which was most of the time of a section over a long list.
    private mutating func render(_ view: ProgramView, _ range: Range<Int>) {
        for nodeIndex in range {
            switch view.nodes[nodeIndex] {
            case .text(let span):
                writer.write(UnsafeBufferPointer(rebasing: view.bytes[span]), escaped: false)
            case .lineStart:
                if writer.pendingIndentation == nil, !indentation.isEmpty { writer.pendingIndentation = indentation }
            case .variable(let name, let escaped):
                interpolate(view.names.baseAddress.map { $0 + name }, escaped: escaped && escapeMode == .html)
            case .section(let name, let children, let inverted):
                guard let key = view.names[name].key else {
                    withUnsafePointer(to: lookup(view.names[name])) { value in
                        section(value, inverted: inverted) { $0.render(view, children) }
                    }
                    continue
                }
                guard let value = member(key) else {
                    if inverted { render(view, children) }
                    continue
                }
                section(value, inverted: inverted) { $0.render(view, children) }
            case .partial(let tag):
                let program = view.program.pointee, blocks = view.blocks.pointee
                let tag = program.partials[tag]
                guard let template = resolve(tag.reference) else { continue }
                include(template.program, indentation: tag.indentation, blocks: blocks)
            case .parent(let tag):
                let program = view.program.pointee, blocks = view.blocks.pointee
                let tag = program.parents[tag]
                guard let template = resolve(tag.reference) else { continue }
                // The outermost override of a block wins, so arguments given further out replace ours.
                var merged = tag.arguments.mapValues { BlockContent(program: program, nodes: $0) }
                for (name, content) in blocks { merged[name] = content }
                include(template.program, indentation: tag.indentation, blocks: merged)
            case .block(let tag):
                let program = view.program.pointee, blocks = view.blocks.pointee
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

    /// Renders a section over `value`: once per item of a list, once with a truthy value pushed, or
    /// (inverted) once without a push when the value is falsy.
    private mutating func section(
        _ value: UnsafePointer<MustacheValue>, inverted: Bool, _ children: (inout Renderer) -> Void
    ) {
        if inverted {
            if !value.pointee.isTruthy { children(&self) }
        } else if case .array(let items) = value.pointee {
            items.withUnsafeBufferPointer { items in
                guard let first = items.baseAddress else { return }
                for offset in items.indices { within(first + offset, children) }
            }
        } else if value.pointee.isTruthy {
            within(value, children)
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
        guard let first = name.components.first else { return stack.last?.value.pointee ?? .null }
        guard var value = member(first)?.pointee else { return .null }
        for component in name.components.dropFirst() {
            guard let member = value[component] else { return .null }
            value = member
        }
        return value
    }

    /// Writes the value `name` finds, read in place when the name has at most one component (the name
    /// too: copying it retained its components).
    private mutating func interpolate(_ name: UnsafePointer<VariableName>?, escaped: Bool) {
        guard let name else { return }
        if let key = name.pointee.key {
            guard let value = member(key) else { return }
            writer.interpolate(value.pointee, escaped: escaped)
        } else if name.pointee.components.isEmpty {
            if let top = stack.last { writer.interpolate(top.value.pointee, escaped: escaped) }
        } else {
            writer.interpolate(lookup(name.pointee), escaped: escaped)
        }
    }

    /// The member `key` of the innermost context object that has it.
    private func member(_ key: String) -> UnsafePointer<MustacheValue>? {
        var level = stack.count - 1
        while level >= 0 {
            if let value = stack[level].member(key) { return value }
            level -= 1
        }
        return nil
    }
}

/// One program's nodes, source bytes and names, read through pointers while it renders; the program
/// and the blocks in force for the rarer tags. Only pointers: sections capture it without retaining.
private struct ProgramView {
    let nodes: UnsafeBufferPointer<Node>
    let bytes: UnsafeBufferPointer<UInt8>
    let names: UnsafeBufferPointer<VariableName>
    let program: UnsafePointer<TemplateProgram>
    let blocks: UnsafePointer<[String: BlockContent]>
}

/// What a block renders: nodes of the program that gave them (a parent's argument, or the block's default).
struct BlockContent {
    let program: TemplateProgram
    let nodes: Range<Int>
}
