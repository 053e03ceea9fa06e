import RefractTemplates

/// Where a block's declarations go as the builder lists them: `CSSDeclaration` objects for the context, or
/// straight into the template's `body` (and `lines`, when a template reads them).
protocol CSSBlockBody {
    /// `indent`: the block's selector indentation; `keepsLines`: whether `lines` are kept beside `body`.
    init(capacity: Int, indent: String, keepsLines: Bool)
    var isEmpty: Bool { get }
    /// `path` is the token's dotted path, read only when the body keeps it (empty for `color-scheme`).
    mutating func add(name: String, value: String, comments: [String], path: @autoclosure () -> String)
    /// Called once the block has all its declarations, before the next block is listed.
    mutating func finish()
}

extension CSSBlockBody {
    mutating func finish() {}
}

/// The declarations as the context's objects.
struct CSSDeclarationList: CSSBlockBody {
    var declarations: [CSSDeclaration] = []

    init(capacity: Int, indent _: String, keepsLines _: Bool) { declarations.reserveCapacity(capacity) }

    var isEmpty: Bool { declarations.isEmpty }

    mutating func add(name: String, value: String, comments: [String], path: @autoclosure () -> String) {
        declarations.append(CSSDeclaration(name: name, value: value, comments: comments, path: path()))
    }
}

/// The declarations as `CSSBlock.body` (and `CSSBlock.lines`) print them, written as bytes: no string per
/// declaration unless a template reads `lines`.
struct CSSLineList: CSSBlockBody {
    /// The template's `lines`, when kept.
    var lines: [MustacheValue]?
    private var body: CSSBytes
    /// The block's indentation and two spaces: what starts each line of `body`.
    private let lineIndent: String

    init(capacity: Int, indent: String, keepsLines: Bool) {
        if keepsLines {
            lines = []
            lines?.reserveCapacity(capacity)
        }
        body = CSSBytes(capacity: capacity * 64)
        lineIndent = indent + "  "
    }

    /// `body` as text, once the block is finished: each block's bytes are made text and freed as soon as
    /// the block is done, rather than all blocks' bytes (27 MB for 100,000 tokens) held beside all texts.
    private var finishedText: String?

    var isEmpty: Bool { finishedText.map(\.isEmpty) ?? body.bytes.isEmpty }

    var text: String { finishedText ?? body.text }

    mutating func finish() {
        guard finishedText == nil else { return }
        finishedText = body.text
        body = CSSBytes(capacity: 0)
    }

    mutating func add(name: String, value: String, comments: [String], path _: @autoclosure () -> String) {
        for comment in comments {
            body.append(contentsOf: lineIndent)
            body.append("/* ")
            body.append(contentsOf: comment)
            body.append(" */\n")
            lines?.append(.string("/* " + comment + " */"))
        }
        body.appendDeclaration(indent: lineIndent, name: name, value: value)
        lines?.append(.string(CSSText.declaration(name, value)))
    }
}
