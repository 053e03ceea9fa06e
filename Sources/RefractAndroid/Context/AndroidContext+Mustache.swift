import RefractTemplates

// Each file as its template sees it, built directly: the value `MustacheValue(encoding:)` gives (a test
// keeps the two equal), without the generic encoder's work per resource. Keys in declaration order; an
// absent optional is an absent key. A file's resources are made as the template reaches them (`MustacheList`).

extension AndroidValuesFile {
    public var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("path", .string(path)), ("header", .string(header)),
            ("resources", .list(MustacheList(resources) { $0.mustacheValue })), ("notes", strings(notes)),
        ]))
    }
}

extension AndroidResource {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("comments", strings(comments)), ("tag", .string(tag)), ("name", .string(name)),
        ] + optional("token", token) + [
            ("attributes", .array(attributes.map { attribute in
                .object(MustacheObject(uniqueKeys: [("name", .string(attribute.name)), ("value", .string(attribute.value))]))
            })),
            ("value", .string(value)),
        ]))
    }
}

extension AndroidStylesFile {
    public var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("path", .string(path)), ("header", .string(header)),
            ("styles", .array(styles.map { style in
                .object(MustacheObject(uniqueKeys: [
                    ("comments", strings(style.comments)), ("name", .string(style.name)),
                ] + optional("token", style.token) + [
                    ("parent", .string(style.parent)),
                    ("items", .array(style.items.map { item in
                        .object(MustacheObject(uniqueKeys: [("name", .string(item.name)), ("value", .string(item.value))]))
                    })),
                ]))
            })),
        ]))
    }
}

extension AndroidGradientFile {
    public var mustacheValue: MustacheValue {
        var pairs: [MustacheObject.Member] = [("path", .string(path))] + optional("token", token) + [
            ("header", .string(header)), ("comments", strings(comments)),
            ("angle", .string(angle)), ("startColor", .string(startColor)),
        ]
        if let centerColor { pairs.append(("centerColor", .string(centerColor))) }
        if let centerX { pairs.append(("centerX", .string(centerX))) }
        pairs.append(("endColor", .string(endColor)))
        return .object(MustacheObject(uniqueKeys: pairs))
    }
}

extension AndroidInterpolatorFile {
    public var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [("path", .string(path))] + optional("token", token) + [
            ("header", .string(header)), ("comments", strings(comments)),
            ("controlX1", .string(controlX1)), ("controlY1", .string(controlY1)),
            ("controlX2", .string(controlX2)), ("controlY2", .string(controlY2)),
        ]))
    }
}

private func optional(_ key: String, _ value: String?) -> [MustacheObject.Member] {
    value.map { [(key, .string($0))] } ?? []
}

private func strings(_ list: [String]) -> MustacheValue {
    .array(list.map(MustacheValue.string))
}
