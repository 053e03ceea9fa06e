/// A parsed template as flat arrays: every node list is a range of `nodes`, every text a range of
/// `bytes` (the template's source), so rendering walks them by index.
struct TemplateProgram: Sendable {
    var bytes: [UInt8] = []
    var nodes: [Node] = []
    var names: [VariableName] = []
    var partials: [PartialTag] = []
    var parents: [ParentTag] = []
    var blocks: [BlockTag] = []
    /// The template's top-level nodes.
    var root: Range<Int> = 0..<0
}

struct PartialTag: Sendable {
    let reference: TemplateReference
    /// Nil for an inline tag, which does not indent the partial's lines.
    let indentation: [UInt8]?
}

struct ParentTag: Sendable {
    let reference: TemplateReference
    /// The blocks it overrides: ranges of the program's nodes.
    let arguments: [String: Range<Int>]
    let indentation: [UInt8]?
}

struct BlockTag: Sendable {
    let name: String
    let defaultContent: Range<Int>
    /// Nil for an inline block; otherwise it is added to every line of the content.
    let indentation: [UInt8]?
}
