/// The context the `templates/xcassets/` templates render, documented in docs/contexts/xcassets.md: one
/// asset catalog per theme (or the one theme the config names), one colour set per colour token, each colour
/// set's entries in Xcode's order with its appearances, colour space and components as Xcode writes them.
package struct AssetCatalogContext: Encodable, Sendable, Equatable {
    /// One trait of an entry: `luminosity` `dark`, or `contrast` `high`.
    package struct Appearance: Encodable, Sendable, Equatable {
        package var appearance: String
        package var value: String
        package var separator: String
    }

    /// The four components as Xcode writes them: `0xRR` bytes for an 8-bit sRGB colour, else decimal
    /// strings with at least three decimals; alpha always decimal (`1.000`), never the bare `1` Xcode reads
    /// as 1/255.
    package struct Components: Encodable, Sendable, Equatable {
        package var red: String
        package var green: String
        package var blue: String
        package var alpha: String
    }

    /// One element of the colour set's `colors`: the colour for one combination of appearances.
    package struct Entry: Encodable, Sendable, Equatable {
        /// `any`, `dark`, `highContrast` or `darkHighContrast`: which permutation of the theme it holds.
        package var variant: String
        package var hasAppearances: Bool
        /// Empty for the `any` entry (the light value).
        package var appearances: [Appearance]
        /// `srgb`, or `display-p3` for a colour outside sRGB.
        package var colorSpace: String
        package var components: Components
        package var separator: String
    }

    package struct ColorSet: Encodable, Sendable, Equatable {
        /// The asset's name, as apps look it up (`UIColor(named:)`, `Color("…")`).
        package var name: String
        /// `<name>.colorset`.
        package var folder: String
        /// The token's dotted path; `AccentColor`'s is the token the config names.
        package var token: String
        package var colors: [Entry]
        /// `info.author` of its `Contents.json`.
        package var author: String
    }

    package struct Catalog: Encodable, Sendable, Equatable {
        /// `<catalog>.xcassets`, or `<catalog>-<theme>.xcassets` when there is a catalog per theme.
        package var folder: String
        /// The theme's name (`default` without themes).
        package var theme: String
        /// Sorted by folder name; `AccentColor` among them when the config names one.
        package var colorSets: [ColorSet]
        package var author: String
    }

    package static let contractVersion = 1
    /// What Xcode writes as `info.author`.
    package static let author = "xcode"
    package static let defaultCatalogName = "Colors"
    package static let accentColorName = "AccentColor"

    package var version: Int
    package var catalogs: [Catalog]
}
