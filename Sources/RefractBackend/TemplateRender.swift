import RefractDiagnostics
import RefractTemplates

/// One file of a backend's output: where it goes, relative to the platform's folder, and what makes it.
package struct TemplateRender: Sendable {
    package enum Content: Sendable {
        /// The template of this name, rendered with a value already converted from the context.
        case value(template: String, MustacheValue)
        /// The template of this name, rendered with an encodable part of the context.
        case encodable(template: String, any Encodable & Sendable)
        /// Text written as it is (a compiled-in schema): no template.
        case text(String)
    }

    package var path: String
    package var content: Content

    package init(path: String, content: Content) {
        self.path = path
        self.content = content
    }

    package static func template(_ template: String, value: MustacheValue, to path: String) -> TemplateRender {
        TemplateRender(path: path, content: .value(template: template, value))
    }

    package static func template(_ template: String, context: any Encodable & Sendable, to path: String) -> TemplateRender {
        TemplateRender(path: path, content: .encodable(template: template, context))
    }

    /// The files of `renders`, in their order. A template that fails fails for every file it renders alike
    /// (and a broken partial for every template), so each problem is reported once, and the files it would
    /// have rendered are left out.
    package static func render(_ renders: [TemplateRender], with templates: TemplateSources) -> OutputResult {
        var result = OutputResult()
        var failed: Set<String> = []
        var reported: Set<Diagnostic> = []
        for render in renders {
            let rendered: Result<RenderedText, TemplateError>
            let name: String
            switch render.content {
            case .text(let text):
                result.files.append(GeneratedFile(path: render.path, contents: text))
                continue
            case .value(let template, let value):
                name = template
                guard !failed.contains(name) else { continue }
                rendered = templates.renderText(template, value: value)
            case .encodable(let template, let context):
                name = template
                guard !failed.contains(name) else { continue }
                rendered = templates.renderText(template, context: context)
            }
            switch rendered {
            case .success(let text):
                result.files.append(GeneratedFile(path: render.path, rendered: text))
            case .failure(let error):
                failed.insert(name)
                result.diagnostics += error.diagnostics.filter { reported.insert($0).inserted }
            }
        }
        return result
    }
}
