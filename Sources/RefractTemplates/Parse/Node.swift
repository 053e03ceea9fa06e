/// A dotted name, resolved once at parse time. No components means the implicit iterator `{{.}}`.
struct VariableName: Sendable, Hashable {
    let components: [String]
    /// The only component of a one-component name, the most common kind, looked up without the array.
    let key: String?

    init(_ text: String) {
        components = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        key = components.count == 1 ? components[0] : nil
    }
}

/// How a partial or parent tag names its template.
enum TemplateReference: Sendable, Hashable {
    case named(String)
    /// `{{>*name}}`: the template named by the string the context holds at `name`.
    case dynamic(VariableName)
}

/// One step of a parsed template. Payloads are positions in the template's `TemplateProgram` (bytes,
/// names, nodes, tags), never references: the renderer copies a node without retaining anything, where
/// matching on nodes that held arrays retained and released them for every node rendered.
enum Node: Sendable {
    /// Bytes of the template source.
    case text(Range<Int>)
    /// The start of a template line: indentation of an enclosing standalone partial goes here.
    case lineStart
    /// `name` indexes `TemplateProgram.names`.
    case variable(name: Int, escaped: Bool)
    /// `children` are positions in `TemplateProgram.nodes`.
    case section(name: Int, children: Range<Int>, inverted: Bool)
    /// Each indexes its list of tags in the program (`partials`, `parents`, `blocks`).
    case partial(Int)
    case parent(Int)
    case block(Int)
}
