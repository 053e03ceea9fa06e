import RefractDiagnostics
import RefractModel
import RefractSyntax

/// Expands group `$extends` (DTCG §6.4): the target group is deep-merged under the extending group's own
/// entries, which win. Works on the merged document tree so aliases later see one tree.
struct ExtendsExpander {
    /// The most tokens `$extends` may copy into a document, counting every token of each extended group
    /// once per `$extends` that names it. Groups extending groups that extend groups multiply their tokens,
    /// so a short file could otherwise ask for millions (documented in docs/diagnostics.md,
    /// `extends.too-many-tokens`).
    static let maximumCopiedTokens = 100_000

    private let root: SyntaxNode
    private let maximumCopiedTokens: Int
    private var memo: [String: SyntaxNode] = [:]
    /// Tokens in each expanded group of `memo`, copies included.
    private var tokenCounts: [String: Int] = [:]
    private var copiedTokens = 0
    /// Set once the copies pass the limit: later `$extends` copy nothing.
    private var isOverLimit = false
    private var inProgress: [String] = []
    private var reportedCycles: Set<[String]> = []
    /// Every group of the tree by its dotted path, so a `$extends` finds its target in one look-up.
    private var groups: [String: SyntaxNode] = [:]
    /// Groups whose `$extends` closes a cycle, already reported: they extend nothing.
    private var cycleClosers: Set<String> = []
    private(set) var diagnostics: [Diagnostic] = []

    init(root: SyntaxNode, maximumCopiedTokens: Int = ExtendsExpander.maximumCopiedTokens) {
        self.root = root
        self.maximumCopiedTokens = maximumCopiedTokens
    }

    /// For a tree where `containsExtends` holds: any other is rebuilt for nothing.
    static func expand(
        _ root: SyntaxNode, maximumCopiedTokens: Int = ExtendsExpander.maximumCopiedTokens
    ) -> (SyntaxNode, [Diagnostic]) {
        var expander = ExtendsExpander(root: root, maximumCopiedTokens: maximumCopiedTokens)
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
        var tokenCount = 0
        for entry in entries {
            if entry.key == "$extends" { extendsEntry = entry; continue }
            var entry = entry
            if !entry.key.hasPrefix("$"), case .mapping = entry.value.value {
                if DocumentMerger.isToken(entry.value) {
                    tokenCount += 1
                } else {
                    let childPath = path + [entry.key]
                    entry.value = expandedGroup(entry.value, path: childPath) ?? entry.value
                    tokenCount += tokenCounts[childPath.joined(separator: ".")] ?? 0
                }
            }
            localEntries.append(entry)
        }
        var result = SyntaxNode(.mapping(localEntries), location: node.location)
        if let extendsEntry, let base = baseGroup(for: extendsEntry, extending: key),
            copy(base.tokenCount, at: extendsEntry.value.span)
        {
            result = DocumentMerger.merge(base.node, result)
            tokenCount += base.tokenCount
        }
        memo[key] = result
        tokenCounts[key] = tokenCount
        return result
    }

    /// Counts `count` copied tokens against the limit; false, after reporting once, past it.
    private mutating func copy(_ count: Int, at span: SourceSpan) -> Bool {
        guard !isOverLimit else { return false }
        copiedTokens += count
        guard copiedTokens > maximumCopiedTokens else { return true }
        isOverLimit = true
        diagnostics.append(.error(
            "extends.too-many-tokens",
            "'$extends' copies more than \(maximumCopiedTokens.grouped) tokens into the document",
            at: span, label: "this copy of \(count.grouped) tokens passes the limit",
            help: "groups that extend groups that extend groups multiply their tokens; extend a group from "
                + "fewer places, or alias the tokens ('{group.token}') instead of copying their group"))
        return false
    }


    /// The expanded group `entry` names, with its token count.
    private mutating func baseGroup(for entry: SyntaxEntry, extending groupPath: String) -> (node: SyntaxNode, tokenCount: Int)? {
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
        guard let base = expandedGroup(targetNode, path: target.segments) else { return nil }
        return (base, tokenCounts[target.dotted] ?? 0)
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
        let first = spans.indices.min { AliasResolution.sourceOrder(spans[$0], spans[$1]) } ?? 0
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
