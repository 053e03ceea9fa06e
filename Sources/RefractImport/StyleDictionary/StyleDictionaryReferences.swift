import RefractSyntax

/// Style Dictionary's references: `{a.b}` and `{a.b.value}` (the older spelling, naming the token's
/// `value` property), whole or inside a string (`calc({a} / {b})`), which Style Dictionary interpolates.
enum StyleDictionaryReferences {
    static func isWholeReference(_ text: String) -> Bool {
        guard text.count > 2, text.first == "{", text.last == "}" else { return false }
        return !text.dropFirst().dropLast().contains(where: { $0 == "{" || $0 == "}" })
    }

    /// `{a.b.value}` → `{a.b}`; other text unchanged. A token cannot be named `value` in Style Dictionary
    /// (it would be the token's value), so the suffix always names the property.
    static func dtcgAlias(_ text: String) -> String {
        guard text.hasSuffix(".value}") else { return text }
        return String(text.dropLast(".value}".count)) + "}"
    }

    /// The dotted paths of `{…}` inside a string, with their ranges, when it holds some and is not one.
    static func embedded(in text: String) -> [(range: Range<String.Index>, path: String)] {
        guard text.contains("{"), !isWholeReference(text) else { return [] }
        var found: [(Range<String.Index>, String)] = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "{") {
            guard let close = text[open...].firstIndex(of: "}") else { break }
            let inner = text[text.index(after: open)..<close]
            if !inner.isEmpty, !inner.contains("{") {
                var path = String(inner)
                if path.hasSuffix(".value") { path = String(path.dropLast(".value".count)) }
                found.append((open..<text.index(after: close), path))
            }
            index = text.index(after: close)
        }
        return found
    }
}

/// The raw values of an input's tokens by dotted path, for interpolating references inside strings. Looked
/// up on demand (few values interpolate), later files winning as they do when merged.
struct ReferenceValues: Sendable {
    let documents: [ImportDocument]

    init(_ documents: [ImportDocument]) { self.documents = documents }

    /// The token at `path` (a mapping with `value`), with the `$type` its nearest enclosing group declares.
    func token(at path: String) -> (node: SyntaxNode, groupType: String?)? {
        let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for document in documents.reversed() {
            var node = document.root
            var groupType = node["$type"]?.stringValue
            var found = true
            for segment in segments {
                guard let next = node[segment] else {
                    found = false
                    break
                }
                node = next
                if node["value"] == nil && node["$value"] == nil, let type = node["$type"]?.stringValue { groupType = type }
            }
            if found, node["value"] != nil || node["$value"] != nil { return (node, groupType) }
        }
        return nil
    }

    func value(at path: String) -> SyntaxNode? {
        let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for document in documents.reversed() {
            var node = document.root
            var found = true
            for segment in segments {
                guard let next = node[segment] else {
                    found = false
                    break
                }
                node = next
            }
            guard found else { continue }
            // A plain value in a group is no token, but Style Dictionary's references still reach it.
            if node.entries == nil { return node }
            if let value = node["value"] ?? node["$value"] { return value }
        }
        return nil
    }
}
