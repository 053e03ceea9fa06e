import RefractModel

/// The collections a theme groups its tokens into, by token type (`theme.colors`, `theme.sizes` …).
/// Shared by the Swift output and the JSON bundle, whose `themes` objects decode into the Swift `Theme`.
package enum ThemeCollectionKind: String, Sendable, Hashable, CaseIterable, Codable {
    case colors, gradients, shadows, borders, sizes, typography, animations, durations, timingCurves, numbers
    case fontFamilies, fontWeights, strokeStyles
    /// Text (`string` tokens: Style Dictionary's `content` and `asset`): last, and in a layout only when it has
    /// members, so a set without text lays out as it always has.
    case strings

    package init?(_ type: TokenType) {
        switch type {
        case .color: self = .colors
        case .gradient: self = .gradients
        case .shadow: self = .shadows
        case .border: self = .borders
        case .dimension: self = .sizes
        case .typography: self = .typography
        case .transition: self = .animations
        case .duration: self = .durations
        case .cubicBezier: self = .timingCurves
        case .number: self = .numbers
        case .fontFamily: self = .fontFamilies
        case .fontWeight: self = .fontWeights
        case .strokeStyle: self = .strokeStyles
        case .other: return nil
        }
    }

    /// The collection of `token`'s value: its type's, or `strings` for the text of a `string` token.
    package init?(of token: Token) {
        if token.type == .other, token.value.stringText != nil { self = .strings; return }
        self.init(token.type)
    }

    /// The position in `allCases`, for arrays indexed by kind.
    var ordinal: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// The property of `Theme` holding this collection.
    package var property: String { rawValue }

    /// Colours and the composites that contain colours change with the colour scheme; the rest are
    /// plain values (a size is read as `theme.sizes.cardHeight`, a `CGFloat`) unless one of their tokens
    /// changes with the scheme or the contrast (`ThemeLayout.Collection.isAdaptive`).
    package var isAdaptive: Bool {
        switch self {
        case .colors, .gradients, .shadows, .borders: true
        default: false
        }
    }

    /// Whether the collection can hold adaptive values when a token of it changes with the scheme: every
    /// kind but typography, whose text styles SwiftUI's `font(_:)` modifier reaches by key path as plain values.
    package var canAdapt: Bool { self != .typography }

    /// Leading groups named after the collection, dropped from member names (`color.primary` →
    /// `colors.primary`), as lowerCamel words of one or two segments; longer prefixes are tried first.
    var droppedPrefixes: [[String]] { Self.droppedPrefixesByOrdinal[ordinal] }

    /// Made once: every member name consults its kind's prefixes.
    private static let droppedPrefixesByOrdinal = allCases.map(\.listedDroppedPrefixes)

    private var listedDroppedPrefixes: [[String]] {
        switch self {
        case .colors: [["color"], ["colors"]]
        case .gradients: [["gradient"], ["gradients"]]
        case .shadows: [["shadow"], ["shadows"]]
        case .borders: [["border"], ["borders"]]
        case .sizes: [["size"], ["sizes"], ["dimension"], ["dimensions"]]
        case .typography: [["typography"]]
        case .animations: [["animation"], ["animations"], ["transition"], ["transitions"], ["motion"]]
        case .durations: [["duration"], ["durations"]]
        case .timingCurves: [["cubicBezier"], ["easing"], ["easings"]]
        case .numbers: [["number"], ["numbers"]]
        case .fontFamilies: [["font", "family"], ["font", "families"], ["fontFamily"], ["fontFamilies"], ["font"]]
        case .fontWeights: [["font", "weight"], ["font", "weights"], ["fontWeight"], ["fontWeights"], ["font"]]
        case .strokeStyles: [["strokeStyle"], ["strokeStyles"], ["stroke"]]
        case .strings: [["string"], ["strings"], ["content"], ["text"]]
        }
    }
}
