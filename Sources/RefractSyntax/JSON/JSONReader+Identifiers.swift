extension JSONReader {
    /// Reads a JSON5 key written as an ECMAScript 5.1 IdentifierName, `\u` escapes included, or returns
    /// nil when no identifier starts at the reader.
    mutating func readIdentifier() throws(ReadAbort) -> String? {
        let start = index
        var scalars = String.UnicodeScalarView()
        while index < input.count {
            let isFirst = index == start
            if input[index] == UInt8(ascii: "\\") {
                guard byte(at: index + 1) == UInt8(ascii: "u"), let scalar = unicodeEscapeValue(at: index + 2),
                    isFirst ? Self.isIdentifierStart(scalar) : Self.isIdentifierPart(scalar)
                else { break }
                scalars.append(scalar)
                index += 6
                continue
            }
            let (scalar, length) = decodeScalar(at: index)
            guard isFirst ? Self.isIdentifierStart(scalar) : Self.isIdentifierPart(scalar) else { break }
            scalars.append(scalar)
            index += length
        }
        return index == start ? nil : String(scalars)
    }

    /// The end of the run of identifier characters at `offset`, for messages about bare words.
    func identifierEnd(from offset: Int) -> Int {
        var end = offset
        while end < input.count {
            let (scalar, length) = decodeScalar(at: end)
            guard Self.isIdentifierPart(scalar) else { break }
            end += length
        }
        return end
    }

    private func unicodeEscapeValue(at offset: Int) -> Unicode.Scalar? {
        guard offset + 4 <= input.count else { return nil }
        var value: UInt32 = 0
        for position in offset..<(offset + 4) {
            guard let digit = hexValue(input[position]) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return Unicode.Scalar(value)
    }

    static func isASCIIIdentifierPart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "$"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == "$" || scalar == "_" || scalar.properties.isAlphabetic
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber: return true
        default: return false
        }
    }

    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIIIdentifierPart(UInt8(scalar.value)) }
        if isIdentifierStart(scalar) || scalar.value == 0x200C || scalar.value == 0x200D { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }
}
