import RefractModel
import RefractOutput

/// The doc comment of a generated member, what Xcode's Quick Help and Android Studio's quick documentation
/// show: the token's `$description`, then its path and its values (`color.primary · light #1B8188 · dark
/// #57B5B9`), then its deprecation. Lines are comment-safe (`CommentText.docLines`) and bounded: composites
/// are summarised, and values that differ between themes go one theme per line when they do not fit on one.
package struct ThemeMemberDoc: Sendable, Equatable {
    /// How a platform writes lengths and durations: `16pt` and `0.2s` in Swift, `16.dp` and `200ms` in Compose.
    package struct Units: Sendable, Equatable {
        package var length: String
        package var fontSize: String
        package var durationInMilliseconds: Bool

        package static let swift = Units(length: "pt", fontSize: "pt", durationInMilliseconds: false)
        package static let compose = Units(length: ".dp", fontSize: ".sp", durationInMilliseconds: true)
    }

    /// The `$description` alone, each line starting with a space.
    package var descriptionLines: [String]
    /// The token path and its values alone, each line starting with a space.
    package var valueLines: [String]
    /// The whole comment: the description, the path and values, the deprecation, as paragraphs.
    package var docLines: [String]

    /// The longest line of path and values before the themes go one per line.
    static let lineLimit = 100

    package init(member: ThemeLayout.Member, values: [ThemeLayout.Adaptive], themes: [ThemeVariant], units: Units) {
        descriptionLines = CommentText.docLines(member.description)
        valueLines = Self.valueLines(path: member.path.dotted, values: values, themes: themes, units: units)
        var lines = descriptionLines
        for paragraph in [valueLines, member.deprecation.map { Self.deprecationLines($0, path: member.path) } ?? []]
        where !paragraph.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines += paragraph
        }
        docLines = lines
    }

    static func deprecationLines(_ deprecation: Deprecation, path: TokenPath) -> [String] {
        CommentText.docLines("Deprecated: " + oneLine(deprecation.message ?? "token '\(path.dotted)' is deprecated"))
    }

    /// `color.primary · light #1B8188 · dark #57B5B9`; with themes that differ, `standard: …; christmas: …`.
    /// Themes with the same values share their entry. A line longer than `lineLimit` becomes the path alone
    /// and a line per theme (`- christmas: …`), its increased-contrast values on a line of their own when the
    /// theme's line is too long too.
    package static func valueLines(
        path: String, values: [ThemeLayout.Adaptive], themes: [ThemeVariant], units: Units
    ) -> [String] {
        var groups: [(names: [String], text: SchemeText)] = []
        for (index, value) in values.enumerated() {
            let text = schemeText(value, units: units)
            let name = index < themes.count ? oneLine(themes[index].name) : "theme \(index)"
            if let known = groups.firstIndex(where: { $0.text == text }) {
                groups[known].names.append(name)
            } else {
                groups.append(([name], text))
            }
        }
        let safePath = oneLine(path)
        func prefix(_ names: [String]) -> String { groups.count > 1 ? names.joined(separator: ", ") + ": " : "" }
        let entries = groups.map { prefix($0.names) + $0.text.line }
        let line = entries.isEmpty ? safePath : safePath + " · " + entries.joined(separator: "; ")
        if line.count <= lineLimit { return CommentText.docLines(line) }
        var lines = [safePath]
        for group in groups {
            let start = "- " + prefix(group.names)
            if let contrast = group.text.contrast, start.count + group.text.line.count > lineLimit {
                lines += [start + group.text.standard, start + contrast]
            } else {
                lines.append(start + group.text.line)
            }
        }
        return lines.flatMap { CommentText.docLines($0) }
    }

    /// One theme's values: `standard` in light and dark, `contrast` at increased contrast where that differs.
    struct SchemeText: Equatable {
        var standard: String
        var contrast: String?
        var line: String { contrast.map { standard + " · " + $0 } ?? standard }
    }

    /// One theme's value: once when the same in every scheme, else per scheme; at increased contrast
    /// (`high contrast: dark #…`) only what differs from the standard contrast.
    static func schemeText(_ value: ThemeLayout.Adaptive, units: Units) -> SchemeText {
        let light = text(value.light, units: units)
        let dark = value.dark == value.light ? light : text(value.dark, units: units)
        let standard = light == dark ? light : "light " + light + " · dark " + dark
        let lightHigh = value.lightIncreasedContrast.map { $0 == value.light ? light : text($0, units: units) } ?? light
        let darkHigh = value.darkIncreasedContrast.map { $0 == value.dark ? dark : text($0, units: units) } ?? dark
        if lightHigh == light, darkHigh == dark { return SchemeText(standard: standard) }
        if lightHigh == darkHigh { return SchemeText(standard: standard, contrast: "high contrast " + lightHigh) }
        var changed: [String] = []
        if lightHigh != light { changed.append("light " + lightHigh) }
        if darkHigh != dark { changed.append("dark " + darkHigh) }
        return SchemeText(standard: standard, contrast: "high contrast: " + changed.joined(separator: " · "))
    }

    /// A value as a reader takes it in: hex for sRGB, components for other spaces, lengths with their unit,
    /// composites in brief.
    package static func text(_ value: ThemeValue, units: Units) -> String {
        func length(_ x: Double) -> String { number(x) + units.length }
        func duration(_ seconds: Double) -> String {
            units.durationInMilliseconds ? number(seconds * 1000) + "ms" : number(seconds) + "s"
        }
        switch value {
        case .color(let c): return color(c)
        case .gradient(let stops):
            let colors = stops.map { color($0.color) }
            if colors.count <= 3 { return colors.joined(separator: " → ") }
            return "\(colors[0]) → … → \(colors[colors.count - 1]) (\(colors.count) stops)"
        case .shadow(let layers):
            guard let first = layers.first else { return "no shadow" }
            var text = first.inset ? "inset " : ""
            text += [first.x, first.y, first.blur].map(length).joined(separator: " ")
            if first.spread != 0 { text += " " + length(first.spread) }
            text += " " + color(first.color)
            if layers.count > 1 { text += " + \(layers.count - 1) more layer" + (layers.count > 2 ? "s" : "") }
            return text
        case .border(let b): return length(b.width) + " " + stroke(b.style, units: units) + " " + color(b.color)
        case .size(let x): return length(x)
        case .textStyle(let t):
            var text = (t.fontFamily.first.map { name(oneLine($0)) + " " } ?? "") + number(t.size) + units.fontSize
            text += " weight " + number(t.weight)
            if let lineHeight = t.lineHeight { text += " line height " + number(lineHeight) }
            return text
        case .animation(let a):
            var text = duration(a.duration)
            if a.delay != 0 { text += " delay " + duration(a.delay) }
            return text + " " + curve(a.curve)
        case .duration(let seconds): return duration(seconds)
        case .timingCurve(let c): return curve(c)
        case .number(let n): return number(n)
        case .fontFamily(let names):
            let shown = names.prefix(3).map { name(oneLine($0)) }.joined(separator: ", ")
            return names.count > 3 ? shown + ", …" : shown
        case .fontWeight(let w): return number(w)
        case .strokeStyle(let s): return stroke(s, units: units)
        case .string(let text): return "\"" + name(oneLine(text)) + "\""
        }
    }

    /// `#1B8188`, `#1B818829` when translucent (sRGB to the nearest byte: the doc is read, not decoded);
    /// `display-p3 0.95 0.76 0.25`, with `/ 0.5` when translucent, in the other spaces and beyond sRGB's range.
    static func color(_ c: ThemeRGBColor) -> String {
        if c.space == .sRGB, [c.red, c.green, c.blue, c.opacity].allSatisfy({ (0...1).contains($0) }) {
            let alpha = SRGBHex.byte(c.opacity)
            return SRGBHex.text(
                SRGBHex.byte(c.red), SRGBHex.byte(c.green), SRGBHex.byte(c.blue), alpha == 255 ? nil : alpha,
                uppercase: true)
        }
        var text = c.space.rawValue + " " + [c.red, c.green, c.blue].map(component).joined(separator: " ")
        if c.opacity != 1 { text += " / " + component(c.opacity) }
        return text
    }

    private static func stroke(_ s: ThemeValue.StrokeStyleValue, units: Units) -> String {
        if let keyword = s.keyword { return oneLine(keyword) }
        return "dashes " + s.dashes.map { number($0) + units.length }.joined(separator: " ") + " " + oneLine(s.lineCap) + " cap"
    }

    private static func curve(_ c: CubicBezier) -> String {
        "cubic-bezier(" + [c.x1, c.y1, c.x2, c.y2].map(component).joined(separator: ", ") + ")"
    }

    /// Three decimals: enough to tell colours and curves apart at a glance.
    private static func component(_ x: Double) -> String {
        number((x * 1000).rounded() / 1000)
    }

    private static func number(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        // Far below what a reader needs, and keeps `0.1 + 0.2` from printing seventeen digits.
        return formatNumber((x * 10_000).rounded() / 10_000)
    }

    /// A font or keyword from the tokens, cut short so no line grows without bound.
    private static func name(_ text: String) -> String {
        text.count <= 40 ? text : text.prefix(39) + "…"
    }

    /// On one line: every line break a space (`CommentText.docLines` would start a new comment line at it).
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: CommentText.isLineBreak) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { CommentText.isLineBreak($0) ? " " : $0 }))
    }
}
