import RefractTemplates

/// The context as the templates see it, built directly: the value `MustacheValue(encoding:)` gives (a test
/// keeps the two equal), without the generic encoder's intermediate tree. Keys in declaration order; an
/// absent optional is an absent key. A values file's values, as many as the tokens, are made as the template
/// reaches them (`MustacheList`); the collections' members stay made once, as several templates read them.
extension SwiftContext {
    public var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: mustachePairs))
    }

    /// The root's keys, which the per-collection and per-values-file renders extend with one key of their own.
    var mustachePairs: [MustacheObject.Member] {
        var pairs: [MustacheObject.Member] = [
            ("version", .number(Double(version))),
            ("header", .string(header)),
            ("accessorPrefix", .string(accessorPrefix)),
            ("themeType", .string(themeType)),
            ("themeListType", .string(themeListType)),
            ("environmentKey", .string(environmentKey)),
            ("typePrefix", .string(typePrefix)),
            ("collections", .array(collections.map(\.mustacheValue))),
            ("themes", .array(themes.map(\.mustacheValue))),
            ("valueFiles", .array(valueFiles.map(\.mustacheValue))),
        ]
        if let defaultAlias { pairs.append(("defaultAlias", .string(defaultAlias))) }
        pairs.append(("colorAccessors", .array(colorAccessors.map(\.mustacheValue))))
        pairs.append(("gradientAccessors", .array(gradientAccessors.map(\.mustacheValue))))
        pairs.append(("colorAccessorsByPosition", .bool(colorAccessorsByPosition)))
        pairs.append(("gradientAccessorsByPosition", .bool(gradientAccessorsByPosition)))
        return pairs
    }
}

extension SwiftContext.Member {
    var mustacheValue: MustacheValue {
        var pairs: [MustacheObject.Member] = [
            ("identifier", .string(identifier)), ("name", .string(name)), ("label", .string(label)),
            ("storage", .string(storage)), ("path", .string(path)), ("docLines", strings(docLines)),
            ("descriptionLines", strings(descriptionLines)), ("valueLines", strings(valueLines)),
        ]
        // One object per token, kept while every template renders: room for exactly what is appended.
        pairs.reserveCapacity(pairs.count + 4)
        if let deprecation { pairs.append(("deprecation", .string(deprecation))) }
        pairs.append(("separator", .string(separator)))
        pairs.append(("partSeparator", .string(partSeparator)))
        pairs.append(("index", .number(Double(index))))
        return .object(MustacheObject(uniqueKeys: pairs))
    }
}

extension SwiftContext.Part {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("typeName", .string(typeName)), ("property", .string(property)), ("valueType", .string(valueType)),
            ("members", .array(members.map(\.mustacheValue))), ("separator", .string(separator)),
        ]))
    }
}

extension SwiftContext.Collection {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("typeName", .string(typeName)), ("property", .string(property)), ("fileName", .string(fileName)),
            ("docLines", strings(docLines)), ("valueType", .string(valueType)),
            ("parts", .array(parts.map(\.mustacheValue))), ("hasMembers", .bool(hasMembers)),
            ("isAdaptive", .bool(isAdaptive)),
            ("isPartitioned", .bool(isPartitioned)), ("separator", .string(separator)),
        ]))
    }
}

extension SwiftContext.Value {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("label", .string(label)), ("literal", .string(literal)), ("path", .string(path)),
            ("separator", .string(separator)),
        ]))
    }
}

extension SwiftContext.ValueFile {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("fileName", .string(fileName)), ("hasValues", .bool(hasValues)),
            ("themes", .array(themes.map { theme in
                .object(MustacheObject(uniqueKeys: [
                    ("identifier", .string(theme.identifier)),
                    ("declarations", .array(theme.declarations.map { declaration in
                        .object(MustacheObject(uniqueKeys: [
                            ("identifier", .string(declaration.identifier)),
                            ("typeName", .string(declaration.typeName)),
                            ("isPart", .bool(declaration.isPart)),
                            ("values", .list(MustacheList(declaration.values) { $0.mustacheValue })),
                        ]))
                    })),
                ]))
            })),
        ]))
    }
}

extension SwiftContext.ThemeCollection {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("typeName", .string(typeName)), ("property", .string(property)), ("isPartitioned", .bool(isPartitioned)),
            ("reference", .string(reference)),
            ("parts", .array(parts.map { part in
                .object(MustacheObject(uniqueKeys: [("reference", .string(part.reference)), ("separator", .string(part.separator))]))
            })),
            ("separator", .string(separator)),
        ]))
    }
}

extension SwiftContext.Theme {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("identifier", .string(identifier)), ("name", .string(name)), ("isDefault", .bool(isDefault)),
            ("collections", .array(collections.map(\.mustacheValue))),
        ]))
    }
}

extension SwiftContext.Accessor {
    var mustacheValue: MustacheValue {
        var pairs: [MustacheObject.Member] = [
            ("accessor", .string(accessor)), ("identifier", .string(identifier)), ("docLines", strings(docLines)),
        ]
        pairs.reserveCapacity(pairs.count + 2)
        if let deprecation { pairs.append(("deprecation", .string(deprecation))) }
        if let valueIndex { pairs.append(("valueIndex", .number(Double(valueIndex)))) }
        return .object(MustacheObject(uniqueKeys: pairs))
    }
}

private func strings(_ list: [String]) -> MustacheValue {
    .array(list.map(MustacheValue.string))
}
