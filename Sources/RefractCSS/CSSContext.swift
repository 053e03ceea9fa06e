/// The context of `css/tokens.css.mustache`, documented in docs/contexts/css.md (version 1). Values arrive
/// ready to print: names are valid custom property names, values valid CSS, comments comment-safe.
public struct CSSContext: Encodable, Sendable, Hashable {
    /// The version of this contract; bumped on renames and removals (see docs/contexts/css.md).
    public var version = 1
    /// The generated file's path under the destination (`tokens.css`).
    public var fileName: String
    /// `media`, `light-dark` or `both`.
    public var colorScheme: String
    public var themeAttribute: String
    public var schemeAttribute: String
    /// Tokens emitted (typography parts not counted).
    public var tokenCount: Int
    /// Rule blocks in cascade order: later blocks win at equal specificity.
    public var blocks: [CSSBlock]
}

/// One style rule, possibly inside at-rules.
public struct CSSBlock: Encodable, Sendable, Hashable {
    /// What the block holds, e.g. `theme=christmas, mode=dark`, for a comment above it.
    public var comment: String
    /// At-rule lines that open the block, outermost first, already indented (`@media (…) {`).
    public var open: [String]
    /// The matching closing lines (`}`), innermost first.
    public var close: [String]
    /// Indentation of the selector line (two spaces per enclosing at-rule).
    public var indent: String
    /// The selector list, one selector per line, continuation lines indented.
    public var selector: String
    /// The selectors one by one, for templates that lay them out differently.
    public var selectors: [String]
    public var declarations: [CSSDeclaration]
}

/// `name: value;` with the comments that go above it.
public struct CSSDeclaration: Encodable, Sendable, Hashable {
    /// A custom property (`--color-primary`) or a real one (`color-scheme`).
    public var name: String
    public var value: String
    /// Comment texts (description, deprecation), comment-safe, one line each.
    public var comments: [String]
    /// The token's dotted path; empty for declarations that are not tokens (`color-scheme`).
    public var path: String
}
