/// What changed between two versions of a token set, permutation by permutation, and which platform
/// names appear and disappear. Its JSON form (`refract diff --format json`) is documented in docs/diff.md
/// and docs/schemas/diff.schema.json; `schemaVersion` changes when a field is renamed or removed.
package struct TokenDiff: Sendable, Hashable, Encodable {
    package var schemaVersion = 1
    /// The permutations of each side, as `theme=christmas, mode=dark` (`default` without modifiers).
    package var oldPermutations: [String]
    package var newPermutations: [String]
    /// The permutations both sides resolved (as the new side names them): the ones compared.
    package var comparedPermutations: [String]
    package var added: [TokenEntry]
    package var removed: [TokenEntry]
    package var renamed: [TokenRename]
    package var changed: [TokenChange]
    /// Every platform name that disappears or appears, by platform, then name.
    package var platformNames: [PlatformNameChange]

    /// A platform name disappears: code that uses it no longer compiles or finds its resource.
    package var isBreaking: Bool { platformNames.contains { $0.change == .removed } }

    package var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && renamed.isEmpty && changed.isEmpty && platformNames.isEmpty
            && oldPermutations == newPermutations
    }

    package var removedNames: [PlatformNameChange] { platformNames.filter { $0.change == .removed } }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, isBreaking, oldPermutations, newPermutations, comparedPermutations, added, removed, renamed, changed, platformNames
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(isBreaking, forKey: .isBreaking)
        try container.encode(oldPermutations, forKey: .oldPermutations)
        try container.encode(newPermutations, forKey: .newPermutations)
        try container.encode(comparedPermutations, forKey: .comparedPermutations)
        try container.encode(added, forKey: .added)
        try container.encode(removed, forKey: .removed)
        try container.encode(renamed, forKey: .renamed)
        try container.encode(changed, forKey: .changed)
        try container.encode(platformNames, forKey: .platformNames)
    }
}

/// A token's value in one permutation, as a reviewer reads it.
package struct TokenState: Sendable, Hashable, Encodable {
    /// The resolved value, e.g. `#1b8188`, `16px`, `color(display-p3 0.95 0.76 0.25)`.
    package var value: String
    /// sRGB hex (`#rrggbb`, `#rrggbbaa` when translucent) of a colour, or of a gradient's or border's
    /// colour, for a swatch; nil for values without a colour.
    package var swatch: String?
    /// The token it aliases, when it is an alias.
    package var aliasOf: String?

    package init(value: String, swatch: String?, aliasOf: String?) {
        self.value = value
        self.swatch = swatch
        self.aliasOf = aliasOf
    }

    private enum CodingKeys: String, CodingKey { case value, swatch, aliasOf }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(swatch, forKey: .swatch)
        try container.encode(aliasOf, forKey: .aliasOf)
    }
}

/// A token's state in one permutation of its side.
package struct PermutationState: Sendable, Hashable, Encodable {
    package var permutation: String
    package var state: TokenState
}

/// A token only one side has.
package struct TokenEntry: Sendable, Hashable, Encodable {
    package var path: String
    package var type: String
    /// The state in each permutation that has the token, in that side's permutation order.
    package var states: [PermutationState]
    /// The platform names of this token that appear (added) or disappear (removed).
    package var names: [PlatformName]
}

/// A token that moved: the same stable id, or the same value in every permutation and the same description,
/// at a new path.
package struct TokenRename: Sendable, Hashable, Encodable {
    package var from: String
    package var to: String
    /// The stable id both sides share (`$extensions` id, Figma `variableId`, Tokens Studio id), when the rename
    /// was found by id; absent when it was found by value.
    package var id: String? = nil
    package var type: String
    package var states: [PermutationState]
    package var namesRemoved: [PlatformName]
    package var namesAdded: [PlatformName]
}

/// A token both sides have that differs in a value, an alias, its description, its deprecation or its names.
package struct TokenChange: Sendable, Hashable, Encodable {
    package var path: String
    package var type: String
    /// The permutations where the value or the alias differs; before or after is nil where that side's
    /// permutation lacks the token.
    package var permutations: [PermutationChange]
    public var description: TextChange?
    package var deprecation: TextChange?
    package var namesRemoved: [PlatformName]
    package var namesAdded: [PlatformName]

    private enum CodingKeys: String, CodingKey {
        case path, type, permutations, description, deprecation, namesRemoved, namesAdded
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(type, forKey: .type)
        try container.encode(permutations, forKey: .permutations)
        try container.encode(description, forKey: .description)
        try container.encode(deprecation, forKey: .deprecation)
        try container.encode(namesRemoved, forKey: .namesRemoved)
        try container.encode(namesAdded, forKey: .namesAdded)
    }
}

package struct PermutationChange: Sendable, Hashable, Encodable {
    package var permutation: String
    package var before: TokenState?
    package var after: TokenState?

    private enum CodingKeys: String, CodingKey { case permutation, before, after }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(permutation, forKey: .permutation)
        try container.encode(before, forKey: .before)
        try container.encode(after, forKey: .after)
    }
}

/// A text before and after; nil stands for none (no description, not deprecated).
package struct TextChange: Sendable, Hashable, Encodable {
    package var before: String?
    package var after: String?

    package init(before: String?, after: String?) {
        self.before = before
        self.after = after
    }

    private enum CodingKeys: String, CodingKey { case before, after }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(before, forKey: .before)
        try container.encode(after, forKey: .after)
    }
}

package struct PlatformNameChange: Sendable, Hashable, Encodable {
    package enum Change: String, Sendable, Hashable, Encodable {
        case removed, added
    }

    package var platform: String
    package var name: String
    package var token: String?
    package var change: Change

    private enum CodingKeys: String, CodingKey { case platform, name, token, change }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(platform, forKey: .platform)
        try container.encode(name, forKey: .name)
        try container.encode(token, forKey: .token)
        try container.encode(change, forKey: .change)
    }
}
