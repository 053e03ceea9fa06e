import RefractModel
import RefractThemes

/// Theme values in the JSON form the generated Swift types encode and decode (their `Codable`), so a
/// bundle's `themes` decode with `JSONDecoder().decode(Theme.self, from:)`.
extension ThemeValue {
    /// The value's text, starting on a line indented by `indent` spaces.
    func json(indent: Int) -> String {
        JSONText.printed(indent: indent) { write(into: &$0) }
    }

    func write(into w: inout JSONText) {
        switch self {
        case .color(let c): c.write(into: &w)
        case .gradient(let stops):
            w.list(stops) { w, stop in
                w.object { w in
                    w.key("color", first: true); stop.color.write(into: &w)
                    w.key("location"); w.number(stop.location)
                }
            }
        case .shadow(let layers):
            w.list(layers) { w, layer in
                w.object { w in
                    w.key("color", first: true); layer.color.write(into: &w)
                    w.key("x"); w.number(layer.x)
                    w.key("y"); w.number(layer.y)
                    w.key("blur"); w.number(layer.blur)
                    w.key("spread"); w.number(layer.spread)
                    w.key("inset"); w.scalar(layer.inset ? "true" : "false")
                }
            }
        case .border(let b):
            w.object { w in
                w.key("color", first: true); b.color.write(into: &w)
                w.key("width"); w.number(b.width)
                w.key("style"); Self.stroke(b.style, into: &w)
            }
        case .size(let x), .duration(let x), .number(let x), .fontWeight(let x): w.number(x)
        case .textStyle(let t):
            w.object { w in
                w.key("fontFamily", first: true); w.line(t.fontFamily) { $0.string($1) }
                w.key("size"); w.number(t.size)
                w.key("weight"); w.number(t.weight)
                w.key("lineHeight"); w.optionalNumber(t.lineHeight)
                w.key("letterSpacing"); w.optionalNumber(t.letterSpacing)
            }
        case .animation(let a):
            w.object { w in
                w.key("duration", first: true); w.number(a.duration)
                w.key("delay"); w.number(a.delay)
                w.key("curve"); Self.curve(a.curve, into: &w)
            }
        case .timingCurve(let c): Self.curve(c, into: &w)
        case .fontFamily(let f): w.line(f) { $0.string($1) }
        case .strokeStyle(let s): Self.stroke(s, into: &w)
        case .string(let text):
            guard text.unicodeScalars.contains(where: Self.isPrivateUse) else { return w.string(text) }
            // Icon fonts' private-use code points, invisible as they stand, as `\uE001`; none needs another escape.
            var escaped = ""
            for scalar in JSONText.quoted(text).unicodeScalars {
                guard Self.isPrivateUse(scalar) else { escaped.unicodeScalars.append(scalar); continue }
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
            w.scalar(escaped)
        }
    }

    private static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .privateUse
    }

    static func curve(_ c: CubicBezier, into w: inout JSONText) {
        w.object { w in
            w.key("x1", first: true); w.number(c.x1)
            w.key("y1"); w.number(c.y1)
            w.key("x2"); w.number(c.x2)
            w.key("y2"); w.number(c.y2)
        }
    }

    static func stroke(_ s: StrokeStyleValue, into w: inout JSONText) {
        w.object { w in
            w.key("keyword", first: true)
            if let keyword = s.keyword { w.string(keyword) } else { w.scalar("null") }
            w.key("dashes"); w.line(s.dashes) { $0.number($1) }
            w.key("lineCap"); w.string(s.lineCap)
        }
    }
}

extension ThemeRGBColor {
    /// Its exact hex string, or an object of `colorSpace`, `components` and `alpha`.
    func write(into w: inout JSONText) {
        if let hex = exactHex { return w.string(hex) }
        w.object { w in
            w.key("colorSpace", first: true); w.string(space.rawValue)
            w.key("components"); w.line([red, green, blue]) { $0.number($1) }
            w.key("alpha"); w.number(opacity)
        }
    }
}
