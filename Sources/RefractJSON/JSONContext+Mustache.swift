import RefractTemplates

/// The context as the template sees it, built directly: the value `MustacheValue(encoding:)` gives (a test
/// keeps the two equal), without the generic encoder's work per value of a large bundle. Keys in
/// declaration order; an absent optional is an absent key. A theme's members and a permutation's tokens,
/// the lists as long as the token set, are made as the template reaches them (`MustacheList`).
extension JSONContext {
    public var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("version", .number(Double(version))), ("bundleVersion", .number(Double(bundleVersion))),
            ("schema", .string(schema)), ("defaultTheme", .string(defaultTheme)),
            ("values", .list(MustacheList(values) { $0.mustacheValue })),
            ("themes", .array(themes.map(\.mustacheValue))), ("permutations", .array(permutations.map(\.mustacheValue))),
        ]))
    }
}

extension JSONContext.Entry {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [("key", .string(key)), ("value", .string(value)), ("separator", .string(separator))]))
    }
}

extension JSONContext.Value {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [("value", .string(value)), ("separator", .string(separator))]))
    }
}

extension JSONContext.Member {
    var mustacheValue: MustacheValue {
        var pairs: [MustacheObject.Member] = [("key", .string(key)), ("isAdaptive", .bool(isAdaptive))]
        if let value { pairs.append(("value", .string(value))) }
        pairs.append(("variants", .array(variants.map(\.mustacheValue))))
        pairs.append(("separator", .string(separator)))
        return .object(MustacheObject(uniqueKeys: pairs))
    }
}

extension JSONContext.Collection {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("key", .string(key)), ("hasMembers", .bool(hasMembers)), ("members", .list(MustacheList(members) { $0.mustacheValue })),
            ("separator", .string(separator)),
        ]))
    }
}

extension JSONContext.Theme {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("key", .string(key)), ("collections", .array(collections.map(\.mustacheValue))),
            ("separator", .string(separator)),
        ]))
    }
}

extension JSONContext.PermutationToken {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("path", .string(path)), ("type", .string(type)), ("value", .string(value)), ("separator", .string(separator)),
        ]))
    }
}

extension JSONContext.Permutation {
    var mustacheValue: MustacheValue {
        var pairs: [MustacheObject.Member] = [
            ("inputs", .string(inputs)), ("theme", .string(theme)), ("appearance", .string(appearance)),
        ]
        if let contrast { pairs.append(("contrast", .string(contrast))) }
        pairs += [
            ("hasTokens", .bool(hasTokens)), ("tokens", .list(MustacheList(tokens) { $0.mustacheValue })), ("separator", .string(separator)),
        ]
        return .object(MustacheObject(uniqueKeys: pairs))
    }
}
