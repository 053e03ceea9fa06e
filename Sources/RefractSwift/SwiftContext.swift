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
        /// identifier, or `_deprecated_name` for a deprecated member (whose public
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
        /// List punctuation over the whole collection: `","` except after its last member.
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
        /// The members in order, each a stored property of its own whatever their number; empty for an
        /// empty collection.
        package var members: [Member]
        package var hasMembers: Bool
        /// Values with light, dark and increased-contrast variants (`ThemeAdaptiveStyle`), decoded variant by
        /// variant.
        package var isAdaptive: Bool
        package var separator: String
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

    /// A theme's constant of a collection (`colors`), in a values file.
    package struct Declaration: Encodable, Sendable, Equatable {
        /// `colors`, `sizes`.
        package var identifier: String
        /// The constant's Swift type: `ThemeSizes`.
        package var typeName: String
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

    package struct ThemeCollection: Encodable, Sendable, Equatable {
        package var typeName: String
        package var property: String
        /// The collection constant (`ThemeValues.light.sizes`), maybe an earlier theme's; `ThemeSizes()` for an
        /// empty collection.
        package var reference: String
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
    package var collections: [Collection]
    package var themes: [Theme]
    package var valueFiles: [ValueFile]
    /// The identifier of the default theme when it is not itself named `default`; nil otherwise.
    package var defaultAlias: String?
    /// The static shape-style accessors (`.themePrimary`) of the colours and of the gradients.
    package var colorAccessors: [Accessor]
    package var gradientAccessors: [Accessor]
}
