import RefractDiagnostics
import RefractSyntax

/// Terrazzo's inline modes: a token carrying `"$extensions": { "mode": { "dark": <value>, … } }` beside
/// its `$value`. Read as a resolver plan with one set (the files as written) and one modifier `mode`
/// whose contexts are the mode names in first-seen order; each context overrides, token by token, the
/// `$value` of the tokens that name it, and every other token keeps its `$value`. The default context is
/// `light` when there is one, else the first. One `compat.inline-modes` warning per file.
///
/// The Kit calls it on the trees `LintPipeline` read: when it returns a plan, resolve it with
/// `PermutationParser.resolve(plan:documents: [:])` (every source is inline) instead of `TokenParser.parse`.
package enum InlineModes {
    package static let modifierName = "mode"

    /// Nil when no token has inline modes.
    package static func plan(documents: [SyntaxNode]) -> ResolverPlan? {
        var collector = Collector()
        for document in documents {
            collector.visit(document, path: [])
            collector.finishFile()
        }
        guard let first = documents.first, !collector.modeNames.isEmpty else { return nil }
        let modeNames = Self.contextNames(named: collector.modeNames)
        let contexts = modeNames.map { name in
            ResolverPlan.Context(
                name: name, sources: [.inline(tree(of: collector.overrides[name] ?? [], location: first.location))],
                span: collector.firstSpanByMode[name] ?? first.span)
        }
        let defaultContext = modeNames.contains("light") ? "light" : modeNames.first
        let modifier = ResolverPlan.Modifier(
            name: modifierName, description: "inline modes from '$extensions.mode'", contexts: contexts,
            defaultContext: defaultContext, span: collector.warnings.first?.span ?? first.span)
        var plan = ResolverPlan(
            path: "", steps: [.set(name: "tokens", sources: documents.map { .inline($0) }), .modifier(modifier)],
            span: first.span)
        plan.compatibilityDiagnostics = collector.warnings
        return plan
    }

    /// The `$value`s are a mode of their own. When the files name only `dark`, that mode is `light`, and when
    /// they name only `light`, it is `dark` (so the pair is the colour scheme); when they name one other
    /// mode, it is `default`. Otherwise the names are
    /// used as written: a file naming `light` and `dark` repeats its `$value` under one of them.
    package static func contextNames(named modes: [String]) -> [String] {
        if modes.contains("dark"), !modes.contains("light") { return ["light"] + modes }
        if modes == ["light"] { return modes + ["dark"] }
        if modes.count == 1 { return [modes.contains("default") ? "base" : "default"] + modes }
        return modes
    }

    private struct Override {
        var path: [String]
        var token: SyntaxNode
    }

    private struct Collector {
        var modeNames: [String] = []
        var overrides: [String: [Override]] = [:]
        var firstSpanByMode: [String: SourceSpan] = [:]
        var warnings: [Diagnostic] = []
        private var fileModes: [String] = []
        private var fileFirstSpan: SourceSpan?

        mutating func visit(_ node: SyntaxNode, path: [String]) {
            guard let entries = node.entries else { return }
            if entries.contains(where: { $0.key == "$value" }) {
                collect(token: node, entries: entries, path: path)
                return
            }
            for entry in entries where !entry.key.hasPrefix("$") {
                visit(entry.value, path: path + [entry.key])
            }
        }

        private mutating func collect(token: SyntaxNode, entries: [SyntaxEntry], path: [String]) {
            guard let modeEntry = token["$extensions"]?.entry("mode"), let modes = modeEntry.value.entries else { return }
            if fileFirstSpan == nil { fileFirstSpan = modeEntry.keySpan }
            for mode in modes {
                if !modeNames.contains(mode.key) {
                    modeNames.append(mode.key)
                    firstSpanByMode[mode.key] = mode.keySpan
                }
                if !fileModes.contains(mode.key) { fileModes.append(mode.key) }
                var replaced = entries
                if let i = replaced.firstIndex(where: { $0.key == "$value" }) {
                    replaced[i].value = mode.value
                }
                overrides[mode.key, default: []].append(Override(path: path, token: SyntaxNode(.mapping(replaced), location: token.location)))
            }
        }

        mutating func finishFile() {
            defer {
                fileModes = []
                fileFirstSpan = nil
            }
            guard let span = fileFirstSpan else { return }
            let names = InlineModes.contextNames(named: fileModes).map { "'\($0)'" }.joined(separator: ", ")
            warnings.append(Diagnostic(
                .warning, "compat.inline-modes",
                "inline modes in '$extensions.mode' are a Terrazzo convention; read as modifier '\(modifierName)' with contexts \(names)",
                at: span, help: "express modes with a resolver document (DTCG Resolver Module 2025.10)",
                isCompatibility: true))
        }
    }

    /// The overrides of one mode as one token tree, groups rebuilt along their paths in first-seen order.
    /// Located where their first token (or file) is: a span given whole would be kept under a number of
    /// its own for the rest of the run, one per group per build (`refract watch` builds again and again).
    private static func tree(of overrides: [Override], location: SyntaxLocation) -> SyntaxNode {
        var keys: [String] = []
        var grouped: [String: [Override]] = [:]
        var leaves: [String: SyntaxNode] = [:]
        for override in overrides {
            guard let head = override.path.first else { continue }
            if grouped[head] == nil, leaves[head] == nil { keys.append(head) }
            if override.path.count == 1 {
                leaves[head] = override.token
            } else {
                grouped[head, default: []].append(Override(path: Array(override.path.dropFirst()), token: override.token))
            }
        }
        let entries = keys.map { key -> SyntaxEntry in
            let value = leaves[key] ?? tree(of: grouped[key] ?? [], location: grouped[key]?.first?.token.location ?? location)
            return SyntaxEntry(key: key, keyLocation: value.location, value: value)
        }
        return SyntaxNode(.mapping(entries), location: location)
    }
}
