import RefractTemplates

/// The context as the templates see it, built directly: the value `MustacheValue(encoding:)` gives (a test
/// keeps the two equal), without the generic encoder's intermediate tree, which for 100k tokens was a
/// fifth of the Swift backend. Keys in declaration order; an absent optional is an absent key.
extension SwiftContext {
    /// The whole context, as the encoder gives it.
    public var mustacheValue: MustacheValue { mustacheValue(including: .all) }

    /// Without the structured fields not in `fields` (their keys are absent), for templates that do not use them.
    public func mustacheValue(including fields: Fields) -> MustacheValue {
        var pairs: [(String, MustacheValue)] = [
            ("version", .number(Double(version))),
            ("header", .string(header)),
            ("accessorPrefix", .string(accessorPrefix)),
            ("collections", .array(collections.map { $0.mustacheValue(fields) })),
            ("themes", .array(themes.map { $0.mustacheValue(fields) })),
        ]
        if let defaultAlias { pairs.append(("defaultAlias", .string(defaultAlias))) }
        if fields.contains(.accessors) {
            pairs.append(("colorAccessors", .array(colorAccessors.map(\.mustacheValue))))
            pairs.append(("gradientAccessors", .array(gradientAccessors.map(\.mustacheValue))))
        }
        pairs.append(("colorAccessorLines", .string(colorAccessorLines)))
        pairs.append(("gradientAccessorLines", .string(gradientAccessorLines)))
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
    func mustacheValue(_ fields: SwiftContext.Fields) -> MustacheValue {
        var pairs: [(String, MustacheValue)] = [
            ("typeName", .string(typeName)), ("property", .string(property)), ("valueType", .string(valueType)),
        ]
        if fields.contains(.members) { pairs.append(("members", .array(members.map(\.mustacheValue)))) }
        pairs += [
            ("separator", .string(separator)), ("propertyLines", .string(propertyLines)),
            ("storageLines", .string(storageLines)), ("initParameterLines", .string(initParameterLines)),
            ("initArgumentLines", .string(initArgumentLines)),
            ("copyWithParameterLines", .string(copyWithParameterLines)), ("copyWithLines", .string(copyWithLines)),
        ]
        return .object(MustacheObject(pairs))
    }
}

extension SwiftContext.Collection {
    func mustacheValue(_ fields: SwiftContext.Fields) -> MustacheValue {
        .object(MustacheObject([
            ("typeName", .string(typeName)), ("property", .string(property)), ("docLines", strings(docLines)),
            ("parts", .array(parts.map { $0.mustacheValue(fields) })), ("hasMembers", .bool(hasMembers)),
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
    func mustacheValue(_ fields: SwiftContext.Fields) -> MustacheValue {
        var pairs: [(String, MustacheValue)] = [
            ("typeName", .string(typeName)), ("property", .string(property)), ("reference", .string(reference)),
        ]
        if let declaration {
            pairs.append(("declaration", .object(MustacheObject([
                ("parts", .array(declaration.parts.map { $0.mustacheValue(fields) })),
            ]))))
        }
        pairs.append(("separator", .string(separator)))
        return .object(MustacheObject(pairs))
    }
}

extension SwiftContext.ThemePart {
    func mustacheValue(_ fields: SwiftContext.Fields) -> MustacheValue {
        var pairs: [(String, MustacheValue)] = [("reference", .string(reference))]
        if let partDeclaration {
            var declaration: [(String, MustacheValue)] = [
                ("identifier", .string(partDeclaration.identifier)), ("typeName", .string(partDeclaration.typeName)),
            ]
            if fields.contains(.values) {
                declaration.append(("values", .array(partDeclaration.values.map(\.mustacheValue))))
            }
            declaration.append(("valueLines", .string(partDeclaration.valueLines)))
            pairs.append(("partDeclaration", .object(MustacheObject(declaration))))
        }
        pairs.append(("separator", .string(separator)))
        return .object(MustacheObject(pairs))
    }
}

extension SwiftContext.Theme {
    func mustacheValue(_ fields: SwiftContext.Fields) -> MustacheValue {
        .object(MustacheObject([
            ("identifier", .string(identifier)), ("name", .string(name)), ("isDefault", .bool(isDefault)),
            ("collections", .array(collections.map { $0.mustacheValue(fields) })),
            ("constantGroups", .array(constantGroups.map { group in
                var pairs: [(String, MustacheValue)] = [("namespace", .string(group.namespace))]
                if fields.contains(.constants) {
                    pairs.append(("constants", .array(group.constants.map { constant in
                        .object(MustacheObject([
                            ("identifier", .string(constant.identifier)), ("valueType", .string(constant.valueType)),
                            ("literal", .string(constant.literal)),
                        ]))
                    })))
                }
                pairs.append(("constantLines", .string(group.constantLines)))
                return .object(MustacheObject(pairs))
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
