import RefractDiagnostics

/// A node of a located document tree: what JSON, JSON5 and YAML have in common, with where each
/// node stands in its file. Mappings keep their keys in source order.
public struct SyntaxNode: Sendable {
    package var value: SyntaxValue
    package var location: SyntaxLocation

    package var span: SourceSpan {
        get { location.span }
        set { location = .given(newValue) }
    }

    package init(_ value: SyntaxValue, span: SourceSpan) {
        self.value = value
        self.location = .given(span)
    }

    package init(_ value: SyntaxValue, location: SyntaxLocation) {
        self.value = value
        self.location = location
    }
}

public enum SyntaxValue: Sendable {
    case mapping([SyntaxEntry])
    case sequence([SyntaxNode])
    case string(String)
    /// Every number as a Double; `isInteger` is true when the literal had no fraction or exponent.
    case number(Double, isInteger: Bool)
    case bool(Bool)
    case null
}

/// One key/value pair of a mapping. Keys are always strings (YAML `100:` is the string "100").
public struct SyntaxEntry: Sendable {
    package var key: String
    package var keyLocation: SyntaxLocation
    package var value: SyntaxNode

    package var keySpan: SourceSpan {
        get { keyLocation.span }
        set { keyLocation = .given(newValue) }
    }

    package init(key: String, keySpan: SourceSpan, value: SyntaxNode) {
        self.key = key
        self.keyLocation = .given(keySpan)
        self.value = value
    }

    package init(key: String, keyLocation: SyntaxLocation, value: SyntaxNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

extension SyntaxNode {
    /// The entries of a mapping, or nil for any other kind of node.
    package var entries: [SyntaxEntry]? {
        if case .mapping(let entries) = value { return entries }
        return nil
    }

    /// The value for `key` in a mapping (keys are unique: the reader rejects duplicates).
    package subscript(key: String) -> SyntaxNode? {
        guard case .mapping(let entries) = value else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The entry for `key` in a mapping, with its key's span.
    package func entry(_ key: String) -> SyntaxEntry? {
        guard case .mapping(let entries) = value else { return nil }
        return entries.first { $0.key == key }
    }

    package var stringValue: String? {
        if case .string(let s) = value { return s }
        return nil
    }

    package var numberValue: Double? {
        if case .number(let n, _) = value { return n }
        return nil
    }

    package var boolValue: Bool? {
        if case .bool(let b) = value { return b }
        return nil
    }

    package var elements: [SyntaxNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    /// A short name of the node's kind for messages: "object", "array", "string", "number", "boolean", "null".
    package var kindName: String {
        switch value {
        case .mapping: "object"
        case .sequence: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }
}
