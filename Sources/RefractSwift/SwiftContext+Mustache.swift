import RefractTemplates

/// The context as the templates see it, built directly: the value `MustacheValue(encoding:)` gives (a test
/// keeps the two equal), without the generic encoder's intermediate tree. Keys in declaration order; an
/// absent optional is an absent key.
extension SwiftContext {
    public var mustacheValue: MustacheValue {
        var pairs: [(String, MustacheValue)] = [
            ("version", .number(Double(version))),
            ("header", .string(header)),
            ("accessorPrefix", .string(accessorPrefix)),
            ("collections", .array(collections.map(\.mustacheValue))),
            ("themes", .array(themes.map(\.mustacheValue))),
        ]
        if let defaultAlias { pairs.append(("defaultAlias", .string(defaultAlias))) }
        pairs.append(("colorAccessors", .array(colorAccessors.map(\.mustacheValue))))
        pairs.append(("gradientAccessors", .array(gradientAccessors.map(\.mustacheValue))))
        return .object(MustacheObject(pairs))
    }
}

extension SwiftContext.Member {
    var mustacheValue: MustacheValue {
        var pairs: [(String, MustacheValue)] = [
            ("identifier", .string(identifier)), ("name", .string(name)), ("label", .string(label)),
            ("path", .string(path)), ("docLines", strings(docLines)),
        ]
        if let deprecation { pairs.append(("deprecation", .string(deprecation))) }
        pairs.append(("separator", .string(separator)))
        pairs.append(("partSeparator", .string(partSeparator)))
        return .object(MustacheObject(pairs))
    }
}

extension SwiftContext.Part {
    var mustacheValue: MustacheValue {
        .object(MustacheObject([
            ("typeName", .string(typeName)), ("property", .string(property)), ("valueType", .string(valueType)),
            ("members", .array(members.map(\.mustacheValue))), ("separator", .string(separator)),
        ]))
    }
}

extension SwiftContext.Collection {
    var mustacheValue: MustacheValue {
        .object(MustacheObject([
            ("typeName", .string(typeName)), ("property", .string(property)), ("docLines", strings(docLines)),
            ("parts", .array(parts.map(\.mustacheValue))), ("hasMembers", .bool(hasMembers)),
            ("separator", .string(separator)),
        ]))
    }
}

extension SwiftContext.Value {
    var mustacheValue: MustacheValue {
        .object(MustacheObject([
            ("label", .string(label)), ("reference", .string(reference)), ("separator", .string(separator)),
        ]))
    }
}

extension SwiftContext.ThemeCollection {
    var mustacheValue: MustacheValue {
        var pairs: [(String, MustacheValue)] = [
            ("typeName", .string(typeName)), ("property", .string(property)), ("reference", .string(reference)),
        ]
        if let declaration {
            pairs.append(("declaration", .object(MustacheObject([
                ("parts", .array(declaration.parts.map(\.mustacheValue))),
            ]))))
        }
        pairs.append(("separator", .string(separator)))
        return .object(MustacheObject(pairs))
    }
}

extension SwiftContext.ThemePart {
    var mustacheValue: MustacheValue {
        var pairs: [(String, MustacheValue)] = [("reference", .string(reference))]
        if let partDeclaration {
            pairs.append(("partDeclaration", .object(MustacheObject([
                ("identifier", .string(partDeclaration.identifier)), ("typeName", .string(partDeclaration.typeName)),
                ("values", .array(partDeclaration.values.map(\.mustacheValue))),
            ]))))
        }
        pairs.append(("separator", .string(separator)))
        return .object(MustacheObject(pairs))
    }
}

extension SwiftContext.Theme {
    var mustacheValue: MustacheValue {
        .object(MustacheObject([
            ("identifier", .string(identifier)), ("name", .string(name)), ("isDefault", .bool(isDefault)),
            ("collections", .array(collections.map(\.mustacheValue))),
            ("constantGroups", .array(constantGroups.map { group in
                .object(MustacheObject([
                    ("namespace", .string(group.namespace)),
                    ("constants", .array(group.constants.map { constant in
                        .object(MustacheObject([
                            ("identifier", .string(constant.identifier)), ("valueType", .string(constant.valueType)),
                            ("literal", .string(constant.literal)),
                        ]))
                    })),
                ]))
            })),
        ]))
    }
}

extension SwiftContext.Accessor {
    var mustacheValue: MustacheValue {
        var pairs: [(String, MustacheValue)] = [
            ("accessor", .string(accessor)), ("identifier", .string(identifier)), ("docLines", strings(docLines)),
        ]
        if let deprecation { pairs.append(("deprecation", .string(deprecation))) }
        return .object(MustacheObject(pairs))
    }
}

private func strings(_ list: [String]) -> MustacheValue {
    .array(list.map(MustacheValue.string))
}
