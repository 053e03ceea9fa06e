import RefractModel
import RefractThemes

/// Theme values as Swift expressions of the generated types (`ThemeColor(.displayP3, red: …)`). Each is the
/// initial value of a constant whose type is spelled out, and names its types (no implicit `.init`), so the
/// type checker never has to infer across a large expression. `prefix` starts every generated type's name
/// (`Theme`, or the `typePrefix` setting).
struct SwiftLiteral {
    var prefix: String

    static let standard = SwiftLiteral(prefix: SwiftTypeNames.standard.typePrefix)

    /// The type of a member of `collection`: `ThemeAdaptiveStyle` of the kind's value type when the
    /// collection is adaptive (a number that changes with the scheme makes its collection's `Double`s adaptive).
    func valueType(_ collection: ThemeLayout.Collection) -> String {
        guard collection.isAdaptive, !collection.kind.isAdaptive else { return valueType(collection.kind) }
        return "\(prefix)AdaptiveStyle<\(valueType(collection.kind))>"
    }

    /// The type of a member of `collection` as the app reads it: colours and gradients in SwiftUI's types where
    /// SwiftUI exists (`ThemePlatformColor` is `Color` there, `ThemeColor` elsewhere), the stored type otherwise.
    func memberType(_ collection: ThemeLayout.Collection) -> String {
        switch collection.kind {
        case .colors: "\(prefix)AdaptiveStyle<\(prefix)PlatformColor>"
        case .gradients: "\(prefix)AdaptiveStyle<\(prefix)PlatformGradient>"
        default: valueType(collection)
        }
    }

    func valueType(_ kind: ThemeCollectionKind) -> String {
        switch kind {
        case .colors: "\(prefix)AdaptiveStyle<\(prefix)Color>"
        case .gradients: "\(prefix)AdaptiveStyle<\(prefix)Gradient>"
        case .shadows: "\(prefix)AdaptiveStyle<\(prefix)Shadow>"
        case .borders: "\(prefix)AdaptiveStyle<\(prefix)Border>"
        case .sizes: "CGFloat"
        case .typography: "\(prefix)TextStyle"
        case .animations: "\(prefix)Animation"
        case .durations: "TimeInterval"
        case .timingCurves: "\(prefix)TimingCurve"
        case .numbers: "Double"
        case .fontFamilies: "[String]"
        case .fontWeights: "\(prefix)FontWeight"
        case .strokeStyles: "\(prefix)StrokeStyle"
        case .strings: "String"
        }
    }

    func typeName(_ kind: ThemeCollectionKind) -> String {
        prefix + String(kind.rawValue.prefix(1)).uppercased() + kind.rawValue.dropFirst()
    }

    func adaptive(_ value: ThemeLayout.Adaptive, isAdaptive: Bool) -> String {
        guard isAdaptive else { return literal(value.light) }
        if value.lightIncreasedContrast != nil || value.darkIncreasedContrast != nil {
            return "\(prefix)AdaptiveStyle(light: \(literal(value.light)), dark: \(literal(value.dark)), "
                + "lightIncreasedContrast: \(optional(value.lightIncreasedContrast)), "
                + "darkIncreasedContrast: \(optional(value.darkIncreasedContrast)))"
        }
        if value.light == value.dark { return "\(prefix)AdaptiveStyle(\(literal(value.light)))" }
        let light = literal(value.light), dark = literal(value.dark)
        var text = prefix + "AdaptiveStyle(light: "
        text.reserveCapacity(28 + light.utf8.count + dark.utf8.count)
        text += light
        text += ", dark: "
        text += dark
        text += ")"
        return text
    }

    private func optional(_ value: ThemeValue?) -> String {
        value.map(literal) ?? "nil"
    }

    func literal(_ value: ThemeValue) -> String {
        switch value {
        case .color(let c): return color(c)
        case .gradient(let stops):
            let list = stops.map { "\(prefix)Gradient.Stop(color: \(color($0.color)), location: \(number($0.location)))" }
            return "\(prefix)Gradient(stops: [\(list.joined(separator: ", "))])"
        case .shadow(let layers):
            let list = layers.map { layer in
                "\(prefix)Shadow.Layer(color: \(color(layer.color)), x: \(number(layer.x)), y: \(number(layer.y)), "
                    + "blur: \(number(layer.blur)), spread: \(number(layer.spread)), inset: \(layer.inset))"
            }
            return "\(prefix)Shadow(layers: [\(list.joined(separator: ", "))])"
        case .border(let b):
            return "\(prefix)Border(color: \(color(b.color)), width: \(number(b.width)), style: \(stroke(b.style)))"
        case .size(let x), .duration(let x), .number(let x): return number(x)
        case .fontWeight(let x): return "\(prefix)FontWeight(\(number(x)))"
        case .textStyle(let t):
            return "\(prefix)TextStyle(fontFamily: \(strings(t.fontFamily)), size: \(number(t.size)), "
                + "weight: \(number(t.weight)), lineHeight: \(t.lineHeight.map(number) ?? "nil"), "
                + "letterSpacing: \(t.letterSpacing.map(number) ?? "nil"))"
        case .animation(let a):
            return "\(prefix)Animation(duration: \(number(a.duration)), delay: \(number(a.delay)), curve: \(curve(a.curve)))"
        case .timingCurve(let c): return curve(c)
        case .fontFamily(let f): return strings(f)
        case .strokeStyle(let s): return stroke(s)
        case .string(let text): return "\"" + SwiftSyntax.stringContents(text) + "\""
        }
    }

    /// sRGB of whole 255ths as a hex literal (`ThemeColor(rgb: 0x1B8188)`, opacity apart; `init(hex:)` under a
    /// label no other initialiser has), others by components.
    func color(_ c: ThemeRGBColor) -> String {
        if let (r, g, b, _) = ThemeRGBColor(space: c.space, red: c.red, green: c.green, blue: c.blue, opacity: 1).exactBytes {
            let digits = SRGBHex.digits(r, g, b, uppercase: true)
            return c.opacity == 1 ? prefix + "Color(rgb: 0x" + digits + ")" : prefix + "Color(rgb: 0x" + digits + ", opacity: " + number(c.opacity) + ")"
        }
        let space = switch c.space {
        case .sRGB: "sRGB"
        case .sRGBLinear: "sRGBLinear"
        case .displayP3: "displayP3"
        }
        return prefix + "Color(.\(space), red: \(number(c.red)), green: \(number(c.green)), blue: \(number(c.blue)), opacity: \(number(c.opacity)))"
    }

    func curve(_ c: CubicBezier) -> String {
        "\(prefix)TimingCurve(\(number(c.x1)), \(number(c.y1)), \(number(c.x2)), \(number(c.y2)))"
    }

    func stroke(_ s: ThemeValue.StrokeStyleValue) -> String {
        let keyword = s.keyword.map { "\"\(SwiftSyntax.stringContents($0))\"" } ?? "nil"
        return "\(prefix)StrokeStyle(keyword: \(keyword), dashes: [\(s.dashes.map(number).joined(separator: ", "))], "
            + "lineCap: \"\(s.lineCap)\")"
    }

    func strings(_ list: [String]) -> String {
        "[" + list.map { "\"\(SwiftSyntax.stringContents($0))\"" }.joined(separator: ", ") + "]"
    }

    /// Shortest round-trip text; integers without a fraction and `-0` as `0`.
    func number(_ x: Double) -> String {
        formatNumber(x)
    }
}
