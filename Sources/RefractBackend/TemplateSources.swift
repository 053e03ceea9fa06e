import RefractDiagnostics
import RefractTemplates

/// The template texts a build renders from, by name (`swift/Theme.swift.mustache`): the built-in ones,
/// with any the user overrides or adds. Parsed when made and at each override, so every render reads the
/// same parsed library and no copy parses again.
package struct TemplateSources: Sendable {
    package private(set) var sources: [String: String]
    private var library: Result<TemplateLibrary, TemplateError>

    package init(_ sources: [String: String]) {
        self.sources = sources
        library = Self.parse(sources)
    }

    /// Replaces or adds templates (the config's `template:` and `outputs:` entries).
    package mutating func override(_ name: String, with source: String) {
        sources[name] = source
        library = Self.parse(sources)
    }

    /// Every template is a partial of every other; templates generate code, so nothing is HTML-escaped
    /// unless the template asks for it.
    private static func parse(_ sources: [String: String]) -> Result<TemplateLibrary, TemplateError> {
        Result { () throws(TemplateError) in try TemplateLibrary(sources: sources, options: TemplateOptions(escapeMode: .none)) }
    }

    /// The template `name`, with the library its partials come from.
    package func template(named name: String) throws(TemplateError) -> (Template, TemplateLibrary) {
        let notFound = TemplateError([.error(
            "template.not-found", "no template named '\(name)'", at: nil,
            help: "built-in templates: \(sources.keys.sorted().joined(separator: ", "))")])
        guard sources[name] != nil else { throw notFound }
        let library = try library.get()
        guard let template = library.template(named: name) else { throw notFound }
        return (template, library)
    }

    /// Renders `name` with an `Encodable` context. A broken template becomes diagnostics.
    package func render<Context: Encodable>(_ name: String, context: Context) -> Result<String, TemplateError> {
        renderText(name, context: context).map(\.string)
    }

    /// Renders as `render(_:context:)` does, leaving the output as the renderer's bytes (for a
    /// `GeneratedFile(path:rendered:)`, written without making a `String` first).
    package func renderText<Context: Encodable>(_ name: String, context: Context) -> Result<RenderedText, TemplateError> {
        do throws(TemplateError) {
            let (template, library) = try template(named: name)
            let value: MustacheValue
            do {
                value = try MustacheValue(encoding: context)
            } catch {
                return .failure(TemplateError([.error(
                    "template.context", "could not encode the context for '\(name)': \(error)", at: nil)]))
            }
            return .success(template.renderText(value, partials: library))
        } catch {
            return .failure(error)
        }
    }

    /// Renders `name` with a context already converted to a template value.
    package func renderText(_ name: String, value: MustacheValue) -> Result<RenderedText, TemplateError> {
        do throws(TemplateError) {
            let (template, library) = try template(named: name)
            return .success(template.renderText(value, partials: library))
        } catch {
            return .failure(error)
        }
    }
}
