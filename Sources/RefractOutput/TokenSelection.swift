import Foundation
import RefractDiagnostics
import RefractModel

/// Whether a platform's API holds only the semantic tokens (`api: semantic`, the default: the reference layers
/// `ReferenceLayers` finds stay out) or every token (`api: all`).
package enum APIScope: String, Sendable, Hashable, CaseIterable {
    case semantic
    case all
}

/// Which tokens one platform emits, and under which paths (`platforms.<name>.include`, `exclude`, `rename`,
/// `api`, `public`, `referenceOnly`).
/// Every value is resolved before selection, so a semantic token that aliases an excluded primitive
/// (`palette.*`) keeps its value; only the primitive's own declaration leaves the platform's output, and a
/// reference to it (CSS `var(--palette-teal)`) becomes the value itself.
package struct TokenSelection: Sendable, Hashable {
    /// Path patterns: `*` is any part of one segment, `**` any number of segments; a pattern that names a group
    /// takes in every token under it (`palette` and `palette.*` both select `palette.teal.500`).
    package var include: [String]
    package var exclude: [String]
    /// Old path to new path, dotted (`color.brand.primary: color.accent`).
    package var rename: [String: String]
    /// Where each rename is written in the config, so a collision is reported there.
    package var renameSpans: [String: SourceSpan]
    /// Where each pattern of `include` and of `exclude` is written, in their order (empty when not from a file).
    package var includeSpans: [SourceSpan]
    package var excludeSpans: [SourceSpan]
    /// `semantic` keeps the reference layers out of the API; `all` keeps every token.
    package var api: APIScope
    /// Patterns of tokens the API keeps although a reference layer holds them (`public:`).
    package var publicPatterns: [String]
    /// Patterns of tokens kept out of the API as a reference layer's are, whatever `api` says (`referenceOnly:`).
    package var referenceOnlyPatterns: [String]
    package var publicSpans: [SourceSpan]
    package var referenceOnlySpans: [SourceSpan]

    package init(
        include: [String] = [], exclude: [String] = [], rename: [String: String] = [:],
        renameSpans: [String: SourceSpan] = [:], includeSpans: [SourceSpan] = [], excludeSpans: [SourceSpan] = [],
        api: APIScope = .semantic, publicPatterns: [String] = [], referenceOnlyPatterns: [String] = [],
        publicSpans: [SourceSpan] = [], referenceOnlySpans: [SourceSpan] = []
    ) {
        self.include = include
        self.exclude = exclude
        self.rename = rename
        self.renameSpans = renameSpans
        self.includeSpans = includeSpans
        self.excludeSpans = excludeSpans
        self.api = api
        self.publicPatterns = publicPatterns
        self.referenceOnlyPatterns = referenceOnlyPatterns
        self.publicSpans = publicSpans
        self.referenceOnlySpans = referenceOnlySpans
    }

    /// No pattern and no rename (the API scope aside).
    package var isEmpty: Bool { include.isEmpty && exclude.isEmpty && rename.isEmpty && referenceOnlyPatterns.isEmpty }

    /// The tokens of `model` this platform keeps out of its API as only referenced: those of its reference
    /// layers under `api: semantic` that no `public` pattern names, and those a `referenceOnly` pattern names.
    package func keptOutOfAPI(_ model: ThemedTokenSet, layers: ReferenceLayers? = nil) -> Set<TokenPath> {
        var hidden: Set<TokenPath> = []
        if api == .semantic {
            let layers = layers ?? ReferenceLayers(model)
            hidden = layers.paths.filter { path in !publicPatterns.contains { Self.matches($0, path.segments) } }
        }
        if !referenceOnlyPatterns.isEmpty {
            hidden.formUnion(model.paths.filter { path in referenceOnlyPatterns.contains { Self.matches($0, path.segments) } })
        }
        return hidden
    }

    /// Whether a token at `path` is emitted.
    package func selects(_ path: TokenPath) -> Bool {
        let segments = path.segments
        if !include.isEmpty, !include.contains(where: { Self.matches($0, segments) }) { return false }
        return !exclude.contains { Self.matches($0, segments) }
    }

    /// Whether `model` as a platform emits it differs from `model`: a selection is configured, or the model
    /// holds tokens read only for references.
    package func changes(_ model: ThemedTokenSet, keptOut: Set<TokenPath> = []) -> Bool {
        !isEmpty || !model.referenceOnly.isEmpty || !keptOut.isEmpty
    }

    /// `model` with only the selected tokens, renamed; a rename onto a path that another selected token keeps
    /// is `config.invalid` at the rename, and leaves the token under its own path. The model's reference-only
    /// tokens are never selected, whatever `include` says: they were read to resolve references, not to be output.
    /// `keptOut` is `keptOutOfAPI(model)`, which the caller computed to know whether anything changes.
    package func apply(to model: ThemedTokenSet, keptOut: Set<TokenPath> = []) -> (ThemedTokenSet, [Diagnostic]) {
        guard changes(model, keptOut: keptOut) else { return (model, []) }
        let kept = Set(model.paths.filter { selects($0) && !model.referenceOnly.contains($0) && !keptOut.contains($0) })
        var renamed: [TokenPath: TokenPath] = [:]
        var diagnostics = unmatched(in: model)
        for (old, new) in rename.sorted(by: { $0.key < $1.key }) {
            let from = TokenPath(old)
            let to = TokenPath(new)
            guard kept.contains(from), from != to else { continue }
            // Taken by a token that keeps its path, or given to two tokens.
            let taken = kept.contains(to) && rename[new] == nil
            let shared = rename.filter { $0.value == new && kept.contains(TokenPath($0.key)) }.count > 1
            if taken || shared {
                diagnostics.append(.error(
                    "config.invalid",
                    "'rename' gives '\(old)' the path '\(new)', which another token of the platform has",
                    at: renameSpans[old], help: "rename it to a path no other token has, or exclude the other token"))
                continue
            }
            renamed[from] = to
        }
        func reference(_ path: TokenPath?) -> TokenPath? {
            guard let path, kept.contains(path) else { return nil }
            return renamed[path] ?? path
        }
        let sets = model.tokenSets.map { set in
            TokenSet(set.tokens.compactMap { token -> Token? in
                guard kept.contains(token.path) else { return nil }
                var token = token
                token.path = renamed[token.path] ?? token.path
                token.aliasOf = reference(token.aliasOf)
                token.partReferences = token.partReferences.compactMapValues(reference)
                return token
            })
        }
        return (ThemedTokenSet(axes: model.axes, permutations: model.permutations, tokenSets: sets), diagnostics)
    }

    /// A pattern or a rename that names no token of `model`: most likely a typo, which would leave the
    /// tokens it meant in (or out) without a word.
    func unmatched(in model: ThemedTokenSet) -> [Diagnostic] {
        let segments = model.paths.map(\.segments)
        var diagnostics: [Diagnostic] = []
        for (key, patterns, spans) in [
            ("include", include, includeSpans), ("exclude", exclude, excludeSpans),
            ("public", publicPatterns, publicSpans), ("referenceOnly", referenceOnlyPatterns, referenceOnlySpans),
        ] {
            for (index, pattern) in patterns.enumerated() where !segments.contains(where: { Self.matches(pattern, $0) }) {
                diagnostics.append(.warning(
                    "config.unmatched-token", "'\(key)' pattern '\(pattern)' matches no token",
                    at: index < spans.count ? spans[index] : nil,
                    help: "patterns match dotted token paths: '*' is part of one segment, '**' any segments"))
            }
        }
        let paths = Set(model.paths)
        for old in rename.keys.sorted() where !paths.contains(TokenPath(old)) {
            diagnostics.append(.warning(
                "config.unmatched-token", "'rename' names '\(old)', which is no token", at: renameSpans[old],
                help: "write the token's dotted path, as in 'color.brand.primary'"))
        }
        return diagnostics
    }

    /// Whether `pattern` matches `segments` or one of its groups.
    static func matches(_ pattern: String, _ segments: [String]) -> Bool {
        let parts = pattern.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return (1...max(1, segments.count)).contains { matches(parts[...], segments.prefix($0)) }
    }

    private static func matches(_ parts: ArraySlice<String>, _ segments: ArraySlice<String>) -> Bool {
        guard let part = parts.first else { return segments.isEmpty }
        if part == "**" {
            return (segments.startIndex...segments.endIndex).contains { matches(parts.dropFirst(), segments[$0...]) }
        }
        guard let segment = segments.first, wildcard(part, segment) else { return false }
        return matches(parts.dropFirst(), segments.dropFirst())
    }

    /// `*` matches any run of characters within one segment.
    private static func wildcard(_ pattern: String, _ text: String) -> Bool {
        let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false)
        guard pieces.count > 1 else { return pattern == text }
        var rest = Substring(text)
        guard rest.hasPrefix(pieces[0]) else { return false }
        rest = rest.dropFirst(pieces[0].count)
        for piece in pieces.dropFirst().dropLast() {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        let last = pieces[pieces.count - 1]
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}
