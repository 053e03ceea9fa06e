import RefractDiagnostics
import RefractTemplates

/// The template texts a build renders from, by name (`swift/Theme.swift.mustache`): the built-in ones,
/// with any the user overrides or adds. Parsed on demand, each once.
public struct TemplateSources: Sendable {
    public private(set) var sources: [String: String]

    public init(_ sources: [String: String]) {
        self.sources = sources
    }

    /// Replaces or adds templates (the config's `template:` and `outputs:` entries).
    public mutating func override(_ name: String, with source: String) {
        sources[name] = source
    }

    /// Parses `name` and every other template as a partial library; templates generate code, so
    /// nothing is HTML-escaped unless the template asks for it.
    public func template(named name: String) throws(TemplateError) -> (Template, TemplateLibrary) {
        guard let source = sources[name] else {
            throw TemplateError([.error(
                "template.not-found", "no template named '\(name)'", at: nil,
                help: "built-in templates: \(sources.keys.sorted().joined(separator: ", "))")])
        }
        let options = TemplateOptions(escapeMode: .none)
        let template = try Template.parse(source, name: name, options: options)
        let library = try TemplateLibrary(sources: sources, options: options)
        return (template, library)
    }

    /// Renders `name` with an `Encodable` context. A broken template becomes diagnostics.
    public func render<Context: Encodable>(_ name: String, context: Context) -> Result<String, TemplateError> {
        do {
            let (template, library) = try template(named: name)
            let value: MustacheValue
            do {
                value = try MustacheValue(encoding: context)
            } catch {
                return .failure(TemplateError([.error(
                    "template.context", "could not encode the context for '\(name)': \(error)", at: nil)]))
            }
            return .success(template.render(value, partials: library))
        } catch {
            return .failure(error)
        }
    }
}
