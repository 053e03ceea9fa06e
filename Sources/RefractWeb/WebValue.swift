import RefractModel
import RefractOutput

/// A token value as the module holds it: the DTCG `$value` shape, with colours, dimensions and durations as
/// CSS strings (`#1b8188`, `16px`, `250ms`; gradient positions clamped into [0, 1] as DTCG reads them), numbers and font weights as numbers, composites as objects
/// and lists as arrays. Each value comes with its TypeScript type.
enum WebValue {
    /// The value as a JavaScript literal and its TypeScript type; nil for values of non-standard types.
    static func literal(_ value: TokenValue) -> (text: String, type: String)? {
        func color(_ c: ColorValue) -> String { string(colorText(c)) }
        switch value {
        case .color(let c): return (color(c), "string")
        case .dimension(let d): return (string(dimension(d)), "string")
        case .duration(let d): return (string(duration(d)), "string")
        case .number(let n): return (number(n), "number")
        case .fontWeight(let w): return (number(w.value), "number")
        case .fontFamily(let names): return (array(names.map(string)), "readonly string[]")
        case .cubicBezier(let c): return (bezier(c), "CubicBezier")
        case .strokeStyle(let s): return (stroke(s), "StrokeStyle")
        case .border(let b):
            return (object([("color", color(b.color)), ("width", string(dimension(b.width))), ("style", stroke(b.style))]),
                    "Border")
        case .transition(let t):
            return (object([
                ("duration", string(duration(t.duration))), ("delay", string(duration(t.delay))),
                ("timingFunction", bezier(t.timingFunction)),
            ]), "Transition")
        case .shadow(let layers, let isList):
            let texts = layers.map { layer in
                object([
                    ("color", color(layer.color)), ("offsetX", string(dimension(layer.offsetX))),
                    ("offsetY", string(dimension(layer.offsetY))), ("blur", string(dimension(layer.blur))),
                    ("spread", string(dimension(layer.spread))), ("inset", layer.inset ? "true" : "false"),
                ])
            }
            if isList || texts.count != 1 { return (array(texts), "readonly Shadow[]") }
            return (texts[0], "Shadow")
        case .gradient(let stops):
            return (array(stops.map { object([("color", color($0.color)), ("position", number($0.clampedPosition))]) }),
                    "readonly GradientStop[]")
        case .typography(let t):
            var fields = [
                ("fontFamily", array(t.fontFamily.map(string))), ("fontSize", string(dimension(t.fontSize))),
                ("fontWeight", number(t.fontWeight.value)),
            ]
            if let letterSpacing = t.letterSpacing { fields.append(("letterSpacing", string(dimension(letterSpacing)))) }
            if let lineHeight = t.lineHeight { fields.append(("lineHeight", number(lineHeight))) }
            return (object(fields), "Typography")
        case .other: return value.stringText.map { (string($0), "string") }
        }
    }

    /// The colour as CSS in its own space, as the CSS platform writes it, so that both show the same colour:
    /// an sRGB colour in whole bytes as `#rrggbb` (opaque) or `rgba(r, g, b, a)`, any other sRGB colour as
    /// `color(srgb r g b)`, HSL, HWB, Lab, LCH, OKLab and OKLCh in their functions, the other spaces in
    /// `color(<space> …)`; ` / alpha` when translucent; `none` for a missing component.
    static func colorText(_ color: ColorValue) -> String {
        let hasNone = color.components.contains { $0 == nil }
        if color.space == .srgb, !hasNone, let bytes = wholeBytes(color) {
            if color.alpha >= 1 { return SRGBHex.text(bytes[0], bytes[1], bytes[2], uppercase: false) }
            return "rgba(\(bytes[0]), \(bytes[1]), \(bytes[2]), \(number(max(color.alpha, 0))))"
        }
        let (opening, percentages): (String, Bool) = switch color.space {
        case .hsl: ("hsl(", true)
        case .hwb: ("hwb(", true)
        case .lab: ("lab(", false)
        case .lch: ("lch(", false)
        case .oklab: ("oklab(", false)
        case .oklch: ("oklch(", false)
        default: ("color(\(color.space.rawValue) ", false)
        }
        let components = (0..<3).map { index -> String in
            guard let value = index < color.components.count ? color.components[index] : 0 else { return "none" }
            return number(value) + (percentages && index > 0 ? "%" : "")
        }
        return opening + components.joined(separator: " ") + (color.alpha < 1 ? " / \(number(max(color.alpha, 0))))" : ")")
    }

    /// The channels as bytes when each is a whole number of 255ths.
    private static func wholeBytes(_ color: ColorValue) -> [UInt8]? {
        var bytes: [UInt8] = []
        for index in 0..<3 {
            let unit = min(max(index < color.components.count ? color.components[index] ?? 0 : 0, 0), 1)
            let scaled = unit * 255
            guard abs(scaled - scaled.rounded()) < 1e-6 else { return nil }
            bytes.append(UInt8(scaled.rounded()))
        }
        return bytes
    }

    static func dimension(_ d: Dimension) -> String { number(d.value) + d.unit.rawValue }
    static func duration(_ d: Duration) -> String { number(d.value) + d.unit.rawValue }

    /// The shortest text that reads back as the same double; whole numbers without a fraction.
    static func number(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }

    private static func bezier(_ c: CubicBezier) -> String { array([c.x1, c.y1, c.x2, c.y2].map(number)) }

    private static func stroke(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): return string(keyword.rawValue)
        case .dashes(let dashes, let cap):
            return object([("dashArray", array(dashes.map { string(dimension($0)) })), ("lineCap", string(cap.rawValue))])
        }
    }

    private static func array(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    private static func object(_ fields: [(String, String)]) -> String {
        "{ " + fields.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " }"
    }

    /// The Unicode private-use areas, where icon fonts put their glyphs.
    private static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        (0xE000...0xF8FF).contains(scalar.value) || scalar.value >= 0xF0000
    }

    /// A JavaScript string literal (double quotes), valid JSON too.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 || isPrivateUse(scalar) {
                    // Private-use code points (icon fonts') escaped so they can be read; beyond the BMP, as
                    // the UTF-16 pair JSON spells them with.
                    for unit in String(scalar).utf16 {
                        let hex = String(unit, radix: 16)
                        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
