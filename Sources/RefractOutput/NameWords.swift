/// Splits token paths into words and joins them in the case styles platforms use. Every backend
/// names things from the same words, so `color.brand-primary` is `colorBrandPrimary` in Swift,
/// `--color-brand-primary` in CSS and `color_brand_primary` on Android.
package enum NameWords {
    /// Words of one name: split at `-`, `_`, spaces and other punctuation, and at lower→upper case
    /// changes (`onPrimary` → `on`, `Primary`); digits stay attached to what precedes them. One pass over
    /// the scalars: a combining mark belongs to the letter before it, as it does in a `Character`, so the
    /// split is the one characters give without the grapheme breaking that walking them costs.
    package static func words(_ name: String) -> [String] {
        var words: [String] = []
        let scalars = name.unicodeScalars
        var start: String.Index?
        var previousIsLowercaseOrNumber = false
        var index = scalars.startIndex
        while index != scalars.endIndex {
            switch ScalarKind(scalars[index]) {
            case .mark where start != nil:
                break
            case .wordPart(let isUppercase, let isLowercaseOrNumber):
                if isUppercase, previousIsLowercaseOrNumber, let wordStart = start {
                    words.append(String(Substring(scalars[wordStart..<index])))
                    start = nil
                }
                if start == nil { start = index }
                previousIsLowercaseOrNumber = isLowercaseOrNumber
            case .mark, .separator:
                if let wordStart = start { words.append(String(Substring(scalars[wordStart..<index]))) }
                start = nil
                previousIsLowercaseOrNumber = false
            }
            scalars.formIndex(after: &index)
        }
        if let wordStart = start { words.append(String(Substring(scalars[wordStart...]))) }
        return words
    }

    /// What a scalar is to the split. ASCII is told apart by its code: a Unicode property lookup for every
    /// scalar of every name would be a large part of a build.
    private enum ScalarKind {
        case wordPart(isUppercase: Bool, isLowercaseOrNumber: Bool)
        /// A combining mark: part of the letter before it.
        case mark
        case separator

        init(_ scalar: Unicode.Scalar) {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                let isLowerOrDigit = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                self = isUpper || isLowerOrDigit ? .wordPart(isUppercase: isUpper, isLowercaseOrNumber: isLowerOrDigit) : .separator
                return
            }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: self = .mark
            default:
                let isNumber = properties.numericType != nil
                guard properties.isAlphabetic || isNumber else {
                    self = .separator
                    return
                }
                self = .wordPart(isUppercase: properties.isUppercase, isLowercaseOrNumber: properties.isLowercase || isNumber)
            }
        }
    }

    package static func words(ofSegments segments: [String]) -> [String] {
        segments.flatMap(words)
    }

    package static func lowerCamel(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map(capitalized).joined()
    }

    package static func upperCamel(_ words: [String]) -> String {
        words.map(capitalized).joined()
    }

    package static func kebab(_ words: [String]) -> String {
        words.map { $0.lowercased() }.joined(separator: "-")
    }

    package static func snake(_ words: [String]) -> String {
        words.map { $0.lowercased() }.joined(separator: "_")
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst().lowercased()
    }
}
