/// Walks the node tree once, appending to one byte buffer.
struct Renderer {
    /// Deeper nesting of partials and parents is a runaway recursion; it renders nothing more.
    static var maximumDepth: Int { 200 }

    /// An existential: partials are resolved once per tag, and a generic renderer was not specialized.
    let partials: any PartialResolver
    let escapeMode: EscapeMode
    private var output = OutputChunks()
    private var stack: [MustacheValue]
    /// Added at each template line start of a standalone partial, parent or block.
    private var indentation: [UInt8] = []
    /// Indentation owed to the current line, written before its first byte. Lines that print nothing
    /// stay empty.
    private var pendingIndentation: [UInt8]?
    private var depth = 0

    init(partials: any PartialResolver, escapeMode: EscapeMode, root: MustacheValue) {
        self.partials = partials
        self.escapeMode = escapeMode
        stack = [root]
        stack.reserveCapacity(16)
    }

    var result: RenderedText { output.finished() }

    mutating func render(_ nodes: [Node], blocks: [String: [Node]]) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                write(bytes)
            case .lineStart:
                if pendingIndentation == nil, !indentation.isEmpty { pendingIndentation = indentation }
            case .variable(let name, let escaped):
                interpolate(lookup(name), escaped: escaped && escapeMode == .html)
            case .section(let name, let children, let inverted):
                let value = lookup(name)
                if inverted {
                    if !value.isTruthy { render(children, blocks: blocks) }
                } else if case .array(let items) = value {
                    for item in items {
                        stack.append(item)
                        render(children, blocks: blocks)
                        stack.removeLast()
                    }
                } else if value.isTruthy {
                    stack.append(value)
                    render(children, blocks: blocks)
                    stack.removeLast()
                }
            case .partial(let reference, let added):
                guard let template = resolve(reference) else { continue }
                include(template.nodes, indentation: added, blocks: blocks)
            case .parent(let reference, let arguments, let added):
                guard let template = resolve(reference) else { continue }
                // The outermost override of a block wins, so arguments given further out replace ours.
                var merged = arguments
                for (name, content) in blocks { merged[name] = content }
                include(template.nodes, indentation: added, blocks: merged)
            case .block(let name, let defaultContent, let added):
                let content = blocks[name] ?? defaultContent
                guard let added else {
                    render(content, blocks: blocks)
                    continue
                }
                let saved = indentation
                indentation += added
                pendingIndentation = indentation
                render(content, blocks: blocks)
                pendingIndentation = nil
                indentation = saved
            }
        }
    }

    /// A standalone include indents every line by the enclosing indentation plus its own; an inline one
    /// indents nothing, as its first line continues the current one.
    private mutating func include(_ nodes: [Node], indentation added: [UInt8]?, blocks: [String: [Node]]) {
        guard depth < Self.maximumDepth else { return }
        let saved = indentation
        if let added { indentation += added } else { indentation = [] }
        depth += 1
        render(nodes, blocks: blocks)
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
        guard let first = name.components.first else { return stack.last ?? .null }
        var found: MustacheValue?
        var index = stack.count - 1
        while index >= 0 {
            if let value = stack[index][first] {
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

    private mutating func interpolate(_ value: MustacheValue, escaped: Bool) {
        switch value {
        case .null, .array, .object:
            return
        case .string(let text) where !escaped && text.utf8.count >= OutputChunks.sharedMinimum:
            writeShared(text)
        case .string(let text):
            var text = text
            text.withUTF8 { write($0, escaped: escaped) }
        case .bool, .number:
            var text = value.interpolatedText
            text.withUTF8 { write($0, escaped: escaped) }
        }
    }

    /// A large unescaped value goes into the output as it is, not copied.
    private mutating func writeShared(_ text: String) {
        if let pending = pendingIndentation {
            let first = text.utf8.first
            if first != UInt8(ascii: "\n"), first != UInt8(ascii: "\r") { output.append(contentsOf: pending) }
            pendingIndentation = nil
        }
        output.append(sharing: text)
    }

    private mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0, escaped: false) }
    }

    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>, escaped: Bool) {
        guard let first = bytes.first else { return }
        if let pending = pendingIndentation {
            if first != UInt8(ascii: "\n"), first != UInt8(ascii: "\r") { output.append(contentsOf: pending) }
            pendingIndentation = nil
        }
        guard escaped else {
            output.append(contentsOf: bytes)
            return
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: HTMLEntity.ampersand)
            case UInt8(ascii: "\""): output.append(contentsOf: HTMLEntity.quote)
            case UInt8(ascii: "<"): output.append(contentsOf: HTMLEntity.lessThan)
            case UInt8(ascii: ">"): output.append(contentsOf: HTMLEntity.greaterThan)
            default: output.append(byte)
            }
        }
    }
}

/// The spec's HTML escapes.
enum HTMLEntity {
    static let ampersand: [UInt8] = Array("&amp;".utf8)
    static let quote: [UInt8] = Array("&quot;".utf8)
    static let lessThan: [UInt8] = Array("&lt;".utf8)
    static let greaterThan: [UInt8] = Array("&gt;".utf8)
}
