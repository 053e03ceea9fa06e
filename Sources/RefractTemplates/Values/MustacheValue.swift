/// The data a template renders: JSON-shaped, with objects that keep their key order.
///
/// Truthiness (for `{{#x}}` and `{{^x}}`): `null`, `false`, the empty string and the empty list are falsy;
/// everything else, including `0` and empty objects, is truthy.
package enum MustacheValue: Sendable {
    case null
    case bool(Bool)
    /// Printed as the spec expects: integral values without a fraction (`85`), others in shortest form (`1.5`).
    case number(Double)
    case string(String)
    case array([MustacheValue])
    /// A list whose elements are made as they are rendered; equal to the `.array` of its elements.
    case list(MustacheList)
    case object(MustacheObject)
    /// A context read member by member as the template names them; equal to the object of its members.
    case context(MustacheContextReference)

    package var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .string(let value): !value.isEmpty
        case .array(let items): !items.isEmpty
        case .list(let list): list.count > 0
        case .number, .object, .context: true
        }
    }

    /// The elements of a list, `.array` or `.list`; nil for anything else.
    package var listElements: [MustacheValue]? {
        switch self {
        case .array(let items): items
        case .list(let list): list.elements
        default: nil
        }
    }

    /// The member `key` of an object; nil for a missing key or a non-object.
    package subscript(key: String) -> MustacheValue? {
        switch self {
        case .object(let object): object[key]
        case .context(let context): context.member(key)
        default: nil
        }
    }

    /// The object a `.context` stands for, with its members converted; any other value as it is.
    package var materialized: MustacheValue {
        guard case .context(let context) = self else { return self }
        return .object(MustacheObject(uniqueKeys: context.members))
    }
}

/// A `.list` compares and hashes as the `.array` of its elements, a `.context` as the object of its members.
extension MustacheValue: Hashable {
    package static func == (lhs: MustacheValue, rhs: MustacheValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.array, .list), (.list, .array), (.list, .list): lhs.listElements == rhs.listElements
        case (.context, _), (_, .context): lhs.materialized == rhs.materialized
        default: false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(1); hasher.combine(value)
        case .number(let value): hasher.combine(2); hasher.combine(value)
        case .string(let value): hasher.combine(3); hasher.combine(value)
        case .array, .list: hasher.combine(4); hasher.combine(listElements ?? [])
        case .object(let object): hasher.combine(5); hasher.combine(object)
        case .context: hasher.combine(materialized)
        }
    }
}

extension MustacheValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    package init(nilLiteral: ()) { self = .null }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
    package init(floatLiteral value: Double) { self = .number(value) }
    package init(arrayLiteral elements: MustacheValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(MustacheObject(elements))
    }
}
