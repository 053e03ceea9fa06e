/// One context of the renderer's stack. An object is kept as its members and their index, so that a
/// name's value is read where it is stored instead of copied out of the object first, and pushing an
/// object holds its members once. A context is asked for each name as the template reaches it.
enum ContextFrame {
    case object(members: [MustacheObject.Member], index: [String: Int]?)
    case context(MustacheContextReference)
    case other(MustacheValue)

    init(_ value: MustacheValue) {
        switch value {
        case .object(let object): self = .object(members: object.entries, index: object.index)
        case .context(let context): self = .context(context)
        default: self = .other(value)
        }
    }

    var value: MustacheValue {
        switch self {
        case .object(let members, let index): .object(MustacheObject(entries: members, index: index))
        case .context(let context): .context(context)
        case .other(let value): value
        }
    }

    /// The value of the member `key`, when this is an object or context that has it.
    func member(_ key: String) -> MustacheValue? {
        switch self {
        case .object(let members, let index):
            guard let position = MustacheObject.position(of: key, in: members, index: index) else { return nil }
            return members[position].value
        case .context(let context):
            return context.member(key)
        case .other:
            return nil
        }
    }
}
