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
        public var path: String
        public var valueType: String
        /// Lines of the `$description` doc comment, each starting with a space.
        public var docLines: [String]
        /// Contents of the `@available(*, deprecated, message:)` string, when deprecated.
        public var deprecation: String?
        /// The stored property: `identifier`, or for a deprecated member a private `_name` behind the
        /// deprecated computed property, so the generated initialiser and `copyWith` use no deprecated API.
        public var storage: String
        /// `", "`-free list punctuation: `","` except after the last member.
        public var separator: String
    }

    public struct Collection: Encodable, Sendable, Equatable {
        public var typeName: String
        public var property: String
        public var docLines: [String]
        public var members: [Member]
        /// Whether a member is deprecated, so the type spells out its `CodingKeys` (storage to JSON key).
        public var hasDeprecatedMembers: Bool
        public var hasMembers: Bool
        public var separator: String
    }

    /// A member of a collection constant: its argument label and the constant holding its value.
    public struct Value: Encodable, Sendable, Equatable {
        public var label: String
        /// `Colors.primary` (this theme's constant) or `ThemeValues.light.Colors.primary` (an earlier theme's).
        public var reference: String
        public var separator: String
    }

    public struct ThemeCollection: Encodable, Sendable, Equatable {
        public var typeName: String
        public var property: String
        /// The collection constant this theme uses: `ThemeValues.light.colors`, maybe an earlier theme's.
        public var reference: String
        /// The member values, when this theme declares the constant (no earlier theme has the same values).
        public var declaration: Declaration?
        public var separator: String
    }

    public struct Declaration: Encodable, Sendable, Equatable {
        public var values: [Value]
    }

    /// One explicitly typed constant per value, so the compiler checks each expression on its own.
    public struct Constant: Encodable, Sendable, Equatable {
        public var identifier: String
        public var valueType: String
        /// A Swift expression of `valueType`.
        public var literal: String
    }

    /// The constants of one collection that a theme declares, in the nested enum `namespace` (`Colors`).
    public struct ConstantGroup: Encodable, Sendable, Equatable {
        public var namespace: String
        public var constants: [Constant]
    }

    public struct Theme: Encodable, Sendable, Equatable {
        public var identifier: String
        /// The raw name as string-literal contents.
        public var name: String
        public var isDefault: Bool
        public var collections: [ThemeCollection]
        /// Only values no earlier theme has; empty groups are left out.
        public var constantGroups: [ConstantGroup]
    }

    public struct Accessor: Encodable, Sendable, Equatable {
        /// `themePrimary`.
        public var accessor: String
        /// The member of the collection it reads.
        public var identifier: String
        public var docLines: [String]
        public var deprecation: String?
    }

    /// Of this contract; bumped on renames and removals (docs/contexts/swift.md).
    public var version: Int
    public var header: String
    public var accessorPrefix: String
    public var collections: [Collection]
    public var themes: [Theme]
    /// The identifier of the default theme when it is not itself named `default`; nil otherwise.
    public var defaultAlias: String?
    public var colorAccessors: [Accessor]
    public var gradientAccessors: [Accessor]
}
