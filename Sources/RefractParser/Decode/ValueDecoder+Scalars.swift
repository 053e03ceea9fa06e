import RefractDiagnostics
import RefractModel
import RefractSyntax

extension ValueDecoder {
    mutating func decodeNumber(_ node: SyntaxNode) -> Double? {
        guard let number = node.numberValue, number.isFinite else {
            invalid("number.invalid", "a number value must be a JSON number, not \(describe(node))", at: node)
            return nil
        }
        guard number.magnitude <= Self.largestPortableNumber else {
            invalid(
                "number.out-of-range", "number \(formatNumber(number)) is too large for the platforms",
                at: node, help: Self.portableRangeHelp(unit: nil))
            return nil
        }
        return number
    }

    /// The largest magnitude every output can hold: Android resources and Compose keep numbers,
    /// dimensions and durations as 32-bit floats, and a larger value would be written as `inf` or `0dp`.
    static let largestPortableNumber = Double(Float.greatestFiniteMagnitude)

    static func portableRangeHelp(unit: String?) -> String {
        "Android and Compose hold values as 32-bit floats: at most \(Float.greatestFiniteMagnitude)"
            + (unit.map { " \($0)" } ?? "") + " in magnitude"
    }

    mutating func decodeDimension(_ node: SyntaxNode) -> Dimension? {
        guard let dimension = readDimension(node) else { return nil }
        guard dimension.points.magnitude <= Self.largestPortableNumber else {
            invalid(
                "dimension.out-of-range",
                "dimension \(formatNumber(dimension.value)) \(dimension.unit.rawValue) is too large for the platforms",
                at: node, help: Self.portableRangeHelp(unit: "px"))
            return nil
        }
        return dimension
    }

    private mutating func readDimension(_ node: SyntaxNode) -> Dimension? {
        if let text = node.stringValue {
            guard let (number, unit) = LegacyQuantity.parse(text), let unit = DimensionUnit(rawValue: unit) else {
                invalid(
                    "dimension.invalid", "'\(text)' is not a dimension", at: node,
                    help: "write an object such as { \"value\": 16, \"unit\": \"px\" }")
                return nil
            }
            compatibility(
                "compat.legacy-dimension", "legacy string dimension '\(text)'", at: node,
                help: "DTCG 2025.10 writes dimensions as objects",
                replacement: "{ \"value\": \(formatNumber(number)), \"unit\": \"\(unit.rawValue)\" }")
            return Dimension(number, unit)
        }
        if let number = node.numberValue, number == 0 {
            compatibility(
                "compat.unitless-zero", "dimension 0 has no unit", at: node,
                help: "DTCG 2025.10 requires a unit even for 0", replacement: "{ \"value\": 0, \"unit\": \"px\" }")
            return Dimension(0, .px)
        }
        guard case .mapping = node.value else {
            invalid(
                "dimension.invalid", "a dimension must be an object with 'value' and 'unit', not \(describe(node))",
                at: node, help: "write { \"value\": \(node.numberValue.map(formatNumber) ?? "16"), \"unit\": \"px\" }")
            return nil
        }
        guard checkMembers(of: node, typeName: "dimension", required: ["value", "unit"]),
            let valueNode = node["value"], let unitNode = node["unit"]
        else { return nil }
        guard let value = valueNode.numberValue, value.isFinite else {
            invalid("dimension.invalid", "dimension 'value' must be a number, not \(describe(valueNode))", at: valueNode)
            return nil
        }
        guard let unitText = unitNode.stringValue else {
            invalid("dimension.invalid-unit", "dimension 'unit' must be a string, not \(describe(unitNode))", at: unitNode)
            return nil
        }
        if unitText == "px" { return Dimension(value, .px) }
        if unitText == "rem" { return Dimension(value, .rem) }
        if let (unit, why) = Self.legacyUnits[unitText] {
            compatibility(
                "compat.dimension-unit", "unit '\(unitText)' is not a DTCG 2025.10 dimension unit", at: unitNode,
                help: why, replacement: unit == .em ? "\"rem\"" : "\"px\"")
            return Dimension(value, unit)
        }
        if unitText.isEmpty, value == 0 {
            compatibility(
                "compat.dimension-empty-unit", "dimension 0 has an empty unit", at: unitNode,
                help: "the unit is required even for 0", replacement: "\"px\"")
            return Dimension(0, .px)
        }
        let suggestion = Suggestions.nearest(to: unitText, in: ["px", "rem"], maximumDistance: 1)
        invalid(
            "dimension.invalid-unit", "unit '\(unitText)' is not allowed for a dimension; use 'px' or 'rem'",
            at: unitNode, help: suggestion.map { "did you mean '\($0)'?" })
        return nil
    }

    /// Units real token sets use that DTCG 2025.10 does not allow, read with a compatibility warning.
    static let legacyUnits: [String: (DimensionUnit, String)] = [
        "em": (.em, "'em' is relative to the font size; DTCG allows only 'px' and 'rem'"),
        "dp": (.px, "'dp' is Android's name for 'px'; DTCG allows only 'px' and 'rem'"),
        "pt": (.px, "'pt' is iOS's name for 'px'; DTCG allows only 'px' and 'rem'"),
    ]

    mutating func decodeDuration(_ node: SyntaxNode) -> Duration? {
        guard let duration = readDuration(node) else { return nil }
        guard duration.milliseconds.magnitude <= Self.largestPortableNumber else {
            invalid(
                "duration.out-of-range",
                "duration \(formatNumber(duration.value)) \(duration.unit.rawValue) is too large for the platforms",
                at: node, help: Self.portableRangeHelp(unit: "ms"))
            return nil
        }
        return duration
    }

    private mutating func readDuration(_ node: SyntaxNode) -> Duration? {
        if let text = node.stringValue {
            guard let (number, unit) = LegacyQuantity.parse(text), let unit = DurationUnit(rawValue: unit) else {
                invalid(
                    "duration.invalid", "'\(text)' is not a duration", at: node,
                    help: "write an object such as { \"value\": 200, \"unit\": \"ms\" }")
                return nil
            }
            compatibility(
                "compat.legacy-duration", "legacy string duration '\(text)'", at: node,
                help: "DTCG 2025.10 writes durations as objects",
                replacement: "{ \"value\": \(formatNumber(number)), \"unit\": \"\(unit.rawValue)\" }")
            return Duration(number, unit)
        }
        guard case .mapping = node.value else {
            invalid(
                "duration.invalid", "a duration must be an object with 'value' and 'unit', not \(describe(node))",
                at: node, help: "write { \"value\": \(node.numberValue.map(formatNumber) ?? "200"), \"unit\": \"ms\" }")
            return nil
        }
        guard checkMembers(of: node, typeName: "duration", required: ["value", "unit"]),
            let valueNode = node["value"], let unitNode = node["unit"]
        else { return nil }
        guard let value = valueNode.numberValue, value.isFinite else {
            invalid("duration.invalid", "duration 'value' must be a number, not \(describe(valueNode))", at: valueNode)
            return nil
        }
        guard let unitText = unitNode.stringValue, let unit = DurationUnit(rawValue: unitText) else {
            invalid(
                "duration.invalid-unit", "unit \(describe(unitNode)) is not allowed for a duration; use 'ms' or 's'",
                at: unitNode)
            return nil
        }
        return Duration(value, unit)
    }

    mutating func decodeFontFamily(_ node: SyntaxNode) -> [String]? {
        switch node.value {
        case .string(let name) where !name.trimmingWhitespace.isEmpty:
            guard let families = LegacyFontStack.parse(name) else { return [name] }
            compatibility(
                "compat.font-stack-string", "font family '\(name)' is a CSS font stack; read as \(families.count) "
                    + (families.count == 1 ? "family" : "families"),
                at: node, help: "DTCG 2025.10 writes a font stack as an array of family names",
                replacement: LegacyFontStack.jsonArray(families))
            return families
        case .sequence(let items) where !items.isEmpty:
            var names: [String] = []
            for item in items {
                guard let name = item.stringValue, !name.trimmingWhitespace.isEmpty else {
                    invalid(
                        "fontFamily.invalid", "font family names must be non-empty strings, not \(describe(item))",
                        at: item)
                    return nil
                }
                // An element that is itself a CSS stack (GitHub Primer's `["-apple-system, BlinkMacSystemFont, …"]`)
                // names no font on any platform: it is the families it lists, as a string value is.
                if let families = LegacyFontStack.parse(name) {
                    compatibility(
                        "compat.font-stack-string", "font family '\(name)' is a CSS font stack; read as \(families.count) "
                            + (families.count == 1 ? "family" : "families"),
                        at: item, help: "DTCG 2025.10 writes a font stack as an array of family names, one name each",
                        replacement: families.map(JSONStringLiteral.quoted).joined(separator: ", "))
                    names += families
                } else {
                    names.append(name)
                }
            }
            return names
        default:
            invalid(
                "fontFamily.invalid", "a font family must be a non-empty string or array of strings, not \(describe(node))",
                at: node)
            return nil
        }
    }

    mutating func decodeFontWeight(_ node: SyntaxNode) -> FontWeight? {
        switch node.value {
        case .number(let weight, _) where weight >= 1 && weight <= 1000:
            return FontWeight(weight)
        case .string(let keyword):
            if let weight = FontWeight.keywords[keyword] { return FontWeight(weight, keyword: keyword) }
            let suggestion = FontWeight.keywords.keys.first { $0.lowercased() == keyword.lowercased() }
                ?? Suggestions.nearest(to: keyword, in: FontWeight.keywords.keys.sorted())
            invalid(
                "fontWeight.invalid", "'\(keyword)' is not a font weight keyword (they are case-sensitive)", at: node,
                help: suggestion.map { "did you mean '\($0)'?" } ?? "use a number in [1, 1000] or a keyword such as 'bold'")
            return nil
        default:
            invalid(
                "fontWeight.invalid", "a font weight must be a number in [1, 1000] or a keyword, not \(describe(node))",
                at: node)
            return nil
        }
    }

    mutating func decodeCubicBezier(_ node: SyntaxNode) -> CubicBezier? {
        guard let items = node.elements, items.count == 4 else {
            invalid(
                "cubicBezier.invalid", "a cubic Bézier must be an array of 4 numbers [x1, y1, x2, y2], not \(describe(node))",
                at: node)
            return nil
        }
        var numbers: [Double] = []
        for (i, item) in items.enumerated() {
            guard let number = item.numberValue, number.isFinite else {
                invalid("cubicBezier.invalid", "cubic Bézier values must be numbers, not \(describe(item))", at: item)
                return nil
            }
            if i % 2 == 0, !(0...1).contains(number) {
                invalid(
                    "cubicBezier.out-of-range", "x\(i / 2 + 1) is \(formatNumber(number)); x values must be in [0, 1]",
                    at: item)
                return nil
            }
            numbers.append(number)
        }
        return CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }

    mutating func decodeOther(_ node: SyntaxNode, typeName: String) -> TokenValue? {
        switch typeName {
        case "boolean":
            guard node.boolValue != nil else {
                invalid("boolean.invalid", "a boolean value must be true or false, not \(describe(node))", at: node)
                return nil
            }
        case "link":
            guard let text = node.stringValue, !text.trimmingWhitespace.isEmpty else {
                invalid("link.invalid", "a link value must be a non-empty string, not \(describe(node))", at: node)
                return nil
            }
        case "string":
            guard node.stringValue != nil else {
                invalid(DiagnosticCode("\(typeName).invalid"), "a \(typeName) value must be a string, not \(describe(node))", at: node)
                return nil
            }
        default: break
        }
        return .other(typeName: typeName, value: JSONValue(syntax: node))
    }
}

extension String {
    var trimmingWhitespace: Substring {
        var slice = self[...]
        while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
        while slice.last?.isWhitespace == true { slice = slice.dropLast() }
        return slice
    }
}
