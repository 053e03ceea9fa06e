import RefractJSONRPC
import RefractModel

extension Features {
    /// Alias paths inside `{…}` and `$ref` pointers (only tokens whose type fits where the reference
    /// stands), the `$` keys a token or group may still take, and `$type` values.
    static func completion(_ context: FeatureContext) -> JSONValue? {
        let bytes = context.view.bytes
        let offset = min(context.offset, bytes.count)
        // The text typed so far on this line: completion must work in text too broken to read.
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let before = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        if let open = before.lastIndex(of: "{"), !before[open...].contains(where: { "}\"' $".contains($0) }) {
            let typed = String(before[before.index(after: open)...])
            let start = offset - typed.utf8.count
            return aliasItems(context, typed: typed, replacing: ByteRange(start, offset), expected: expectedType(context))
        }
        if let typed = pointerTyped(before) {
            let start = offset - typed.utf8.count
            return pointerItems(context, typed: typed, replacing: ByteRange(start, offset), expected: expectedType(context))
        }
        if let keys = keyItems(context) { return keys }
        if before.range(of: "\"$type\"") != nil || before.range(of: "$type:") != nil {
            let items = TokenType.allCases.filter { $0 != .other }.map { type -> JSONValue in
                ["label": .string(type.rawValue), "kind": 20]
            }
            return ["isIncomplete": false, "items": .array(items)]
        }
        return ["isIncomplete": false, "items": []]
    }

    private static func aliasItems(_ context: FeatureContext, typed: String, replacing range: ByteRange, expected: String?) -> JSONValue {
        guard let model = context.model else { return ["isIncomplete": false, "items": []] }
        let permutation = model.defaultPermutationIndex ?? 0
        var items: [JSONValue] = []
        var capped = false
        for path in model.paths where typed.isEmpty || path.dotted.hasPrefix(typed) || path.dotted.contains(typed) {
            // A list the size of the set helps nobody and costs its whole serialization: the client asks
            // again as the path is typed (`isIncomplete`).
            guard items.count < maximumItems else {
                capped = true
                break
            }
            guard let token = model.token(at: path, permutation: permutation) else { continue }
            if let expected, token.type.rawValue != expected, token.value.otherTypeName != expected { continue }
            items.append([
                "label": .string(path.dotted), "kind": token.type == .color ? 16 : 21,
                "detail": .string("\(token.type.rawValue) · \(ValueText.text(token.value))"),
                "textEdit": ["range": context.lines.range(range.start, range.end), "newText": .string(path.dotted)],
            ])
        }
        return ["isIncomplete": .bool(capped), "items": .array(items)]
    }

    static let maximumItems = 200

    /// The pointer typed so far after an opening quote and `#/` (`"#/color/b`, `'#/color/b`).
    private static func pointerTyped(_ before: String) -> String? {
        for quote in ["\"", "'"] {
            if let hash = before.range(of: quote + "#/", options: .backwards), !before[hash.upperBound...].contains(where: { "\"'".contains($0) }) {
                return String(before[hash.upperBound...])
            }
        }
        return nil
    }

    /// `$ref` pointers to tokens (only those whose type fits where the `$ref` stands), written as
    /// pointer segments (`~` and `/` escaped).
    private static func pointerItems(_ context: FeatureContext, typed: String, replacing range: ByteRange, expected: String?) -> JSONValue {
        guard let model = context.model else { return ["isIncomplete": false, "items": []] }
        let permutation = model.defaultPermutationIndex ?? 0
        var items: [JSONValue] = []
        var capped = false
        for path in model.paths {
            let pointer = path.segments.map { $0.replacingOccurrences("~", "~0").replacingOccurrences("/", "~1") }.joined(separator: "/")
            guard typed.isEmpty || pointer.hasPrefix(typed) || pointer.contains(typed) else { continue }
            guard let token = model.token(at: path, permutation: permutation) else { continue }
            if let expected, token.type.rawValue != expected, token.value.otherTypeName != expected { continue }
            guard items.count < maximumItems else {
                capped = true
                break
            }
            items.append([
                "label": .string(pointer), "kind": token.type == .color ? 16 : 18,
                "detail": .string("\(token.type.rawValue) · \(ValueText.text(token.value))"),
                "textEdit": ["range": context.lines.range(range.start, range.end), "newText": .string(pointer)],
            ])
        }
        return ["isIncomplete": .bool(capped), "items": .array(items)]
    }

    /// The `$type` the value being written must have: the token's own or its group's, when the text reads.
    private static func expectedType(_ context: FeatureContext) -> String? {
        guard let target = context.view.target(at: context.offset) else { return nil }
        switch target {
        case .alias(_, _), .string, .reference:
            var keys: [String] = []
            if case .string(_, let k, _) = target { keys = k }
            if case .reference(_, let k, _) = target { keys = k }
            if keys.isEmpty { keys = keysAt(context) }
            guard let tokenKeys = keys.firstIndex(where: { $0.hasPrefix("$") }).map({ Array(keys[..<$0]) }) else { return nil }
            return context.view.inheritedType(at: tokenKeys)
        default: return nil
        }
    }

    private static func keysAt(_ context: FeatureContext) -> [String] {
        // The string holding an alias: step left of the `{` to land in the same string.
        var offset = context.offset
        while offset > 0, context.view.bytes[offset - 1] != UInt8(ascii: "{") { offset -= 1 }
        if case .string(_, let keys, _)? = context.view.target(at: max(0, offset - 1)) { return keys }
        return []
    }
}
