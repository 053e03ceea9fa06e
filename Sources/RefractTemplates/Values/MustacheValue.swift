/// The data a template renders: JSON-shaped, with objects that keep their key order.
///
/// Truthiness (for `{{#x}}` and `{{^x}}`): `null`, `false`, the empty string and the empty list are falsy;
/// everything else, including `0` and empty objects, is truthy.
public enum MustacheValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// Printed as the spec expects: integral values without a fraction (`85`), others in shortest form (`1.5`).
    case number(Double)
    case string(String)
    case array([MustacheValue])
    case object(MustacheObject)

    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .string(let value): !value.isEmpty
        case .array(let items): !items.isEmpty
        case .number, .object: true
        }
    }

    /// The member `key` of an object; nil for a missing key or a non-object.
    public subscript(key: String) -> MustacheValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }
}

extension MustacheValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(arrayLiteral elements: MustacheValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(MustacheObject(elements))
    }
}
