/// The context the Compose templates render (`templates/compose/*.mustache`), documented in
/// docs/contexts/compose.md. Every string arrives ready to print: identifiers backticked where they are
/// Kotlin keywords, KDoc lines comment-safe, string-literal contents escaped, values as Kotlin expressions.
public struct ComposeContext: Encodable, Sendable, Equatable {
    public struct Member: Encodable, Sendable, Equatable {
        /// As declared: `primary`, `` `in` ``.
        public var identifier: String
        /// The shared member name (the Swift member and JSON key), never backticked.
        public var name: String
        public var path: String
        /// Lines of the member's KDoc, each starting with a space (an empty line between paragraphs):
        /// `descriptionLines`, then `valueLines`, then the deprecation message.
        public var docLines: [String]
        public var hasDocLines: Bool
        /// The `$description` alone.
        public var descriptionLines: [String]
        /// The token path and its values alone: `color.primary · light #1B8188 · dark #57B5B9`, a line per
        /// theme when the themes differ too much for one line.
        public var valueLines: [String]
        /// Contents of the `@Deprecated("…")` string, when deprecated.
        public var deprecation: String?
        /// `,` except after the last member of its list (the collection's, or the part's when split).
        public var separator: String
    }

    /// Up to `ComposeContext.partSize` members of a split collection, stored together in a nested data class.
    public struct Part: Encodable, Sendable, Equatable {
        /// `Part0`, nested in the collection's class.
        public var typeName: String
        /// `_part0`, the collection's property holding it.
        public var property: String
        public var members: [Member]
        public var separator: String
    }

    public struct Collection: Encodable, Sendable, Equatable {
        /// `ThemeColors`.
        public var typeName: String
        /// `colors`, the property of `Theme` and of `RefractTheme`.
        public var property: String
        /// The Kotlin type of every member: `Color`, `Dp`, `TextStyle` …
        public var valueType: String
        public var docLines: [String]
        /// True when the members are stored in parts (more than `partSize`); false: one flat data class.
        public var isSplit: Bool
        /// Every member, in order; `separator` runs over the whole list.
        public var members: [Member]
        /// The parts of a split collection; empty otherwise.
        public var parts: [Part]
        /// `,` except after the last collection.
        public var separator: String
    }

    /// A member's value in one variant.
    public struct Value: Encodable, Sendable, Equatable {
        public var identifier: String
        /// A Kotlin expression of the member's type.
        public var literal: String
        public var separator: String
    }

    /// A part's values in one variant.
    public struct VariantPart: Encodable, Sendable, Equatable {
        /// `colors0`, the variant's property holding the part.
        public var identifier: String
        /// `ThemeColors.Part0` (not `typeName`: inside a part, `typeName` is the collection's).
        public var partTypeName: String
        /// `_part0`, the argument label in the collection's constructor.
        public var label: String
        /// `ThemeValues.StandardLight.colors0` when an earlier variant's part has the same values.
        public var partReference: String?
        /// When this variant declares the part.
        public var partDeclaration: PartDeclaration?
        public var separator: String
    }

    public struct PartDeclaration: Encodable, Sendable, Equatable {
        public var partValues: [Value]
    }

    public struct Declaration: Encodable, Sendable, Equatable {
        public var values: [Value]
    }

    public struct SplitDeclaration: Encodable, Sendable, Equatable {
        public var parts: [VariantPart]
    }

    /// A collection's values in one variant.
    public struct VariantCollection: Encodable, Sendable, Equatable {
        public var typeName: String
        public var property: String
        /// `ThemeValues.StandardLight.colors` when an earlier variant has the same values.
        public var reference: String?
        /// The values of a flat collection, when this variant declares them.
        public var declaration: Declaration?
        /// The parts of a split collection (each declared here or referring to an earlier variant's).
        public var splitDeclaration: SplitDeclaration?
        public var separator: String
    }

    /// One theme in one colour scheme (and contrast): `ThemeValues.ChristmasDark`.
    public struct Variant: Encodable, Sendable, Equatable {
        /// `ChristmasDark`, `ChristmasLightHighContrast`.
        public var objectName: String
        /// `christmas`, `light`, and `high` when at increased contrast: for the KDoc.
        public var themeName: String
        public var scheme: String
        public var isHighContrast: Bool
        public var collections: [VariantCollection]
    }

    public struct Theme: Encodable, Sendable, Equatable {
        /// `Christmas`, the `AppTheme` entry.
        public var identifier: String
        /// The raw name as string-literal contents (`christmas`), `AppTheme.key`.
        public var name: String
        public var isDefault: Bool
        /// The `Theme` values: `ThemeValues.ChristmasLight.theme` …; at high contrast the standard ones
        /// when the theme has no increased-contrast permutations.
        public var light: String
        public var dark: String
        public var lightHighContrast: String
        public var darkHighContrast: String
        /// `,` except after the last theme, then `;`.
        public var separator: String
        public var variants: [Variant]
    }

    /// A Material 3 colour role that a non-deprecated colour of the same name fills.
    public struct MaterialRole: Encodable, Sendable, Equatable {
        /// The `lightColorScheme` parameter: `onPrimary`.
        public var role: String
        /// The colour member: `onPrimary`.
        public var identifier: String
        public var separator: String
    }

    /// Of this contract; bumped on renames and removals (docs/contexts/compose.md).
    public var version: Int
    public var header: String
    /// The Kotlin package of every file (setting `package`).
    public var packageName: String
    /// The composable that provides a theme and the object that reads it (`RefractTheme`), the composition
    /// local (`LocalTheme`), the theme type (`Theme`) and the enum of themes (`AppTheme`), or the names the
    /// settings give them (`ComposeNames`).
    public var composableName: String
    public var localName: String
    public var themeType: String
    public var themeListType: String
    /// The collections that have members, in `ThemeCollectionKind` order.
    public var collections: [Collection]
    public var hasCollections: Bool
    public var themes: [Theme]
    /// The `AppTheme` entry of the default theme.
    public var defaultTheme: String
    /// Whether any theme has increased-contrast values (then `RefractTheme` takes `highContrast`).
    public var hasContrast: Bool
    public var materialRoles: [MaterialRole]
    public var hasMaterialRoles: Bool
}
