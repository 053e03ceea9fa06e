import Foundation
import RefractModel

/// The badges of one pair in one permutation: WCAG 2.2 ratio and level, APCA Lc. Translucent text is
/// first painted over its background, as a reader sees it.
enum PreviewContrast {
    /// `minimumRatio` is what the pair needs, as lint judges it: 4.5 for text at AA, 3 for icons and borders.
    static func fill(_ cell: inout PreviewContrastCell, foreground: ColorValue, background: ColorValue, minimumRatio: Double = 4.5) {
        let text = foreground.alpha < 1 ? foreground.composited(over: background) : foreground
        let ratio = text.contrastRatio(with: background)
        let level = WCAGContrastLevel(ratio: ratio)
        // Cut, never rounded up: 4.499 must not read 4.50 beside a failing level.
        cell.ratio = String(format: "%.2f:1", (ratio * 100).rounded(.down) / 100)
        cell.level = level == .fail ? "Fail" : level.rawValue
        cell.passes = ratio >= minimumRatio
        cell.isLargeTextOnly = !cell.passes && level == .aaLarge
        cell.apca = "Lc " + String(format: "%.1f", text.apcaContrast(on: background))
    }
}
