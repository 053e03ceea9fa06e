import RefractDiagnostics
import RefractModel
import RefractSyntax

/// Expands group `$extends` (DTCG §6.4): the target group is deep-merged under the extending group's own
/// entries, which win. Works on the merged document tree so aliases later see one tree.
struct ExtendsExpander {
    private let root: SyntaxNode
    private var memo: [String: SyntaxNode] = [:]
    private var inProgress: [String] = []
    private var reportedCycles: Set<[String]> = []
    /// Every group of the tree by its dotted path, so a `$extends` finds its target in one look-up.
    private var groups: [String: SyntaxNode] = [:]
    /// Groups whose `$extends` closes a cycle, already reported: they extend nothing.
    private var cycleClosers: Set<String> = []
    private(set) var diagnostics: [Diagnostic] = []

    init(root: SyntaxNode) {
        self.root = root
    }

    /// For a tree where `containsExtends` holds: any other is rebuilt for nothing.
    static func expand(_ root: SyntaxNode) -> (SyntaxNode, [Diagnostic]) {
        var expander = ExtendsExpander(root: root)
        expander.expandChainsFromTheirEnds()
        let result = expander.expandedGroup(root, path: []) ?? root
        return (result, expander.diagnostics)
    }

    /// Whether `expand` would meet `$extends`, in the groups it expands. Token values (most of a tree's
    /// nodes) are not entered.
    static func containsExtends(_ root: SyntaxNode) -> Bool {
        guard case .mapping(let entries) = root.value, !DocumentMerger.isToken(root) else { return false }
        return groupContainsExtends(entries)
    }

    private static func groupContainsExtends(_ entries: [SyntaxEntry]) -> Bool {
        for i in entries.indices {
            let key = entries[i].key
            if key.utf8.first == UInt8(ascii: "$") {
                if key == "$extends" { return true }
                continue
            }
            guard case .mapping(let children) = entries[i].value.value,
                !children.contains(where: { DocumentMerger.isTokenKey($0.key) })
            else { continue }
            if groupContainsExtends(children) { return true }
        }
        return false
    }

    private mutating func expandedGroup(_ node: SyntaxNode, path: [String]) -> SyntaxNode? {
        let key = path.joined(separator: ".")
        if let done = memo[key] { return done }
        guard case .mapping(let entries) = node.value, !DocumentMerger.isToken(node) else { return node }
        inProgress.append(key)
        defer { inProgress.removeLast() }

        var localEntries: [SyntaxEntry] = []
        var extendsEntry: SyntaxEntry?
        for entry in entries {
            if entry.key == "$extends" { extendsEntry = entry; continue }
            var entry = entry
            if !entry.key.hasPrefix("$"), case .mapping = entry.value.value, !DocumentMerger.isToken(entry.value) {
                entry.value = expandedGroup(entry.value, path: path + [entry.key]) ?? entry.value
            }
            localEntries.append(entry)
        }
        var result = SyntaxNode(.mapping(localEntries), location: node.location)
        if let extendsEntry, let base = baseGroup(for: extendsEntry, extending: key) {
            result = DocumentMerger.merge(base, result)
        }
        memo[key] = result
        return result
    }

    private mutating func baseGroup(for entry: SyntaxEntry, extending groupPath: String) -> SyntaxNode? {
        guard let text = entry.value.stringValue, case .alias(let target) = ReferenceSyntax.parseCurly(text) else {
            diagnostics.append(.error(
                "extends.syntax", "'$extends' must be an alias to a group, like '{button}'",
                at: entry.value.span))
            return nil
        }
        if cycleClosers.contains(groupPath) { return nil }
        if let start = inProgress.firstIndex(of: target.dotted) {
            reportCycle(Array(inProgress[start...]), at: entry.value.span)
            return nil
        }
        guard let targetNode = groups[target.dotted] ?? Self.node(at: target.segments, in: root) else {
            diagnostics.append(.error(
                "extends.unresolved", "no group at path '\(target.dotted)' for '$extends'", at: entry.value.span,
                label: "extended here"))
            return nil
        }
        if DocumentMerger.isToken(targetNode) {
            diagnostics.append(.error(
                "extends.target-is-token", "'$extends' must name a group, but '\(target.dotted)' is a token",
                at: entry.value.span, notes: [DiagnosticNote("the token is defined here", at: targetNode.span)]))
            return nil
        }
        guard case .mapping = targetNode.value else {
            diagnostics.append(.error(
                "extends.unresolved", "'\(target.dotted)' is not a group", at: entry.value.span))
            return nil
        }
        return expandedGroup(targetNode, path: target.segments)
    }

    /// Expands every group that a `$extends` names before the groups that extend it, ends of chains first,
    /// so expanding one group finds its base done and a chain of any length nests no deeper than one link.
    /// A cycle is reported here, and the member that closes it extends nothing.
    private mutating func expandChainsFromTheirEnds() {
        var extendsTarget: [String: String] = [:]
        var sources: [String] = []
        var pending: [(node: SyntaxNode, path: [String])] = [(root, [])]
        while let (node, path) = pending.popLast() {
            guard case .mapping(let entries) = node.value, !DocumentMerger.isToken(node) else { continue }
            let key = path.joined(separator: ".")
            groups[key] = node
            for entry in entries.reversed() {
                if entry.key == "$extends" {
                    if let text = entry.value.stringValue, case .alias(let target) = ReferenceSyntax.parseCurly(text) {
                        extendsTarget[key] = target.dotted
                        sources.append(key)
                    }
                } else if !entry.key.hasPrefix("$"), !entry.key.contains(".") {
                    pending.append((entry.value, path + [entry.key]))
                }
            }
        }
        enum Mark { case onChain, done }
        var marks: [String: Mark] = [:]
        var order: [String] = []
        for source in sources.reversed() where marks[source] == nil {
            var chain: [String] = []
            var current: String? = source
            while let group = current, marks[group] == nil, groups[group] != nil {
                marks[group] = .onChain
                chain.append(group)
                current = extendsTarget[group]
            }
            if let group = current, marks[group] == .onChain, let start = chain.firstIndex(of: group) {
                reportCycle(Array(chain[start...]), at: root.span)
            }
            for group in chain { marks[group] = .done }
            order += chain.reversed()
        }
        for key in order {
            guard let node = groups[key] else { continue }
            _ = expandedGroup(node, path: key.isEmpty ? [] : TokenPath(key).segments)
        }
    }

    /// Reports the cycle `members` (each extends or contains the next, the last the first) once, at the
    /// member written first; the member before it is the one that closes the cycle.
    /// A member without `$extends` of its own (a group extending its parent) is shown at `fallback`.
    private mutating func reportCycle(_ members: [String], at fallback: SourceSpan) {
        guard reportedCycles.insert(members.sorted()).inserted else { return }
        let spans = members.map { extendsSpan(ofGroup: $0) ?? fallback }
        let first = spans.indices.min { ValueResolver.sourceOrder(spans[$0], spans[$1]) } ?? 0
        let ordered = Array(members[first...] + members[..<first])
        cycleClosers.insert(ordered[ordered.count - 1])
        diagnostics.append(.error(
            "extends.cycle",
            "circular '$extends': " + (ordered + [ordered[0]]).map { "'\($0)'" }.joined(separator: " → "),
            at: spans[first], label: "'\(ordered[0])' starts the cycle",
            notes: [DiagnosticNote("every group in the cycle is affected: "
                + ordered.map { "'\($0)'" }.joined(separator: ", "))]))
    }

    private func extendsSpan(ofGroup path: String) -> SourceSpan? {
        if let group = groups[path] { return group["$extends"]?.span }
        let segments = path.isEmpty ? [] : TokenPath(path).segments
        return Self.node(at: segments, in: root)?["$extends"]?.span
    }

    static func node(at segments: [String], in root: SyntaxNode) -> SyntaxNode? {
        var node = root
        for segment in segments {
            guard let child = node[segment] else { return nil }
            node = child
        }
        return node
    }
}
