import Foundation
import RefractDiagnostics
import RefractTemplates

/// The template texts a build renders from, by name (`swift/Theme.swift.mustache`): the built-in ones,
/// with any the user overrides or adds. Parsed on demand, each once.
public struct TemplateSources: Sendable {
    public private(set) var sources: [String: String]
    /// The parsed library, shared by every copy of these sources: a build renders many files from one
    /// set of templates (Android writes hundreds), and parsing all of them per file was its fixed cost.
    private var parsed = ParsedLibrary()

    public init(_ sources: [String: String]) {
        self.sources = sources
    }

    /// Replaces or adds templates (the config's `template:` and `outputs:` entries).
    public mutating func override(_ name: String, with source: String) {
        sources[name] = source
        parsed = ParsedLibrary()
    }

    /// Parses `name` and every other template as a partial library; templates generate code, so
    /// nothing is HTML-escaped unless the template asks for it.
    public func template(named name: String) throws(TemplateError) -> (Template, TemplateLibrary) {
        let notFound = TemplateError([.error(
            "template.not-found", "no template named '\(name)'", at: nil,
            help: "built-in templates: \(sources.keys.sorted().joined(separator: ", "))")])
        guard sources[name] != nil else { throw notFound }
        // The library parses every source, so it has every name `sources` has.
        let library = try parsed.library(of: sources)
        guard let template = library.template(named: name) else { throw notFound }
        return (template, library)
    }

    /// Whether a tag of a template whose name starts with `prefix` names `key` (`{{#resources}}`,
    /// `{{resources.0.name}}`): backends leave out costly context fields that no template reads. Only the
    /// default delimiters are recognised, so a template that changes them is taken to use every field.
    public func uses(_ key: String, inTemplatesWithPrefix prefix: String) -> Bool {
        sources.contains { name, source in
            name.hasPrefix(prefix) && (Self.changesDelimiters(source) || Self.tagNames(in: source).contains(key))
        }
    }

    /// Whether the template has a `{{=` tag. On the bytes: Foundation's substring search showed in builds.
    static func changesDelimiters(_ source: String) -> Bool {
        let open = UInt8(ascii: "{"), equals = UInt8(ascii: "=")
        var openRun = 0
        for byte in source.utf8 {
            if byte == equals, openRun >= 2 { return true }
            openRun = byte == open ? openRun + 1 : 0
        }
        return false
    }

    /// The first name component of every tag: `{{#a.b}}` → `a`. Scanned on the UTF-8 bytes (every
    /// delimiter and sigil is ASCII, so no multi-byte character is split): a substring search converted
    /// indices at every step.
    static func tagNames(in source: String) -> Set<String> {
        var names: Set<String> = []
        let bytes = Array(source.utf8)
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        let sigils: Set<UInt8> = Set("#^/&{><$! ".utf8)
        let ends: Set<UInt8> = Set(". }".utf8)
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == open, bytes[index + 1] == open else {
                index += 1
                continue
            }
            var start = index + 2
            guard let end = (start..<max(start, bytes.count - 1)).first(where: { bytes[$0] == close && bytes[$0 + 1] == close })
            else { break }
            while start < end, sigils.contains(bytes[start]) { start += 1 }
            var stop = start
            while stop < end, !ends.contains(bytes[stop]) { stop += 1 }
            if stop > start { names.insert(String(decoding: bytes[start..<stop], as: UTF8.self)) }
            index = end + 2
        }
        return names
    }

    /// Renders `name` with an `Encodable` context. A broken template becomes diagnostics.
    public func render<Context: Encodable>(_ name: String, context: Context) -> Result<String, TemplateError> {
        renderText(name, context: context).map(\.string)
    }

    /// Renders as `render(_:context:)` does, leaving the output in the renderer's chunks (for a
    /// `GeneratedFile(path:rendered:)`, written without a copy into one `String`).
    public func renderText<Context: Encodable>(_ name: String, context: Context) -> Result<RenderedText, TemplateError> {
        do {
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
}

/// Parses a set of template sources once, on first use, from whichever thread asks first.
private final class ParsedLibrary: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<TemplateLibrary, TemplateError>?

    func library(of sources: [String: String]) throws(TemplateError) -> TemplateLibrary {
        lock.lock()
        defer { lock.unlock() }
        if let result { return try result.get() }
        let parsed: Result<TemplateLibrary, TemplateError>
        do {
            parsed = .success(try TemplateLibrary(sources: sources, options: TemplateOptions(escapeMode: .none)))
        } catch {
            parsed = .failure(error)
        }
        result = parsed
        return try parsed.get()
    }
}
