import Foundation

/// The app's own code beside the generated layer: the theme a user picked, stored by its name.
public struct ThemePreference: Sendable, Equatable, Codable {
    public var theme: AppTheme

    public init(theme: AppTheme = .ocean) {
        self.theme = theme
    }

    /// The primary colour the app draws with in `appearance`, as `#rrggbb`.
    public func primaryHex(in appearance: ThemeAppearance) -> String? {
        theme.theme.colors[.primary].resolved(appearance: appearance).exactHex
    }
}
