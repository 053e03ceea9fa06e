import RefractDiagnostics
import RefractModel
import RefractSyntax

/// Translates one Tokens Studio value into its DTCG form. Aliases, math and references inside strings are
/// left as written: they can only be worked out once every set of a permutation is merged, which the parser
/// does (`needsEvaluation` asks it to).
struct TokensStudioValues {
    var diagnostics: [Diagnostic] = []
    /// Set when a value holds math or references inside a string, which the parser evaluates.
    var needsEvaluation = false
    /// The DTCG type when the value says more than its Tokens Studio type: a `color` holding a CSS gradient is
    /// a `gradient`, and one whose gradient cannot be read is kept as its text (a `string`, reported).
    var retyped: String?

    /// A whole-value alias `{a.b}`.
    static func isAlias(_ node: SyntaxNode) -> Bool {
        guard let text = node.stringValue, text.hasPrefix("{"), text.hasSuffix("}") else { return false }
        return text.dropFirst().dropLast().allSatisfy { $0 != "{" && $0 != "}" }
    }

    /// Braces with more around them: math (`{a} * 2`) or references inside a string (`rgba({a}, 0.5)`).
    static func holdsExpression(_ text: String) -> Bool {
        text.contains("{") && !isAlias(.init(.string(text), span: .file("")))
    }

    mutating func translate(_ node: SyntaxNode, as type: TokensStudioType, typeName: String) -> SyntaxNode {
        if let text = node.stringValue {
            if Self.isAlias(node) { return node }
            if type == .dtcg("color"), TokensStudioGradient.isGradient(text) { return gradient(text, at: node) }
            if type == .dtcg("dimension"), Self.isMultiValue(text) {
                // Tokens Studio's multi-value spacing (`"8px 64px"`, `"{space.sm} {space.xl}"`), a CSS shorthand.
                // Not `string`: text is emitted, and quoted where CSS wants the lengths.
                retyped = "custom-spacing"
                diagnostics.append(.warning(
                    "tokens-studio.unmapped",
                    "'\(text)' is several values, which a DTCG dimension cannot hold; it is kept as a 'custom-spacing' token, which no platform emits",
                    at: node.span, help: "make a dimension token for each side, and join them where the shorthand is used"))
                return node
            }
            if Self.holdsExpression(text) || TokensStudioExpressions.isBareMath(text) {
                needsEvaluation = true
                return node
            }
        }
        if node.entries != nil || node.elements != nil, [.dtcg("shadow"), .dtcg("typography"), .dtcg("border")].contains(type) {
            // Its parts may name tokens Tokens Studio types loosely (a font weight typed `text`).
            needsEvaluation = true
        }
        switch type {
        case .dtcg("color"): return color(node)
        case .dtcg("dimension"): return dimension(node)
        case .dtcg("fontWeight"): return fontWeight(node)
        case .dtcg("fontFamily"): return fontFamily(node)
        case .dtcg("number"), .opacity: return number(node, percentOfOne: type == .opacity)
        case .dtcg("duration"): return duration(node)
        case .dtcg("cubicBezier"): return cubicBezier(node)
        case .dtcg("shadow"): return shadow(node)
        case .dtcg("typography"): return typography(node)
        case .dtcg("border"): return border(node)
        case .lineHeight: return lineHeight(node)
        case .letterSpacing: return letterSpacing(node)
        case .unmapped(keptAs: "string") where typeName != "text": return unmappedNumber(node)
        case .dtcg, .unmapped: return node
        }
    }

    /// Two to four lengths or references, separated by spaces.
    static func isMultiValue(_ text: String) -> Bool {
        let pieces = TokensStudioGradient.splitTopLevel(Substring(text), on: " ")
        guard (2...4).contains(pieces.count) else { return false }
        return pieces.allSatisfy { piece in
            if isAlias(.init(.string(piece), span: .file(""))) { return true }
            guard let (_, unit) = quantity(piece) else { return false }
            return ["", "px", "rem", "em", "%"].contains(unit)
        }
    }

    /// Whether a scalar is a length, for `lineHeights`.
    static func kind(of node: SyntaxNode) -> TokensStudioValueKind {
        guard let text = node.stringValue, let (_, unit) = Self.quantity(text) else { return .other }
        return ["px", "rem", "em"].contains(unit) ? .length : .other
    }

    // MARK: scalars

    /// `"16"`, `"16px"`, `"1.5rem"`, `"-2"`: a number and an optional unit.
    static func quantity(_ text: String) -> (Double, String)? {
        let trimmed = text.trimmingCharacters(in: " ")
        let unitStart = trimmed.firstIndex { $0.isLetter || $0 == "%" } ?? trimmed.endIndex
        guard let number = Double(trimmed[..<unitStart]), number.isFinite else { return nil }
        let unit = String(trimmed[unitStart...])
        guard unit.allSatisfy({ $0.isLetter || $0 == "%" }) else { return nil }
        return (number, unit)
    }

    mutating func dimension(_ node: SyntaxNode) -> SyntaxNode {
        switch node.value {
        case .number(let n, _): return .quantity(n, unit: "px", like: node)
        case .string(let text):
            guard let (n, unit) = Self.quantity(text) else { return node }
            switch unit {
            case "": return .quantity(n, unit: "px", like: node)
            case "px", "rem", "em": return .quantity(n, unit: unit, like: node)
            default:
                if n == 0 { return .quantity(0, unit: "px", like: node) }
                return node  // the parser says why `%` or `vh` is not a dimension
            }
        default: return node
        }
    }

    mutating func number(_ node: SyntaxNode, percentOfOne: Bool) -> SyntaxNode {
        guard let text = node.stringValue, let (n, unit) = Self.quantity(text) else { return node }
        if unit.isEmpty { return .number(n, like: node) }
        if unit == "%" && percentOfOne { return .number(n / 100, like: node) }
        if !percentOfOne, ["px", "rem", "em"].contains(unit) {
            // Tokens Studio's `number` takes any text; with a length's unit it is a length, as sd-transforms reads it.
            retyped = "dimension"
            return .quantity(n, unit: unit, like: node)
        }
        return node
    }

    /// A value of `other` or of a type Tokens Studio does not have (sd-transforms' `math`) that is a number (`0.3`,
    /// `"2"`): a DTCG `number`, which math and modifiers can use and platforms emit; other values stay strings.
    mutating func unmappedNumber(_ node: SyntaxNode) -> SyntaxNode {
        let number = node.numberValue ?? node.stringValue.flatMap { Double($0.trimmingCharacters(in: " ")) }
        guard let number, number.isFinite else { return node }
        retyped = "number"
        return .number(number, like: node)
    }

    mutating func lineHeight(_ node: SyntaxNode) -> SyntaxNode {
        if node.numberValue != nil { return node }
        guard let text = node.stringValue, let (n, unit) = Self.quantity(text) else { return node }
        switch unit {
        case "": return .number(n, like: node)
        case "%": return .number(n / 100, like: node)
        default: return dimension(node)
        }
    }

    mutating func letterSpacing(_ node: SyntaxNode) -> SyntaxNode {
        guard let text = node.stringValue, let (n, unit) = Self.quantity(text), unit == "%" else { return dimension(node) }
        return n == 0 ? .quantity(0, unit: "px", like: node) : .quantity(n / 100, unit: "em", like: node)
    }

    mutating func duration(_ node: SyntaxNode) -> SyntaxNode {
        switch node.value {
        case .number(let n, _): return .quantity(n, unit: "ms", like: node)
        case .string(let text):
            guard let (n, unit) = Self.quantity(text), ["", "ms", "s"].contains(unit) else { return node }
            return .quantity(n, unit: unit.isEmpty ? "ms" : unit, like: node)
        default: return node
        }
    }

    static let fontWeightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "regular": 400,
        "normal": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700,
        "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900, "extrablack": 950, "ultrablack": 950,
    ]

    /// Figma's style names (`"Bold"`, `"Semi Bold"`, `"Bold Italic"`) as weights; the style (italic) has no
    /// place in a DTCG font weight and is named in a warning.
    mutating func fontWeight(_ node: SyntaxNode) -> SyntaxNode {
        guard let text = node.stringValue else { return node }
        if let n = Double(text.trimmingCharacters(in: " ")) { return .number(n, like: node) }
        var squeezed = text.lowercased().filter { $0.isLetter }
        var dropped: String?
        for style in ["italic", "oblique"] where squeezed.hasSuffix(style) {
            squeezed.removeLast(style.count)
            dropped = style
        }
        if squeezed.isEmpty { squeezed = "regular" }
        guard let weight = Self.fontWeightNames[squeezed] else { return node }
        if let dropped {
            diagnostics.append(.warning(
                "tokens-studio.unmapped", "font weight '\(text)' names a style, '\(dropped)', which a DTCG font weight cannot hold; read as \(Int(weight))",
                at: node.span, help: "keep the style in a typography token's font family, or drop it"))
        }
        return .number(weight, like: node)
    }

    mutating func fontFamily(_ node: SyntaxNode) -> SyntaxNode {
        guard let text = node.stringValue, text.contains(",") else { return node }
        let names = text.split(separator: ",").map {
            $0.trimmingCharacters(in: " ").trimmingCharacters(in: "'\"")
        }.filter { !$0.isEmpty }
        return .sequence(names.map { .string($0, like: node) }, like: node)
    }

    mutating func cubicBezier(_ node: SyntaxNode) -> SyntaxNode {
        guard let text = node.stringValue?.trimmingCharacters(in: " "), text.hasPrefix("cubic-bezier("), text.hasSuffix(")")
        else { return node }
        let numbers = text.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: " "))
        }
        guard numbers.count == 4 else { return node }
        return .sequence(numbers.map { .number($0, like: node) }, like: node)
    }

    // MARK: colours

    mutating func color(_ node: SyntaxNode) -> SyntaxNode {
        switch node.value {
        case .string(let text):
            guard let parsed = ColorValue(cssString: text) ?? Self.hexWithAlpha(text) else { return node }
            return Self.colorNode(parsed, like: node)
        case .mapping(let entries):
            // Canvas writes DTCG colour objects under `value`, some with a `description` inside.
            // Their `hex` carries the alpha too (`#E1B9191A`): DTCG's fallback is six digits, the alpha apart.
            let kept = entries.filter { ["colorSpace", "components", "alpha", "hex"].contains($0.key) }.map { entry in
                guard entry.key == "hex", let hex = entry.value.stringValue, hex.count == 9 else { return entry }
                return entry.renamed("hex", value: .string(String(hex.prefix(7)), like: entry.value))
            }
            return .mapping(kept, like: node)
        default:
            return node
        }
    }

    private mutating func gradient(_ text: String, at node: SyntaxNode) -> SyntaxNode {
        guard let reading = TokensStudioGradient.read(text, at: node, diagnostics: &diagnostics) else {
            retyped = "string"
            return node
        }
        retyped = "gradient"
        if reading.needsEvaluation { needsEvaluation = true }
        return reading.stops
    }

    /// Tokens Studio's `rgba(#ffff00, 0.5)` and `rgba(#ffff00, 50%)`: a hex colour with another alpha, which CSS
    /// does not have.
    static func hexWithAlpha(_ text: String) -> ColorValue? {
        let trimmed = text.trimmingCharacters(in: " ").lowercased()
        guard trimmed.hasPrefix("rgba(") || trimmed.hasPrefix("rgb("), trimmed.hasSuffix(")"),
            let open = trimmed.firstIndex(of: "(")
        else { return nil }
        let arguments = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            .split(separator: ",").map { $0.trimmingCharacters(in: " ") }
        guard arguments.count == 2, arguments[0].hasPrefix("#"), var colour = ColorValue(cssString: arguments[0]) else { return nil }
        let alpha = arguments[1].hasSuffix("%") ? Double(arguments[1].dropLast()).map { $0 / 100 } : Double(arguments[1])
        guard let alpha, (0...1).contains(alpha) else { return nil }
        colour.alpha = alpha
        return colour
    }

    static func colorNode(_ color: ColorValue, like origin: SyntaxNode) -> SyntaxNode {
        var entries: [SyntaxEntry] = [
            .init("colorSpace", .string(color.space.rawValue, like: origin), like: origin),
            .init(
                "components",
                .sequence(color.components.map { $0.map { .number($0, like: origin) } ?? .string("none", like: origin) }, like: origin),
                like: origin),
        ]
        if color.alpha != 1 { entries.append(.init("alpha", .number(color.alpha, like: origin), like: origin)) }
        if color.space == .srgb {
            let hex = color.hex ?? color.hexString()
            entries.append(.init("hex", .string(hex.lowercased(), like: origin), like: origin))
        }
        return .mapping(entries, like: origin)
    }

    // MARK: composites

    /// Translates each named part by its Tokens Studio type, renaming and dropping as `names` says.
    private mutating func parts(
        of node: SyntaxNode, _ names: [String: (dtcg: String, type: TokensStudioType)], owner: String
    ) -> SyntaxNode {
        guard let entries = node.entries else { return node }
        var result: [SyntaxEntry] = []
        var dropped: [String] = []
        for entry in entries {
            guard let target = names[entry.key] else {
                dropped.append(entry.key)
                continue
            }
            result.append(entry.renamed(target.dtcg, value: translate(entry.value, as: target.type, typeName: entry.key)))
        }
        if !dropped.isEmpty {
            let list = dropped.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(.warning(
                "tokens-studio.unmapped", "\(owner) \(dropped.count == 1 ? "part" : "parts") \(list) \(dropped.count == 1 ? "has" : "have") no place in a DTCG \(owner) and \(dropped.count == 1 ? "is" : "are") left out",
                at: node.span.opening))
        }
        return .mapping(result, like: node)
    }

    private static let shadowParts: [String: (dtcg: String, type: TokensStudioType)] = [
        "x": ("offsetX", .dtcg("dimension")), "y": ("offsetY", .dtcg("dimension")),
        "offsetX": ("offsetX", .dtcg("dimension")), "offsetY": ("offsetY", .dtcg("dimension")),
        "blur": ("blur", .dtcg("dimension")), "spread": ("spread", .dtcg("dimension")),
        "color": ("color", .dtcg("color")), "inset": ("inset", .unmapped(keptAs: "boolean")),
    ]

    mutating func shadow(_ node: SyntaxNode) -> SyntaxNode {
        if let items = node.elements { return .sequence(items.map { shadowLayer($0) }, like: node) }
        return shadowLayer(node)
    }

    private mutating func shadowLayer(_ node: SyntaxNode) -> SyntaxNode {
        guard let entries = node.entries else { return node }
        let kind = node["type"]?.stringValue
        let layer = SyntaxNode.mapping(entries.filter { $0.key != "type" }, like: node)
        var translated = parts(of: layer, Self.shadowParts, owner: "shadow")
        if kind == "innerShadow", case .mapping(var result) = translated.value {
            result.append(.init("inset", .bool(true, like: node), like: node))
            translated = .mapping(result, like: node)
        }
        return translated
    }

    private static let typographyParts: [String: (dtcg: String, type: TokensStudioType)] = [
        "fontFamily": ("fontFamily", .dtcg("fontFamily")), "fontWeight": ("fontWeight", .dtcg("fontWeight")),
        "fontSize": ("fontSize", .dtcg("dimension")), "lineHeight": ("lineHeight", .lineHeight),
        "letterSpacing": ("letterSpacing", .letterSpacing),
    ]

    mutating func typography(_ node: SyntaxNode) -> SyntaxNode {
        let translated = parts(of: node, Self.typographyParts, owner: "typography")
        let missing = ["fontFamily", "fontSize"].filter { translated[$0] == nil }
        guard translated.entries != nil, !missing.isEmpty else { return translated }
        // Tokens Studio lets a typography hold some parts only (a weight to apply over another style); DTCG's
        // requires a family and a size.
        retyped = "custom-typography"
        let list = missing.map { "'\($0)'" }.joined(separator: " and ")
        diagnostics.append(.warning(
            "tokens-studio.unmapped",
            "a typography without \(list) cannot be a DTCG typography, which requires them; it is kept as 'custom-typography', which no platform emits",
            at: node.span.opening, help: "give it the missing parts, or keep the parts it has as tokens of their own types"))
        return translated
    }

    private static let borderParts: [String: (dtcg: String, type: TokensStudioType)] = [
        "color": ("color", .dtcg("color")), "width": ("width", .dtcg("dimension")),
        "style": ("style", .unmapped(keptAs: "string")),
    ]

    mutating func border(_ node: SyntaxNode) -> SyntaxNode {
        parts(of: node, Self.borderParts, owner: "border")
    }
}

extension String {
    func trimmingCharacters(in characters: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, characters.contains(first) { slice.removeFirst() }
        while let last = slice.last, characters.contains(last) { slice.removeLast() }
        return String(slice)
    }
}

extension Substring {
    func trimmingCharacters(in characters: String) -> String { String(self).trimmingCharacters(in: characters) }
}
