import RefractModel
import RefractOutput

/// Turns one token value into Android resource drafts. The same value always gives the same text.
struct TokenConverter {
    /// Dimension tokens that some typography uses as its font size: written in sp, like font sizes.
    var fontSizePaths: Set<TokenPath>
    /// Families the app ships as font resources, lower-cased (the `fontResources` setting).
    var fontResources: Set<String> = []

    func convert(_ token: Token) -> TokenConversion {
        switch token.value {
        case .color(let color):
            return .resources([ResourceDraft(
                suffix: [], kind: .color, payload: .value(color.androidHex), conversionNotes: Self.colorNotes(color))])
        case .dimension(let dimension):
            let unit = isFontSize(token.path) ? "sp" : "dp"
            return .resources([draft(.dimen, .value(Self.length(dimension) + unit), notes: Self.dimensionNotes(dimension))])
        case .fontFamily(let families):
            // A `<string>` cannot refer to a font resource, so it names the family Android has.
            let name = AndroidFontFamily.systemFamily(families)
            return .resources([draft(.string, .value(AndroidXML.stringResource(name)),
                                     notes: AndroidFontFamily.note(families, .system(name)).map { [$0] } ?? [])])
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
            return .resources([draft(.textAppearance, .textAppearance(TextAppearanceConversion.items(typography, fontResources: fontResources)))])
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
            guard let text = token.value.stringText else { return .ignored }
            return .resources([draft(.string, .value(AndroidXML.stringResource(text)))])
        }
    }

    private func draft(_ kind: ResourceKind, _ payload: ResourceDraft.Payload, notes: [String] = []) -> ResourceDraft {
        ResourceDraft(suffix: [], kind: kind, payload: payload, conversionNotes: notes.map(AndroidXML.comment))
    }

    private func isFontSize(_ path: TokenPath) -> Bool {
        fontSizePaths.contains(path) || Self.namesFontSize(path)
    }

    /// Sizes named as font sizes (`font.size.large`, `text-size-sm`, `fontSize`) are in sp.
    static func namesFontSize(_ path: TokenPath) -> Bool {
        let words = Set(NameWords.words(ofSegments: path.segments).map { $0.lowercased() })
        return words.contains("size") && (words.contains("font") || words.contains("text"))
    }

    /// What a colour outside sRGB was converted from, as a comment: Android colours are sRGB only. A space
    /// name and numbers hold no `--` and the text ends in a letter, so it is comment-safe as it stands.
    static func colorNotes(_ color: ColorValue) -> [String] {
        guard color.space != .srgb else { return [] }
        var text = color.space.rawValue
        if color.components.isEmpty { text += " " }
        for component in color.components {
            text += " " + (component.map { AndroidNumber.format($0, decimals: 4) } ?? "none")
        }
        // Outside sRGB the colour is the author's `hex` fallback where there is one (`ColorValue.androidHex`).
        text += color.isInGamut(.srgb)
            ? " converted to sRGB" : color.hex == nil ? " outside sRGB, gamut-mapped to sRGB" : " outside sRGB, its hex fallback"
        return [text]
    }

    /// A length in dp (or sp): px as they are, rem and em at 16.
    static func length(_ dimension: Dimension) -> String {
        AndroidNumber.format(dimension.points, decimals: AndroidNumber.lengthDecimals)
    }

    static func dimensionNotes(_ dimension: Dimension) -> [String] {
        dimension.unit == .px ? [] : ["\(AndroidNumber.format(dimension.value, decimals: 4))\(dimension.unit.rawValue) at 16 per \(dimension.unit.rawValue)"]
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
}
