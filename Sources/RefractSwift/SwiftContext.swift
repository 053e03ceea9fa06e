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
        /// The stored property that holds the value, which the generated code reads and writes: the
        /// identifier, or `_deprecated_name` for a deprecated member of a plain collection (whose public
        /// property is then computed, so the generated code never uses a deprecated declaration).
        package var storage: String
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
        /// List punctuation over the whole collection: `","` except after its last member.
        package var separator: String
        /// List punctuation within the member's part: `","` except after the part's last member.
        package var partSeparator: String
        /// The member's position in its collection, from 0: its index in a partitioned collection's array
        /// of values (`_values[12]`).
        package var index: Int
    }

    /// Up to `SwiftContext.partSize` members given together: one constant of values per part and theme, so no
    /// value constant is a call or literal of more than `partSize` values. The built-in templates store a
    /// partitioned collection's values in one array (`_values`) and use a part only for its constants.
    package struct Part: Encodable, Sendable, Equatable {
        /// `Part0`, nested in the collection's type.
        package var typeName: String
        /// `_part0`, a name for the part's storage a template may declare (the built-in ones do not). No
        /// member name starts with `_p`, `_v` or `_n` (they start with a lowercase letter, `_u` or `_` and a
        /// digit).
        package var property: String
        /// The Swift type of every member (`ThemeAdaptiveStyle<ThemeColor>`); given once per part, not per
        /// member: a template finds it from inside `members`.
        package var valueType: String
        package var members: [Member]
        package var separator: String
    }

    package struct Collection: Encodable, Sendable, Equatable {
        package var typeName: String
        package var property: String
        /// The file the collection's type is declared in: `ThemeColors.swift`.
        package var fileName: String
        package var docLines: [String]
        /// The Swift type of every member.
        package var valueType: String
        /// The members in order, `partSize` per part; empty for an empty collection.
        package var parts: [Part]
        package var hasMembers: Bool
        /// Values with light, dark and increased-contrast variants (`ThemeAdaptiveStyle`), decoded variant by
        /// variant.
        package var isAdaptive: Bool
        /// More than `partSize` members: stored in one array of values behind computed properties, with no
        /// memberwise `init` or `copyWith` of one parameter per member. Otherwise plain stored properties.
        package var isPartitioned: Bool
        package var separator: String

        /// Every member, in order (not part of the encoded context).
        package var members: [Member] { parts.flatMap(\.members) }
    }

    /// One value of a declared constant: `label: literal, // path`.
    package struct Value: Encodable, Sendable, Equatable {
        package var label: String
        /// A Swift expression of the member's type that names its types (no implicit `.init`).
        package var literal: String
        /// The token's path, for the comment after the value.
        package var path: String
        package var separator: String
    }

    /// A theme's constant of a collection (a plain one: `sizes`) or of one part (`colors0`), in a values file.
    package struct Declaration: Encodable, Sendable, Equatable {
        /// `sizes`, `colors0`.
        package var identifier: String
        /// The constant's Swift type: `ThemeSizes`, or for a part `[ThemeAdaptiveStyle<ThemeColor>]`.
        package var typeName: String
        /// A part of a partitioned collection: an array literal of its values (no labels), not a call.
        package var isPart: Bool = false
        package var values: [Value]
    }

    /// The declarations of one theme in one values file: `extension ThemeValues.light { … }`.
    package struct ThemeDeclarations: Encodable, Sendable, Equatable {
        package var identifier: String
        package var declarations: [Declaration]
    }

    /// One of the `valueFileCount` files the values are spread over (`ThemeValues0.swift`), so the compiler
    /// checks them side by side and an edited value recompiles one of them.
    package struct ValueFile: Encodable, Sendable, Equatable {
        package var fileName: String
        package var hasValues: Bool
        package var themes: [ThemeDeclarations]
    }

    /// A reference to a constant: `ThemeValues.light.colors0`, maybe an earlier theme's.
    package struct Reference: Encodable, Sendable, Equatable {
        package var reference: String
        /// `", "` except after the last (the parts are listed on one line).
        package var separator: String
    }

    package struct ThemeCollection: Encodable, Sendable, Equatable {
        package var typeName: String
        package var property: String
        package var isPartitioned: Bool
        /// The collection constant of a plain collection (`ThemeValues.light.sizes`), maybe an earlier theme's;
        /// for a partitioned one, the part constants are in `parts`.
        package var reference: String
        package var parts: [Reference]
        package var separator: String
    }

    package struct Theme: Encodable, Sendable, Equatable {
        package var identifier: String
        /// The raw name as string-literal contents.
        package var name: String
        package var isDefault: Bool
        package var collections: [ThemeCollection]
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
        /// The member's position in its collection's array of values (`_values`) when the collection is
        /// partitioned: the accessor then reads it by position; nil for a collection of stored properties.
        package var valueIndex: Int? = nil
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
    /// Whether the colours' (the gradients') accessors read their member by position (`valueIndex`), as for
    /// a partitioned collection; the template then declares the initialiser that does.
    package var colorAccessorsByPosition: Bool = false
    package var gradientAccessorsByPosition: Bool = false
}
