import RefractTemplates

/// The context as the template sees it, built directly: the value `MustacheValue(encoding:)` gives (a
/// test keeps the two equal), without the generic encoder's intermediate tree, which costs more than the
/// rendering for large token sets. A block's declarations are made as the template reaches them
/// (`MustacheList`).
extension CSSContext {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("version", .number(Double(version))),
            ("fileName", .string(fileName)),
            ("colorScheme", .string(colorScheme)),
            ("themeAttribute", .string(themeAttribute)),
            ("schemeAttribute", .string(schemeAttribute)),
            ("contrastAttribute", .string(contrastAttribute)),
            ("tokenCount", .number(Double(tokenCount))),
            ("registersProperties", .bool(registersProperties)),
            ("properties", .array(properties.map(\.mustacheValue))),
            ("blocks", .array(blocks.map(\.mustacheValue))),
        ]))
    }
}

extension CSSBlock {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("comment", .string(comment)),
            ("atRules", .array(atRules.map(\.mustacheValue))),
            ("closingAtRules", .array(closingAtRules.map(\.mustacheValue))),
            ("indent", .string(indent)),
            ("selector", .string(selector)),
            ("selectors", .array(selectors.map(MustacheValue.string))),
            ("declarations", .list(MustacheList(declarations) { $0.mustacheValue })),
        ]))
    }
}

extension CSSAtRule {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [("rule", .string(rule)), ("indent", .string(indent))]))
    }
}

extension CSSDeclaration {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("name", .string(name)), ("value", .string(value)),
            ("comments", .array(comments.map(MustacheValue.string))), ("path", .string(path)),
        ]))
    }
}

extension CSSPropertyRegistration {
    var mustacheValue: MustacheValue {
        .object(MustacheObject(uniqueKeys: [
            ("name", .string(name)), ("declarations", .array(declarations.map(\.mustacheValue))),
        ]))
    }
}
