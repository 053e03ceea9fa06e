import CYAML
import RefractDiagnostics

/// Builds the located tree from libyaml's event stream: one frame per open collection, anchors kept
/// as finished subtrees so an alias is a cheap copy whose expanded size is counted against the limit.
struct YAMLReader {
    let input: [UInt8]
    let contentStart: Int
    let limits: ReaderLimits
    /// The document's line table, which every node's location keeps.
    private let lines: LineTable
    private var characters: CharacterOffsetCursor
    private var diagnostics: [Diagnostic] = []
    private var stack: [YAMLFrame] = []
    private var anchors: [String: AnchoredNode] = [:]
    private var nodeCount = 0
    /// Bytes of text the aliases have copied so far.
    private var aliasBytes = 0
    private var firstDocument: SourceSpan?
    private var root: SyntaxNode?

    init(input: [UInt8], contentStart: Int, lines: LineTable, limits: ReaderLimits) {
        self.input = input
        self.contentStart = contentStart
        self.limits = limits
        self.lines = lines
        self.characters = CharacterOffsetCursor(input, contentStart: contentStart)
    }

    private func location(_ range: ByteRange) -> SyntaxLocation {
        SyntaxLocation(lines, start: range.start, end: range.end)
    }

    /// Whether the innermost open collection is a mapping waiting for a key, read in place: a copy of its
    /// frame would retain and release every array it holds, for every event.
    private var isExpectingKey: Bool {
        guard let top = stack.indices.last else { return false }
        return stack[top].isExpectingKey
    }

    mutating func read() -> ReadResult {
        guard contentStart < input.count else { return emptyDocument() }
        // A local of its own, so that reading (which changes the reader) may go on while libyaml holds
        // a pointer into the bytes.
        let bytes = input
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return emptyDocument() }
            return parse(base + contentStart, count: buffer.count - contentStart)
        }
    }

    private mutating func parse(_ base: UnsafePointer<UInt8>, count: Int) -> ReadResult {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) != 0 else {
            return ReadResult(root: nil, diagnostics: [.error(.yaml, "could not start the YAML parser", at: .file(lines.file))])
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, base, count)

        var event = yaml_event_t()
        do {
            while true {
                guard yaml_parser_parse(parser, &event) != 0 else { try failParser(parser.pointee) }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                try handle(event)
            }
        } catch {
            return ReadResult(root: nil, diagnostics: diagnostics)
        }
        guard let root else { return emptyDocument() }
        return ReadResult(root: root, diagnostics: diagnostics)
    }

    private mutating func emptyDocument() -> ReadResult {
        let whole = ByteRange(start: contentStart, end: input.count)
        diagnostics.append(.emptyFile(at: span(whole)))
        return ReadResult(root: SyntaxNode(.mapping([]), location: location(whole)), diagnostics: diagnostics)
    }

    // MARK: - Events

    private mutating func handle(_ event: yaml_event_t) throws(ReadAbort) {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            let span = span(event.start_mark, event.end_mark)
            if let firstDocument { try fail(.multipleDocuments(at: span, first: firstDocument)) }
            firstDocument = span
        case YAML_SCALAR_EVENT:
            try handleScalar(event)
        case YAML_ALIAS_EVENT:
            try handleAlias(event)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let range = byteRange(event.start_mark, event.end_mark)
            if isExpectingKey { try fail(.complexKey(at: span(range))) }
            if stack.count >= limits.maximumDepth { try fail(.tooDeep(limit: limits.maximumDepth, at: span(range))) }
            try countNodes(1, at: range)
            let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            let isFlow = isMapping
                ? event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                : event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
            stack.append(YAMLFrame(isMapping: isMapping, isFlow: isFlow, startOffset: range.start, anchor: Self.string(anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return }
            let end = frame.isFlow || frame.lastEndOffset == nil
                ? byteRange(event.start_mark, event.end_mark).end : frame.lastEndOffset ?? frame.startOffset
            let (start, count, bytes, height, anchor) = (frame.startOffset, frame.count, frame.bytes, frame.height, frame.anchor)
            let node = SyntaxNode(frame.finishedValue(), location: SyntaxLocation(lines, start: start, end: end))
            try complete(node, end: end, count: count, bytes: bytes, height: height + 1, anchor: anchor, text: nil)
        default:
            break
        }
    }

    private mutating func handleScalar(_ event: yaml_event_t) throws(ReadAbort) {
        let scalar = event.data.scalar
        let range = byteRange(event.start_mark, event.end_mark)
        // libyaml's own copy of the scalar, read in place: a value is converted from it once, and text is
        // made only for a key, a string or an anchor.
        let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
        let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE
        let anchor = Self.string(scalar.anchor)
        try countNodes(1, at: range)
        if isExpectingKey {
            let text = YAMLCoreSchema.text(bytes)
            if let anchor {
                let node = SyntaxNode(Self.value(bytes, isPlain: isPlain, tag: scalar.tag), location: location(range))
                anchors[anchor] = AnchoredNode(node: node, count: 1, bytes: scalar.length, height: 0, text: text)
            }
            let isMerge = isPlain && scalar.tag == nil && text == "<<"
            stack[stack.count - 1].pendingKey = PendingKey(text: text, location: location(range), isMerge: isMerge)
            stack[stack.count - 1].bytes += scalar.length
            return
        }
        let node = SyntaxNode(Self.value(bytes, isPlain: isPlain, tag: scalar.tag), location: location(range))
        try complete(
            node, end: range.end, count: 1, bytes: scalar.length, height: 0, anchor: anchor,
            text: anchor == nil ? nil : YAMLCoreSchema.text(bytes))
    }

    /// A scalar's value: quoted and `!!str`-tagged ones are text, plain ones resolved by the core schema.
    private static func value(
        _ bytes: UnsafeBufferPointer<UInt8>, isPlain: Bool, tag: UnsafeMutablePointer<yaml_char_t>?
    ) -> SyntaxValue {
        if !isPlain { return .string(YAMLCoreSchema.text(bytes)) }
        if let tag = Self.string(tag), tag == "tag:yaml.org,2002:str" || tag == "!" {
            return .string(YAMLCoreSchema.text(bytes))
        }
        return YAMLCoreSchema.resolve(plain: bytes)
    }

    private mutating func handleAlias(_ event: yaml_event_t) throws(ReadAbort) {
        let range = byteRange(event.start_mark, event.end_mark)
        let span = lines.span(range.start, range.end)
        let name = Self.string(event.data.alias.anchor) ?? ""
        guard let anchored = anchors[name] else {
            let isRecursive = stack.contains { $0.anchor == name }
            try report(.unknownAnchor(name, isRecursive: isRecursive, at: span))
            try complete(
                SyntaxNode(.null, location: location(range)), end: range.end, count: 1, bytes: 0, height: 0, anchor: nil, text: nil)
            return
        }
        if isExpectingKey {
            guard let text = anchored.text else { try fail(.complexKey(at: span)) }
            try countAliasBytes(anchored.bytes, at: span, alias: name)
            stack[stack.count - 1].pendingKey = PendingKey(text: text, location: location(range), isMerge: false)
            stack[stack.count - 1].bytes += anchored.bytes
            return
        }
        if stack.count + anchored.height > limits.maximumDepth { try fail(.tooDeep(limit: limits.maximumDepth, at: span)) }
        try countNodes(anchored.count, at: range, alias: name)
        try countAliasBytes(anchored.bytes, at: span, alias: name)
        var copy = anchored.node
        copy.location = location(range)
        try complete(
            copy, end: range.end, count: anchored.count, bytes: anchored.bytes, height: anchored.height, anchor: nil,
            text: anchored.text)
    }

    /// Hands a finished node, which ends at `end`, to its parent, or makes it the root. The node is moved
    /// into its place, never copied.
    private mutating func complete(
        _ node: consuming SyntaxNode, end: Int, count: Int, bytes: Int, height: Int, anchor: String?, text: String?
    ) throws(ReadAbort) {
        if let anchor { anchors[anchor] = AnchoredNode(node: copy node, count: count, bytes: bytes, height: height, text: text) }
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        stack[top].count += count
        stack[top].bytes += bytes
        stack[top].height = max(stack[top].height, height)
        stack[top].lastEndOffset = end
        guard stack[top].isMapping else {
            stack[top].appendItem(node)
            return
        }
        guard let key = stack[top].pendingKey.take() else { return }
        if key.isMerge {
            if !stack[top].addMerge(node) { try report(.invalidMerge(at: node.span)) }
            return
        }
        if let duplicate = stack[top].mapping.add(SyntaxEntry(key: key.text, keyLocation: key.location, value: node)) {
            try report(.duplicateKey(duplicate.repeated, first: duplicate.first))
        }
    }

    private mutating func countNodes(_ count: Int, at range: ByteRange, alias: String? = nil) throws(ReadAbort) {
        nodeCount += count
        if nodeCount > limits.maximumNodes { try fail(.nodeLimit(limits.maximumNodes, alias: alias, at: span(range))) }
    }

    private mutating func countAliasBytes(_ bytes: Int, at span: SourceSpan, alias: String) throws(ReadAbort) {
        aliasBytes += bytes
        let limit = max(limits.maximumAliasBytes, 10 * input.count)
        if aliasBytes > limit { try fail(.aliasSizeLimit(limit, alias: alias, anchorBytes: bytes, at: span)) }
    }

    // MARK: - Errors and positions

    private mutating func failParser(_ parser: yaml_parser_t) throws(ReadAbort) -> Never {
        var message = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let span: SourceSpan
        if parser.error == YAML_READER_ERROR {
            let offset = min(contentStart + parser.problem_offset, input.count)
            span = lines.span(offset, min(offset + 1, input.count))
            if parser.problem_value >= 0 { message += " (U+\(String(parser.problem_value, radix: 16, uppercase: true)))" }
        } else {
            span = self.span(parser.problem_mark, parser.problem_mark)
        }
        // libyaml meets an indenting tab as "found character that cannot start any token": the real cause,
        // with the fix, replaces its words and the scanner's context.
        if parser.error == YAML_SCANNER_ERROR, isIndentingTab(at: span.start.offset) {
            try fail(.error(
                .yaml, "YAML forbids tabs for indentation", at: lines.span(span.start.offset, span.start.offset + 1),
                help: "indent with spaces"))
        }
        var notes: [DiagnosticNote] = []
        if let context = parser.context.map({ String(cString: $0) }) {
            notes.append(DiagnosticNote(context, at: self.span(parser.context_mark, parser.context_mark)))
        }
        try fail(.error(.yaml, message, at: span, notes: notes))
    }

    /// A tab at `offset` with only spaces and tabs before it on its line.
    private func isIndentingTab(at offset: Int) -> Bool {
        guard offset < input.count, input[offset] == UInt8(ascii: "\t") else { return false }
        var index = offset
        while index > 0 {
            let byte = input[index - 1]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return true }
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { return false }
            index -= 1
        }
        return true
    }

    private mutating func report(_ diagnostic: Diagnostic) throws(ReadAbort) {
        diagnostics.append(diagnostic)
        if diagnostics.count >= 100 { throw ReadAbort() }
    }

    private mutating func fail(_ diagnostic: Diagnostic) throws(ReadAbort) -> Never {
        diagnostics.append(diagnostic)
        throw ReadAbort()
    }

    private mutating func span(_ start: yaml_mark_t, _ end: yaml_mark_t) -> SourceSpan {
        span(byteRange(start, end))
    }

    /// Where an event's marks are, in bytes; its line and column are found only for a diagnostic.
    private mutating func byteRange(_ start: yaml_mark_t, _ end: yaml_mark_t) -> ByteRange {
        let startOffset = characters.byteOffset(ofCharacter: start.index)
        return ByteRange(start: startOffset, end: characters.byteOffset(ofCharacter: max(end.index, start.index)))
    }

    private func span(_ range: ByteRange) -> SourceSpan {
        lines.span(range.start, range.end)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
