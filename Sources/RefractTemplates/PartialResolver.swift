import RefractDiagnostics

/// Finds the parsed template a partial or parent tag names.
package protocol PartialResolver: Sendable {
    func template(named name: String) -> Template?
}

/// Parsed templates by name: every partial is parsed once, when the library is built.
package struct TemplateLibrary: PartialResolver, Sendable {
    package private(set) var templates: [String: Template]

    package init(_ templates: [String: Template] = [:]) {
        self.templates = templates
    }

    /// Parses every source; all templates' errors are reported together, sorted by name.
    package init(sources: [String: String], options: TemplateOptions = TemplateOptions()) throws(TemplateError) {
        var templates: [String: Template] = [:]
        var diagnostics: [Diagnostic] = []
        for name in sources.keys.sorted() {
            do {
                templates[name] = try Template.parse(sources[name] ?? "", name: name, options: options)
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        guard diagnostics.isEmpty else { throw TemplateError(diagnostics) }
        self.templates = templates
    }

    package func template(named name: String) -> Template? {
        templates[name]
    }

    package mutating func add(_ template: Template) {
        templates[template.name] = template
    }
}
