/// Encodes an `Encodable` context straight into a `MustacheValue`: no JSON text, no Foundation bridging.
/// A 100,000-token context went through `JSONEncoder` and `JSONSerialization` in seconds; this takes
/// a small fraction of that. Absent optionals are absent keys, as in JSON.
struct MustacheValueEncoder {
    static func encode<Value: Encodable>(_ value: Value) throws -> MustacheValue {
        let root = EncodingNode()
        try value.encode(to: NodeEncoder(node: root, codingPath: []))
        return root.build()
    }
}

/// A value under construction; containers fill it in place.
final class EncodingNode {
    enum Content {
        case empty
        case value(MustacheValue)
        case object([(String, EncodingNode)])
        case array([EncodingNode])
    }

    var content: Content = .empty

    func build() -> MustacheValue {
        switch content {
        case .empty: .null
        case .value(let value): value
        case .object(let members): .object(MustacheObject(members.map { ($0.0, $0.1.build()) }))
        case .array(let items): .array(items.map { $0.build() })
        }
    }

    func appendMember(_ key: String) -> EncodingNode {
        let child = EncodingNode()
        if case .object(var members) = content {
            content = .empty  // keep the array uniquely referenced while appending
            members.append((key, child))
            content = .object(members)
        } else {
            content = .object([(key, child)])
        }
        return child
    }

    func appendElement() -> EncodingNode {
        let child = EncodingNode()
        if case .array(var items) = content {
            content = .empty
            items.append(child)
            content = .array(items)
        } else {
            content = .array([child])
        }
        return child
    }
}

struct NodeEncoder: Encoder {
    let node: EncodingNode
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath)
    }
}

struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) { node.appendMember(key.stringValue).content = .value(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) { node.appendMember(key.stringValue).content = .value(.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) { node.appendMember(key.stringValue).content = .value(.string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) { node.appendMember(key.stringValue).content = .value(.number(value)) }
    mutating func encode(_ value: Int, forKey key: Key) { node.appendMember(key.stringValue).content = .value(.number(Double(value))) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let child = node.appendMember(key.stringValue)
        try SingleNodeContainer.store(value, in: child, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let child = node.appendMember(key.stringValue)
        return NodeEncoder(node: child, codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = node.appendMember(key.stringValue)
        return NodeEncoder(node: child, codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.appendMember("super"), codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.appendMember(key.stringValue), codingPath: codingPath + [key])
    }
}

struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    var codingPath: [any CodingKey]
    var count: Int {
        if case .array(let items) = node.content { return items.count }
        return 0
    }

    mutating func encodeNil() { node.appendElement().content = .value(.null) }
    mutating func encode(_ value: Bool) { node.appendElement().content = .value(.bool(value)) }
    mutating func encode(_ value: String) { node.appendElement().content = .value(.string(value)) }
    mutating func encode(_ value: Double) { node.appendElement().content = .value(.number(value)) }
    mutating func encode(_ value: Int) { node.appendElement().content = .value(.number(Double(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try SingleNodeContainer.store(value, in: node.appendElement(), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.appendElement(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.appendElement(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.appendElement(), codingPath: codingPath) }
}

struct SingleNodeContainer: SingleValueEncodingContainer {
    let node: EncodingNode
    var codingPath: [any CodingKey]

    mutating func encodeNil() { node.content = .value(.null) }
    mutating func encode(_ value: Bool) { node.content = .value(.bool(value)) }
    mutating func encode(_ value: String) { node.content = .value(.string(value)) }
    mutating func encode(_ value: Double) { node.content = .value(.number(value)) }
    mutating func encode(_ value: Float) { node.content = .value(.number(Double(value))) }
    mutating func encode(_ value: Int) { node.content = .value(.number(Double(value))) }
    mutating func encode(_ value: Int8) { node.content = .value(.number(Double(value))) }
    mutating func encode(_ value: Int16) { node.content = .value(.number(Double(value))) }
    mutating func encode(_ value: Int32) { node.content = .value(.number(Double(value))) }
    mutating func encode(_ value: Int64) { node.content = .value(.number(Double(value))) }
    mutating func encode(_ value: UInt) { node.content = .value(.number(Double(value))) }
    mutating func encode(_ value: UInt8) { node.content = .value(.number(Double(value))) }
    mutating func encode(_ value: UInt16) { node.content = .value(.number(Double(value))) }
    mutating func encode(_ value: UInt32) { node.content = .value(.number(Double(value))) }
    mutating func encode(_ value: UInt64) { node.content = .value(.number(Double(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try Self.store(value, in: node, codingPath: codingPath)
    }

    /// Scalars directly; everything else through its own `encode(to:)`.
    static func store<T: Encodable>(_ value: T, in node: EncodingNode, codingPath: [any CodingKey]) throws {
        switch value {
        case let string as String: node.content = .value(.string(string))
        case let bool as Bool: node.content = .value(.bool(bool))
        case let double as Double: node.content = .value(.number(double))
        case let int as Int: node.content = .value(.number(Double(int)))
        default: try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
        }
    }
}
