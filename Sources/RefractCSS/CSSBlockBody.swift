import RefractTemplates

/// Where a block's declarations go as the builder lists them: `CSSDeclaration` objects for the context, or
/// straight into the template's `lines` when the template reads nothing else of them.
protocol CSSBlockBody {
    init(capacity: Int)
    var isEmpty: Bool { get }
    /// `path` is the token's dotted path, read only when the body keeps it (empty for `color-scheme`).
    mutating func add(name: String, value: String, comments: [String], path: @autoclosure () -> String)
}

/// The declarations as the context's objects.
struct CSSDeclarationList: CSSBlockBody {
    var declarations: [CSSDeclaration] = []

    init(capacity: Int) { declarations.reserveCapacity(capacity) }

    var isEmpty: Bool { declarations.isEmpty }

    mutating func add(name: String, value: String, comments: [String], path: @autoclosure () -> String) {
        declarations.append(CSSDeclaration(name: name, value: value, comments: comments, path: path()))
    }
}

/// The declarations as `CSSBlock.lines` prints them, already the template's values.
struct CSSLineList: CSSBlockBody {
    var lines: [MustacheValue] = []

    init(capacity: Int) { lines.reserveCapacity(capacity) }

    var isEmpty: Bool { lines.isEmpty }

    mutating func add(name: String, value: String, comments: [String], path _: @autoclosure () -> String) {
        for comment in comments { lines.append(.string("/* " + comment + " */")) }
        lines.append(.string(CSSText.declaration(name, value)))
    }
}
