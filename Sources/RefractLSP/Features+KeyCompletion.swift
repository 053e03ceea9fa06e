import RefractJSONRPC
import RefractSyntax

/// Completion of the `$` keys a token or group may hold, and of the members of a composite `$value`,
/// where a key is being typed.
extension Features {
    /// The keys the DTCG format gives a token; `$value` and `$ref` exclude each other.
    static let tokenKeys = ["$value", "$ref", "$type", "$description", "$deprecated", "$extensions"]
    /// The keys a group may hold; `$schema` only at a document's root.
    static let groupKeys = ["$type", "$description", "$deprecated", "$extensions", "$extends"]

    /// Items for the key being typed on this line (`    "$de`, `{ $ty`, `  $va`), or nil when the text
    /// before the cursor is not the start of a key.
    static func keyItems(_ context: FeatureContext) -> JSONValue? {
        let bytes = context.view.bytes
        let offset = min(context.offset, bytes.count)
        guard let fragment = keyFragment(in: bytes, before: offset) else { return nil }
        let format = SourceFormat(path: context.path) ?? .json
        guard let allowed = allowedKeys(context, format: format, fragment: fragment) else { return nil }
        // Quoted already (the editor often closed the quote too): only the name is replaced. Unquoted in
        // JSON or JSONC, where keys must be quoted: the quotes are written.
        let quote = format == .json || format == .jsonc ? "\"" : ""
        let items = allowed.map { key -> JSONValue in
            let newText = fragment.quoted ? key : quote + key + quote
            return [
                "label": .string(key), "kind": 10, "detail": .string(keyDetail[key] ?? ""),
                "textEdit": ["range": context.lines.range(fragment.nameStart, offset), "newText": .string(newText)],
            ]
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    /// The members of each composite (or object-valued) type's `$value`, as the DTCG format names them.
    static let valueMembers: [String: [String]] = [
        "color": ["colorSpace", "components", "alpha", "hex"],
        "dimension": ["value", "unit"],
        "duration": ["value", "unit"],
        "typography": ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"],
        "shadow": ["color", "offsetX", "offsetY", "blur", "spread", "inset"],
        "border": ["color", "width", "style"],
        "transition": ["duration", "delay", "timingFunction"],
        "strokeStyle": ["dashArray", "lineCap"],
    ]

    private static let keyDetail = [
        "$value": "the token's value", "$ref": "a JSON Pointer to the token whose value this one takes",
        "$type": "the type of the token, or of every token in the group", "$description": "a description",
        "$deprecated": "true, or why the token or group is deprecated", "$extensions": "tool-specific data",
        "$extends": "a group this one extends", "$schema": "the JSON schema of the document",
    ]

    /// Where a key being typed starts: after the line's indentation, a `{` or a `,`, an optional quote,
    /// then a name (a `$` only as its first character).
    struct KeyFragment {
        /// The first byte of the key as typed, its quote included.
        var start: Int
        /// The first byte of the name.
        var nameStart: Int
        var quoted: Bool
    }

    static func keyFragment(in bytes: [UInt8], before offset: Int) -> KeyFragment? {
        var nameStart = offset
        while nameStart > 0, isNameByte(bytes[nameStart - 1]) { nameStart -= 1 }
        let name = bytes[nameStart..<offset]
        guard !name.dropFirst().contains(UInt8(ascii: "$")) else { return nil }
        var start = nameStart
        let quoted = start > 0 && (bytes[start - 1] == UInt8(ascii: "\"") || bytes[start - 1] == UInt8(ascii: "'"))
        if quoted { start -= 1 }
        var before = start
        while before > 0, bytes[before - 1] == UInt8(ascii: " ") || bytes[before - 1] == UInt8(ascii: "\t") { before -= 1 }
        guard before == 0 || [UInt8(ascii: "\n"), UInt8(ascii: "{"), UInt8(ascii: ",")].contains(bytes[before - 1]) else { return nil }
        // An empty name on a blank line is a key only where one is asked for: after a quote.
        guard !name.isEmpty || quoted else { return nil }
        return KeyFragment(start: start, nameStart: nameStart, quoted: quoted)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "$") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The keys the mapping being typed in may still take: a token's or group's `$` keys, the members of
    /// a `$value` object of a known type; nil elsewhere (`$extensions`, deeper in a value).
    /// The text with the half-typed key blanked out is read to find that mapping: a key cut short leaves
    /// the document unreadable, the blank does not.
    private static func allowedKeys(_ context: FeatureContext, format: SourceFormat, fragment: KeyFragment) -> [String]? {
        let bytes = context.view.bytes
        var probe = bytes
        var end = min(context.offset, bytes.count)
        while end < bytes.count, isNameByte(bytes[end]) || bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: "'") { end += 1 }
        for index in fragment.start..<end { probe[index] = UInt8(ascii: " ") }
        var view = DocumentView(path: context.path, bytes: probe)
        // The key being typed had its comma (`{ "$d", "$value": 1 }`, or `"$value": 1,` then the key):
        // without the key, that comma leads or trails, which JSON refuses.
        let following = probe[end...].firstIndex { !isSpace($0) }
        let preceding = probe[..<fragment.start].lastIndex { !isSpace($0) }
        for comma in [following, preceding] where view.root == nil && format != .yaml {
            guard let comma, probe[comma] == UInt8(ascii: ",") else { continue }
            var withoutComma = probe
            withoutComma[comma] = UInt8(ascii: " ")
            view = DocumentView(path: context.path, bytes: withoutComma)
        }
        // A name without `$` outside a `$value` is a child's name being typed: nothing to offer.
        let typesDollarKey = fragment.nameStart == context.offset || bytes[fragment.nameStart] == UInt8(ascii: "$")
        guard let root = view.root else { return typesDollarKey ? tokenKeys + groupKeys.filter { !tokenKeys.contains($0) } : nil }
        let found = format == .yaml
            ? enclosingYAMLMapping(root, at: fragment.start, in: view.bytes)
            : enclosingMapping(root, at: fragment.start, keys: [])
        guard let (keys, entries) = found else { return typesDollarKey ? tokenKeys + groupKeys.filter { !tokenKeys.contains($0) } : nil }
        let present = Set(entries.map(\.key))
        if let value = keys.firstIndex(where: { $0.hasPrefix("$") }) {
            // Directly in a token's `$value` object: the members its type's value has.
            guard keys[value] == "$value", value == keys.count - 1,
                let type = view.inheritedType(at: Array(keys[..<value])), let members = valueMembers[type]
            else { return nil }
            return members.filter { !present.contains($0) }
        }
        if !typesDollarKey { return nil }
        let isToken = present.contains("$value") || present.contains("$ref")
        let isGroup = present.contains { !$0.hasPrefix("$") }
        var offered: [String]
        if isToken {
            offered = tokenKeys.filter { !(($0 == "$value" || $0 == "$ref") && isToken) }
        } else if isGroup {
            offered = groupKeys
        } else {
            offered = tokenKeys + groupKeys.filter { !tokenKeys.contains($0) }
        }
        if keys.isEmpty { offered.append("$schema") }
        return offered.filter { !present.contains($0) }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// The innermost mapping of a JSON-family document whose braces hold `offset`, with the keys to it.
    private static func enclosingMapping(_ node: SyntaxNode, at offset: Int, keys: [String]) -> ([String], [SyntaxEntry])? {
        let range = DocumentView.range(node.location)
        guard range.start < offset, offset < range.end else { return nil }
        switch node.value {
        case .mapping(let entries):
            // Inside a member's value (a mapping, or a list that is no place for a key): that value decides.
            if let entry = entries.first(where: { DocumentView.range($0.value.location).start < offset && offset < DocumentView.range($0.value.location).end }) {
                return enclosingMapping(entry.value, at: offset, keys: keys + [entry.key])
            }
            return (keys, entries)
        default: return nil
        }
    }

    /// The YAML mapping a key typed at `offset` joins: the last one before it whose keys stand in the
    /// key's column, with no line indented less between them (a mapping's range ends at its last value,
    /// before the line being typed).
    private static func enclosingYAMLMapping(_ root: SyntaxNode, at offset: Int, in bytes: [UInt8]) -> ([String], [SyntaxEntry])? {
        let column = Self.column(of: offset, in: bytes)
        var best: ([String], [SyntaxEntry], Int)?
        func visit(_ node: SyntaxNode, keys: [String]) {
            guard case .mapping(let entries) = node.value, let first = entries.first else { return }
            let start = DocumentView.range(first.keyLocation).start
            guard start < offset else { return }
            if Self.column(of: start, in: bytes) == column, !hasLessIndentedLine(from: start, to: offset, than: column, in: bytes),
                best.map({ $0.2 < start }) ?? true
            {
                best = (keys, entries, start)
            }
            for entry in entries { visit(entry.value, keys: keys + [entry.key]) }
        }
        visit(root, keys: [])
        return best.map { ($0.0, $0.1) }
    }

    private static func column(of offset: Int, in bytes: [UInt8]) -> Int {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        return offset - lineStart
    }

    private static func hasLessIndentedLine(from start: Int, to end: Int, than column: Int, in bytes: [UInt8]) -> Bool {
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "\n") {
                var first = index + 1
                while first < end, bytes[first] == UInt8(ascii: " ") { first += 1 }
                let blank = first >= end || bytes[first] == UInt8(ascii: "\n") || bytes[first] == UInt8(ascii: "#")
                if !blank, first - (index + 1) < column { return true }
            }
            index += 1
        }
        return false
    }
}
