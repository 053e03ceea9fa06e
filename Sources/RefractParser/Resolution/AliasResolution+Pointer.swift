import RefractDiagnostics
import RefractModel
import RefractSyntax

/// JSON Pointer references (`$ref`, DTCG §7.2): into whole tokens, values, and parts of values.
extension AliasResolution {
    /// Where a pointer landed.
    enum PointerTarget {
        /// A whole token (`#/colors/blue` or `#/colors/blue/$value`).
        case token(Int)
        /// A node inside a token's value (`#/shadow/$value/color`), with the owner token.
        case part(SyntaxNode, owner: Int)
    }

    /// The JSON Pointer a `$ref` holds; anything but a string is reported.
    private mutating func pointerText(of refNode: SyntaxNode) -> String? {
        guard let text = refNode.stringValue else {
            diagnostics.append(.error(
                "ref.syntax", "'$ref' must be a JSON Pointer string, not \(refNode.kindName)", at: refNode.span))
            return nil
        }
        return text
    }

    /// A token whose whole definition is `"$ref": "#/…"`.
    mutating func resolveTokenRef(_ refNode: SyntaxNode, of i: Int) -> Resolved? {
        guard let text = pointerText(of: refNode), let target = locate(pointer: text, at: refNode.location) else { return nil }
        switch target {
        case .token(let j):
            guard let resolved = resolveLinked(j, at: refNode.location) else { return nil }
            guard checkType(of: resolved, target: path(of: j), expected: raw[i].explicitType,
                at: refNode.location)
            else { return nil }
            return Resolved(value: resolved, aliasOf: path(of: j), partReferences: [:])
        case .part(let node, let owner):
            guard let type = raw[i].declaredType else {
                reportMissingType(i)
                return nil
            }
            guard let value = decodePointerTarget(node, of: owner, text: text, as: type, at: refNode.location)
            else { return nil }
            return Resolved(value: value, aliasOf: nil, partReferences: [:])
        }
    }

    /// A `{ "$ref": "#/…" }` object standing for a value or part of one.
    mutating func resolveValueRef(_ refNode: SyntaxNode, as type: DeclaredType, part: String) -> TokenValue? {
        guard let text = pointerText(of: refNode), let target = locate(pointer: text, at: refNode.location) else { return nil }
        switch target {
        case .token(let j):
            guard let resolved = resolveLinked(j, at: refNode.location) else { return nil }
            guard checkType(of: resolved, target: path(of: j), expected: type, at: refNode.location)
            else { return nil }
            attempt.partReferences[part] = path(of: j)
            return resolved
        case .part(let node, let owner):
            return decodePointerTarget(node, of: owner, text: text, as: type, at: refNode.location)
        }
    }

    /// Decodes the node a pointer reached inside token `owner`; a failure there is a type mismatch at the
    /// pointer. A pending owner is settled first, and what a pointer decodes to is kept, so a chain of
    /// pointers into parts, each of which is a pointer, nests one link deep, not one per link.
    private mutating func decodePointerTarget(
        _ node: SyntaxNode, of owner: Int, text: String, as type: DeclaredType, at location: SyntaxLocation
    ) -> TokenValue? {
        if states[owner] == .pending {
            _ = resolvedValue(owner)
            return nil
        }
        if pointers.active.contains(text) {
            diagnostics.append(.error("ref.cycle", "circular JSON Pointer '\(text)'", at: location.span))
            return nil
        }
        // Only pointers into tokens still being resolved (a cycle, in practice) nest one in another:
        // bounded, as the call stack is.
        if pointers.active.count >= Self.maximumPointerNesting {
            diagnostics.append(.error(
                "ref.too-deep",
                "JSON Pointer '\(text)' leads through more than \(Self.maximumPointerNesting) pointers into parts of tokens still being resolved",
                at: location.span, help: "point at a token whose value does not lead back here"))
            return nil
        }
        let known = "\(type.name) \(text)"
        if let value = pointers.values[known] { return value }
        if pointers.quiet.contains(known) { return nil }  // its failure is reported once
        pointers.active.append(text)
        defer { pointers.active.removeLast() }
        let before = diagnostics.count
        let partsBefore = attempt.partReferences
        let value = decode(node, as: type, part: "")
        if attempt.needed.isEmpty, !attempt.interrupted {
            if let value, attempt.partReferences == partsBefore { pointers.values[known] = value }
            // Failing with nothing to say means failing on a token that failed and reported it: for good.
            if value == nil, diagnostics.count == before || diagnostics[before...].contains(where: { $0.code == "ref.too-deep" }) {
                pointers.quiet.insert(known)
            }
        }
        if value == nil, diagnostics.count > before {
            let reasons = diagnostics[before...].map { DiagnosticNote($0.message, at: $0.span) }
            let nested = diagnostics[before...].contains {
                $0.code == "alias.cycle" || $0.code == "ref.cycle" || $0.code == "ref.too-deep"
            }
            if !nested {
                diagnostics.removeSubrange(before...)
                diagnostics.append(.error(
                    "ref.type-mismatch", "'\(text)' does not point to a valid \(type.name) value", at: location.span,
                    notes: reasons))
            }
        }
        return value
    }

    /// Walks the document along a pointer.
    mutating func locate(pointer text: String, at location: SyntaxLocation) -> PointerTarget? {
        let segments: [String]
        switch ReferenceSyntax.parsePointer(text) {
        case .malformed(let reason):
            diagnostics.append(.error("ref.syntax", "invalid JSON Pointer '\(text)': \(reason)", at: location.span))
            return nil
        case .pointer(let parsed): segments = parsed
        }
        var node = root
        var path: [String] = []
        var owner: Int?
        var index = 0
        if let (j, valueAt) = tokenPrefix(segments) {
            guard let valueAt, valueAt + 1 < segments.count else { return .token(j) }
            guard let valueNode = concreteValueNode(of: j, at: location) else { return nil }
            owner = j
            node = valueNode
            index = valueAt + 1
            path = Array(segments[...valueAt])
        }
        func fail(_ why: String) -> Diagnostic {
            .error("ref.unresolved", "JSON Pointer '\(text)' does not resolve: \(why)", at: location.span,
                label: "referenced here")
        }
        while index < segments.count {
            let segment = segments[index]
            index += 1
            if owner == nil, DocumentMerger.isToken(node) {
                guard let j = indexByPath[TokenPath(segments: path)] else {
                    diagnostics.append(fail("'\(path.joined(separator: "/"))' is not a valid token"))
                    return nil
                }
                guard segment == "$value" else {
                    diagnostics.append(fail(segment.hasPrefix("$")
                        ? "'\(segment)' is token metadata, not a value"
                        : "'\(path.joined(separator: "."))' is a token and has no member '\(segment)'"))
                    return nil
                }
                if index == segments.count { return .token(j) }
                guard let valueNode = concreteValueNode(of: j, at: location) else { return nil }
                owner = j
                node = valueNode
                continue
            }
            switch node.value {
            case .mapping:
                guard let child = node[segment] else {
                    diagnostics.append(fail("no member '\(segment)'"))
                    return nil
                }
                if owner == nil, segment.hasPrefix("$"), segment != "$root" {
                    diagnostics.append(fail("'\(segment)' is group metadata, not a token"))
                    return nil
                }
                node = child
            case .sequence(let items):
                guard let position = Self.arrayIndex(segment), position < items.count else {
                    diagnostics.append(fail("'\(segment)' is not an index of an array of \(items.count)"))
                    return nil
                }
                node = items[position]
            default:
                diagnostics.append(fail("cannot go into \(node.kindName) with '\(segment)'"))
                return nil
            }
            path.append(segment)
            if owner != nil, let text = node.stringValue,
                case .alias(let target) = ReferenceSyntax.parseCurly(text), index < segments.count
            {
                // Walking through an aliased part: continue in the target's value.
                guard let (j, _) = aliasTarget(target, at: location, expected: nil),
                    let next = concreteValueNode(of: j, at: location)
                else { return nil }
                owner = j
                node = next
            }
        }
        if let owner { return .part(node, owner: owner) }
        if DocumentMerger.isToken(node), let j = indexByPath[TokenPath(segments: path)] { return .token(j) }
        diagnostics.append(fail(node.entries != nil ? "it points to a group, not a token" : "it points to metadata"))
        return nil
    }

    /// The token a pointer starts with (`#/a/b`, `#/a/b/$value` or `#/a/b/$value/…`) and the position of its
    /// `$value`, found by the token's path: walking there looks members up one by one, which costs the
    /// size of each group on the way, for every pointer.
    private func tokenPrefix(_ segments: [String]) -> (token: Int, valueAt: Int?)? {
        let valueAt = segments.firstIndex(of: "$value")
        let tokenSegments = segments[..<(valueAt ?? segments.count)]
        guard !tokenSegments.isEmpty, tokenSegments.allSatisfy({ (!$0.hasPrefix("$") || $0 == "$root") && !$0.contains(".") })
        else { return nil }
        return indexByPath[TokenPath(segments: tokenSegments)].map { ($0, valueAt) }
    }

    /// The raw value node of token `j`, following whole-token aliases so pointers can walk into it.
    private mutating func concreteValueNode(of j: Int, at location: SyntaxLocation) -> SyntaxNode? {
        var current = j
        var seen: Set<Int> = []
        while seen.insert(current).inserted {
            let token = raw[current]
            if let text = token.valueNode?.stringValue, case .alias(let target) = ReferenceSyntax.parseCurly(text),
                let next = indexByPath[target]
            {
                current = next
                continue
            }
            // A pointer into a pointer-defined token that is being resolved closes a cycle.
            if token.refNode != nil, states[current] == .resolving {
                _ = resolveLinked(current, at: location)
                return nil
            }
            return token.valueNode
        }
        diagnostics.append(.error("alias.cycle", "circular reference through '\(path(of: j))'", at: location.span))
        return nil
    }

    static let maximumPointerNesting = 64

    /// RFC 6901 array indices: `0` or digits without a leading zero.
    static func arrayIndex(_ segment: String) -> Int? {
        guard !segment.isEmpty, segment.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
            segment == "0" || !segment.hasPrefix("0")
        else { return nil }
        return Int(segment)
    }
}
