/// The context the Swift templates render (`templates/swift/*.mustache`), documented in
/// docs/contexts/swift.md. Every string arrives ready to print: identifiers backticked where they are
/// keywords, doc lines comment-safe, string-literal contents escaped, values as Swift literals.
package struct SwiftContext: Encodable, Sendable, Equatable {
    package struct Member: Encodable, Sendable, Equatable {
        /// As declared: `brandPrimary`, `` `default` ``.
        package var identifier: String
        /// The JSON key and Codable key (never backticked).
        package var name: String
        /// As an argument label, where keywords other than `inout`, `var` and `let` need no backticks.
        package var label: String
        package var path: String
        /// Lines of the member's doc comment, each starting with a space (an empty line between paragraphs):
        /// `descriptionLines`, then `valueLines`, then the deprecation message.
        package var docLines: [String]
        /// The `$description` alone.
        package var descriptionLines: [String]
        /// The token path and its values alone: `color.primary · light #1B8188 · dark #57B5B9`, a line per
        /// theme when the themes differ too much for one line.
        package var valueLines: [String]
        /// Contents of the `@available(*, deprecated, message:)` string, when deprecated.
        package var deprecation: String?
        /// The `renamed:` of a deprecated member: the identifier of the member of the same collection that
        /// replaces it (`Token.replacement`), when there is one.
        package var renamed: String? = nil
        /// List punctuation over the whole collection: `","` except after its last member. (The built-in
        /// templates write a comma after every member, so a member added never changes another's line.)
        package var separator: String
    }

    package struct Collection: Encodable, Sendable, Equatable {
        package var typeName: String
        package var property: String
        /// The file the collection's type is declared in: `ThemeColors.swift`.
        package var fileName: String
        package var docLines: [String]
        /// The Swift type of every value the collection stores (lossless, `Codable`): what its `Key`
        /// subscript, the values files and the theme document use.
        package var valueType: String
        /// The Swift type of every member, its memberwise `init`'s and `copyWith`'s parameters: `valueType`,
        /// except for colours and gradients, whose members are the article's `ThemeAdaptiveStyle<Color>` and
        /// `ThemeAdaptiveStyle<Gradient>` where SwiftUI exists (`ThemeAdaptiveStyle<ThemePlatformColor>`, the
        /// stored type elsewhere).
        package var memberType: String
        /// Members of SwiftUI's types where SwiftUI exists: they read and write through `self[platformStyle:]`,
        /// which converts to and from the stored values.
        package var isPlatformStyled: Bool
        /// The members in order (by name); empty for an empty collection. Each is a key of the collection's
        /// `Key` enum and a computed property over the collection's one array of values: no member's position is
        /// written anywhere, so adding one adds only lines about it.
        package var members: [Member]
        package var hasMembers: Bool
        /// Values with light, dark and increased-contrast variants (`ThemeAdaptiveStyle`), decoded variant by
        /// variant.
        package var isAdaptive: Bool
        package var separator: String
    }

    /// One value a theme sets, as a statement: `theme.colors[.primary] = literal // path`.
    package struct Value: Encodable, Sendable, Equatable {
        /// The collection's property on the builder: `colors`.
        package var property: String
        /// The member's key, as declared: `primary`, `` `default` ``.
        package var identifier: String
        /// A Swift expression of the member's type that names its types (no implicit `.init`).
        package var literal: String
        /// The token's path, for the comment after the value.
        package var path: String
    }

    /// One theme's function in one values file: `static func values3(_ theme: inout ThemeValues.Builder)`,
    /// setting the values of the members whose names hash to this file. Every file declares one per theme,
    /// maybe empty, so the list of functions a theme calls never changes.
    package struct ThemeDeclarations: Encodable, Sendable, Equatable {
        /// The theme: `light`.
        package var identifier: String
        /// `values3`.
        package var function: String
        package var values: [Value]
    }

    /// One of the `valueFileCount` files the values are spread over (`ThemeValues0.swift`), a member's file
    /// chosen by a hash of its collection and name (never its position), so the compiler checks them side by
    /// side and an added token adds lines to one of them.
    package struct ValueFile: Encodable, Sendable, Equatable {
        package var fileName: String
        package var hasValues: Bool
        package var themes: [ThemeDeclarations]
    }

    /// A reference to a theme's values function: `ThemeValues.light.values0`.
    package struct Reference: Encodable, Sendable, Equatable {
        package var reference: String
        /// `", "` except after the last (the functions are listed on one line).
        package var separator: String
    }

    package struct Theme: Encodable, Sendable, Equatable {
        package var identifier: String
        /// The raw name as string-literal contents.
        package var name: String
        package var isDefault: Bool
        /// The theme the values start from (`standard`), nil for the first theme: a later theme's values
        /// files set only the members whose values differ from the first theme's.
        package var base: String?
        /// The theme's values functions, one per values file, in file order.
        package var values: [Reference]
    }

    package struct Accessor: Encodable, Sendable, Equatable {
        /// `themePrimary`.
        package var accessor: String
        /// The member of the collection it reads.
        package var identifier: String
        /// The member's doc comment (`Member.docLines`).
        package var docLines: [String]
        package var deprecation: String?
        /// The `renamed:` of a deprecated accessor: the accessor of the member that replaces it, when it has one.
        package var renamed: String? = nil
    }

    /// Of this contract; bumped on renames and removals (docs/contexts/swift.md).
    package var version: Int
    package var header: String
    package var accessorPrefix: String
    /// The root type's name (`Theme`, or the `themeTypeName` setting) and the enum of theme names'
    /// (`AppTheme`, or `themeEnumName`).
    package var themeType: String = SwiftTypeNames.standard.theme
    package var themeListType: String = SwiftTypeNames.standard.themeList
    /// The SwiftUI environment value views read the theme from (`@Environment(\.theme)`): `theme`, or the
    /// `environmentKey` setting.
    package var environmentKey: String = SwiftContext.defaultEnvironmentKey
    /// The start of every other generated type's name (`ThemeColor`, `ThemeAdaptiveStyle`): `Theme`, or the
    /// `typePrefix` setting. The files keep their names whatever it is.
    package var typePrefix: String = SwiftTypeNames.standard.typePrefix
    /// Whether any theme has increased-contrast values: the previews then show each theme at both contrasts.
    package var hasContrast: Bool = false
    /// Whether `Theme+Previews.swift` holds the previews (setting `previews`, default true) or only a comment.
    package var previews: Bool = true
    /// The access level of every generated declaration: `public`, or `internal` with the `visibility` setting
    /// (usable inside the design-system module, not exported from it).
    package var access: String = "public"
    package var collections: [Collection]
    package var themes: [Theme]
    package var valueFiles: [ValueFile]
    /// The identifier of the default theme when it is not itself named `default`; nil otherwise.
    package var defaultAlias: String?
    /// The static shape-style accessors (`.themePrimary`) of the colours and of the gradients.
    package var colorAccessors: [Accessor]
    package var gradientAccessors: [Accessor]
    /// Whether there are colour (gradient) accessors: the template then declares the initialiser they read
    /// their member through, by its key (`ThemeShapeStyle(color: .primary)`).
    package var hasColorAccessors: Bool = false
    package var hasGradientAccessors: Bool = false
}
