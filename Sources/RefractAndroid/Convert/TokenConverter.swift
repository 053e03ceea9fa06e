import RefractModel
import RefractOutput

/// Turns one token value into Android resource drafts. The same value always gives the same text; colours
/// are remembered (see `ColorConversions`), so converting is mutating.
struct TokenConverter {
    /// Dimension tokens that some typography uses as its font size: written in sp, like font sizes.
    var fontSizePaths: Set<TokenPath>
    private var colors: ColorConversions
    /// The sRGB bytes of the colours outside sRGB converted so far, by token place, for the CSS backend.
    private(set) var srgbBytes: SRGBColorBytes

    /// `tokenCount`: how many tokens a permutation has, to size the table of colours.
    /// `tokenCounts`: the length of each permutation's token list, for `srgbBytes`.
    init(fontSizePaths: Set<TokenPath>, tokenCount: Int, tokenCounts: [Int]) {
        self.fontSizePaths = fontSizePaths
        srgbBytes = SRGBColorBytes(tokenCounts: tokenCounts)
        // Wide-gamut colours are a fraction of a set's tokens; a smaller table grows when needed.
        colors = ColorConversions(expected: tokenCount / 2)
    }

    /// `token` is read in place (a copied token costs a retain for each of its references); it sits at
    /// `position` of `permutation`'s token list, where its sRGB bytes are recorded.
    mutating func convert(_ token: UnsafePointer<Token>, permutation: Int, position: Int) -> TokenConversion {
        switch token.pointee.value {
        case .color(let color):
            return .resources([colorDraft(color, permutation: permutation, position: position)])
        case .dimension(let dimension):
            let unit = isFontSize(token.pointee.path) ? "sp" : "dp"
            return .resources([draft(.dimen, .value(Self.length(dimension) + unit), notes: Self.dimensionNotes(dimension))])
        case .fontFamily(let families):
            return .resources([draft(.string, .value(AndroidXML.stringResource(families.first ?? "")),
                                     notes: Self.familyNotes(families))])
        case .fontWeight(let weight):
            return .resources([draft(.integer, .value(AndroidNumber.integer(weight.value)),
                                     notes: weight.keyword.map { ["font weight '\($0)'"] } ?? [])])
        case .duration(let duration):
            return .resources([Self.milliseconds(duration, suffix: [])])
        case .cubicBezier(let curve):
            return .resources([draft(.interpolator, Self.interpolator(curve))])
        case .number(let number):
            if AndroidNumber.isInteger(number) { return .resources([draft(.integer, .value(AndroidNumber.integer(number)))]) }
            return .resources([draft(.float, .value(AndroidNumber.format(number, decimals: AndroidNumber.ratioDecimals)))])
        case .transition(let transition):
            return .resources([
                Self.milliseconds(transition.duration, suffix: ["duration"]),
                Self.milliseconds(transition.delay, suffix: ["delay"]),
                ResourceDraft(suffix: ["interpolator"], kind: .interpolator, payload: Self.interpolator(transition.timingFunction),
                              conversionNotes: []),
            ])
        case .typography(let typography):
            return .resources([draft(.textAppearance, .textAppearance(Self.textAppearance(typography)))])
        case .gradient(let stops):
            return GradientConversion.convert(stops).map { .resources([draft(.gradient, $0)]) } ?? .skipped(
                GradientConversion.reason(stops))
        case .shadow:
            return .skipped("Android draws shadows from elevation; a shadow's colour, offset, blur and spread have no resource")
        case .border:
            return .skipped("a border has no Android resource; use tokens for its colour and width")
        case .strokeStyle:
            return .skipped("a stroke style has no Android resource")
        case .other:
            return .ignored
        }
    }

    /// What `convert` gives for a colour token, without the list around it; nil for any other token.
    mutating func colorDraft(_ token: UnsafePointer<Token>, permutation: Int, position: Int) -> ResourceDraft? {
        guard case .color(let color) = token.pointee.value else { return nil }
        return colorDraft(color, permutation: permutation, position: position)
    }

    private mutating func colorDraft(_ color: ColorValue, permutation: Int, position: Int) -> ResourceDraft {
        let converted = colors.converted(color)
        if color.space != .srgb {
            srgbBytes.record(
                permutation: permutation, position: position, red: SRGBHex.byte(converted.rgb.x),
                green: SRGBHex.byte(converted.rgb.y), blue: SRGBHex.byte(converted.rgb.z))
        }
        return ResourceDraft(
            suffix: [], kind: .color, payload: .value(AndroidColor.hex(alpha: color.alpha, rgb: converted.rgb)),
            conversionNotes: converted.notes)
    }

    private func draft(_ kind: ResourceKind, _ payload: ResourceDraft.Payload, notes: [String] = []) -> ResourceDraft {
        ResourceDraft(suffix: [], kind: kind, payload: payload, conversionNotes: notes.map(AndroidXML.comment))
    }

    private func isFontSize(_ path: TokenPath) -> Bool {
        (!fontSizePaths.isEmpty && fontSizePaths.contains(path)) || Self.namesFontSize(path)
    }

    /// Sizes named as font sizes (`font.size.large`, `text-size-sm`, `fontSize`) are in sp.
    static func namesFontSize(_ path: TokenPath) -> Bool {
        // Without the letters of `size` (any case) in a row, no word is `size`: most paths end here.
        guard containsSize(path.dotted) else { return false }
        // The dots separate words as the segments do, so one pass over the dotted path finds the same words.
        if let snake = AndroidName.asciiSnake([path.dotted]) {
            let words = snake.split(separator: "_")
            return words.contains("size") && (words.contains("font") || words.contains("text"))
        }
        let words = Set(path.segments.flatMap(NameWords.words).map { $0.lowercased() })
        return words.contains("size") && (words.contains("font") || words.contains("text"))
    }

    private static func containsSize(_ text: String) -> Bool {
        let letters: [UInt8] = Array("size".utf8)
        var matched = 0
        for byte in text.utf8 {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
            if lower == letters[matched] {
                matched += 1
                if matched == letters.count { return true }
            } else {
                matched = lower == letters[0] ? 1 : 0
            }
        }
        return false
    }

    /// As comments (`AndroidXML.comment`), like every draft's notes.
    static func colorNotes(_ color: ColorValue, isInSRGBGamut: Bool) -> [String] {
        guard color.space != .srgb else { return [] }
        // `space c1 c2 c3 mapped`, written as bytes into one buffer: most colours of a large set are
        // converted, and appending strings (a string per number) cost more than the conversion's text.
        var text: [UInt8] = []
        text.reserveCapacity(96)
        text.append(contentsOf: color.space.rawValue.utf8)
        if color.components.isEmpty { text.append(UInt8(ascii: " ")) }
        for component in color.components {
            text.append(UInt8(ascii: " "))
            if let component {
                AndroidNumber.append(component, decimals: 4, to: &text)
            } else {
                text.append(contentsOf: "none".utf8)
            }
        }
        let mapped: StaticString = isInSRGBGamut ? " converted to sRGB" : " outside sRGB, gamut-mapped to sRGB"
        mapped.withUTF8Buffer { text.append(contentsOf: $0) }
        return [AndroidXML.comment(String(decoding: text, as: UTF8.self))]
    }

    /// A length in dp (or sp): px as they are, rem and em at 16.
    static func length(_ dimension: Dimension) -> String {
        AndroidNumber.format(dimension.points, decimals: AndroidNumber.lengthDecimals)
    }

    static func dimensionNotes(_ dimension: Dimension) -> [String] {
        dimension.unit == .px ? [] : ["\(AndroidNumber.format(dimension.value, decimals: 4))\(dimension.unit.rawValue) at 16 per \(dimension.unit.rawValue)"]
    }

    static func familyNotes(_ families: [String]) -> [String] {
        families.count > 1 ? ["font stack: \(families.joined(separator: ", ")); Android takes the first family"] : []
    }

    static func milliseconds(_ duration: Duration, suffix: [String]) -> ResourceDraft {
        let exact = AndroidNumber.isInteger(duration.milliseconds)
        return ResourceDraft(
            suffix: suffix, kind: .integer, payload: .value(AndroidNumber.integer(duration.milliseconds)),
            conversionNotes: [AndroidXML.comment(
                exact ? "milliseconds" : "milliseconds, rounded from \(AndroidNumber.format(duration.milliseconds, decimals: 4))")])
    }

    static func interpolator(_ curve: CubicBezier) -> ResourceDraft.Payload {
        let f = { AndroidNumber.format($0, decimals: AndroidNumber.ratioDecimals) }
        return .interpolator(x1: f(curve.x1), y1: f(curve.y1), x2: f(curve.x2), y2: f(curve.y2))
    }

    static func textAppearance(_ typography: Typography) -> [AndroidStyleItem] {
        let size = typography.fontSize.points
        var items = [AndroidStyleItem(name: "android:textSize", value: length(typography.fontSize) + "sp")]
        if let family = typography.fontFamily.first {
            items.append(AndroidStyleItem(name: "android:fontFamily", value: AndroidXML.stringResource(family)))
        }
        items.append(AndroidStyleItem(name: "android:textFontWeight", value: AndroidNumber.integer(typography.fontWeight.value)))
        if typography.fontWeight.value >= 600 {
            items.append(AndroidStyleItem(name: "android:textStyle", value: "bold"))
        }
        if let spacing = typography.letterSpacing, size > 0 {
            // Android's letterSpacing is in em of the text size.
            let em = spacing.unit == .em ? spacing.value : spacing.points / size
            items.append(AndroidStyleItem(name: "android:letterSpacing", value: AndroidNumber.format(em, decimals: AndroidNumber.ratioDecimals)))
        }
        if let lineHeight = typography.lineHeight {
            items.append(AndroidStyleItem(
                name: "android:lineHeight",
                value: AndroidNumber.format(lineHeight * size, decimals: AndroidNumber.lengthDecimals) + "sp"))
        }
        return items
    }
}
