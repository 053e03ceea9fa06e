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
        /// Lines of the `$description` doc comment, each starting with a space.
        public var docLines: [String]
        /// Contents of the `@available(*, deprecated, message:)` string, when deprecated.
        public var deprecation: String?
        /// List punctuation over the whole collection: `","` except after its last member.
        public var separator: String
        /// List punctuation within the member's part: `","` except after the part's last member.
        public var partSeparator: String
    }

    /// Up to `SwiftContext.partSize` members stored together in a nested struct (`ThemeColors.Part0`), so no
    /// generated type has more stored properties than that: the compiler's mandatory passes (definite
    /// initialisation and others) grow faster than linearly with the stored properties of one type.
    public struct Part: Encodable, Sendable, Equatable {
        /// `Part0`, nested in the collection's type.
        public var typeName: String
        /// `_part0` (a `ThemeStorage<Part0>`): the public computed properties, the initialiser and `copyWith`
        /// read and write the members through it, never through a deprecated property. No member name starts
        /// with `_p` (they start with a lowercase letter, `_u` or `_` and a digit).
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
        public var docLines: [String]
        /// The members in order, `partSize` per part; empty for an empty collection.
        public var parts: [Part]
        public var hasMembers: Bool
        public var separator: String

        /// Every member, in order (not part of the encoded context).
        public var members: [Member] { parts.flatMap(\.members) }
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
        /// The parts, when this theme declares the constant (no earlier theme has the same values).
        public var declaration: Declaration?
        public var separator: String
    }

    public struct Declaration: Encodable, Sendable, Equatable {
        public var parts: [ThemePart]
    }

    /// A part of a collection constant.
    public struct ThemePart: Encodable, Sendable, Equatable {
        /// The part constant: `colors0` (this theme's) or `ThemeValues.light.colors0` (an earlier theme's).
        public var reference: String
        /// The member values, when this theme declares the part (no earlier theme has the same values). Not
        /// named `declaration`: a Mustache lookup of an absent key continues in the enclosing collection.
        public var partDeclaration: PartDeclaration?
        /// `", "` except after the last part (the parts are listed on one line).
        public var separator: String
    }

    public struct PartDeclaration: Encodable, Sendable, Equatable {
        /// `colors0`.
        public var identifier: String
        /// `ThemeColors.Part0`.
        public var typeName: String
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
    /// The static shape-style accessors (`.themePrimary`) of the colours and of the gradients.
    public var colorAccessors: [Accessor]
    public var gradientAccessors: [Accessor]
}
