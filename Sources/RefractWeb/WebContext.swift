/// The context of `web/tokens.js.mustache` and `web/tokens.d.ts.mustache`, documented in docs/contexts/web.md
/// (version 2). Keys, values and types arrive as JavaScript and TypeScript text ready to print (strings
/// quoted); the templates lay out the module. The token tree is one list of lines walked in order, the same
/// shape for the types, the CSS names and every permutation's values.
package struct WebContext: Encodable, Sendable, Hashable {
    /// The version of this contract; bumped when fields are added, renamed or removed (see docs/contexts/web.md).
    package var version = 2
    /// The module's file name without extension (`tokens`): the templates write `<moduleName>.js` and `.d.ts`.
    package var moduleName: String
    /// The modifiers with their contexts, in the resolver's order.
    package var modifiers: [WebModifier]
    /// The position in `permutations` of the one with every modifier at its default: what `tokens` shows.
    package var defaultPermutation: Int
    /// The token tree with each token's TypeScript type and CSS variable: groups open and close around tokens.
    package var tree: [WebLine]
    /// The default permutation's values, as lines of the whole tree.
    package var base: [WebLine]
    /// Per modifier, per context other than its default, the tokens whose values differ from `base` when that
    /// context alone is chosen: each permutation starts from `base` with its contexts' layers laid over it.
    package var layers: [WebLayer]
    /// Every permutation, with only what its layers do not already give it.
    package var permutations: [WebPermutation]
    /// Tokens in the module.
    package var tokenCount: Int
}

/// A modifier (`theme`, `mode`) and its contexts.
package struct WebModifier: Encodable, Sendable, Hashable {
    /// The name as a JavaScript string.
    package var key: String
    /// The contexts as a JavaScript array of strings: `["light", "dark"]`.
    package var contexts: String
    /// The contexts as a TypeScript union of string literals: `"light" | "dark"`.
    package var union: String
    /// The default context as a JavaScript string.
    package var defaultContext: String
    /// `,` after every modifier but the last.
    package var separator: String
}

/// One line of the token tree: a group opening (`isGroup`), a group's end (`isEnd`) or a token (`isToken`).
package struct WebLine: Encodable, Sendable, Hashable {
    /// Two spaces per level, starting at `baseIndent` of the place the tree is printed.
    package var indent: String
    /// The segment as a JavaScript string (empty on a group's end).
    package var key: String
    package var isGroup: Bool
    package var isEnd: Bool
    package var isToken: Bool
    /// The token's dotted path; empty for groups.
    package var path: String
    /// The value as a JavaScript literal (in `permutations`), or the token's `var(--name)` as a JavaScript
    /// string (in `tree`).
    package var value: String
    /// The TypeScript type of the value (in `tree`; empty in `permutations`).
    package var type: String
    /// The `var(--name)` as a TypeScript string literal type (in `tree`).
    package var cssVarType: String
    /// Whether some permutation lacks the token: its value there is `undefined`.
    package var isOptional: Bool
    /// `,` after every entry of a group but the last, as JavaScript object literals take it.
    package var separator: String
}

/// One permutation: its inputs and the values of the tokens that differ from its layers laid over the base.
package struct WebPermutation: Encodable, Sendable, Hashable {
    /// `{ "theme": "standard", "mode": "light" }` as one line of JavaScript.
    package var inputs: String
    /// The tree of those tokens only (empty when the layers give every value).
    package var lines: [WebLine]
    package var separator: String
}

/// A modifier's layers: one per context other than the default.
package struct WebLayer: Encodable, Sendable, Hashable {
    /// The modifier's name as a JavaScript string.
    package var key: String
    package var contexts: [WebLayerContext]
    package var separator: String
}

/// The tokens that differ from the base when one context is chosen and every other modifier is at its default.
package struct WebLayerContext: Encodable, Sendable, Hashable {
    /// The context's name as a JavaScript string.
    package var key: String
    /// The tree of those tokens only, with their values there.
    package var lines: [WebLine]
    package var separator: String
}
