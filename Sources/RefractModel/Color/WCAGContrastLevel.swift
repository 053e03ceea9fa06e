/// The WCAG 2.2 levels a contrast ratio reaches for text (success criteria 1.4.3 and 1.4.6): AA needs 4.5
/// (3 for large text: 18 pt, or 14 pt bold), AAA 7 (4.5 large). Ratios are compared unrounded.
package enum WCAGContrastLevel: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Below 3: fails even for large text.
    case fail
    /// 3 to 4.5: AA for large text only.
    case aaLarge = "AA large"
    /// 4.5 to 7: AA for all text, AAA for large text.
    case aa = "AA"
    /// 7 or more.
    case aaa = "AAA"

    /// The least ratio a level needs for normal-size text (`aaLarge`: for large text; `fail`: 1).
    package var minimumRatio: Double {
        switch self {
        case .fail: 1
        case .aaLarge: 3
        case .aa: 4.5
        case .aaa: 7
        }
    }

    /// The highest level `ratio` reaches.
    package init(ratio: Double) {
        self = Self.allCases.last { ratio >= $0.minimumRatio } ?? .fail
    }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.minimumRatio < rhs.minimumRatio }
}
