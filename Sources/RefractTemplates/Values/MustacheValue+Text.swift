extension MustacheValue {
    /// The text an interpolation tag inserts: nothing for null, lists and objects.
    package var interpolatedText: String {
        switch self {
        case .null, .array, .list, .object, .context: ""
        case .bool(let value): value ? "true" : "false"
        case .number(let value): MustacheValue.format(value)
        case .string(let value): value
        }
    }

    /// Integral values print without a fraction (`85`, not `85.0`); others in Swift's shortest round-trip
    /// form (`1.5`, `0.1`), which is what the Mustache spec's decimal tests expect.
    package static func format(_ number: Double) -> String {
        // 2^53: beyond it not every integer is representable, so the shortest form is the honest one.
        if number.isFinite, number == number.rounded(.towardZero), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return number.description
    }
}
