import RefractDiagnostics
import RefractSyntax

/// Reads a resolver document (DTCG Resolver Module 2025.10) into a `ResolverPlan`: checks every MUST of
/// the syntax chapter, resolves same-document `$ref`s (with sibling overrides) and joins file `$ref`s
/// onto the document's folder. Pure: it lists the files to read, it never reads them.
package enum ResolverDocumentParser {
    package struct Result: Sendable {
        /// Nil when the document is not usable at all (not an object, or no `resolutionOrder`).
        package var plan: ResolverPlan?
        package var diagnostics: [Diagnostic]
    }

    static let supportedVersion = "2025.10"

    package static func parse(_ root: SyntaxNode, path: String) -> Result {
        var reader = ResolverDocumentReader(root: root, path: path)
        let plan = reader.read()
        return Result(plan: plan, diagnostics: reader.diagnostics)
    }
}

/// The mutable state of reading one resolver document.
struct ResolverDocumentReader {
    let root: SyntaxNode
    let path: String
    var diagnostics: [Diagnostic] = []
    /// Sources of root-level sets, expanded once; nil while being expanded (cycle detection).
    var setStates: [String: DefinitionState] = [:]
    var modifierCache: [String: ResolverPlan.Modifier?] = [:]

    static let rootKeys = ["name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$defs"]

    init(root: SyntaxNode, path: String) {
        self.root = root
        self.path = path
    }

    mutating func read() -> ResolverPlan? {
        guard let entries = root.entries else {
            error("resolver.invalid-type", "a resolver document must be an object, not \(root.kindName)", at: root.span)
            return nil
        }
        checkKeys(entries, allowed: Self.rootKeys, in: "resolver document")
        checkVersion()
        let name = optionalString("name", in: root)
        let description = optionalString("description", in: root)
        if let schema = root["$schema"], schema.stringValue == nil {
            error("resolver.invalid-type", "'$schema' must be a string, not \(schema.kindName)", at: schema.span)
        }
        if let sets = root.entry("sets") { checkRootSets(sets) }
        if let modifiers = root.entry("modifiers") { checkRootModifiers(modifiers) }
        guard let steps = readResolutionOrder() else { return nil }
        return ResolverPlan(path: path, name: name, description: description, steps: steps, span: startSpan(of: root))
    }

    private mutating func checkVersion() {
        guard let version = root["version"] else {
            missing("version", in: root, owner: "resolver document")
            return
        }
        guard let text = version.stringValue else {
            error(
                "resolver.bad-version", "'version' must be the string '\(ResolverDocumentParser.supportedVersion)', not \(version.kindName)",
                at: version.span)
            return
        }
        if text != ResolverDocumentParser.supportedVersion {
            error(
                "resolver.bad-version", "unsupported resolver version '\(text)'", at: version.span,
                help: "this tool reads resolver documents of version '\(ResolverDocumentParser.supportedVersion)'")
        }
    }

    private mutating func checkRootSets(_ entry: SyntaxEntry) {
        guard let sets = entry.value.entries else {
            error("resolver.invalid-type", "'sets' must be an object, not \(entry.value.kindName)", at: entry.value.span)
            return
        }
        for set in sets {
            _ = setSources(named: set.key, overrides: [], referencedAt: nil)
        }
    }

    private mutating func checkRootModifiers(_ entry: SyntaxEntry) {
        guard let modifiers = entry.value.entries else {
            error("resolver.invalid-type", "'modifiers' must be an object, not \(entry.value.kindName)", at: entry.value.span)
            return
        }
        for modifier in modifiers {
            _ = rootModifier(named: modifier.key, overrides: [])
        }
    }

    // MARK: Helpers shared by the other files

    mutating func error(
        _ code: DiagnosticCode, _ message: String, at span: SourceSpan, notes: [DiagnosticNote] = [], help: String? = nil
    ) {
        diagnostics.append(.error(code, message, at: span, notes: notes, help: help))
    }

    mutating func missing(_ key: String, in node: SyntaxNode, owner: String) {
        error("resolver.missing-property", "\(owner) is missing required property '\(key)'", at: startSpan(of: node))
    }

    /// Unknown keys are errors, with the nearest allowed key as a suggestion.
    mutating func checkKeys(_ entries: [SyntaxEntry], allowed: [String], in owner: String, tolerated: [String] = []) {
        for entry in entries where !allowed.contains(entry.key) {
            if tolerated.contains(entry.key) {
                diagnostics.append(.warning(
                    "resolver.ignored-property",
                    "'\(entry.key)' is only meaningful on inline sets and modifiers in 'resolutionOrder'; ignored",
                    at: entry.keySpan))
                continue
            }
            let help = Suggestions.nearest(to: entry.key, in: allowed).map { "did you mean '\($0)'?" }
            error("resolver.unknown-property", "unknown property '\(entry.key)' in \(owner)", at: entry.keySpan, help: help)
        }
    }

    mutating func optionalString(_ key: String, in node: SyntaxNode) -> String? {
        guard let value = node[key] else { return nil }
        guard let text = value.stringValue else {
            error("resolver.invalid-type", "'\(key)' must be a string, not \(value.kindName)", at: value.span)
            return nil
        }
        return text
    }

    mutating func checkExtensions(in node: SyntaxNode) {
        if let extensions = node["$extensions"], extensions.entries == nil {
            error(
                "resolver.invalid-type", "'$extensions' must be an object, not \(extensions.kindName)",
                at: extensions.span)
        }
    }

    /// The first character of a node: a whole-object span would underline the whole file.
    func startSpan(of node: SyntaxNode) -> SourceSpan {
        var end = node.span.start
        if node.span.end.offset > end.offset {
            end = SourcePosition(line: end.line, column: end.column + 1, offset: end.offset + 1)
        }
        return SourceSpan(file: node.span.file, start: node.span.start, end: end)
    }
}
