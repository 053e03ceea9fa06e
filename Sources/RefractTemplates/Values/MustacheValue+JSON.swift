import Foundation

extension MustacheValue {
    /// Converts `JSONSerialization` output (or any tree of `String`, numbers, `Bool`, `NSNull`, arrays and
    /// `[String: Any]`). Values of other types become `.null`. Object keys are sorted, because
    /// `[String: Any]` has no order and output must be deterministic.
    package init(json value: Any) {
        switch value {
        case let string as String:
            self = .string(string)
        case let number as NSNumber:
            // Foundation boxes JSON booleans as NSNumber on both Linux and Darwin; `as? Bool` would
            // also accept 0 and 1, so the boxed type code ("c", a C char, for CFBoolean) decides.
            if String(cString: number.objCType) == "c" {
                self = .bool(number.boolValue)
            } else {
                self = .number(number.doubleValue)
            }
        case let array as [Any]:
            self = .array(array.map(MustacheValue.init(json:)))
        case let dictionary as [String: Any]:
            let pairs = dictionary.keys.sorted().compactMap { key in
                dictionary[key].map { (key, MustacheValue(json: $0)) }
            }
            self = .object(MustacheObject(pairs))
        default:
            self = .null
        }
    }

    /// Parses JSON text (any top-level value) into a context.
    package init(jsonData data: Data) throws {
        self.init(json: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
    }
}
