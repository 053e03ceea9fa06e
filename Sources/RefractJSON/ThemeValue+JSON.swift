import RefractModel
import RefractOutput

/// Theme values in the JSON form the generated Swift types encode and decode (their `Codable`), so a
/// bundle's `themes` decode with `JSONDecoder().decode(Theme.self, from:)`.
extension ThemeValue {
    func write(to json: inout JSONWriter) {
        switch self {
        case .color(let c): Self.color(c, to: &json)
        case .gradient(let stops):
            json.openArray(oneLine: stops.isEmpty)
            for stop in stops {
                json.item()
                json.openObject()
                json.key("color")
                Self.color(stop.color, to: &json)
                json.key("location")
                json.number(stop.location)
                json.closeObject()
            }
            json.closeArray()
        case .shadow(let layers):
            json.openArray(oneLine: layers.isEmpty)
            for layer in layers {
                json.item()
                json.openObject()
                json.key("color")
                Self.color(layer.color, to: &json)
                for (name, number) in [("x", layer.x), ("y", layer.y), ("blur", layer.blur), ("spread", layer.spread)] {
                    json.key(name)
                    json.number(number)
                }
                json.key("inset")
                json.bool(layer.inset)
                json.closeObject()
            }
            json.closeArray()
        case .border(let b):
            json.openObject()
            json.key("color")
            Self.color(b.color, to: &json)
            json.key("width")
            json.number(b.width)
            json.key("style")
            Self.stroke(b.style, to: &json)
            json.closeObject()
        case .size(let x), .duration(let x), .number(let x), .fontWeight(let x): json.number(x)
        case .textStyle(let t):
            json.openObject()
            json.key("fontFamily")
            json.stringArray(t.fontFamily)
            json.key("size")
            json.number(t.size)
            json.key("weight")
            json.number(t.weight)
            json.key("lineHeight")
            if let lineHeight = t.lineHeight { json.number(lineHeight) } else { json.null() }
            json.key("letterSpacing")
            if let letterSpacing = t.letterSpacing { json.number(letterSpacing) } else { json.null() }
            json.closeObject()
        case .animation(let a):
            json.openObject()
            json.key("duration")
            json.number(a.duration)
            json.key("delay")
            json.number(a.delay)
            json.key("curve")
            Self.curve(a.curve, to: &json)
            json.closeObject()
        case .timingCurve(let c): Self.curve(c, to: &json)
        case .fontFamily(let f): json.stringArray(f)
        case .strokeStyle(let s): Self.stroke(s, to: &json)
        }
    }

    static func color(_ c: ThemeRGBColor, to json: inout JSONWriter) {
        if json.exactHex(c) { return }
        json.openObject()
        json.key("colorSpace")
        json.string(c.space.rawValue)
        json.key("components")
        json.openArray(oneLine: true)
        json.item()
        json.number(c.red)
        json.item()
        json.number(c.green)
        json.item()
        json.number(c.blue)
        json.closeArray()
        json.key("alpha")
        json.number(c.opacity)
        json.closeObject()
    }

    static func curve(_ c: CubicBezier, to json: inout JSONWriter) {
        json.openObject()
        for (name, number) in [("x1", c.x1), ("y1", c.y1), ("x2", c.x2), ("y2", c.y2)] {
            json.key(name)
            json.number(number)
        }
        json.closeObject()
    }

    static func stroke(_ s: StrokeStyleValue, to json: inout JSONWriter) {
        json.openObject()
        json.key("keyword")
        if let keyword = s.keyword { json.string(keyword) } else { json.null() }
        json.key("dashes")
        json.scalarArray(s.dashes)
        json.key("lineCap")
        json.string(s.lineCap)
        json.closeObject()
    }
}
