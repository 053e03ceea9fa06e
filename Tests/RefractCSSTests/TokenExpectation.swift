import RefractModel

/// What Chromium must compute for a token, derived from the token model (never from the CSS text): the
/// probe kind, and a check of the reading that returns a problem or nil.
struct TokenExpectation {
    var kind: ProbePage.Kind
    var check: (String) -> String?

    static let colorTolerance = 0.003  // deltaEOK; one 8-bit step is up to about 0.004
    static let lengthTolerance = 0.01

    /// `part` is the declaration name's suffix after the token's own name (`font-size`), empty for the token.
    static func of(_ token: Token, part: String) -> TokenExpectation? {
        switch (token.value, part) {
        case (.color(let color), ""): return TokenExpectation(kind: .color) { colorProblem($0, color) }
        case (.dimension(let d), ""): return length(d)
        case (.number(let n), ""): return number(n)
        case (.fontWeight(let w), ""): return number(w.value, kind: .fontWeight)
        case (.fontFamily(let names), ""): return families(names)
        case (.duration(let d), ""): return TokenExpectation(kind: .time) { timeProblem($0, d) }
        case (.cubicBezier(let b), ""): return TokenExpectation(kind: .easing) { bezierProblem($0, b) }
        case (.strokeStyle(let style), ""):
            let expected = strokeKeyword(style)
            return TokenExpectation(kind: .strokeStyle) { $0 == expected ? nil : "expected \(expected)" }
        case (.border(let border), ""):
            return TokenExpectation(kind: .border) { reading in
                let parts = reading.components(separatedBy: " | ")
                guard parts.count == 3 else { return "unreadable" }
                // Chromium snaps border widths to whole device pixels (at least 1px).
                let w = border.width.points
                let snapped = w > 0 && w < 1 ? 1 : w.rounded(.down)
                if let px = ComputedValues.px(parts[0]), abs(px - snapped) > lengthTolerance {
                    return "width \(parts[0]), expected \(snapped)px"
                }
                if parts[1] != strokeKeyword(border.style) { return "style \(parts[1])" }
                return colorProblem(parts[2], border.color)
            }
        case (.transition(let t), ""):
            return TokenExpectation(kind: .transition) { reading in
                let parts = reading.components(separatedBy: " | ")
                guard parts.count == 3 else { return "unreadable" }
                return timeProblem(parts[0], t.duration) ?? bezierProblem(parts[1], t.timingFunction)
                    ?? timeProblem(parts[2], t.delay)
            }
        case (.shadow(let layers, _), ""):
            return TokenExpectation(kind: .shadow) { shadowProblem($0, layers) }
        case (.gradient(let stops), ""):
            return TokenExpectation(kind: .gradient) { gradientProblem($0, stops) }
        case (.typography(let t), ""):
            return TokenExpectation(kind: .font) { reading in
                let parts = reading.components(separatedBy: " | ")
                guard parts.count == 4 else { return "unreadable" }
                if ComputedValues.families(parts[0]) != t.fontFamily { return "family \(parts[0])" }
                if let problem = lengthProblem(parts[1], t.fontSize.points) { return "size: " + problem }
                if Double(parts[2]) != t.fontWeight.value { return "weight \(parts[2])" }
                if let lineHeight = t.lineHeight {
                    return lengthProblem(parts[3], lineHeight * t.fontSize.points).map { "line height: " + $0 }
                }
                return parts[3] == "normal" ? nil : "line height \(parts[3]), expected normal"
            }
        case (.typography(let t), "font-family"): return families(t.fontFamily)
        case (.typography(let t), "font-size"): return length(t.fontSize)
        case (.typography(let t), "font-weight"): return number(t.fontWeight.value, kind: .fontWeight)
        case (.typography(let t), "letter-spacing"): return t.letterSpacing.map(length)
        case (.typography(let t), "line-height"): return t.lineHeight.map { number($0) }
        default: return nil
        }
    }

    private static func length(_ d: Dimension) -> TokenExpectation {
        TokenExpectation(kind: .length) { lengthProblem($0, d.points) }
    }

    private static func number(_ n: Double, kind: ProbePage.Kind = .number) -> TokenExpectation {
        TokenExpectation(kind: kind) { reading in
            guard let value = Double(reading), abs(value - n) < 1e-3 else { return "expected \(n)" }
            return nil
        }
    }

    private static func families(_ names: [String]) -> TokenExpectation {
        TokenExpectation(kind: .fontFamily) { ComputedValues.families($0) == names ? nil : "expected \(names)" }
    }

    static func lengthProblem(_ reading: String, _ points: Double) -> String? {
        guard let px = ComputedValues.px(reading), abs(px - points) <= lengthTolerance else {
            return "\(reading), expected \(points)px"
        }
        return nil
    }

    static func timeProblem(_ reading: String, _ duration: Duration) -> String? {
        guard let s = ComputedValues.seconds(reading), abs(s * 1000 - duration.milliseconds) < 1e-3 else {
            return "\(reading), expected \(duration.milliseconds)ms"
        }
        return nil
    }

    static func bezierProblem(_ reading: String, _ b: CubicBezier) -> String? {
        guard let n = ComputedValues.bezier(reading),
            zip(n, [b.x1, b.y1, b.x2, b.y2]).allSatisfy({ abs($0 - $1) < 1e-3 })
        else { return "\(reading), expected \([b.x1, b.y1, b.x2, b.y2])" }
        return nil
    }

    static func strokeKeyword(_ style: StrokeStyle) -> String {
        if case .keyword(let keyword) = style { return keyword.rawValue }
        return "dashed"
    }

    /// Same colour within `colorTolerance`, same alpha, and still in its own space where CSS has one.
    static func colorProblem(_ reading: String, _ expected: ColorValue) -> String? {
        guard let actual = ComputedValues.color(reading) else { return "unreadable colour \(reading)" }
        let distance = expected.deltaEOK(actual)
        if distance > colorTolerance || abs(expected.alpha - actual.alpha) > 0.003 {
            return "\(reading) is \(distance) from the model's colour"
        }
        switch expected.space {
        case .srgb, .hsl, .hwb: return nil
        case .displayP3, .a98RGB, .prophotoRGB, .rec2020, .srgbLinear, .xyzD65, .xyzD50:
            return reading.hasPrefix("color(\(expected.space.rawValue) ") ? nil : "\(reading) left \(expected.space)"
        case .lab, .lch, .oklab, .oklch:
            return reading.hasPrefix(expected.space.rawValue + "(") ? nil : "\(reading) left \(expected.space)"
        }
    }

    static func shadowProblem(_ reading: String, _ layers: [ShadowLayer]) -> String? {
        let read = ComputedValues.split(reading, on: ",")
        guard read.count == layers.count else { return "\(read.count) layers, expected \(layers.count)" }
        for (text, layer) in zip(read, layers) {
            let words = ComputedValues.split(text, on: " ")
            let lengths = words.compactMap(ComputedValues.px)
            let expected = [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(\.points)
            guard lengths.count == 4, zip(lengths, expected).allSatisfy({ abs($0 - $1) <= lengthTolerance }) else {
                return "lengths of '\(text)', expected \(expected)"
            }
            if words.contains("inset") != layer.inset { return "inset of '\(text)'" }
            guard let color = words.first(where: { $0.contains("(") }) else { return "no colour in '\(text)'" }
            if let problem = colorProblem(color, layer.color) { return problem }
        }
        return nil
    }

    static func gradientProblem(_ reading: String, _ stops: [GradientStop]) -> String? {
        guard reading.hasPrefix("linear-gradient("), reading.hasSuffix(")") else { return "not a linear gradient" }
        var arguments = ComputedValues.split(String(reading.dropFirst(16).dropLast()), on: ",")
        if let first = arguments.first, ComputedValues.color(ComputedValues.split(first, on: " ")[0]) == nil {
            arguments.removeFirst()
        }
        let expected = stops.count == 1 ? [stops[0], GradientStop(color: stops[0].color, position: 1)] : stops
        guard arguments.count == expected.count else { return "\(arguments.count) stops, expected \(expected.count)" }
        for (text, stop) in zip(arguments, expected) {
            let words = ComputedValues.split(text, on: " ")
            guard words.count == 2, words[1].hasSuffix("%"), let percent = Double(words[1].dropLast()),
                abs(percent - stop.clampedPosition * 100) < 0.01
            else { return "stop '\(text)', expected at \(stop.clampedPosition * 100)%" }
            if let problem = colorProblem(words[0], stop.color) { return problem }
        }
        return nil
    }
}
