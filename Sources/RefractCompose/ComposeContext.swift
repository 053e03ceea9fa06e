/// The context the Compose templates render (`templates/compose/*.mustache`), documented in
/// docs/contexts/compose.md. Every string arrives ready to print: identifiers backticked where they are
/// Kotlin keywords, KDoc lines comment-safe, string-literal contents escaped, values as Kotlin expressions.
package struct ComposeContext: Encodable, Sendable, Equatable {
    package struct Member: Encodable, Sendable, Equatable {
        /// As declared: `primary`, `` `in` ``.
        package var identifier: String
        /// The shared member name (the Swift member and JSON key), never backticked.
        package var name: String
        /// The name as string-literal contents: the key the collection stores the member's value under.
        package var key: String
        package var path: String
        /// Lines of the member's KDoc, each starting with a space (an empty line between paragraphs):
        /// `descriptionLines`, then `valueLines`, then the deprecation message.
        package var docLines: [String]
        package var hasDocLines: Bool
        /// The `$description` alone.
        package var descriptionLines: [String]
        /// The token path and its values alone: `color.primary · light #1B8188 · dark #57B5B9`, a line per
        /// theme when the themes differ too much for one line.
        package var valueLines: [String]
        /// Contents of the `@Deprecated("…")` string, when deprecated.
        package var deprecation: String?
        /// Contents of the `ReplaceWith("…")` string of a deprecated member: the member of the same
        /// collection that replaces it (`Token.replacement`), when there is one.
        package var replaceWith: String? = nil
        /// `,` except after the last member of the collection.
        package var separator: String
    }

    package struct Collection: Encodable, Sendable, Equatable {
        /// `ThemeColors`.
        package var typeName: String
        /// `colors`, the property of `Theme` and of `RefractTheme`.
        package var property: String
        /// The Kotlin type of every member: `Color`, `Dp`, `TextStyle` …
        package var valueType: String
        /// The function of ThemeDecoder.kt that decodes a member's JSON value: `decodeColor`.
        package var decoder: String
        package var docLines: [String]
        /// Every member, in order; `separator` runs over the whole list.
        package var members: [Member]
        /// `,` except after the last collection.
        package var separator: String
    }

    /// A member's value in one variant: `colors["primary"] = Color(0xFF1B8188)`.
    package struct Value: Encodable, Sendable, Equatable {
        /// The collection's property on the theme builder: `colors`.
        package var property: String
        /// The member's `key`.
        package var key: String
        /// A Kotlin expression of the member's type.
        package var literal: String
    }

    /// One of a variant's functions that set its values: `values3`, setting the members whose collection and
    /// name hash to 3 (`ComposeContext.valueFunctionIndex`), so that a member's line never moves to another
    /// function when others are added, and every function stays far below the JVM's 64 KiB per method.
    package struct ValueFunction: Encodable, Sendable, Equatable {
        /// `values3`.
        package var name: String
        /// The members this variant sets in the function, in collection then member order.
        package var values: [Value]
        /// `; ` except after the last function.
        package var separator: String
    }

    /// One theme in one colour scheme (and contrast): `ThemeValues.ChristmasDark`.
    package struct Variant: Encodable, Sendable, Equatable {
        /// `ChristmasDark`, `ChristmasLightHighContrast`.
        package var objectName: String
        /// `christmas`, `light`, and `high` when at increased contrast: for the KDoc.
        package var themeName: String
        package var scheme: String
        package var isHighContrast: Bool
        /// At medium contrast: a theme of a modifier of three contrast levels (Material Theme Builder's).
        package var isMediumContrast: Bool = false
        /// The variant this one starts from, `ThemeValues.StandardLight.theme`: its values are kept but for those
        /// this variant sets. Absent for the first variant, which sets every member.
        package var base: String?
        /// Every value function (`valueFunctionCount` of them, empty or not); none without collections.
        package var valueFunctions: [ValueFunction]
    }

    package struct Theme: Encodable, Sendable, Equatable {
        /// `Christmas`, the `AppTheme` entry.
        package var identifier: String
        /// The raw name as string-literal contents (`christmas`), `AppTheme.key`.
        package var name: String
        package var isDefault: Bool
        /// The `Theme` values: `ThemeValues.ChristmasLight.theme` …; at high contrast the standard ones
        /// when the theme has no increased-contrast permutations.
        package var light: String
        package var dark: String
        package var lightHighContrast: String
        package var darkHighContrast: String
        /// At medium contrast: the theme's medium level, else its increased contrast (then medium and high are one).
        package var lightMediumContrast: String = ""
        package var darkMediumContrast: String = ""
        /// `,` except after the last theme, then `;`.
        package var separator: String
        package var variants: [Variant]
    }

    /// A Material 3 colour role and the colour that fills it (docs/config.md, "Material 3").
    package struct MaterialRole: Encodable, Sendable, Equatable {
        /// The `lightColorScheme` parameter: `onPrimary`.
        package var role: String
        /// The colour member that fills it (`onPrimary`, `fgColorOnEmphasis`); empty for Material's black scrim.
        package var identifier: String
        /// The Kotlin expression of the colour, read from the theme's `colors`: `colors.onPrimary`, `Color.Black`.
        package var value: String
        /// The token path, and the role it was derived from when no token fills the role itself.
        package var source: String
        package var separator: String
    }

    /// A row of the previews' swatch page (`ThemePreviews.android.kt`, setting `previews`): a member that is not
    /// deprecated.
    package struct Swatch: Encodable, Sendable, Equatable {
        /// The token path as string-literal contents: `color.primary`.
        package var label: String
        /// The member as declared: `primary`.
        package var identifier: String
        /// `,` except after the last swatch of its list.
        package var separator: String
    }

    /// A style of Material 3's type scale and the typography member that fills it.
    package struct MaterialTypeStyle: Encodable, Sendable, Equatable {
        /// The `Typography` parameter: `headlineMedium`.
        package var role: String
        /// The Kotlin expression: `typography.headline`.
        package var value: String
        package var separator: String
    }

    /// A corner size of Material 3's shape scale and the size member that gives it.
    package struct MaterialShape: Encodable, Sendable, Equatable {
        /// The `Shapes` parameter: `small`.
        package var role: String
        /// The Kotlin expression: `RoundedCornerShape(sizes.radiusSm)`.
        package var value: String
        /// The token path.
        package var source: String
        package var separator: String
    }

    /// Of this contract; bumped on renames and removals (docs/contexts/compose.md).
    package var version: Int
    package var header: String
    /// The Kotlin package of every file (setting `package`).
    package var packageName: String
    /// The composable that provides a theme and the object that reads it (`RefractTheme`), the composition
    /// local (`LocalTheme`), the theme type (`Theme`) and the enum of themes (`AppTheme`), or the names the
    /// settings give them (`ComposeNames`).
    package var composableName: String
    package var localName: String
    package var themeType: String
    package var themeListType: String
    /// What starts every top-level declaration: empty (Kotlin's public), or `internal ` with the setting
    /// `visibility: internal` (usable inside the design-system module, not exported from it).
    package var visibilityModifier: String = ""
    /// The collections that have members, in `ThemeCollectionKind` order.
    package var collections: [Collection]
    package var hasCollections: Bool
    /// Whether the `strings` collection is there (`string` tokens), so `ThemeDecoder.kt` declares `decodeString`.
    package var hasStrings: Bool
    package var themes: [Theme]
    /// The `AppTheme` entry of the default theme.
    package var defaultTheme: String
    /// Whether any theme has increased-contrast values (then `RefractTheme` takes `highContrast`).
    package var hasContrast: Bool
    /// Whether the themes have a medium-contrast level of their own (a modifier of standard, medium and high
    /// contrast, as Material Theme Builder exports): then `RefractTheme` takes a `ThemeContrast`.
    package var hasMediumContrast: Bool = false
    /// Every Material 3 colour role, when Material output is on (setting `material`); empty otherwise.
    package var materialRoles: [MaterialRole]
    package var hasMaterialRoles: Bool
    /// The styles of Material 3's type scale that typography tokens fill by name, when Material output is on.
    package var materialTypography: [MaterialTypeStyle]
    package var hasMaterialTypography: Bool
    /// The colours and the text styles the previews' swatch page lists, in declaration order.
    package var swatchColors: [Swatch] = []
    package var swatchTextStyles: [Swatch] = []
    /// The corner sizes of Material 3's shape scale that dimension tokens give (setting `materialShapes`, or a
    /// radius token named like the size), when Material output is on; the others keep Material's.
    package var materialShapes: [MaterialShape] = []
    package var hasMaterialShapes: Bool = false
}
