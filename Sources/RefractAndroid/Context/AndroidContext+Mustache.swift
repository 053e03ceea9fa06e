import RefractTemplates

/// The files as their templates see them, built directly: the same values `MustacheValue(encoding:)` gives
/// (a test keeps them equal), without the generic encoder's intermediate tree.
extension AndroidValuesFile {
    /// The whole file, as the encoder gives it.
    public var mustacheValue: MustacheValue { mustacheValue(withResources: true) }

    /// Without `resources` objects (only their `lines` and `body`), or without `body`, for templates that
    /// do not use them.
    public func mustacheValue(withResources: Bool, withBody: Bool = true) -> MustacheValue {
        .object(MustacheObject([
            ("path", .string(path)),
            ("header", .string(header)),
        ] + (withResources ? [("resources", .array(resources.map(\.mustacheValue)))] : []) + [
            ("notes", .strings(notes)),
            ("lines", linesValue),
        ] + (withBody ? [("body", .string(body))] : [])))
    }

    /// `lines` as the template's values, made in one pass without the intermediate list of strings.
    private var linesValue: MustacheValue {
        var lines: [MustacheValue] = []
        lines.reserveCapacity(resources.count)
        for resource in resources {
            for comment in resource.comments { lines.append(.string(LineText.comment(comment))) }
            lines.append(.string(resource.element))
        }
        return .array(lines)
    }
}

extension AndroidStylesFile {
    public var mustacheValue: MustacheValue {
        .object(MustacheObject([
            ("path", .string(path)),
            ("header", .string(header)),
            ("styles", .array(styles.map(\.mustacheValue))),
        ]))
    }
}

extension AndroidStyle {
    var mustacheValue: MustacheValue {
        .object(MustacheObject([
            ("comments", .strings(comments)),
            ("name", .string(name)),
            ("parent", .string(parent)),
            ("items", .array(items.map(\.mustacheValue))),
        ]))
    }
}

extension AndroidStyleItem {
    var mustacheValue: MustacheValue {
        .object(MustacheObject([("name", .string(name)), ("value", .string(value))]))
    }
}

extension AndroidGradientFile {
    public var mustacheValue: MustacheValue {
        var members: [(String, MustacheValue)] = [
            ("path", .string(path)),
            ("header", .string(header)),
            ("comments", .strings(comments)),
            ("angle", .string(angle)),
            ("startColor", .string(startColor)),
        ]
        if let centerColor { members.append(("centerColor", .string(centerColor))) }
        if let centerX { members.append(("centerX", .string(centerX))) }
        members.append(("endColor", .string(endColor)))
        return .object(MustacheObject(members))
    }
}

extension AndroidInterpolatorFile {
    public var mustacheValue: MustacheValue {
        .object(MustacheObject([
            ("path", .string(path)),
            ("header", .string(header)),
            ("comments", .strings(comments)),
            ("controlX1", .string(controlX1)),
            ("controlY1", .string(controlY1)),
            ("controlX2", .string(controlX2)),
            ("controlY2", .string(controlY2)),
        ]))
    }
}

extension AndroidResource {
    var mustacheValue: MustacheValue {
        .object(MustacheObject([
            ("comments", .strings(comments)), ("tag", .string(tag)), ("name", .string(name)),
            ("attributes", .string(attributes)), ("value", .string(value)),
        ]))
    }
}

extension MustacheValue {
    static func strings(_ list: [String]) -> MustacheValue {
        .array(list.map(MustacheValue.string))
    }
}
