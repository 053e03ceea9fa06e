import RefractModel
import RefractOutput

/// Theme values in the JSON form the generated Swift types encode and decode (their `Codable`), so a
/// bundle's `themes` decode with `JSONDecoder().decode(Theme.self, from:)`.
extension ThemeValue {
    func write(to json: inout JSONWriter) {
        switch self {
        case .color(let c): json.color(c)
        case .gradient(let stops):
            json.openArray(oneLine: stops.isEmpty)
            for stop in stops {
                json.item()
                json.openObject()
                json.key(literal: "color")
                json.color(stop.color)
                json.key(literal: "location")
                json.number(stop.location)
                json.closeObject()
            }
            json.closeArray()
        case .shadow(let layers):
            json.openArray(oneLine: layers.isEmpty)
            for layer in layers {
                json.item()
                json.openObject()
                json.key(literal: "color")
                json.color(layer.color)
                json.key(literal: "x")
                json.number(layer.x)
                json.key(literal: "y")
                json.number(layer.y)
                json.key(literal: "blur")
                json.number(layer.blur)
                json.key(literal: "spread")
                json.number(layer.spread)
                json.key(literal: "inset")
                json.bool(layer.inset)
                json.closeObject()
            }
            json.closeArray()
        case .border(let b):
            json.openObject()
            json.key(literal: "color")
            json.color(b.color)
            json.key(literal: "width")
            json.number(b.width)
            json.key(literal: "style")
            Self.stroke(b.style, to: &json)
            json.closeObject()
        case .size(let x), .duration(let x), .number(let x), .fontWeight(let x): json.number(x)
        case .textStyle(let t):
            json.openObject()
            json.key(literal: "fontFamily")
            json.stringArray(t.fontFamily)
            json.key(literal: "size")
            json.number(t.size)
            json.key(literal: "weight")
            json.number(t.weight)
            json.key(literal: "lineHeight")
            if let lineHeight = t.lineHeight { json.number(lineHeight) } else { json.null() }
            json.key(literal: "letterSpacing")
            if let letterSpacing = t.letterSpacing { json.number(letterSpacing) } else { json.null() }
            json.closeObject()
        case .animation(let a):
            json.openObject()
            json.key(literal: "duration")
            json.number(a.duration)
            json.key(literal: "delay")
            json.number(a.delay)
            json.key(literal: "curve")
            Self.curve(a.curve, to: &json)
            json.closeObject()
        case .timingCurve(let c): Self.curve(c, to: &json)
        case .fontFamily(let f): json.stringArray(f)
        case .strokeStyle(let s): Self.stroke(s, to: &json)
        }
    }

    static func curve(_ c: CubicBezier, to json: inout JSONWriter) {
        json.openObject()
        json.key(literal: "x1")
        json.number(c.x1)
        json.key(literal: "y1")
        json.number(c.y1)
        json.key(literal: "x2")
        json.number(c.x2)
        json.key(literal: "y2")
        json.number(c.y2)
        json.closeObject()
    }

    static func stroke(_ s: StrokeStyleValue, to json: inout JSONWriter) {
        json.openObject()
        json.key(literal: "keyword")
        if let keyword = s.keyword { json.string(keyword) } else { json.null() }
        json.key(literal: "dashes")
        json.scalarArray(s.dashes)
        json.key(literal: "lineCap")
        json.string(s.lineCap)
        json.closeObject()
    }
}
