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
        public var separator: String
    }

    public struct Value: Encodable, Sendable, Equatable {
        public var identifier: String
        public var label: String
        public var literal: String
        public var separator: String
    }

    public struct ThemeCollection: Encodable, Sendable, Equatable {
        public var typeName: String
        public var property: String
        public var values: [Value]
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
