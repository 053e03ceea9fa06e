/// The context the Swift templates render (`templates/swift/*.mustache`), documented in
/// docs/contexts/swift.md. Every string arrives ready to print: identifiers backticked where they are
/// keywords, doc lines comment-safe, string-literal contents escaped, values as Swift literals.
public struct SwiftContext: Encodable, Sendable, Equatable {
    public struct Member: Encodable, Sendable, Equatable {
        /// As declared: `brandPrimary`, `` `default` ``.
        public var identifier: String
        /// The JSON key and Codable key (never backticked).
        public var name: String
        /// As an argument label, where keywords other than `inout`, `var` and `let` need no backticks.
        public var label: String
        /// The stored property that holds the value, which the generated code reads and writes: the
        /// identifier, or `_deprecated_name` for a deprecated member of a plain collection (whose public
        /// property is then computed, so the generated code never uses a deprecated declaration).
        public var storage: String
        public var path: String
        /// Lines of the member's doc comment, each starting with a space (an empty line between paragraphs):
        /// `descriptionLines`, then `valueLines`, then the deprecation message.
        public var docLines: [String]
        /// The `$description` alone.
        public var descriptionLines: [String]
        /// The token path and its values alone: `color.primary · light #1B8188 · dark #57B5B9`, a line per
        /// theme when the themes differ too much for one line.
        public var valueLines: [String]
        /// Contents of the `@available(*, deprecated, message:)` string, when deprecated.
        public var deprecation: String?
        /// List punctuation over the whole collection: `","` except after its last member.
        public var separator: String
        /// List punctuation within the member's part: `","` except after the part's last member.
        public var partSeparator: String
        /// The member's position in its collection, from 0: its index in a partitioned collection's array
        /// of values (`_values[12]`).
        public var index: Int
    }

    /// Up to `SwiftContext.partSize` members given together: one constant of values per part and theme, so no
    /// value constant is a call or literal of more than `partSize` values. The built-in templates store a
    /// partitioned collection's values in one array (`_values`) and use a part only for its constants.
    public struct Part: Encodable, Sendable, Equatable {
        /// `Part0`, nested in the collection's type.
        public var typeName: String
        /// `_part0`, a name for the part's storage a template may declare (the built-in ones do not). No
        /// member name starts with `_p`, `_v` or `_n` (they start with a lowercase letter, `_u` or `_` and a
        /// digit).
        public var property: String
        /// The Swift type of every member (`ThemeAdaptiveStyle<ThemeColor>`); given once per part, not per
        /// member: a template finds it from inside `members`.
        public var valueType: String
        public var members: [Member]
        public var separator: String
    }

    public struct Collection: Encodable, Sendable, Equatable {
        public var typeName: String
        public var property: String
        /// The file the collection's type is declared in: `ThemeColors.swift`.
        public var fileName: String
        public var docLines: [String]
        /// The Swift type of every member.
        public var valueType: String
        /// The members in order, `partSize` per part; empty for an empty collection.
        public var parts: [Part]
        public var hasMembers: Bool
        /// Values with light, dark and increased-contrast variants (`ThemeAdaptiveStyle`), decoded variant by
        /// variant.
        public var isAdaptive: Bool
        /// More than `partSize` members: stored in one array of values behind computed properties, with no
        /// memberwise `init` or `copyWith` of one parameter per member. Otherwise plain stored properties.
        public var isPartitioned: Bool
        public var separator: String

        /// Every member, in order (not part of the encoded context).
        public var members: [Member] { parts.flatMap(\.members) }
    }

    /// One value of a declared constant: `label: literal, // path`.
    public struct Value: Encodable, Sendable, Equatable {
        public var label: String
        /// A Swift expression of the member's type that names its types (no implicit `.init`).
        public var literal: String
        /// The token's path, for the comment after the value.
        public var path: String
        public var separator: String
    }

    /// A theme's constant of a collection (a plain one: `sizes`) or of one part (`colors0`), in a values file.
    public struct Declaration: Encodable, Sendable, Equatable {
        /// `sizes`, `colors0`.
        public var identifier: String
        /// The constant's Swift type: `ThemeSizes`, or for a part `[ThemeAdaptiveStyle<ThemeColor>]`.
        public var typeName: String
        /// A part of a partitioned collection: an array literal of its values (no labels), not a call.
        public var isPart: Bool = false
        public var values: [Value]
    }

    /// The declarations of one theme in one values file: `extension ThemeValues.light { … }`.
    public struct ThemeDeclarations: Encodable, Sendable, Equatable {
        public var identifier: String
        public var declarations: [Declaration]
    }

    /// One of the `valueFileCount` files the values are spread over (`ThemeValues0.swift`), so the compiler
    /// checks them side by side and an edited value recompiles one of them.
    public struct ValueFile: Encodable, Sendable, Equatable {
        public var fileName: String
        public var hasValues: Bool
        public var themes: [ThemeDeclarations]
    }

    /// A reference to a constant: `ThemeValues.light.colors0`, maybe an earlier theme's.
    public struct Reference: Encodable, Sendable, Equatable {
        public var reference: String
        /// `", "` except after the last (the parts are listed on one line).
        public var separator: String
    }

    public struct ThemeCollection: Encodable, Sendable, Equatable {
        public var typeName: String
        public var property: String
        public var isPartitioned: Bool
        /// The collection constant of a plain collection (`ThemeValues.light.sizes`), maybe an earlier theme's;
        /// for a partitioned one, the part constants are in `parts`.
        public var reference: String
        public var parts: [Reference]
        public var separator: String
    }

    public struct Theme: Encodable, Sendable, Equatable {
        public var identifier: String
        /// The raw name as string-literal contents.
        public var name: String
        public var isDefault: Bool
        public var collections: [ThemeCollection]
    }

    public struct Accessor: Encodable, Sendable, Equatable {
        /// `themePrimary`.
        public var accessor: String
        /// The member of the collection it reads.
        public var identifier: String
        /// The member's doc comment (`Member.docLines`).
        public var docLines: [String]
        public var deprecation: String?
        /// The member's position in its collection's array of values (`_values`) when the collection is
        /// partitioned: the accessor then reads it by position; nil for a collection of stored properties.
        public var valueIndex: Int? = nil
    }

    /// Of this contract; bumped on renames and removals (docs/contexts/swift.md).
    public var version: Int
    public var header: String
    public var accessorPrefix: String
    /// The root type's name (`Theme`, or the `themeTypeName` setting) and the enum of theme names'
    /// (`AppTheme`, or `themeEnumName`).
    public var themeType: String = SwiftTypeNames.standard.theme
    public var themeListType: String = SwiftTypeNames.standard.themeList
    /// The SwiftUI environment value views read the theme from (`@Environment(\.theme)`): `theme`, or the
    /// `environmentKey` setting.
    public var environmentKey: String = SwiftContext.defaultEnvironmentKey
    /// The start of every other generated type's name (`ThemeColor`, `ThemeAdaptiveStyle`): `Theme`, or the
    /// `typePrefix` setting. The files keep their names whatever it is.
    public var typePrefix: String = SwiftTypeNames.standard.typePrefix
    public var collections: [Collection]
    public var themes: [Theme]
    public var valueFiles: [ValueFile]
    /// The identifier of the default theme when it is not itself named `default`; nil otherwise.
    public var defaultAlias: String?
    /// The static shape-style accessors (`.themePrimary`) of the colours and of the gradients.
    public var colorAccessors: [Accessor]
    public var gradientAccessors: [Accessor]
    /// Whether the colours' (the gradients') accessors read their member by position (`valueIndex`), as for
    /// a partitioned collection; the template then declares the initialiser that does.
    public var colorAccessorsByPosition: Bool = false
    public var gradientAccessorsByPosition: Bool = false
}
