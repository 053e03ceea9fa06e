/// Resolves plain scalars by the YAML 1.2 core schema: `yes`, `no`, `on` and `off` stay strings,
/// unlike YAML 1.1, which libyaml's tag names still describe.
enum YAMLCoreSchema {
    static func resolve(plain text: String) -> SyntaxValue {
        // Only a digit or one of a few signs and letters can begin a null, a boolean or a number; most
        // plain scalars are names, returned at once.
        guard let first = text.utf8.first else { return .null }
        if !isDigit(first) {
            guard mayStartNamedValue(first) else { return .string(text) }
            if let named = namedValue(text) { return named }
        }
        let utf8 = Array(text.utf8)
        if let integer = resolveInteger(utf8, text: text) { return integer }
        if isFloat(utf8), let value = Double(text) { return .number(value, isInteger: false) }
        return .string(text)
    }

    /// The nulls, booleans, infinities and NaNs the core schema names.
    private static func namedValue(_ text: String) -> SyntaxValue? {
        switch text {
        case "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity, isInteger: false)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity, isInteger: false)
        case ".nan", ".NaN", ".NAN": return .number(.nan, isInteger: false)
        default: return nil
        }
    }

    private static func resolveInteger(_ utf8: [UInt8], text: String) -> SyntaxValue? {
        if utf8.count > 2, utf8[0] == UInt8(ascii: "0"), utf8[1] == UInt8(ascii: "o") || utf8[1] == UInt8(ascii: "x") {
            let radix = utf8[1] == UInt8(ascii: "o") ? 8 : 16
            let digits = text.dropFirst(2)
            if let value = UInt64(digits, radix: radix) { return .number(Double(value), isInteger: true) }
            let allDigits = digits.allSatisfy { $0.isHexDigit && (radix == 16 || ("0"..."7").contains($0)) }
            guard allDigits else { return nil }
            let value = digits.reduce(0.0) { $0 * Double(radix) + Double($1.hexDigitValue ?? 0) }
            return .number(value, isInteger: true)
        }
        var start = 0
        if let first = utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { start = 1 }
        guard start < utf8.count, utf8[start...].allSatisfy(isDigit) else { return nil }
        if let value = Int64(text) { return .number(Double(value), isInteger: true) }
        return Double(text).map { .number($0, isInteger: true) }
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
    private static func isFloat(_ utf8: [UInt8]) -> Bool {
        var index = 0
        if index < utf8.count, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") { index += 1 }
        let integerStart = index
        while index < utf8.count, isDigit(utf8[index]) { index += 1 }
        let integerDigits = index - integerStart
        var fractionDigits = 0
        if index < utf8.count, utf8[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < utf8.count, isDigit(utf8[index]) { index += 1 }
            fractionDigits = index - fractionStart
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return false }
        if index < utf8.count, utf8[index] == UInt8(ascii: "e") || utf8[index] == UInt8(ascii: "E") {
            index += 1
            if index < utf8.count, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") { index += 1 }
            let exponentStart = index
            while index < utf8.count, isDigit(utf8[index]) { index += 1 }
            guard index > exponentStart else { return false }
        }
        return index == utf8.count
    }

    /// Whether a plain scalar starting with `byte` may be something other than text (a digit aside).
    private static func mayStartNamedValue(_ byte: UInt8) -> Bool {
        "~nNtTfF.+-".utf8.contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
