import RefractModel

/// The badges of one pair in one permutation: WCAG 2.2 ratio and level, APCA Lc.
enum PreviewContrast {
    static func fill(_ cell: inout PreviewContrastCell, foreground: ColorValue, background: ColorValue) {
        // Filled once RefractModel's contrast functions are public (s24-lint-rules).
    }
}
