/// The context the `templates/xcassets/` templates render, documented in docs/contexts/xcassets.md: one
/// asset catalog per theme (or the one theme the config names), one colour set per colour token, each colour
/// set's entries in Xcode's order with its appearances, colour space and components as Xcode writes them.
public struct AssetCatalogContext: Encodable, Sendable, Equatable {
    /// One trait of an entry: `luminosity` `dark`, or `contrast` `high`.
    public struct Appearance: Encodable, Sendable, Equatable {
        public var appearance: String
        public var value: String
        public var separator: String
    }

    /// The four components as Xcode writes them: `0xRR` bytes for an 8-bit sRGB colour, else decimal
    /// strings with at least three decimals; alpha always decimal (`1.000`), never the bare `1` Xcode reads
    /// as 1/255.
    public struct Components: Encodable, Sendable, Equatable {
        public var red: String
        public var green: String
        public var blue: String
        public var alpha: String
    }

    /// One element of the colour set's `colors`: the colour for one combination of appearances.
    public struct Entry: Encodable, Sendable, Equatable {
        /// `any`, `dark`, `highContrast` or `darkHighContrast`: which permutation of the theme it holds.
        public var variant: String
        public var hasAppearances: Bool
        /// Empty for the `any` entry (the light value).
        public var appearances: [Appearance]
        /// `srgb`, or `display-p3` for a colour outside sRGB.
        public var colorSpace: String
        public var components: Components
        public var separator: String
    }

    public struct ColorSet: Encodable, Sendable, Equatable {
        /// The asset's name, as apps look it up (`UIColor(named:)`, `Color("…")`).
        public var name: String
        /// `<name>.colorset`.
        public var folder: String
        /// The token's dotted path; `AccentColor`'s is the token the config names.
        public var token: String
        public var colors: [Entry]
        /// `info.author` of its `Contents.json`.
        public var author: String
    }

    public struct Catalog: Encodable, Sendable, Equatable {
        /// `<catalog>.xcassets`, or `<catalog>-<theme>.xcassets` when there is a catalog per theme.
        public var folder: String
        /// The theme's name (`default` without themes).
        public var theme: String
        /// Sorted by folder name; `AccentColor` among them when the config names one.
        public var colorSets: [ColorSet]
        public var author: String
    }

    public static let contractVersion = 1
    /// What Xcode writes as `info.author`.
    public static let author = "xcode"
    public static let defaultCatalogName = "Colors"
    public static let accentColorName = "AccentColor"

    public var version: Int
    public var catalogs: [Catalog]
}
