import RefractDiagnostics

/// A Mustache template, parsed once and rendered many times.
///
/// Supported: interpolation (`{{x}}` escaped per `EscapeMode`, `{{{x}}}` and `{{&x}}` raw), dotted names,
/// the implicit iterator `{{.}}`, sections, inverted sections, comments, partials (standalone ones indent
/// every line), set delimiters, inheritance (`{{<parent}}`, `{{$block}}`) and dynamic names (`{{>*name}}`,
/// `{{<*name}}`). Lambdas are not supported.
///
/// **Escaping pragma.** When the template's first tag, at its very start, is the comment
/// `{{! refract: escape=none }}` (or `escape=html`), that mode replaces `TemplateOptions.escapeMode`.
/// Code-generating templates declare `escape=none` so `{{x}}` inserts text the context escaped already.
/// A `refract:` comment with an unknown setting is a `template.bad-pragma` error.
///
/// **Indentation.** A standalone partial or parent adds its leading whitespace to each line of the
/// included template, as the spec requires; lines that render empty get no indentation, so generated
/// code has no trailing whitespace.
package struct Template: Sendable {
    package let name: String
    /// The escaping this template declares (by option or pragma); `render` uses it unless told otherwise.
    package let escapeMode: EscapeMode
    /// Every tag that looks a name up (interpolations and sections), in source order, with its place.
    package let nameTags: [NameTag]
    let program: TemplateProgram

    /// A tag that looks up `name` (dotted, or `.`).
    package struct NameTag: Sendable, Equatable {
        package var name: String
        package var span: SourceSpan
    }

    /// Parses `source`; `name` (the template's path or registry name) is the file of every diagnostic.
    package static func parse(
        _ source: String, name: String, options: TemplateOptions = TemplateOptions()
    ) throws(TemplateError) -> Template {
        let bytes = Array(source.utf8)
        let locator = SourceLocator(file: name, bytes: bytes)
        var tokenizer = Tokenizer(bytes: bytes, locator: locator)
        let tokens = try tokenizer.tokenize()
        let escapeMode = try Pragma.escapeMode(in: tokens, bytes: bytes, locator: locator) ?? options.escapeMode
        var lines = TokenLines(bytes: bytes, tokens: tokens)
        lines.removeStandaloneLines()
        lines.applyElementRules()
        let program = try TreeBuilder(lines: lines, locator: locator).build()
        let nameTags = tokens.compactMap { token -> NameTag? in
            switch token.tagKind {
            case .variable?, .unescaped?, .section?, .inverted?:
                return NameTag(name: token.name, span: locator.span(token.start, token.end))
            default: return nil
            }
        }
        return Template(name: name, escapeMode: escapeMode, nameTags: nameTags, program: program)
    }

    /// Renders with `context` as the root of the context stack; partials and parents are looked up in
    /// `partials` (a missing one renders as nothing, as the spec says), escaping as the template declares.
    package func render<Partials: PartialResolver>(_ context: MustacheValue, partials: Partials) -> String {
        render(context, partials: partials, mode: escapeMode)
    }

    /// Renders with `escapeMode` instead of the template's own mode, for the whole output, partials included.
    package func render<Partials: PartialResolver>(
        _ context: MustacheValue, partials: Partials, escapeMode: EscapeMode
    ) -> String {
        render(context, partials: partials, mode: escapeMode)
    }

    /// Renders a template that includes no partials.
    package func render(_ context: MustacheValue) -> String {
        render(context, partials: TemplateLibrary(), mode: escapeMode)
    }

    /// Renders a template that includes no partials, with `escapeMode` instead of the template's own.
    package func render(_ context: MustacheValue, escapeMode: EscapeMode) -> String {
        render(context, partials: TemplateLibrary(), mode: escapeMode)
    }

    /// Renders as `render(_:partials:)` does, leaving the output as the bytes the renderer wrote: a file
    /// is written from them without making a `String` first.
    package func renderText<Partials: PartialResolver>(_ context: MustacheValue, partials: Partials) -> RenderedText {
        var renderer = Renderer(partials: partials, escapeMode: escapeMode)
        renderer.render(program, root: context)
        return renderer.result
    }

    private func render<Partials: PartialResolver>(
        _ context: MustacheValue, partials: Partials, mode: EscapeMode
    ) -> String {
        var renderer = Renderer(partials: partials, escapeMode: mode)
        renderer.render(program, root: context)
        return renderer.result.string
    }
}
