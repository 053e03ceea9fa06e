import RefractModel
import RefractOutput

/// Theme values in the JSON form the generated Swift types encode and decode (their `Codable`), so a
/// bundle's `themes` decode with `JSONDecoder().decode(Theme.self, from:)`.
extension ThemeValue {
    var json: JSONText {
        switch self {
        case .color(let c): Self.color(c)
        case .gradient(let stops):
            .array(stops.map { .object([("color", Self.color($0.color)), ("location", .number($0.location))]) })
        case .shadow(let layers):
            .array(layers.map {
                .object([
                    ("color", Self.color($0.color)), ("x", .number($0.x)), ("y", .number($0.y)),
                    ("blur", .number($0.blur)), ("spread", .number($0.spread)), ("inset", .bool($0.inset)),
                ])
            })
        case .border(let b):
            .object([("color", Self.color(b.color)), ("width", .number(b.width)), ("style", Self.stroke(b.style))])
        case .size(let x), .duration(let x), .number(let x), .fontWeight(let x): .number(x)
        case .textStyle(let t):
            .object([
                ("fontFamily", .array(t.fontFamily.map(JSONText.string))), ("size", .number(t.size)),
                ("weight", .number(t.weight)), ("lineHeight", t.lineHeight.map(JSONText.number) ?? .null),
                ("letterSpacing", t.letterSpacing.map(JSONText.number) ?? .null),
            ])
        case .animation(let a):
            .object([("duration", .number(a.duration)), ("delay", .number(a.delay)), ("curve", Self.curve(a.curve))])
        case .timingCurve(let c): Self.curve(c)
        case .fontFamily(let f): .array(f.map(JSONText.string))
        case .strokeStyle(let s): Self.stroke(s)
        }
    }

    static func color(_ c: ThemeRGBColor) -> JSONText {
        if let hex = c.exactHex { return .string(hex) }
        return .object([
            ("colorSpace", .string(c.space.rawValue)),
            ("components", .array([.number(c.red), .number(c.green), .number(c.blue)])),
            ("alpha", .number(c.opacity)),
        ])
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
