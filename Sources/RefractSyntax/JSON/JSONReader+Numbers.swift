import RefractDiagnostics

extension JSONReader {
    /// Reads a number in the union of JSON and JSON5 grammars and reports what the dialect forbids.
    /// Values are exact: short literals through integer arithmetic or one exact scaling, the rest
    /// through the standard library's correctly rounded conversion of the literal.
    mutating func readNumber() throws(ReadAbort) -> (Double, isInteger: Bool) {
        let startOffset = index
        var isNegative = false
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
            isNegative = current == UInt8(ascii: "-")
            if current == UInt8(ascii: "+"), !isJSON5 { try reportJSON5Number("a leading '+'", at: startOffset, length: 1) }
            index += 1
        }
        if current == UInt8(ascii: "I") || current == UInt8(ascii: "N"), startsWord("Infinity") || startsWord("NaN") {
            let isInfinity = current == UInt8(ascii: "I")
            index += isInfinity ? 8 : 3
            if !isJSON5 { try reportJSON5Number("'\(isInfinity ? "Infinity" : "NaN")'", at: startOffset, length: index - startOffset) }
            return (isInfinity ? (isNegative ? -.infinity : .infinity) : .nan, false)
        }
        if current == UInt8(ascii: "0"), let x = byte(at: index + 1), x == UInt8(ascii: "x") || x == UInt8(ascii: "X") {
            return try readHexNumber(startOffset: startOffset, isNegative: isNegative)
        }

        let integerStart = index
        var mantissa = DecimalMantissa()
        while let digit = current, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") {
            mantissa.append(digit)
            index += 1
        }
        let integerDigits = index - integerStart
        if integerDigits > 1, input[integerStart] == UInt8(ascii: "0") {
            try report(.json("number has a leading zero", at: span(startOffset, index),
                             help: "write it without leading zeros; octal numbers are not supported"))
        }
        var fractionDigits = 0
        var hasFraction = false
        if current == UInt8(ascii: ".") {
            hasFraction = true
            index += 1
            let fractionStart = index
            while let digit = current, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") {
                mantissa.append(digit)
                index += 1
            }
            fractionDigits = index - fractionStart
        }
        if integerDigits == 0 && fractionDigits == 0 {
            try fail(.json("unexpected \(describeCharacter(at: index)); expected a digit", at: characterSpan(at: index)))
        }
        if hasFraction, !isJSON5 {
            if integerDigits == 0 { try reportJSON5Number("a leading decimal point", at: startOffset, length: index - startOffset) }
            if fractionDigits == 0 { try reportJSON5Number("a trailing decimal point", at: startOffset, length: index - startOffset) }
        }
        var exponent = 0
        var hasExponent = false
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            hasExponent = true
            index += 1
            var exponentIsNegative = false
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
                exponentIsNegative = current == UInt8(ascii: "-")
                index += 1
            }
            let exponentStart = index
            while let digit = current, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") {
                if exponent < 100_000 { exponent = exponent * 10 + Int(digit - UInt8(ascii: "0")) }
                index += 1
            }
            if index == exponentStart {
                try fail(.json("unexpected \(describeCharacter(at: index)); expected a digit in the exponent", at: characterSpan(at: index)))
            }
            if exponentIsNegative { exponent = -exponent }
        }
        let isInteger = !hasFraction && !hasExponent
        if let exact = mantissa.exactDouble(fractionDigits: fractionDigits, exponent: exponent) {
            return (isNegative ? -exact : exact, isInteger)
        }
        let literal = String(decoding: input[startOffset..<index], as: UTF8.self)
        guard let value = Double(literal) else {
            try fail(.json("invalid number '\(literal)'", at: span(startOffset, index)))
        }
        return (value, isInteger)
    }

    private mutating func readHexNumber(startOffset: Int, isNegative: Bool) throws(ReadAbort) -> (Double, isInteger: Bool) {
        index += 2
        let digitsStart = index
        var value: Double = 0
        var exact: UInt64 = 0
        var fitsExactly = true
        while let digit = hexValue(current) {
            if exact > UInt64.max >> 4 { fitsExactly = false }
            exact = exact &<< 4 | UInt64(digit)
            value = value * 16 + Double(digit)
            index += 1
        }
        if index == digitsStart {
            try fail(.json("unexpected \(describeCharacter(at: index)); expected a hex digit", at: characterSpan(at: index)))
        }
        if !isJSON5 { try reportJSON5Number("hex numbers", at: startOffset, length: index - startOffset) }
        let magnitude = fitsExactly ? Double(exact) : value
        return (isNegative ? -magnitude : magnitude, true)
    }

    private mutating func reportJSON5Number(_ feature: String, at start: Int, length: Int) throws(ReadAbort) {
        try report(.json("\(feature) is not allowed in numbers in .\(format.rawValue) files",
                         at: span(start, start + length), help: "this is allowed in .json5 files"))
    }
}
