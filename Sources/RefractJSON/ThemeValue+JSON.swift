import RefractModel
import RefractThemes

/// Theme values in the JSON form the generated Swift types encode and decode (their `Codable`), so a
/// bundle's `themes` decode with `JSONDecoder().decode(Theme.self, from:)`.
extension ThemeValue {
    var json: JSONText {
        switch self {
        case .color(let c): return c.json
        case .gradient(let stops):
            return .array(stops.map { .object([("color", $0.color.json), ("location", .number($0.location))]) })
        case .shadow(let layers):
            return .array(layers.map { layer in
                .object([
                    ("color", layer.color.json), ("x", .number(layer.x)), ("y", .number(layer.y)),
                    ("blur", .number(layer.blur)), ("spread", .number(layer.spread)),
                    ("inset", .scalar(layer.inset ? "true" : "false")),
                ])
            })
        case .border(let b):
            return .object([("color", b.color.json), ("width", .number(b.width)), ("style", Self.stroke(b.style))])
        case .size(let x), .duration(let x), .number(let x), .fontWeight(let x): return .number(x)
        case .textStyle(let t):
            return .object([
                ("fontFamily", .array(t.fontFamily.map(JSONText.string))), ("size", .number(t.size)),
                ("weight", .number(t.weight)), ("lineHeight", t.lineHeight.map(JSONText.number) ?? .null),
                ("letterSpacing", t.letterSpacing.map(JSONText.number) ?? .null),
            ])
        case .animation(let a):
            return .object([("duration", .number(a.duration)), ("delay", .number(a.delay)), ("curve", Self.curve(a.curve))])
        case .timingCurve(let c): return Self.curve(c)
        case .fontFamily(let f): return .array(f.map(JSONText.string))
        case .strokeStyle(let s): return Self.stroke(s)
        }
    }

    static func curve(_ c: CubicBezier) -> JSONText {
        .object([("x1", .number(c.x1)), ("y1", .number(c.y1)), ("x2", .number(c.x2)), ("y2", .number(c.y2))])
    }

    static func stroke(_ s: StrokeStyleValue) -> JSONText {
        .object([
            ("keyword", s.keyword.map(JSONText.string) ?? .null), ("dashes", .array(s.dashes.map(JSONText.number))),
            ("lineCap", .string(s.lineCap)),
        ])
    }
}

extension ThemeRGBColor {
    /// Its exact hex string, or an object of `colorSpace`, `components` and `alpha`.
    var json: JSONText {
        if let hex = exactHex { return .string(hex) }
        return .object([
            ("colorSpace", .string(space.rawValue)),
            ("components", .array([.number(red), .number(green), .number(blue)])),
            ("alpha", .number(opacity)),
        ])
    }
}
