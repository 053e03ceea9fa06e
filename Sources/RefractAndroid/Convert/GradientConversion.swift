import RefractModel

/// A DTCG gradient as a `<shape>` drawable. GradientDrawable draws two colours from edge to edge, or three
/// with the middle one at `centerX`; anything else (stops inside the edges, four or more stops) it cannot
/// draw, and a wrong drawable is worse than none.
enum GradientConversion {
    /// Top to bottom, as CSS draws a `linear-gradient()` with no direction.
    static let angle = "270"

    static func convert(_ stops: [GradientStop]) -> ResourceDraft.Payload? {
        let positions = stops.map(\.clampedPosition)
        guard positions.first == 0, positions.last == 1, positions == positions.sorted() else { return nil }
        switch stops.count {
        case 2:
            return .gradient(angle: angle, start: stops[0].color.androidHex, center: nil, centerX: nil, end: stops[1].color.androidHex)
        case 3:
            return .gradient(
                angle: angle, start: stops[0].color.androidHex, center: stops[1].color.androidHex,
                centerX: AndroidNumber.format(positions[1], decimals: AndroidNumber.ratioDecimals), end: stops[2].color.androidHex)
        default:
            return nil
        }
    }

    static func reason(_ stops: [GradientStop]) -> String {
        let positions = stops.map(\.clampedPosition)
        if stops.count > 3 { return "an Android <shape> gradient has at most three stops, this one has \(stops.count)" }
        if stops.count < 2 { return "a gradient needs two stops for an Android <shape>" }
        if positions != positions.sorted() { return "the gradient's stops are not in order of position" }
        return "an Android <shape> gradient starts at position 0 and ends at 1, this one's stops are at "
            + positions.map { AndroidNumber.format($0, decimals: 4) }.joined(separator: ", ")
    }
}
