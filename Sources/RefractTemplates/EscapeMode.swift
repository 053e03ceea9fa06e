/// What `{{name}}` does to the text it inserts. `{{{name}}}` and `{{&name}}` never escape.
package enum EscapeMode: String, Sendable, Hashable, CaseIterable {
    /// The Mustache spec's behaviour: `&`, `"`, `<` and `>` become `&amp;`, `&quot;`, `&lt;` and `&gt;`.
    case html
    /// For code generators: text is inserted as is, because the context already escaped it for the
    /// target language (a Swift string literal, an XML attribute, a CSS string).
    case none
}

/// How a template is parsed.
package struct TemplateOptions: Sendable, Hashable {
    /// The escaping of templates that carry no `{{! refract: escape=… }}` pragma.
    package var escapeMode: EscapeMode

    package init(escapeMode: EscapeMode = .html) {
        self.escapeMode = escapeMode
    }
}
