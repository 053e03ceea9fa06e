import RefractTemplates

/// The context as the template sees it, built directly: the same value `MustacheValue(encoding:)` gives
/// (a test keeps the two equal), without the generic encoder's intermediate tree, which cost more than the
/// rendering for large token sets.
extension CSSContext {
    public var mustacheValue: MustacheValue {
        .object(MustacheObject([
            ("version", .number(Double(version))),
            ("fileName", .string(fileName)),
            ("colorScheme", .string(colorScheme)),
            ("themeAttribute", .string(themeAttribute)),
            ("schemeAttribute", .string(schemeAttribute)),
            ("contrastAttribute", .string(contrastAttribute)),
            ("tokenCount", .number(Double(tokenCount))),
            ("blocks", .array(blocks.map(\.mustacheValue))),
        ]))
    }
}

extension CSSBlock {
    var mustacheValue: MustacheValue {
        .object(MustacheObject([
            ("comment", .string(comment)),
            ("open", Self.strings(open)),
            ("close", Self.strings(close)),
            ("indent", .string(indent)),
            ("selector", .string(selector)),
            ("selectors", Self.strings(selectors)),
            ("lines", Self.strings(lines)),
        ]))
    }

    static func strings(_ list: [String]) -> MustacheValue {
        .array(list.map(MustacheValue.string))
    }
}
