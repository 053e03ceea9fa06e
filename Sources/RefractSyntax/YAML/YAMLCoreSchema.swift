/// Resolves plain scalars by the YAML 1.2 core schema: `yes`, `no`, `on` and `off` stay strings,
/// unlike YAML 1.1, which libyaml's tag names still describe.
///
/// It reads the scalar's bytes as libyaml hands them over and converts them once: a number straight
/// from its digits, and text is made only for a scalar that is text.
enum YAMLCoreSchema {
    static func resolve(plain bytes: UnsafeBufferPointer<UInt8>) -> SyntaxValue {
        // Only a digit or one of a few signs and letters can begin a null, a boolean or a number; most
        // plain scalars are names, returned at once.
        guard let first = bytes.first else { return .null }
        if !isDigit(first) {
            guard mayStartNamedValue(first) else { return .string(text(bytes)) }
            if let named = namedValue(bytes) { return named }
        }
        if bytes.count > 2, first == UInt8(ascii: "0"), bytes[1] == UInt8(ascii: "o") || bytes[1] == UInt8(ascii: "x") {
            return radixInteger(bytes, radix: bytes[1] == UInt8(ascii: "o") ? 8 : 16) ?? .string(text(bytes))
        }
        return decimal(bytes) ?? .string(text(bytes))
    }

    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The nulls, booleans, infinities and NaNs the core schema names.
    private static func namedValue(_ bytes: UnsafeBufferPointer<UInt8>) -> SyntaxValue? {
        // The longest name is `+.inf`; a longer scalar is none of them, and needs no text made here.
        guard bytes.count <= 5 else { return nil }
        switch text(bytes) {
        case "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity, isInteger: false)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity, isInteger: false)
        case ".nan", ".NaN", ".NAN": return .number(.nan, isInteger: false)
        default: return nil
        }
    }

    /// `0o17` and `0x1F`; nil when a digit is not of the radix.
    private static func radixInteger(_ bytes: UnsafeBufferPointer<UInt8>, radix: Int) -> SyntaxValue? {
        var exact: UInt64 = 0
        var fitsExactly = true
        var value = 0.0
        for byte in bytes[2...] {
            guard let digit = hexValue(byte), digit < radix else { return nil }
            if exact > (UInt64.max - UInt64(digit)) / UInt64(radix) { fitsExactly = false }
            exact = exact &* UInt64(radix) &+ UInt64(digit)
            value = value * Double(radix) + Double(digit)
        }
        return .number(fitsExactly ? Double(exact) : value, isInteger: true)
    }

    /// An integer `[-+]?[0-9]+` or a float `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, read in
    /// one pass; nil for anything else.
    private static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> SyntaxValue? {
        let count = bytes.count
        var index = 0
        var isNegative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            isNegative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        var mantissa = DecimalMantissa()
        let integerStart = index
        while index < count, isDigit(bytes[index]) {
            mantissa.append(bytes[index])
            index += 1
        }
        let integerDigits = index - integerStart
        var fractionDigits = 0
        var hasFraction = false
        if index < count, bytes[index] == UInt8(ascii: ".") {
            hasFraction = true
            index += 1
            let fractionStart = index
            while index < count, isDigit(bytes[index]) {
                mantissa.append(bytes[index])
                index += 1
            }
            fractionDigits = index - fractionStart
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return nil }
        var exponent = 0
        var hasExponent = false
        if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            hasExponent = true
            index += 1
            var exponentIsNegative = false
            if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentIsNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            let exponentStart = index
            while index < count, isDigit(bytes[index]) {
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            guard index > exponentStart else { return nil }
            if exponentIsNegative { exponent = -exponent }
        }
        guard index == count else { return nil }
        let isInteger = !hasFraction && !hasExponent
        if let exact = mantissa.exactDouble(fractionDigits: fractionDigits, exponent: exponent) {
            // An integer is a whole number, so `-0` is zero; `-0.0` keeps its sign.
            return .number(isNegative && !(isInteger && exact == 0) ? -exact : exact, isInteger: isInteger)
        }
        return Double(text(bytes)).map { .number($0, isInteger: isInteger) }
    }

    /// Whether a plain scalar starting with `byte` may be something other than text (a digit aside).
    private static func mayStartNamedValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
            UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
