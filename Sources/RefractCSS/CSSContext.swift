/// The context of `css/tokens.css.mustache`, documented in docs/contexts/css.md (version 8). Values arrive
/// ready to print: names are valid custom property names, values valid CSS, comments comment-safe; the
/// template lays out the file.
package struct CSSContext: Encodable, Sendable, Hashable {
    /// The version of this contract; bumped when fields are added, renamed or removed (see docs/contexts/css.md).
    package var version = 8
    /// The generated file's path under the destination (`tokens.css`).
    package var fileName: String
    /// `media`, `light-dark` or `both`.
    package var colorScheme: String
    package var themeAttribute: String
    package var schemeAttribute: String
    /// Forces a contrast (`[data-contrast="more"]`, `"standard"`); used only with a contrast modifier.
    package var contrastAttribute: String
    /// Tokens emitted (typography parts not counted).
    package var tokenCount: Int
    /// The `registerProperties` setting.
    package var registersProperties = false
    /// `@property` registrations (setting `registerProperties`), before the blocks; empty otherwise.
    package var properties: [CSSPropertyRegistration] = []
    /// Rule blocks in cascade order: later blocks win at equal specificity.
    package var blocks: [CSSBlock]
    /// Under `themeFiles`, the statement that orders every block's cascade layer (`@layer refract-0, …;`),
    /// printed before the blocks of the main file; empty otherwise and in the theme files (always present,
    /// so a strict render of a template that tests it knows the name).
    package var layerOrder: String = ""
}

/// `@property <name> { syntax: '<color>'; inherits: true; initial-value: #1b8188; }`: the custom property and
/// its descriptors, as declarations (`syntax`, `inherits`, `initial-value`: the token's value in the
/// permutation of the modifiers' defaults, aliases resolved).
package struct CSSPropertyRegistration: Encodable, Sendable, Hashable {
    /// The custom property (`--color-primary`).
    package var name: String
    package var declarations: [CSSDeclaration]

    init(name: String, path: String, syntax: String, initialValue: String) {
        self.name = name
        declarations = [("syntax", "'\(syntax)'"), ("inherits", "true"), ("initial-value", initialValue)].map {
            CSSDeclaration(name: $0.0, value: $0.1, comments: [], path: path)
        }
    }
}

/// One style rule, possibly inside at-rules.
package struct CSSBlock: Encodable, Sendable, Hashable {
    /// What the block holds, e.g. `theme=christmas, mode=dark`, for a comment above it.
    package var comment: String
    /// The at-rules around the rule, outermost first.
    package var atRules: [CSSAtRule]
    /// Indentation of the selector line: two spaces per enclosing at-rule.
    package var indent: String
    /// The selector list, one selector per line, continuation lines indented.
    package var selector: String
    /// The selectors one by one, for templates that lay them out differently.
    package var selectors: [String]
    package var declarations: [CSSDeclaration]
    /// The theme context the block chooses when not the default (its file under `themeFiles`); nil otherwise.
    package var theme: String? = nil

    /// `atRules` innermost first: the order their closing braces come in.
    package var closingAtRules: [CSSAtRule] { atRules.reversed() }

    private enum CodingKeys: String, CodingKey {
        case comment, atRules, closingAtRules, indent, selector, selectors, declarations, theme
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(comment, forKey: .comment)
        try container.encode(atRules, forKey: .atRules)
        try container.encode(closingAtRules, forKey: .closingAtRules)
        try container.encode(indent, forKey: .indent)
        try container.encode(selector, forKey: .selector)
        try container.encode(selectors, forKey: .selectors)
        try container.encode(declarations, forKey: .declarations)
        try container.encodeIfPresent(theme, forKey: .theme)
    }
}

/// An at-rule a block sits in (`@media (prefers-color-scheme: dark)`, `@supports (…)`).
package struct CSSAtRule: Encodable, Sendable, Hashable {
    /// The at-rule's prelude, without the brace.
    package var rule: String
    /// Two spaces per at-rule around this one.
    package var indent: String
}

/// `name: value;` with the comments that go above it.
package struct CSSDeclaration: Encodable, Sendable, Hashable {
    /// A custom property (`--color-primary`) or a real one (`color-scheme`).
    package var name: String
    package var value: String
    /// Comment texts (description, deprecation), comment-safe, one line each.
    package var comments: [String]
    /// The token's dotted path; empty for declarations that are not tokens (`color-scheme`).
    package var path: String
}
