/// One context of the renderer's stack. An object is kept as its members and their index, so that a
/// name's value is read where it is stored instead of copied out of the object first, and pushing an
/// object holds its members once.
enum ContextFrame {
    case object(members: [MustacheObject.Member], index: [String: Int]?)
    case other(MustacheValue)

    init(_ value: MustacheValue) {
        if case .object(let object) = value {
            self = .object(members: object.entries, index: object.index)
        } else {
            self = .other(value)
        }
    }

    var value: MustacheValue {
        switch self {
        case .object(let members, let index): .object(MustacheObject(entries: members, index: index))
        case .other(let value): value
        }
    }

    /// The value of the member `key`, when this is an object that has it.
    func member(_ key: String) -> MustacheValue? {
        guard case .object(let members, let index) = self,
            let position = MustacheObject.position(of: key, in: members, index: index)
        else { return nil }
        return members[position].value
    }
}
