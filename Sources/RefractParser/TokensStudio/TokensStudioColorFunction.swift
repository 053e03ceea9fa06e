import RefractModel

/// A CSS colour function around references, as Tokens Studio writes a colour with another alpha:
/// `rgba({color.base}, 0.5)`, `rgba({color.base}, 50%)`, `oklch({palette.blue} / {opacity.half})`. Or a
/// function of numbers only once references are replaced (`rgb({r}, {g}, {b})`).
enum TokensStudioColorFunction {
    static func evaluate(
        _ text: String, colours: [String: ColorValue], numbers: [String: TokensStudioMath.Operand]
    ) -> ColorValue? {
        let trimmed = String(text.trimmingWhitespace)
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let name = trimmed[..<open].lowercased()
        let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        let arguments = inner.split(whereSeparator: { $0 == "," || $0 == "/" }).map { String(String($0).trimmingWhitespace) }
        if arguments.count == 2, arguments[0].hasPrefix("{"), arguments[0].hasSuffix("}"),
            let colour = colours[String(arguments[0].dropFirst().dropLast())],
            let alpha = alphaValue(arguments[1], numbers: numbers),
            let space = space(of: name)
        {
            var result = space == colour.space ? colour : colour.converted(to: space)
            result.alpha = alpha
            if result.space != .srgb { result.hex = nil }
            return result
        }
        // References to numbers: substitute and read the function as CSS.
        var substituted = ""
        var reference: String?
        for character in trimmed {
            if character == "{" {
                reference = ""
            } else if character == "}", let name = reference {
                guard let operand = numbers[name] else { return nil }
                substituted += format(operand)
                reference = nil
            } else if reference != nil {
                reference?.append(character)
            } else {
                substituted.append(character)
            }
        }
        return ColorValue(cssString: substituted)
    }

    private static func alphaValue(_ text: String, numbers: [String: TokensStudioMath.Operand]) -> Double? {
        if text.hasPrefix("{"), text.hasSuffix("}") {
            guard let operand = numbers[String(text.dropFirst().dropLast())] else { return nil }
            return operand.unit == "%" ? operand.value / 100 : operand.value
        }
        if text.hasSuffix("%"), let n = Double(text.dropLast()) { return n / 100 }
        return Double(text)
    }

    private static func space(of function: String) -> ColorSpace? {
        switch function {
        case "rgb", "rgba": .srgb
        case "hsl", "hsla": .hsl
        case "oklch": .oklch
        case "oklab": .oklab
        case "lch": .lch
        case "lab": .lab
        default: nil
        }
    }

    private static func format(_ operand: TokensStudioMath.Operand) -> String {
        (operand.value == operand.value.rounded() ? String(Int(operand.value)) : String(operand.value)) + operand.unit
    }
}

