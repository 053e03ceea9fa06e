/// An object of a context: members in insertion order, looked up by hashing.
public struct MustacheObject: Sendable, Hashable {
    public private(set) var keys: [String] = []
    private var members: [String: MustacheValue] = [:]

    public init() {}

    /// Later pairs with an already seen key replace the value and keep the first position.
    public init<S: Sequence>(_ pairs: S) where S.Element == (String, MustacheValue) {
        for (key, value) in pairs { self[key] = value }
    }

    public var count: Int { keys.count }

    public subscript(key: String) -> MustacheValue? {
        get { members[key] }
        set {
            guard let newValue else {
                if members.removeValue(forKey: key) != nil { keys.removeAll { $0 == key } }
                return
            }
            if members.updateValue(newValue, forKey: key) == nil { keys.append(key) }
        }
    }

    /// Members in key order.
    public var pairs: [(key: String, value: MustacheValue)] {
        keys.compactMap { key in members[key].map { (key, $0) } }
    }

    public static func == (lhs: MustacheObject, rhs: MustacheObject) -> Bool {
        lhs.keys == rhs.keys && lhs.members == rhs.members
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys)
        for key in keys { hasher.combine(members[key]) }
    }
}
