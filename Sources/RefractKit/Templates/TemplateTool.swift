import Foundation
import RefractBuiltinTemplates
import RefractDiagnostics
import RefractSyntax
import RefractTemplates

/// `refract template list|cat|render`: what template authors need to start from a built-in and try
/// their own against sample data.
package enum TemplateTool {
    package static var builtinNames: [String] { BuiltinTemplates.sources.keys.sorted() }

    package static func source(ofBuiltin name: String) -> String? {
        BuiltinTemplates.sources[name] ?? BuiltinTemplates.sources.first { $0.key.hasSuffix("/" + name) }?.value
    }

    /// The built-in a mistyped name most likely means: the nearest name, with or without the `.mustache` every
    /// built-in ends with (`css/tokens.css` → `css/tokens.css.mustache`), else one ending in `/name`.
    package static func suggestion(for name: String) -> String? {
        let names = builtinNames
        let suffix = ".mustache"
        if !name.hasSuffix(suffix), names.contains(name + suffix) { return name + suffix }
        if let nearest = Suggestions.nearest(to: name, in: names) { return nearest }
        let stem = name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
        if let nearest = Suggestions.nearest(to: stem, in: names.map { String($0.dropLast(suffix.count)) }) {
            return nearest + suffix
        }
        return names.first { $0.hasSuffix("/" + name) || $0.hasSuffix("/" + name + suffix) }
    }

    package struct RenderResult: Sendable {
        package var text: String?
        package var diagnostics: [Diagnostic]
        package var sources: SourceStore
    }

    /// Renders a template file (or a built-in by name) with JSON data; partials are `NAME.mustache`
    /// files in `partialsFolder`, else the built-ins. `strict` warns of each name the template looks up that
    /// the data has nowhere (it renders as nothing).
    package static func render(
        template: String, dataPath: String, partialsFolder: String?, escapeMode: EscapeMode, strict: Bool = false
    ) -> RenderResult {
        var sources = SourceStore()
        var diagnostics: [Diagnostic] = []
        let templateText: String
        if let bytes = FileSystem.readBytes(at: template) {
            sources.add(path: template, bytes: bytes)
            templateText = String(decoding: bytes, as: UTF8.self)
        } else if let builtin = source(ofBuiltin: template) {
            templateText = builtin
        } else {
            return RenderResult(text: nil, diagnostics: [.error(
                "template.not-found", "no template file or built-in template '\(template)'", at: nil,
                help: suggestion(for: template).map { "did you mean '\($0)'? see 'refract template list'" }
                    ?? "see 'refract template list'")], sources: sources)
        }
        guard let dataBytes = FileSystem.readBytes(at: dataPath) else {
            return RenderResult(
                text: nil, diagnostics: [.error("input.not-found", "cannot read data file '\(dataPath)'", at: nil)],
                sources: sources)
        }
        // The data is read like token files: strict JSON, JSONC/JSON5 or YAML by extension, with every
        // syntax error located (Foundation's parser said only "not valid JSON").
        sources.add(path: dataPath, bytes: dataBytes)
        let read = readDocument(bytes: dataBytes, path: dataPath, format: SourceFormat(path: dataPath) ?? .json)
        guard let root = read.root, !read.diagnostics.contains(where: { $0.severity == .error }) else {
            var problems = read.diagnostics
            problems.append(.error(
                "template.data", "'\(dataPath)' is not valid template data", at: .file(dataPath),
                help: "give a JSON, JSON5 or YAML file (by its extension)"))
            return RenderResult(text: nil, diagnostics: problems, sources: sources)
        }
        let data = Self.mustacheValue(of: root)
        var partialSources = BuiltinTemplates.sources
        if let partialsFolder {
            for file in FileSystem.files(below: partialsFolder) where file.hasSuffix(".mustache") {
                guard let bytes = FileSystem.readBytes(at: file) else { continue }
                sources.add(path: file, bytes: bytes)
                let name = String(file.dropFirst(partialsFolder.count).drop { $0 == "/" }.dropLast(".mustache".count))
                partialSources[name] = String(decoding: bytes, as: UTF8.self)
            }
        }
        let options = TemplateOptions(escapeMode: escapeMode)
        do {
            let parsed = try Template.parse(templateText, name: template, options: options)
            if strict { diagnostics += unknownNames(in: parsed, data: root) }
            let library = try TemplateLibrary(sources: partialSources, options: options)
            return RenderResult(text: parsed.render(data, partials: library), diagnostics: diagnostics, sources: sources)
        } catch {
            diagnostics += error.diagnostics
            return RenderResult(text: nil, diagnostics: diagnostics, sources: sources)
        }
    }

    /// A warning for the first tag of each name with a part the data has nowhere.
    static func unknownNames(in template: Template, data: SyntaxNode) -> [Diagnostic] {
        var keys: Set<String> = []
        func collect(_ node: SyntaxNode) {
            switch node.value {
            case .mapping(let entries):
                for entry in entries {
                    keys.insert(entry.key)
                    collect(entry.value)
                }
            case .sequence(let items): items.forEach(collect)
            case .string, .number, .bool, .null: break
            }
        }
        collect(data)
        var reported: Set<String> = []
        return template.nameTags.compactMap { tag in
            guard tag.name != ".", let unknown = tag.name.split(separator: ".").first(where: { !keys.contains(String($0)) }),
                reported.insert(tag.name).inserted
            else { return nil }
            let place = unknown == tag.name ? "" : " (in '\(tag.name)')"
            return .warning(
                "template.unknown-name", "unknown name '\(unknown)'\(place): the data has no member of that name",
                at: tag.span, help: "it renders as nothing; the names of a built-in context are in docs/contexts/")
        }
    }

    /// Data as the template sees it: objects keep the key order of the file.
    static func mustacheValue(of node: SyntaxNode) -> MustacheValue {
        switch node.value {
        case .mapping(let entries): .object(MustacheObject(entries.map { ($0.key, mustacheValue(of: $0.value)) }))
        case .sequence(let items): .array(items.map(mustacheValue(of:)))
        case .string(let text): .string(text)
        case .number(let number, _): .number(number)
        case .bool(let flag): .bool(flag)
        case .null: .null
        }
    }
}
