import RefractDiagnostics
import RefractModel
import RefractSyntax

/// Resolves every token's value once (memoized): follows curly aliases and JSON Pointers through chains,
/// settles tokens in an order their references allow, reports cycles and checks types at each link. Values
/// with no reference in them are decoded by `ValueDecoder`; a token whose value kind is Tokens Studio
/// expressions (`RawToken.tokensStudio`) is evaluated on the way (`computeTokensStudio`).
///
/// Invariant: a function that returns nil has already reported why (or the failure belongs to a token
/// that reported it), so a failure is never reported twice down a chain.
struct AliasResolution {
    struct Resolved {
        var value: TokenValue
        var aliasOf: TokenPath?
        var partReferences: [String: TokenPath]
    }

    /// One attempt at resolving a token, started again from nothing when the attempt is made again.
    struct Attempt {
        /// References recorded while decoding the value.
        var partReferences: [String: TokenPath] = [:]
        /// The pending tokens the attempt met, in the order it met them: settled before it is tried again.
        var needed: [Int] = []
        /// Set when the attempt met a token being resolved after a pending one: what follows depends on
        /// the order in which they settle, so the attempt collects no more and reports no cycle.
        var interrupted = false
        /// The cycles the attempt reported: kept when it is abandoned, as the cycle's members are failed by
        /// then and would not be reported again.
        var cycleReports: [Diagnostic] = []
    }

    /// What JSON Pointers into parts of values came to, over the whole resolution.
    struct PointerMemo {
        /// The pointers being followed, innermost last.
        var active: [String] = []
        /// What a pointer into a part of a value decoded to, by type and pointer, once it is known: a pointer
        /// to a part that is itself a pointer decodes it once, not once per link of the chain behind it.
        var values: [String: TokenValue] = [:]
        /// Pointers that failed for a reason reported already (the nesting limit, a failed token): they
        /// fail quietly after.
        var quiet: Set<String> = []
    }

    enum State: UInt8 {
        case pending
        case resolving
        /// Its token is in `made`.
        case resolved
        case failed
    }

    let root: SyntaxNode
    let raw: [RawToken]
    let indexByPath: [TokenPath: Int]
    var states: [State]
    /// The chain being resolved, innermost last.
    var stack: [Int] = []
    var pointers = PointerMemo()
    var diagnostics = CappedDiagnostics()
    var unresolvedReported = 0
    /// The paths references named where no token is: what `--keep-going`'s summary lists.
    var missingTargets: Set<TokenPath> = []
    /// Made at the first suggestion, from `raw`.
    private var nearestPaths: NearestPaths?
    /// What the attempt at the token on top of the stack has met so far.
    var attempt = Attempt()
    /// The token made of each raw token, by position in `raw`, once it is resolved.
    private var made: [Token?]
    /// Set while resolving a token whose value kind is Tokens Studio expressions: its math and colour
    /// functions are evaluated rather than rejected.
    var tokensStudio: TokensStudioExpression?

    /// `indexByPath` holds the position in `raw` of every path (the flattener's, built as it made them).
    init(root: SyntaxNode, raw: [RawToken], indexByPath: [TokenPath: Int]) {
        self.root = root
        self.raw = raw
        self.indexByPath = indexByPath
        self.states = Array(repeating: .pending, count: raw.count)
        self.made = Array(repeating: nil, count: raw.count)
    }

    /// Resolves in document order (what is reported, and in which order, depends on it), then returns
    /// the tokens that resolved in `order` (positions in `raw`).
    mutating func resolveAll(in order: [Int]) -> [Token] {
        for i in raw.indices { settle(i) }
        // Moved out, not copied: nothing reads `made` once every token is settled.
        var tokens: [Token] = []
        tokens.reserveCapacity(order.count)
        for i in order where states[i] == .resolved {
            if let token = made[i].take() { tokens.append(token) }
        }
        return tokens
    }

    /// The paths of the tokens whose value could not be resolved (each reported, or failed for a token that
    /// was): what `--keep-going` leaves out of every permutation.
    var failedPaths: [TokenPath] {
        raw.indices.compactMap { states[$0] == .failed ? raw[$0].path : nil }
    }

    private mutating func place(_ resolved: Resolved, of i: Int) {
        made[i] = Token(
            path: raw[i].path, value: resolved.value, description: raw[i].description,
            deprecation: raw[i].deprecation, extensions: raw[i].extensions.map(JSONValue.init(syntax:)),
            source: SourceReference(span: raw[i].keySpan), aliasOf: resolved.aliasOf,
            partReferences: resolved.partReferences)
    }

    /// The path of token `i`.
    func path(of i: Int) -> TokenPath {
        raw[i].path
    }

    /// The value of token `i` if it is settled. Only the value: references take nothing else from the
    /// token they name. A pending token is not resolved here (that would nest a resolution per link of a
    /// chain, and a long chain would overflow the call stack): the attempt is marked as needing it, and
    /// `settle` resolves it first and then tries again.
    mutating func resolvedValue(_ i: Int) -> TokenValue? {
        if states[i] == .pending {
            if !attempt.interrupted { attempt.needed.append(i) }
            return nil
        }
        return made[i]?.value
    }

    /// Resolves token `i` unless it is resolved, failed or being resolved; makes its token when it resolves.
    /// Iterative: `stack` holds the chain being resolved, and `work` the tokens still to settle, so a chain
    /// or cycle is as long as memory allows. A token whose attempt meets pending tokens is tried again once
    /// they are settled; what the abandoned attempt reported is taken back, so each report is made once,
    /// by the attempt that completes.
    private mutating func settle(_ i: Int) {
        guard states[i] == .pending else { return }
        var work = [i]
        while let t = work.last {
            if states[t] == .pending {
                states[t] = .resolving
                stack.append(t)
            } else if stack.last != t {
                work.removeLast()  // settled meanwhile, as another token's dependency
                continue
            }
            let reported = diagnostics.count
            let unresolvedBefore = unresolvedReported
            attempt = Attempt()
            let result = computeValue(of: t)
            if !attempt.needed.isEmpty {
                diagnostics.removeSubrange(reported...)
                diagnostics += attempt.cycleReports
                unresolvedReported = unresolvedBefore
                work.append(contentsOf: attempt.needed.reversed())
                continue
            }
            work.removeLast()
            stack.removeLast()
            if states[t] == .failed { continue }  // marked by cycle detection meanwhile
            guard var resolved = result else {
                states[t] = .failed
                continue
            }
            if resolved.aliasOf == nil { resolved.partReferences = attempt.partReferences }
            place(resolved, of: t)
            states[t] = .resolved
        }
    }

    private mutating func computeValue(of i: Int) -> Resolved? {
        guard let expression = raw[i].tokensStudio else { return computeUnmodified(of: i) }
        return computeTokensStudio(of: i, expression)
    }

    /// A token whose value kind is Tokens Studio expressions: resolved as any other, with its expressions
    /// evaluated on the way, then its colour modifier applied.
    private mutating func computeTokensStudio(of i: Int, _ expression: TokensStudioExpression) -> Resolved? {
        tokensStudio = expression
        defer { tokensStudio = nil }
        guard let resolved = computeUnmodified(of: i) else { return nil }
        guard let modify = expression.modify else { return resolved }
        guard let value = applyModify(modify, to: resolved.value) else { return nil }
        return Resolved(value: value, aliasOf: nil, partReferences: [:])
    }

    private mutating func computeUnmodified(of i: Int) -> Resolved? {
        if let refNode = raw[i].refNode {
            return resolveTokenRef(refNode, of: i)
        }
        guard let valueNode = raw[i].valueNode else { return nil }  // `$value: null`, already reported
        if let text = valueNode.stringValue {
            switch ReferenceSyntax.parseCurly(text) {
            case .alias(let target):
                let explicitType = raw[i].explicitType
                guard let (j, target) = aliasTarget(target, at: valueNode.location, expected: explicitType) else {
                    return nil
                }
                guard let targetValue = resolveLinked(j, at: valueNode.location) else { return nil }
                guard checkType(of: targetValue, target: target, expected: explicitType, at: valueNode.location)
                else { return nil }
                if explicitType == nil { checkGroupType(of: i, aliasing: target, value: targetValue, at: valueNode.location) }
                return Resolved(value: targetValue, aliasOf: target, partReferences: [:])
            case .malformed(let reason):
                if case .other = raw[i].declaredType { break }
                diagnostics.append(.error(
                    "alias.syntax", "invalid alias '\(text)': \(reason)", at: valueNode.span))
                return nil
            case .tokensStudio(let syntax):
                if tokensStudio != nil {
                    guard let value = evaluateTokensStudio(text, at: valueNode, as: raw[i].declaredType, part: "") else { return nil }
                    return Resolved(value: value, aliasOf: nil, partReferences: [:])
                }
                if case .other = raw[i].declaredType { break }
                diagnostics.append(Self.tokensStudioDiagnostic(text, syntax, at: valueNode.span))
                return nil
            case .notReference:
                if tokensStudio != nil, TokensStudioExpressions.isBareMath(text) {
                    guard let value = evaluateTokensStudio(text, at: valueNode, as: raw[i].declaredType, part: "") else { return nil }
                    return Resolved(value: value, aliasOf: nil, partReferences: [:])
                }
            }
        }
        guard let type = raw[i].declaredType else {
            reportMissingType(i)
            return nil
        }
        guard let value = decode(valueNode, as: type, part: "") else { return nil }
        return Resolved(value: value, aliasOf: nil, partReferences: [:])
    }

    mutating func reportMissingType(_ i: Int) {
        diagnostics.append(.error(
            "type.missing", "token '\(path(of: i))' has no type", at: raw[i].keySpan,
            notes: [DiagnosticNote("types are never guessed from values (DTCG §5.2.3)")],
            help: "add \"$type\" to the token or to a group that contains it"))
    }
}

extension AliasResolution {
    /// Resolves token `j` reached through a reference at `location`, reporting a cycle if `j` is on the stack.
    /// Locations, not spans, are passed down: a span is worked out only for a report.
    mutating func resolveLinked(_ j: Int, at location: SyntaxLocation) -> TokenValue? {
        if states[j] == .resolving {
            if !attempt.needed.isEmpty {
                attempt.interrupted = true
                return nil
            }
            reportCycle(closingAt: j, at: location)
            return nil
        }
        return resolvedValue(j)
    }

    private mutating func reportCycle(closingAt j: Int, at location: SyntaxLocation) {
        guard let start = stack.lastIndex(of: j) else { return }
        // Start the story at the member written first, so the report is stable whichever token the
        // resolver happened to reach first.
        var members = Array(stack[start...])
        let first = members.indices.min { Self.sourceOrder(raw[members[$0]].keySpan, raw[members[$1]].keySpan) } ?? 0
        members = Array(members[first...] + members[..<first])
        let names = (members + [members[0]]).map { "'\(path(of: $0))'" }.joined(separator: " → ")
        let head = raw[members[0]]
        var notes = members.dropFirst().map {
            DiagnosticNote("'\(path(of: $0))' is part of the cycle", at: raw[$0].refNode?.span ?? raw[$0].valueNode?.span)
        }
        notes.append(DiagnosticNote("the value of every token in the cycle is unknown"))
        let report = Diagnostic.error(
            "alias.cycle", "circular reference: \(names)", at: head.refNode?.span ?? head.valueNode?.span ?? location.span,
            label: "'\(path(of: members[0]))' starts the cycle", notes: notes)
        diagnostics.append(report)
        attempt.cycleReports.append(report)
        for member in members { states[member] = .failed }
    }

    static func sourceOrder(_ a: SourceSpan, _ b: SourceSpan) -> Bool {
        (a.file, a.start.offset) < (b.file, b.start.offset)
    }

    /// The index of the token at `path`, or a diagnostic (with a suggestion) when there is none.
    mutating func aliasTarget(_ path: TokenPath, at location: SyntaxLocation, expected: DeclaredType?) -> (Int, TokenPath)? {
        if let j = indexByPath[path] { return (j, path) }
        if let j = indexByPath[path.appending("$root")] { return (j, path.appending("$root")) }
        unresolvedReported += 1
        missingTargets.insert(path)
        var help: String?
        var fixIt: FixIt?
        var notes: [DiagnosticNote] = []
        if isGroup(path) {
            notes.append(DiagnosticNote("'\(path)' is a group; an alias must name a token"))
        } else if unresolvedReported <= 200, let suggestion = suggestPath(for: path, expected: expected) {
            let target = raw[suggestion]
            let targetPath = self.path(of: suggestion)
            help = "did you mean '{\(targetPath)}'? (defined at \(target.keySpan.file):\(target.keySpan.start.line):\(target.keySpan.start.column))"
            fixIt = FixIt(span: location.span, replacement: "\"{\(targetPath)}\"")
        }
        diagnostics.append(.error(
            "alias.unresolved", "no token at path '\(path)'", at: location.span, label: "referenced here", notes: notes,
            help: help, fixIt: fixIt))
        return nil
    }

    private func isGroup(_ path: TokenPath) -> Bool {
        guard let node = ExtendsExpander.node(at: path.segments, in: root) else { return false }
        if case .mapping = node.value { return !DocumentMerger.isToken(node) }
        return false
    }

    /// The nearest path to `path`, as `NearestPaths.nearest` finds it.
    private mutating func suggestPath(for path: TokenPath, expected: DeclaredType?) -> Int? {
        if nearestPaths == nil { nearestPaths = NearestPaths(raw) }
        return nearestPaths?.nearest(to: path, expected: expected, in: raw)
    }

    /// An alias without its own `$type` takes its target's type (DTCG §5.2.3: the reference comes before the
    /// group's `$type`), so a token in a `color` group that aliases a dimension is a dimension, which is
    /// rarely what the group means: a warning, silenced by giving the token that `$type`.
    mutating func checkGroupType(of i: Int, aliasing target: TokenPath, value: TokenValue, at location: SyntaxLocation) {
        guard let groupType = raw[i].groupType, groupType != .invalid, groupType.name != value.typeName else { return }
        diagnostics.append(.warning(
            "alias.group-type-differs",
            "'\(path(of: i))' is in a \(groupType.name) group but aliases '{\(target)}', a \(value.typeName) token, so it is a \(value.typeName)",
            at: location.span, label: "\(value.typeName) value",
            notes: indexByPath[target].map { [DiagnosticNote("'\(target)' is defined here", at: raw[$0].keySpan)] } ?? [],
            help: "alias a \(groupType.name) token, or give the token \"$type\": \"\(value.typeName)\" if a \(value.typeName) is meant"))
    }

    /// A referenced value must have the type the referrer expects.
    mutating func checkType(
        of value: TokenValue, target: TokenPath, expected: DeclaredType?, at location: SyntaxLocation
    ) -> Bool {
        guard let expected, expected.name != value.typeName else { return true }
        if expected == .invalid { return false }
        let article = ["a", "e", "i", "o", "u"].contains(String(value.typeName.prefix(1))) ? "an" : "a"
        diagnostics.append(.error(
            "alias.type-mismatch",
            "'{\(target)}' is \(article) \(value.typeName) token, but \(expected.name) is expected here",
            at: location.span, label: "\(value.typeName) value",
            notes: indexByPath[target].map { [DiagnosticNote("'\(target)' is defined here", at: raw[$0].keySpan)] }
                ?? []))
        return false
    }
}

extension AliasResolution: ValueReporting {
    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}

extension SourceReference {
    init(span: SourceSpan) {
        self.init(
            file: span.file, line: span.start.line, column: span.start.column, offset: span.start.offset,
            endOffset: span.end.offset)
    }
}
