import RefractModel

/// The groups of a token set that exist only to be referenced, which `api: semantic` keeps out of every
/// platform's API. The rule, as docs/config.md states it: a group is only referenced when tokens of two or more
/// other groups are aliases of its tokens and it refers to nothing outside itself nor between its own groups (a
/// palette: `palette`, Primer's `base`), or when it splits into one group per context of a modifier and tokens outside it are aliases of its
/// tokens (per-scheme helpers: `scheme.light`, `scheme.dark`).
///
/// Only aliases count (`"$value": "{palette.teal}"`), not a composite's references to its parts: the font
/// families and sizes a typography token is made of stay, as Primer's `fontStack`, `borderWidth` do. Two
/// groups of aliases, not one: a scale one component reads (Primer's `borderRadius`, read by `overlay`) is
/// part of the API. The judgment reads groups, never single tokens, so adding an alias to a token never moves
/// that token in or out of an app's API; a set without groups (Spectrum's flat names) or without aliases
/// across groups (Carbon, Fluent, Polaris) has no such layer and keeps every token. Aliases are the union over
/// every permutation.
package struct ReferenceLayers: Sendable, Equatable {
    /// The outermost groups judged reference layers, in path order.
    package let groups: [TokenPath]
    /// Every token under one of `groups`.
    package let paths: Set<TokenPath>

    package init(groups: [TokenPath], paths: Set<TokenPath>) {
        self.groups = groups
        self.paths = paths
    }

    package init(_ model: ThemedTokenSet) {
        let tokenPaths = Set(model.paths)
        var edges: Set<Edge> = []
        for set in model.tokenSets {
            for token in set.tokens {
                guard let target = token.aliasOf, target != token.path, tokenPaths.contains(target) else { continue }
                edges.insert(Edge(from: token.path.segments, to: target.segments))
            }
        }
        // For each group, the groups (or ungrouped tokens) outside it whose tokens alias into it, each named by
        // its path just below the group both share.
        var referrers: [[String]: Set<[String]>] = [:]
        var refersOutside: Set<[String]> = []
        // Groups with an alias from one of their groups to another: a layer of their own inside (Tokens
        // Studio's lion keeps `colors.bg.default.color`, an alias of `colors.green.600`, in one `colors`).
        var layeredInside: Set<[String]> = []
        for edge in edges {
            // Every group holding the target but not the source is aliased from outside; every group holding
            // the source but not the target refers outside.
            let shared = zip(edge.from, edge.to).prefix { $0 == $1 }.count
            let referrer = Array(edge.from.prefix(shared + 1))
            if shared > 0, shared < edge.from.count - 1, shared < edge.to.count - 1 { layeredInside.insert(Array(edge.from.prefix(shared))) }
            for length in stride(from: shared + 1, to: edge.to.count, by: 1) {
                referrers[Array(edge.to.prefix(length)), default: []].insert(referrer)
            }
            for length in stride(from: shared + 1, to: edge.from.count, by: 1) { refersOutside.insert(Array(edge.from.prefix(length))) }
        }
        let contextSets = model.axes.filter { $0.contexts.count > 1 }.map { Set($0.contexts) }
        var childNames: [[String]: Set<String>] = [:]
        for path in tokenPaths {
            let segments = path.segments
            for length in stride(from: 1, to: segments.count - 1, by: 1) {
                childNames[Array(segments.prefix(length)), default: []].insert(segments[length])
            }
        }
        func splitsByContext(_ group: [String]) -> Bool {
            guard let children = childNames[group] else { return false }
            return contextSets.contains { $0.isSubset(of: children) }
        }
        let layers = Set(referrers.filter { group, from in
            (from.count >= 2 && !refersOutside.contains(group) && !layeredInside.contains(group)) || splitsByContext(group)
        }.keys)
        // The outermost: a layer inside another is already hidden with it.
        let outermost = layers.filter { group in !(1..<group.count).contains { layers.contains(Array(group.prefix($0))) } }
        let hidden = tokenPaths.filter { path in
            let segments = path.segments
            return (1..<max(1, segments.count)).contains { outermost.contains(Array(segments.prefix($0))) }
        }
        // A set that is all layers (nothing refers in from outside them) has no semantic layer to show: keep it.
        guard hidden.count < tokenPaths.count else {
            self.init(groups: [], paths: [])
            return
        }
        self.init(groups: outermost.map { TokenPath(segments: $0) }.sorted(), paths: hidden)
    }

    private struct Edge: Hashable {
        var from: [String]
        var to: [String]
    }
}
