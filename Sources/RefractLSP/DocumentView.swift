import RefractDiagnostics
import RefractModel
import RefractSyntax

/// What stands at a place in a token document, read from the editor's text.
enum DocumentTarget: Sendable, Equatable {
    /// A mapping key: the keys from the root down to it (`$`-keys included).
    case key(keys: [String], span: ByteRange)
    /// A `{a.b.c}` reference inside a string, with the range of the path between the braces.
    case alias(TokenPath, span: ByteRange)
    /// A `$ref` value: a JSON Pointer into this or another document (`file.json#/a/b`).
    case reference(String, keys: [String], span: ByteRange)
    /// Any other string value, with the keys that lead to it.
    case string(String, keys: [String], span: ByteRange)
}

/// A half-open byte range of a document.
struct ByteRange: Sendable, Hashable {
    var start: Int
    var end: Int

    init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = end
    }

    func contains(_ offset: Int) -> Bool { start <= offset && offset <= end }
}

/// A document read into a tree, and the questions requests ask of it.
struct DocumentView: Sendable {
    let path: String
    let bytes: [UInt8]
    let root: SyntaxNode?

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let format = SourceFormat(path: path) ?? .json
        // A broken document still has parts worth answering about: the reader's tree is kept when it made one.
        // An app's Swift, Kotlin, XML or CSS file is no token document: its requests read the text alone.
        root = Features.isNativeFile(path) ? nil : readDocument(bytes: bytes, path: path, format: format).root
    }

    /// What stands at `offset`, or nil for whitespace and punctuation.
    func target(at offset: Int) -> DocumentTarget? {
        guard let root else { return nil }
        var keys: [String] = []
        var node = root
        while true {
            switch node.value {
            case .mapping(let entries):
                guard let entry = entries.first(where: { Self.range($0.keyLocation).contains(offset) || Self.range($0.value.location).contains(offset) }) else {
                    return nil
                }
                keys.append(entry.key)
                let keyRange = Self.range(entry.keyLocation)
                if offset <= keyRange.end {
                    return .key(keys: keys, span: keyRange)
                }
                node = entry.value
            case .sequence(let elements):
                guard let element = elements.first(where: { Self.range($0.location).contains(offset) }) else { return nil }
                node = element
            case .string(let text):
                let span = Self.range(node.location)
                if keys.last == "$ref" { return .reference(text, keys: keys, span: span) }
                if let alias = alias(in: span, at: offset) { return alias }
                return .string(text, keys: keys, span: span)
            default:
                return nil
            }
        }
    }

    /// The `{…}` reference around `offset` in a string's source text.
    private func alias(in span: ByteRange, at offset: Int) -> DocumentTarget? {
        var open = offset
        while open > span.start, bytes[open - 1] != UInt8(ascii: "{") {
            if bytes[open - 1] == UInt8(ascii: "}") { return nil }
            open -= 1
        }
        guard open > span.start else { return nil }
        var close = offset
        while close < span.end, bytes[close] != UInt8(ascii: "}") {
            if bytes[close] == UInt8(ascii: "{") { return nil }
            close += 1
        }
        guard close < span.end, close > open else { return nil }
        let path = String(decoding: bytes[open..<close], as: UTF8.self)
        return .alias(TokenPath(path), span: ByteRange(open, close))
    }

    static func range(_ location: SyntaxLocation) -> ByteRange {
        switch location {
        case .read(_, let start, let end): ByteRange(Int(start), Int(end))
        case .given(let span): ByteRange(span.start.offset, span.end.offset)
        }
    }

    /// The node the keys lead to.
    func node(at keys: [String]) -> SyntaxNode? {
        var node = root
        for key in keys { node = node?[key] }
        return node
    }

    /// The `$type` that applies at `keys`: the nearest one on the way down (a group's type is inherited).
    func inheritedType(at keys: [String]) -> String? {
        var node = root
        var found = root?["$type"]?.stringValue
        for key in keys {
            node = node?[key]
            if let type = node?["$type"]?.stringValue { found = type }
        }
        return found
    }
}
