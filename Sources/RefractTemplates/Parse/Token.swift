/// The kind of a tag, from its sigil.
enum TagKind: Sendable, Equatable {
    case variable, unescaped, section, inverted, close, comment, partial, parent, block, delimiters

    /// Interpolations are never standalone: they print something.
    var canStandAlone: Bool { self != .variable && self != .unescaped }

    var opensElement: Bool { self == .section || self == .inverted || self == .parent || self == .block }
}

/// One lexical piece of a template. Text never contains a line break; a line break is its own token, so
/// the standalone rules can work on whole lines.
struct Token: Sendable {
    enum Kind: Sendable, Equatable {
        case text
        case newline
        case tag(TagKind)
    }

    var kind: Kind
    /// Byte range in the source: the text, the line break, or the whole tag with its delimiters.
    /// Text ranges may later shrink from the start when block indentation is removed.
    var start: Int
    var end: Int
    /// The tag's trimmed content, without sigil and without the `*` of a dynamic name.
    var name: String = ""
    var isDynamic = false
    /// Dropped from the output by a standalone or element rule.
    var isRemoved = false
    /// The tag is alone on its line (or its element is), so its line's whitespace became indentation.
    var isStandalone = false
    /// The whitespace token before a standalone tag on its line: the indentation a partial, parent or
    /// block passes on.
    var indentationToken: Int?
    /// For a standalone parameter block opened at the end of its line: its intrinsic indentation.
    var blockIndentation: [UInt8]?

    var tagKind: TagKind? {
        if case .tag(let kind) = kind { return kind }
        return nil
    }
}
