/// The context of `css/tokens.css.mustache`, documented in docs/contexts/css.md (version 5). Values arrive
/// ready to print: names are valid custom property names, values valid CSS, comments comment-safe.
public struct CSSContext: Encodable, Sendable, Hashable {
    /// The version of this contract; bumped when fields are added, renamed or removed (see docs/contexts/css.md).
    public var version = 5
    /// The generated file's path under the destination (`tokens.css`).
    public var fileName: String
    /// `media`, `light-dark` or `both`.
    public var colorScheme: String
    public var themeAttribute: String
    public var schemeAttribute: String
    /// Forces a contrast (`[data-contrast="more"]`, `"standard"`); used only with a contrast modifier.
    public var contrastAttribute: String
    /// Tokens emitted (typography parts not counted).
    public var tokenCount: Int
    /// Rule blocks in cascade order: later blocks win at equal specificity.
    public var blocks: [CSSBlock]
}

/// One style rule, possibly inside at-rules.
///
/// Templates get the declarations as `body`, printed once here: a file of 100,000 tokens has several
/// hundred thousand declarations, and a template object (or string) per declaration cost more than
/// everything else. They also get them as `lines` and `declarations` when a template uses them (see
/// `CSSBackend`).
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
    /// The declarations; templates that use `declarations` get them one by one, the others as `lines`.
    public var declarations: [CSSDeclaration]

    /// The block's body, one line each, unindented: every declaration's comments (`/* … */`), then
    /// `name: value;`.
    public var lines: [String] {
        var lines: [String] = []
        lines.reserveCapacity(declarations.count)
        for declaration in declarations {
            for comment in declaration.comments { lines.append("/* " + comment + " */") }
            lines.append(declaration.line)
        }
        return lines
    }

    /// The lines as the built-in template prints them: each indented by `indent` and two spaces, each
    /// ended by a newline.
    public var body: String { body(of: lines) }

    /// `body`, given `lines`.
    func body(of lines: [String]) -> String {
        var text = CSSBytes(capacity: 64 * declarations.count)
        for line in lines {
            text.append(contentsOf: indent)
            text.append("  ")
            text.append(contentsOf: line)
            text.append("\n")
        }
        return text.text
    }

    private enum CodingKeys: String, CodingKey {
        case comment, open, close, indent, selector, selectors, declarations, lines, body
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(comment, forKey: .comment)
        try container.encode(open, forKey: .open)
        try container.encode(close, forKey: .close)
        try container.encode(indent, forKey: .indent)
        try container.encode(selector, forKey: .selector)
        try container.encode(selectors, forKey: .selectors)
        try container.encode(declarations, forKey: .declarations)
        let lines = lines
        try container.encode(lines, forKey: .lines)
        try container.encode(body(of: lines), forKey: .body)
    }
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

    /// `name: value;`
    var line: String { CSSText.declaration(name, value) }
}
