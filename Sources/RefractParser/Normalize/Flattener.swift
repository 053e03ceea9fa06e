import RefractDiagnostics
import RefractModel
import RefractSyntax

/// Walks the (merged, extended) tree: checks names and structure (DTCG §5, §6), inherits `$type` from
/// groups and lists every token with its raw value.
struct Flattener {
    /// Token members Tokens Studio writes without DTCG's `$`.
    static let tokensStudioKeys: Set<String> = ["value", "type", "description"]

    private(set) var tokens: [RawToken] = []
    /// Positions in `tokens` in path order. Each group's members are ordered by name (a group's name
    /// followed by the '.' its paths continue with), which orders every token path below the group too,
    /// so the token set need not sort its paths (it checks the order and sorts only if needed).
    private(set) var pathOrder: [Int] = []
    /// Positions in `tokens` by path, filled as each path is made.
    private(set) var indexByPath: [TokenPath: Int] = [:]
    private(set) var diagnostics = CappedDiagnostics()
    /// Whether the walk met `$extends` where `ExtendsExpander` would, or a group it skipped that might
    /// hold one: then the tree is searched for `$extends` and maybe expanded.
    private(set) var mayNeedExpanding = false
    /// The members of every group being walked, innermost last.
    private var openMembers: [Member] = []
    /// Reused while a group's stretches of `pathOrder` are put in order.
    private var reordered: [Int] = []
    private var nonStandardTypes: [String: (span: SourceSpan, count: Int)] = [:]

    static let groupProperties: Set<String> = [
        "$type", "$description", "$deprecated", "$extensions", "$extends", "$schema",
    ]
    static let tokenProperties: Set<String> = [
        "$value", "$ref", "$type", "$description", "$deprecated", "$extensions",
    ]

    struct Output {
        var tokens: [RawToken]
        var pathOrder: [Int]
        var indexByPath: [TokenPath: Int]
        var diagnostics: [Diagnostic]
        /// See `Flattener.mayNeedExpanding`.
        var mayNeedExpanding = false
    }

    static func flatten(_ root: SyntaxNode) -> Output {
        var flattener = Flattener()
        guard case .mapping = root.value else {
            flattener.diagnostics.append(.error(
                "group.not-object", "a token file must be an object of groups and tokens, not \(root.kindName)",
                at: root.span))
            return Output(tokens: [], pathOrder: [], indexByPath: [:], diagnostics: flattener.diagnostics.all)
        }
        flattener.walkGroup(root, path: TokenPath(""), inheritedType: nil)
        flattener.reportNonStandardTypes()
        return Output(
            tokens: flattener.tokens, pathOrder: flattener.pathOrder, indexByPath: flattener.indexByPath,
            diagnostics: flattener.diagnostics.all, mayNeedExpanding: flattener.mayNeedExpanding)
    }

    /// A member of a group that produced tokens: `tokens[start..<end]`, ordered by `sortKey`.
    private struct Member {
        var sortKey: String
        var start: Int
        var end: Int
    }

    private mutating func walkGroup(_ group: SyntaxNode, path: TokenPath, inheritedType: DeclaredType?) {
        guard let entries = group.entries else { return }
        var groupType = inheritedType
        if let typeEntry = group.entry("$type") {
            // An invalid group type was reported; its tokens must not each report a missing type.
            groupType = declaredType(typeEntry) ?? .invalid
        }
        checkMetadata(of: group)
        let firstMember = openMembers.count
        for e in entries.indices {
            let start = tokens.count
            let key = entries[e].key
            if key.utf8.first == UInt8(ascii: "$") {
                if key == "$root" {
                    walkMember(entries, at: e, path: path.appending("$root"), inheritedType: groupType, isRoot: true)
                    if tokens.count > start { openMembers.append(Member(sortKey: key, start: start, end: tokens.count)) }
                } else if key == "$extends" {
                    mayNeedExpanding = true
                } else if !Self.groupProperties.contains(key) {
                    diagnostics.append(.error(
                        "name.reserved", "'\(key)' is not a group property, and names cannot start with '$'",
                        at: entries[e].keySpan,
                        help: "'$' starts the reserved properties \(Self.groupProperties.sorted().joined(separator: ", "))"))
                }
                continue
            }
            guard checkName(key, at: entries[e].keyLocation) else {
                // The expander walks groups whatever their names: one skipped here may hold `$extends`.
                if DocumentMerger.isGroup(entries[e].value) { mayNeedExpanding = true }
                continue
            }
            let isGroup = walkMember(entries, at: e, path: path.appending(key), inheritedType: groupType, isRoot: false)
            if tokens.count > start {
                openMembers.append(Member(sortKey: isGroup ? key + "." : key, start: start, end: tokens.count))
            }
        }
        orderByPath(membersFrom: firstMember)
        openMembers.removeSubrange(firstMember...)
    }

    /// Puts the stretches of `pathOrder` of the members from `first` on (each already in path order, one
    /// after the other) in the order of the members' names.
    private mutating func orderByPath(membersFrom first: Int) {
        let end = openMembers.count
        guard end - first > 1,
            !(first + 1..<end).allSatisfy({ openMembers[$0 - 1].sortKey < openMembers[$0].sortKey })
        else { return }
        let low = openMembers[first].start
        openMembers[first...].sort { $0.sortKey < $1.sortKey }
        reordered.removeAll(keepingCapacity: true)
        for m in first..<end { reordered.append(contentsOf: pathOrder[openMembers[m].start..<openMembers[m].end]) }
        for k in reordered.indices { pathOrder[low + k] = reordered[k] }
    }

    /// Returns whether the member is a group (its tokens' paths continue with '.').
    @discardableResult
    private mutating func walkMember(
        _ entries: [SyntaxEntry], at e: Int, path: TokenPath, inheritedType: DeclaredType?, isRoot: Bool
    ) -> Bool {
        guard case .mapping = entries[e].value.value else {
            diagnostics.append(.error(
                "group.invalid-member",
                "'\(path)' must be a token or a group object, not \(entries[e].value.kindName)",
                at: entries[e].value.span,
                help: Self.tokensStudioKeys.contains(entries[e].key)
                    ? "Tokens Studio writes '\(entries[e].key)'; DTCG writes '$\(entries[e].key)'"
                    : "a token is an object with '$value', e.g. { \"$value\": …, \"$type\": \"color\" }"))
            return false
        }
        if DocumentMerger.isToken(entries[e].value) {
            addToken(entries, at: e, path: path, groupType: inheritedType)
            return false
        } else if isRoot {
            diagnostics.append(.error(
                "token.missing-value", "'$root' must be a token with '$value'", at: entries[e].keySpan))
            return false
        } else {
            walkGroup(entries[e].value, path: path, inheritedType: inheritedType)
            return true
        }
    }

    private mutating func addToken(
        _ entries: [SyntaxEntry], at e: Int, path: TokenPath, groupType: DeclaredType?
    ) {
        let t = tokens.count
        tokens.append(RawToken(path: path, keyLocation: entries[e].keyLocation, groupType: groupType))
        var hasMetadata = false
        let members = entries[e].value.entries ?? []
        for m in members.indices {
            switch members[m].key {
            case "$value":
                if case .null = members[m].value.value {
                    diagnostics.append(.error("value.null", "'$value' cannot be null", at: members[m].value.span))
                } else {
                    tokens[t].valueNode = members[m].value
                }
            case "$ref": tokens[t].refNode = members[m].value
            case "$type": tokens[t].explicitType = declaredType(members[m]) ?? .invalid
            case "$extends":
                diagnostics.append(.error(
                    "extends.in-token", "'$extends' can only be used on groups, and '\(path)' is a token",
                    at: members[m].keySpan))
            case "$description", "$deprecated", "$extensions": hasMetadata = true
            default:
                if members[m].key.hasPrefix("$") {
                    diagnostics.append(.error(
                        "token.unknown-property", "unknown token property '\(members[m].key)'",
                        at: members[m].keySpan,
                        help: "tokens may have \(Self.tokenProperties.sorted().joined(separator: ", "))"))
                } else if members[m].value.entries == nil || !DocumentMerger.containsToken(members[m].value) {
                    // Primer writes `"alpha": 0.5` beside `$value`: not a child token, not DTCG either.
                    var diagnostic = Diagnostic.warning(
                        "compat.token-extra-property",
                        "'\(members[m].key)' beside '$value' is not a token property and is ignored",
                        at: members[m].keySpan,
                        help: "move tool-specific data into '$extensions'")
                    diagnostic.isCompatibility = true
                    diagnostics.append(diagnostic)
                } else {
                    diagnostics.append(.error(
                        "token.has-children",
                        "token '\(path)' cannot also be a group: '\(members[m].key)' is not a token property",
                        at: members[m].keySpan,
                        notes: [DiagnosticNote(
                            "an object with '$value' is a token (DTCG §6.1)", at: entries[e].keySpan)]))
                }
            }
        }
        if tokens[t].valueNode != nil, let ref = tokens[t].refNode {
            diagnostics.append(.error(
                "ref.with-value", "token '\(path)' has both '$value' and '$ref'", at: ref.span,
                help: "keep one: '$ref' makes the token a reference, '$value' gives its value"))
        }
        if hasMetadata {
            let metadata = checkMetadata(of: entries[e].value)
            tokens[t].description = metadata.description
            tokens[t].deprecation = metadata.deprecation
            (tokens[t].extensions, tokens[t].tokensStudio) = TokensStudioExpression.split(metadata.extensions)
        }
        pathOrder.append(t)
        indexByPath[path] = t
    }

    private mutating func declaredType(_ entry: SyntaxEntry) -> DeclaredType? {
        guard let name = entry.value.stringValue else {
            diagnostics.append(.error(
                "type.not-string", "'$type' must be a string, not \(entry.value.kindName)", at: entry.value.span))
            return nil
        }
        guard let declared = DeclaredType(name) else {
            let names = TokenType.allCases.filter { $0 != .other }.map(\.rawValue)
            let suggestion = Suggestions.nearest(to: name, in: names)
                ?? names.first { $0.lowercased() == name.lowercased() }
            diagnostics.append(.error(
                "type.unknown", "unknown type '\(name)'", at: entry.value.span,
                notes: [DiagnosticNote("types are case-sensitive: \(names.joined(separator: ", "))")],
                help: suggestion.map { "did you mean '\($0)'?" },
                fixIt: suggestion.map { FixIt(span: entry.value.span, replacement: "\"\($0)\"") }))
            return nil
        }
        if case .other(let name) = declared {
            let key = entry.value.span.file + "\u{0}" + name
            if let seen = nonStandardTypes[key] {
                nonStandardTypes[key] = (seen.span, seen.count + 1)
            } else {
                nonStandardTypes[key] = (entry.value.span, 1)
            }
        }
        return declared
    }

    private mutating func reportNonStandardTypes() {
        for (key, seen) in nonStandardTypes.sorted(by: { $0.key < $1.key }) {
            let name = String(key.split(separator: "\u{0}").last ?? "")
            let more = seen.count > 1 ? [DiagnosticNote("\(seen.count - 1) more use(s) of '\(name)' in this file")] : []
            var diagnostic = Diagnostic.warning(
                "compat.non-standard-type",
                name == "string"
                    ? "'string' is not a DTCG 2025.10 type; its tokens are emitted as text where a platform holds text"
                    : "'\(name)' is not a DTCG 2025.10 type; its tokens are kept but not emitted",
                at: seen.span, notes: more)
            diagnostic.isCompatibility = true
            diagnostics.append(diagnostic)
        }
    }

    private mutating func checkName(_ key: String, at keyLocation: SyntaxLocation) -> Bool {
        let forbidden = key.utf8.first { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }
        if let forbidden {
            diagnostics.append(.error(
                "name.invalid-character",
                "name '\(key)' contains '\(Character(Unicode.Scalar(forbidden)))', which aliases reserve",
                at: keyLocation.span, help: "names cannot contain '{', '}' or '.' (DTCG §5.1.1)"))
            return false
        }
        return true
    }

    private struct Metadata {
        var description: String?
        var deprecation: Deprecation?
        var extensions: SyntaxNode?
    }

    @discardableResult
    private mutating func checkMetadata(of node: SyntaxNode) -> Metadata {
        var metadata = Metadata()
        if let description = node["$description"] {
            if let text = description.stringValue {
                metadata.description = text
            } else {
                diagnostics.append(.error(
                    "metadata.description", "'$description' must be a string, not \(description.kindName)",
                    at: description.span))
            }
        }
        if let deprecated = node["$deprecated"] {
            switch deprecated.value {
            case .bool(let flag): metadata.deprecation = flag ? .deprecated : nil
            case .string(let message): metadata.deprecation = .deprecatedWithMessage(message)
            default:
                diagnostics.append(.error(
                    "metadata.deprecated", "'$deprecated' must be a boolean or a string, not \(deprecated.kindName)",
                    at: deprecated.span))
            }
        }
        if let extensions = node["$extensions"] {
            if case .mapping = extensions.value {
                metadata.extensions = extensions
            } else {
                diagnostics.append(.error(
                    "metadata.extensions", "'$extensions' must be an object, not \(extensions.kindName)",
                    at: extensions.span))
            }
        }
        return metadata
    }
}
