/// A dotted name, resolved once at parse time. No components means the implicit iterator `{{.}}`.
struct VariableName: Sendable, Hashable {
    let components: [String]

    init(_ text: String) {
        components = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}

/// How a partial or parent tag names its template.
enum TemplateReference: Sendable, Hashable {
    case named(String)
    /// `{{>*name}}`: the template named by the string the context holds at `name`.
    case dynamic(VariableName)
}

/// The parsed tree a template renders from.
enum Node: Sendable {
    case text([UInt8])
    /// The start of a template line: indentation of an enclosing standalone partial goes here.
    case lineStart
    case variable(VariableName, escaped: Bool)
    case section(VariableName, [Node], inverted: Bool)
    /// `indentation` is nil for an inline tag, which does not indent the partial's lines.
    case partial(TemplateReference, indentation: [UInt8]?)
    case parent(TemplateReference, arguments: [String: [Node]], indentation: [UInt8]?)
    /// `indentation` is nil for an inline block; otherwise it is added to every line of the content.
    case block(String, defaultContent: [Node], indentation: [UInt8]?)
}
