import RefractModel
import RefractOutput

/// Theme values as Swift expressions of the generated types (`ThemeColor(.displayP3, red: …)`). Each is the
/// initial value of a constant whose type is spelled out, and names its types (no implicit `.init`), so the
/// type checker never has to infer across a large expression.
enum SwiftLiteral {
    static func valueType(_ kind: ThemeCollectionKind) -> String {
        switch kind {
        case .colors: "ThemeAdaptiveStyle<ThemeColor>"
        case .gradients: "ThemeAdaptiveStyle<ThemeGradient>"
        case .shadows: "ThemeAdaptiveStyle<ThemeShadow>"
        case .borders: "ThemeAdaptiveStyle<ThemeBorder>"
        case .sizes: "CGFloat"
        case .typography: "ThemeTextStyle"
        case .animations: "ThemeAnimation"
        case .durations: "TimeInterval"
        case .timingCurves: "ThemeTimingCurve"
        case .numbers: "Double"
        case .fontFamilies: "[String]"
        case .fontWeights: "Double"
        case .strokeStyles: "ThemeStrokeStyle"
        }
    }

    static func typeName(_ kind: ThemeCollectionKind) -> String {
        "Theme" + String(kind.rawValue.prefix(1)).uppercased() + kind.rawValue.dropFirst()
    }

    static func adaptive(_ value: ThemeLayout.Adaptive, kind: ThemeCollectionKind) -> String {
        var code = SwiftCode()
        writeAdaptive(value, kind: kind, into: &code)
        return code.text
    }

    /// Writes the expression straight into `code`: a constant per value of 100k tokens, each built from
    /// many pieces, made a string per piece.
    static func writeAdaptive(_ value: ThemeLayout.Adaptive, kind: ThemeCollectionKind, into code: inout SwiftCode) {
        guard kind.isAdaptive else { return write(value.light, into: &code) }
        if value.lightIncreasedContrast != nil || value.darkIncreasedContrast != nil {
            code.write("ThemeAdaptiveStyle(light: ")
            write(value.light, into: &code)
            code.write(", dark: ")
            write(value.dark, into: &code)
            code.write(", lightIncreasedContrast: ")
            writeOptional(value.lightIncreasedContrast, into: &code)
            code.write(", darkIncreasedContrast: ")
            writeOptional(value.darkIncreasedContrast, into: &code)
            code.write(")")
        } else if value.light == value.dark {
            code.write("ThemeAdaptiveStyle(")
            write(value.light, into: &code)
            code.write(")")
        } else {
            code.write("ThemeAdaptiveStyle(light: ")
            write(value.light, into: &code)
            code.write(", dark: ")
            write(value.dark, into: &code)
            code.write(")")
        }
    }

    private static func writeOptional(_ value: ThemeValue?, into code: inout SwiftCode) {
        if let value { write(value, into: &code) } else { code.write("nil") }
    }

    static func write(_ value: ThemeValue, into code: inout SwiftCode) {
        switch value {
        case .color(let c): color(c, into: &code)
        case .gradient(let stops):
            code.write("ThemeGradient(stops: [")
            for (i, stop) in stops.enumerated() {
                if i > 0 { code.write(", ") }
                code.write("ThemeGradient.Stop(color: ")
                color(stop.color, into: &code)
                code.write(", location: ")
                code.write(number: stop.location)
                code.write(")")
            }
            code.write("])")
        case .shadow(let layers):
            code.write("ThemeShadow(layers: [")
            for (i, layer) in layers.enumerated() {
                if i > 0 { code.write(", ") }
                code.write("ThemeShadow.Layer(color: ")
                color(layer.color, into: &code)
                code.write(", x: ")
                code.write(number: layer.x)
                code.write(", y: ")
                code.write(number: layer.y)
                code.write(", blur: ")
                code.write(number: layer.blur)
                code.write(", spread: ")
                code.write(number: layer.spread)
                code.write(layer.inset ? ", inset: true)" : ", inset: false)")
            }
            code.write("])")
        case .border(let b):
            code.write("ThemeBorder(color: ")
            color(b.color, into: &code)
            code.write(", width: ")
            code.write(number: b.width)
            code.write(", style: ")
            stroke(b.style, into: &code)
            code.write(")")
        case .size(let x), .duration(let x), .number(let x), .fontWeight(let x): code.write(number: x)
        case .textStyle(let t):
            code.write("ThemeTextStyle(fontFamily: ")
            strings(t.fontFamily, into: &code)
            code.write(", size: ")
            code.write(number: t.size)
            code.write(", weight: ")
            code.write(number: t.weight)
            code.write(", lineHeight: ")
            if let lineHeight = t.lineHeight { code.write(number: lineHeight) } else { code.write("nil") }
            code.write(", letterSpacing: ")
            if let letterSpacing = t.letterSpacing { code.write(number: letterSpacing) } else { code.write("nil") }
            code.write(")")
        case .animation(let a):
            code.write("ThemeAnimation(duration: ")
            code.write(number: a.duration)
            code.write(", delay: ")
            code.write(number: a.delay)
            code.write(", curve: ")
            curve(a.curve, into: &code)
            code.write(")")
        case .timingCurve(let c): curve(c, into: &code)
        case .fontFamily(let f): strings(f, into: &code)
        case .strokeStyle(let s): stroke(s, into: &code)
        }
    }

    static func color(_ c: ThemeRGBColor, into code: inout SwiftCode) {
        switch c.space {
        case .sRGB: code.write("ThemeColor(.sRGB, red: ")
        case .sRGBLinear: code.write("ThemeColor(.sRGBLinear, red: ")
        case .displayP3: code.write("ThemeColor(.displayP3, red: ")
        }
        code.write(number: c.red)
        code.write(", green: ")
        code.write(number: c.green)
        code.write(", blue: ")
        code.write(number: c.blue)
        code.write(", opacity: ")
        code.write(number: c.opacity)
        code.write(")")
    }

    static func curve(_ c: CubicBezier, into code: inout SwiftCode) {
        code.write("ThemeTimingCurve(")
        code.write(number: c.x1)
        code.write(", ")
        code.write(number: c.y1)
        code.write(", ")
        code.write(number: c.x2)
        code.write(", ")
        code.write(number: c.y2)
        code.write(")")
    }

    static func stroke(_ s: ThemeValue.StrokeStyleValue, into code: inout SwiftCode) {
        code.write("ThemeStrokeStyle(keyword: ")
        if let keyword = s.keyword {
            code.write("\"")
            code.write(SwiftSyntax.stringContents(keyword))
            code.write("\"")
        } else {
            code.write("nil")
        }
        code.write(", dashes: [")
        for (i, dash) in s.dashes.enumerated() {
            if i > 0 { code.write(", ") }
            code.write(number: dash)
        }
        code.write("], lineCap: \"")
        code.write(s.lineCap)
        code.write("\")")
    }

    static func strings(_ list: [String], into code: inout SwiftCode) {
        code.write("[")
        for (i, text) in list.enumerated() {
            if i > 0 { code.write(", ") }
            code.write("\"")
            code.write(SwiftSyntax.stringContents(text))
            code.write("\"")
        }
        code.write("]")
    }

    /// Shortest round-trip text; `-0` as `0`.
    static func number(_ x: Double) -> String {
        formatNumber(x == 0 ? 0 : x)
    }
}
