import RefractDiagnostics
import RefractModel
import RefractSyntax

/// What a resolver document asks for, with every reference inside the document resolved: the steps of
/// `resolutionOrder` in order, each naming its token sources, and the token files they need. Pure data:
/// the Kit reads `files`, then `PermutationParser` resolves the permutations.
package struct ResolverPlan: Sendable {
    /// Where a set or context takes tokens from.
    package enum Source: Sendable {
        /// Tokens written in the resolver document itself (or a synthesized tree, for inline modes).
        case inline(SyntaxNode)
        /// A token file.
        case file(FileReference)
    }

    /// A `$ref` to a token file: the path joined onto the resolver document's folder, the JSON Pointer
    /// after `#` (if any), and the keys written beside `$ref`, which replace the file's keys shallowly.
    package struct FileReference: Sendable {
        package var path: String
        package var fragment: String?
        package var overrides: [SyntaxEntry]
        /// The `$ref` value in the resolver document.
        package var span: SourceSpan
        /// The file's format when it is not DTCG: `$extensions["dev.refract"].format` beside `$ref`, as written
        /// (the loader checks the name), with where it is written.
        package var format: (name: String, span: SourceSpan)? = nil
        /// `$extensions["dev.refract"].referenceOnly` beside `$ref`: the file's tokens are read so that
        /// references resolve, and are not output unless another source of the permutation defines them.
        package var referenceOnly = false
    }

    package struct Context: Sendable {
        package var name: String
        package var sources: [Source]
        package var span: SourceSpan

        package init(name: String, sources: [Source], span: SourceSpan) {
            self.name = name
            self.sources = sources
            self.span = span
        }
    }

    package struct Modifier: Sendable {
        package var name: String
        package var description: String?
        package var contexts: [Context]
        package var defaultContext: String?
        /// The modifier's definition (its key, or the inline object).
        package var span: SourceSpan

        package init(name: String, description: String? = nil, contexts: [Context], defaultContext: String?, span: SourceSpan) {
            self.name = name
            self.description = description
            self.contexts = contexts
            self.defaultContext = defaultContext
            self.span = span
        }

        package func context(named name: String) -> Context? {
            contexts.first { $0.name == name }
        }
    }

    package enum Step: Sendable {
        case set(name: String, sources: [Source])
        case modifier(Modifier)
    }

    /// The resolver document's path (as given); empty for a synthesized plan.
    package var path: String
    package var name: String?
    package var description: String?
    package var steps: [Step]
    /// Where unlocated problems of the plan (e.g. an unknown input) are reported.
    package var span: SourceSpan
    /// Findings about the plan's origin that the resolver reports with its own (e.g. `compat.inline-modes`).
    package var compatibilityDiagnostics: [Diagnostic] = []

    package init(path: String, name: String? = nil, description: String? = nil, steps: [Step], span: SourceSpan) {
        self.path = path
        self.name = name
        self.description = description
        self.steps = steps
        self.span = span
    }

    /// The modifiers in resolution order.
    package var modifiers: [Modifier] {
        steps.compactMap { step in
            if case .modifier(let modifier) = step { return modifier }
            return nil
        }
    }

    /// Every distinct token file the plan reads, in first-use order.
    package var files: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        func visit(_ sources: [Source]) {
            for case .file(let reference) in sources where seen.insert(reference.path).inserted {
                result.append(reference.path)
            }
        }
        for step in steps {
            switch step {
            case .set(_, let sources): visit(sources)
            case .modifier(let modifier): modifier.contexts.forEach { visit($0.sources) }
            }
        }
        return result
    }

    /// The modifiers as model axes, roles by convention unless names are configured.
    package func axes(colorSchemeName: String? = nil, themeName: String? = nil, contrastName: String? = nil) -> [Axis] {
        modifiers.map { modifier in
            let contexts = modifier.contexts.map(\.name)
            // A context's key sits on one line; a span that does not is cut to its first byte.
            let sources = modifier.contexts.map { context in
                let span = context.span
                return SourceReference(
                    file: span.file, line: span.start.line, column: span.start.column, offset: span.start.offset,
                    endOffset: span.end.line == span.start.line ? span.end.offset : span.start.offset + 1)
            }
            return Axis(
                name: modifier.name, contexts: contexts, defaultContext: modifier.defaultContext,
                role: Axis.role(
                    name: modifier.name, contexts: contexts, colorSchemeName: colorSchemeName, themeName: themeName,
                    contrastName: contrastName),
                contextSources: sources)
        }
    }
}
