import RefractTemplates

/// The context as the templates see it, built directly: the value `MustacheValue(encoding:)` gives (a test
/// keeps the two equal), without the generic encoder's work per member and per value. Keys in declaration
/// order; an absent optional is an absent key. A theme's values, read by one template, are made as it reaches
/// them (`MustacheList`); the members, which two templates read, are made once.
extension ComposeContext {
    public var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("version", .number(Double(version))), ("header", .string(header)), ("packageName", .string(packageName)),
            ("composableName", .string(composableName)), ("localName", .string(localName)),
            ("themeType", .string(themeType)), ("themeListType", .string(themeListType)),
            ("collections", .array(collections.map(\.mustacheValue))), ("hasCollections", .bool(hasCollections)),
            ("themes", .array(themes.map(\.mustacheValue))), ("defaultTheme", .string(defaultTheme)),
            ("hasContrast", .bool(hasContrast)),
            ("materialRoles", .array(materialRoles.map { role in
                .object(MustacheObject(uniqueKeys: [
                    ("role", .string(role.role)), ("identifier", .string(role.identifier)),
                    ("separator", .string(role.separator)),
                ]))
            })),
            ("hasMaterialRoles", .bool(hasMaterialRoles)),
        ]))
    }
}

extension ComposeContext.Member {
    var mustacheValue: MustacheValue {
        var pairs: [MustacheObject.Member] = [
            ("identifier", .string(identifier)), ("name", .string(name)), ("path", .string(path)),
            ("docLines", .array(docLines.map(MustacheValue.string))), ("hasDocLines", .bool(hasDocLines)),
            ("descriptionLines", .array(descriptionLines.map(MustacheValue.string))),
            ("valueLines", .array(valueLines.map(MustacheValue.string))),
        ]
        // One object per token, kept while every template renders: room for exactly what is appended.
        pairs.reserveCapacity(pairs.count + 2)
        if let deprecation { pairs.append(("deprecation", .string(deprecation))) }
        pairs.append(("separator", .string(separator)))
        return .object(MustacheObject(uniqueKeys: pairs))
    }
}

extension ComposeContext.Collection {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("typeName", .string(typeName)), ("property", .string(property)), ("valueType", .string(valueType)),
            ("docLines", .array(docLines.map(MustacheValue.string))), ("isSplit", .bool(isSplit)),
            ("members", .array(members.map(\.mustacheValue))),
            ("parts", .array(parts.map { part in
                .object(MustacheObject(uniqueKeys: [
                    ("typeName", .string(part.typeName)), ("property", .string(part.property)),
                    ("members", .array(part.members.map(\.mustacheValue))), ("separator", .string(part.separator)),
                ]))
            })),
            ("separator", .string(separator)),
        ]))
    }
}

extension ComposeContext.Value {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("identifier", .string(identifier)), ("literal", .string(literal)), ("separator", .string(separator)),
        ]))
    }
}

extension ComposeContext.VariantCollection {
    var mustacheValue: MustacheValue {
        var pairs: [MustacheObject.Member] = [("typeName", .string(typeName)), ("property", .string(property))]
        if let reference { pairs.append(("reference", .string(reference))) }
        if let declaration {
            pairs.append(("declaration", .object(MustacheObject(uniqueKeys: [
                ("values", .list(MustacheList(declaration.values) { $0.mustacheValue })),
            ]))))
        }
        if let splitDeclaration {
            pairs.append(("splitDeclaration", .object(MustacheObject(uniqueKeys: [
                ("parts", .array(splitDeclaration.parts.map(\.mustacheValue))),
            ]))))
        }
        pairs.append(("separator", .string(separator)))
        return .object(MustacheObject(uniqueKeys: pairs))
    }
}

extension ComposeContext.VariantPart {
    var mustacheValue: MustacheValue {
        var pairs: [MustacheObject.Member] = [
            ("identifier", .string(identifier)), ("partTypeName", .string(partTypeName)), ("label", .string(label)),
        ]
        if let partReference { pairs.append(("partReference", .string(partReference))) }
        if let partDeclaration {
            pairs.append(("partDeclaration", .object(MustacheObject(uniqueKeys: [
                ("partValues", .list(MustacheList(partDeclaration.partValues) { $0.mustacheValue })),
            ]))))
        }
        pairs.append(("separator", .string(separator)))
        return .object(MustacheObject(uniqueKeys: pairs))
    }
}

extension ComposeContext.Theme {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("identifier", .string(identifier)), ("name", .string(name)), ("isDefault", .bool(isDefault)),
            ("light", .string(light)), ("dark", .string(dark)), ("lightHighContrast", .string(lightHighContrast)),
            ("darkHighContrast", .string(darkHighContrast)), ("separator", .string(separator)),
            ("variants", .array(variants.map { variant in
                .object(MustacheObject(uniqueKeys: [
                    ("objectName", .string(variant.objectName)), ("themeName", .string(variant.themeName)),
                    ("scheme", .string(variant.scheme)), ("isHighContrast", .bool(variant.isHighContrast)),
                    ("collections", .array(variant.collections.map(\.mustacheValue))),
                ]))
            })),
        ]))
    }
}
