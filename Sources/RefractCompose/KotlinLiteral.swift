import RefractModel
import RefractOutput
import RefractThemes

/// Token values as Kotlin expressions of the Compose types the generated collections hold.
enum KotlinLiteral {
    /// The Kotlin type of a member of `kind`'s collection.
    static func valueType(_ kind: ThemeCollectionKind) -> String {
        switch kind {
        case .colors: "Color"
        case .gradients: "List<Pair<Float, Color>>"
        case .shadows: "ThemeShadow"
        case .borders: "ThemeBorder"
        case .sizes: "Dp"
        case .typography: "TextStyle"
        case .animations: "ThemeTransition"
        case .durations: "Int"
        case .timingCurves: "CubicBezierEasing"
        case .numbers: "Double"
        case .fontFamilies: "List<String>"
        case .fontWeights: "FontWeight"
        case .strokeStyles: "ThemeStrokeStyle"
        case .strings: "String"
        }
    }

    /// The function of ThemeDecoder.kt that decodes a JSON value of `kind`'s collection.
    static func decoder(_ kind: ThemeCollectionKind) -> String {
        switch kind {
        case .colors: "decodeColor"
        case .gradients: "decodeGradient"
        case .shadows: "decodeShadow"
        case .borders: "decodeBorder"
        case .sizes: "decodeSize"
        case .typography: "decodeTypography"
        case .animations: "decodeAnimation"
        case .durations: "decodeDuration"
        case .timingCurves: "decodeTimingCurve"
        case .numbers: "decodeNumber"
        case .fontFamilies: "decodeFontFamily"
        case .fontWeights: "decodeFontWeight"
        case .strokeStyles: "decodeStrokeStyle"
        case .strings: "decodeString"
        }
    }

    /// `ThemeColors`.
    static func typeName(_ kind: ThemeCollectionKind) -> String {
        let property = kind.property
        return "Theme" + (property.first.map { $0.uppercased() + property.dropFirst() } ?? "")
    }

    static func value(_ value: ThemeValue) -> String {
        switch value {
        case .color(let c): color(c)
        case .gradient(let stops):
            "listOf(" + stops.map { "\(float($0.location)) to \(color($0.color))" }.joined(separator: ", ") + ")"
        case .shadow(let layers):
            "ThemeShadow(layers = listOf(" + layers.map(shadowLayer).joined(separator: ", ")
                + "), elevation = \(elevation(layers).map(dp) ?? "null"))"
        case .border(let b):
            "ThemeBorder(color = \(color(b.color)), width = \(dp(b.width)), style = \(stroke(b.style)))"
        case .size(let points): dp(points)
        case .textStyle(let t): textStyle(t)
        case .animation(let a):
            "ThemeTransition(durationMillis = \(millis(a.duration)), delayMillis = \(millis(a.delay)), easing = \(easing(a.curve)))"
        case .duration(let seconds): "\(millis(seconds))"
        case .timingCurve(let curve): easing(curve)
        case .number(let n): double(n)
        case .fontFamily(let names): "listOf(" + names.map { "\"\(KotlinSyntax.stringContents($0))\"" }.joined(separator: ", ") + ")"
        case .fontWeight(let w): "FontWeight(\(weight(w)))"
        case .strokeStyle(let s): stroke(s)
        case .string(let text): "\"" + KotlinSyntax.stringContents(text) + "\""
        }
    }

    /// `Color(0xFF1B8188)` when the colour is sRGB in whole 255ths (what Compose stores for sRGB), else the
    /// components in their own space: Compose keeps linear sRGB and Display P3 as half floats.
    static func color(_ c: ThemeRGBColor) -> String {
        if let (r, g, b, a) = c.exactBytes {
            return "Color(0x" + SRGBHex.digits(a, r, g, b, uppercase: true) + ")"
        }
        let space = switch c.space {
        case .sRGB: "Srgb"
        case .sRGBLinear: "LinearSrgb"
        case .displayP3: "DisplayP3"
        }
        return "Color(red = \(float(c.red)), green = \(float(c.green)), blue = \(float(c.blue)), alpha = \(float(c.opacity)), colorSpace = ColorSpaces.\(space))"
    }

    /// Compose's elevation casts a shadow straight down: a single outer layer without horizontal offset
    /// maps to the elevation of its vertical offset; any other shadow has none.
    static func elevation(_ layers: [ThemeValue.ShadowLayer]) -> Double? {
        guard layers.count == 1, let layer = layers.first, !layer.inset, layer.x == 0, layer.y >= 0 else { return nil }
        return layer.y
    }

    private static func shadowLayer(_ l: ThemeValue.ShadowLayer) -> String {
        "ThemeShadowLayer(color = \(color(l.color)), offsetX = \(dp(l.x)), offsetY = \(dp(l.y)), "
            + "blur = \(dp(l.blur)), spread = \(dp(l.spread)), inset = \(l.inset))"
    }

    private static func stroke(_ s: ThemeValue.StrokeStyleValue) -> String {
        let keyword = s.keyword.map { "\"\(KotlinSyntax.stringContents($0))\"" } ?? "null"
        let dashes = s.dashes.isEmpty ? "emptyList()" : "listOf(" + s.dashes.map(dp).joined(separator: ", ") + ")"
        return "ThemeStrokeStyle(keyword = \(keyword), dashes = \(dashes), lineCap = \"\(KotlinSyntax.stringContents(s.lineCap))\")"
    }

    private static func textStyle(_ t: ThemeValue.TextStyle) -> String {
        var arguments = [
            "fontFamily = \(fontFamily(t.fontFamily))", "fontSize = \(unit(t.size, "sp"))",
            "fontWeight = FontWeight(\(weight(t.weight)))",
        ]
        if let letterSpacing = t.letterSpacing { arguments.append("letterSpacing = \(unit(letterSpacing, "sp"))") }
        // A DTCG line height is a multiple of the font size: Compose's `em` is exactly that.
        if let lineHeight = t.lineHeight { arguments.append("lineHeight = \(unit(lineHeight, "em"))") }
        return "TextStyle(" + arguments.joined(separator: ", ") + ")"
    }

    /// Compose names no font by its family name; the generic families it has are kept, else the platform default.
    static func fontFamily(_ names: [String]) -> String {
        for name in names {
            switch name.lowercased() {
            case "sans-serif", "system-ui", "ui-sans-serif", "-apple-system": return "FontFamily.SansSerif"
            case "serif", "ui-serif": return "FontFamily.Serif"
            case "monospace", "ui-monospace": return "FontFamily.Monospace"
            case "cursive": return "FontFamily.Cursive"
            default: continue
            }
        }
        return "FontFamily.Default"
    }

    private static func easing(_ c: CubicBezier) -> String {
        "CubicBezierEasing(\(float(c.x1)), \(float(c.y1)), \(float(c.x2)), \(float(c.y2)))"
    }

    /// Compose's `FontWeight` takes a whole weight in 1…1000.
    private static func weight(_ w: Double) -> Int {
        min(max(Int(w.rounded()), 1), 1000)
    }

    private static func millis(_ seconds: Double) -> Int {
        Int((seconds * 1000).rounded())
    }

    /// `16.dp`, `1.5.dp`, `(-2).dp`.
    static func dp(_ points: Double) -> String { unit(points, "dp") }

    private static func unit(_ x: Double, _ suffix: String) -> String {
        let text = number(x)
        return x < 0 ? "(\(text)).\(suffix)" : "\(text).\(suffix)"
    }

    /// A Float literal: `0.5f`, `1f`.
    static func float(_ x: Double) -> String {
        let single = Float(x)
        guard single.isFinite else { return "0f" }
        if single == single.rounded(), abs(single) < 1e7 { return String(Int64(single)) + "f" }
        return single.description + "f"
    }

    /// A Double literal: always with a point or an exponent.
    static func double(_ x: Double) -> String {
        let text = number(x)
        return text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") } ? text : text + ".0"
    }

    /// Integers without a point, fractions in Swift's shortest round-trip form (which Kotlin reads alike).
    private static func number(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }
}
