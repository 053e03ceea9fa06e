import RefractTemplates

/// The context as the template sees it, built directly: the same value `MustacheValue(encoding:)` gives
/// (a test keeps the two equal), without the generic encoder's intermediate tree, which cost more than the
/// rendering for large token sets.
extension CSSContext {
    /// The whole context, as the encoder gives it.
    public var mustacheValue: MustacheValue { mustacheValue(withDeclarations: true) }

    /// Without `declarations` objects, or without `lines` too (only `body`), or without `body`, for
    /// templates that do not use them.
    public func mustacheValue(withDeclarations: Bool, withLines: Bool = true, withBody: Bool = true) -> MustacheValue {
        mustacheValue(blocks: blocks.map {
            $0.mustacheValue(withDeclarations: withDeclarations, withLines: withLines || withDeclarations, withBody: withBody)
        })
    }

    /// The context with blocks made elsewhere (see `CSSContextBuilder.mustacheValue`).
    func mustacheValue(blocks: [MustacheValue]) -> MustacheValue {
        .object(MustacheObject([
            ("version", .number(Double(version))),
            ("fileName", .string(fileName)),
            ("colorScheme", .string(colorScheme)),
            ("themeAttribute", .string(themeAttribute)),
            ("schemeAttribute", .string(schemeAttribute)),
            ("contrastAttribute", .string(contrastAttribute)),
            ("tokenCount", .number(Double(tokenCount))),
            ("blocks", .array(blocks)),
        ]))
    }
}

extension CSSBlock {
    func mustacheValue(withDeclarations: Bool, withLines: Bool, withBody: Bool) -> MustacheValue {
        // Made once for both: `body` is the lines indented.
        let lines = withLines || withBody ? self.lines : []
        return mustacheValue(
            declarations: withDeclarations ? .array(declarations.map(\.mustacheValue)) : nil,
            // Spelled out: a bare `nil` would be `MustacheValue.null`, a member that is there.
            lines: withLines ? Self.strings(lines) : Optional<MustacheValue>.none,
            body: withBody ? body(of: lines) : nil)
    }

    /// The block with its declarations, lines and body given: each is left out when nil.
    func mustacheValue(declarations: MustacheValue?, lines: MustacheValue?, body: String?) -> MustacheValue {
        .object(MustacheObject([
            ("comment", .string(comment)),
            ("open", Self.strings(open)),
            ("close", Self.strings(close)),
            ("indent", .string(indent)),
            ("selector", .string(selector)),
            ("selectors", Self.strings(selectors)),
        ] + (declarations.map { [("declarations", $0)] } ?? []) + (lines.map { [("lines", $0)] } ?? [])
            + (body.map { [("body", .string($0))] } ?? [])))
    }

    static func strings(_ list: [String]) -> MustacheValue {
        .array(list.map(MustacheValue.string))
    }
}

extension CSSDeclaration {
    var mustacheValue: MustacheValue {
        .object(MustacheObject([
            ("name", .string(name)), ("value", .string(value)), ("comments", CSSBlock.strings(comments)),
            ("path", .string(path)),
        ]))
    }
}
