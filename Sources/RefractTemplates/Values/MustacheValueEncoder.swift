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

/// A value under construction; containers fill it in place. Scalars are stored in their parent's
/// slot directly, so only containers allocate a node.
final class EncodingNode {
    enum Slot {
        case value(MustacheValue)
        case node(EncodingNode)

        func build() -> MustacheValue {
            switch self {
            case .value(let value): value
            case .node(let node): node.build()
            }
        }
    }

    enum Kind { case empty, value, object, array }

    var kind = Kind.empty
    var value = MustacheValue.null
    var members: [(String, Slot)] = []
    var items: [Slot] = []

    func build() -> MustacheValue {
        switch kind {
        case .empty: .null
        case .value: value
        case .object: .object(MustacheObject(members.lazy.map { ($0.0, $0.1.build()) }))
        case .array: .array(items.map { $0.build() })
        }
    }

    func set(_ newValue: MustacheValue) {
        kind = .value
        value = newValue
    }

    func becomeObject() {
        if kind != .object { kind = .object; members = [] }
    }

    func becomeArray() {
        if kind != .array { kind = .array; items = [] }
    }

    func appendMember(_ key: String, _ scalar: MustacheValue) {
        becomeObject()
        members.append((key, .value(scalar)))
    }

    func appendMember(_ key: String) -> EncodingNode {
        becomeObject()
        let child = EncodingNode()
        members.append((key, .node(child)))
        return child
    }

    func appendElement(_ scalar: MustacheValue) {
        becomeArray()
        items.append(.value(scalar))
    }

    func appendElement() -> EncodingNode {
        becomeArray()
        let child = EncodingNode()
        items.append(.node(child))
        return child
    }

    /// A scalar if `value` is one (encoded without a node), else nil.
    static func scalar<T: Encodable>(_ value: T) -> MustacheValue? {
        switch value {
        case let string as String: .string(string)
        case let bool as Bool: .bool(bool)
        case let double as Double: .number(double)
        case let int as Int: .number(Double(int))
        default: nil
        }
    }
}

struct NodeEncoder: Encoder {
    let node: EncodingNode
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath)
    }
}

struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) { node.appendMember(key.stringValue, .null) }
    mutating func encode(_ value: Bool, forKey key: Key) { node.appendMember(key.stringValue, .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) { node.appendMember(key.stringValue, .string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) { node.appendMember(key.stringValue, .number(value)) }
    mutating func encode(_ value: Int, forKey key: Key) { node.appendMember(key.stringValue, .number(Double(value))) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if let scalar = EncodingNode.scalar(value) { return node.appendMember(key.stringValue, scalar) }
        let child = node.appendMember(key.stringValue)
        try value.encode(to: NodeEncoder(node: child, codingPath: codingPath + [key]))
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
    var count: Int { node.kind == .array ? node.items.count : 0 }

    mutating func encodeNil() { node.appendElement(.null) }
    mutating func encode(_ value: Bool) { node.appendElement(.bool(value)) }
    mutating func encode(_ value: String) { node.appendElement(.string(value)) }
    mutating func encode(_ value: Double) { node.appendElement(.number(value)) }
    mutating func encode(_ value: Int) { node.appendElement(.number(Double(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        if let scalar = EncodingNode.scalar(value) { return node.appendElement(scalar) }
        try value.encode(to: NodeEncoder(node: node.appendElement(), codingPath: codingPath))
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

    mutating func encodeNil() { node.set(.null) }
    mutating func encode(_ value: Bool) { node.set(.bool(value)) }
    mutating func encode(_ value: String) { node.set(.string(value)) }
    mutating func encode(_ value: Double) { node.set(.number(value)) }
    mutating func encode(_ value: Float) { node.set(.number(Double(value))) }
    mutating func encode(_ value: Int) { node.set(.number(Double(value))) }
    mutating func encode(_ value: Int8) { node.set(.number(Double(value))) }
    mutating func encode(_ value: Int16) { node.set(.number(Double(value))) }
    mutating func encode(_ value: Int32) { node.set(.number(Double(value))) }
    mutating func encode(_ value: Int64) { node.set(.number(Double(value))) }
    mutating func encode(_ value: UInt) { node.set(.number(Double(value))) }
    mutating func encode(_ value: UInt8) { node.set(.number(Double(value))) }
    mutating func encode(_ value: UInt16) { node.set(.number(Double(value))) }
    mutating func encode(_ value: UInt32) { node.set(.number(Double(value))) }
    mutating func encode(_ value: UInt64) { node.set(.number(Double(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try Self.store(value, in: node, codingPath: codingPath)
    }

    /// Scalars directly; everything else through its own `encode(to:)`.
    static func store<T: Encodable>(_ value: T, in node: EncodingNode, codingPath: [any CodingKey]) throws {
        if let scalar = EncodingNode.scalar(value) { return node.set(scalar) }
        try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
    }
}
