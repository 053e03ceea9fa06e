import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractTemplates

/// Builds the `CSSContext` (docs/contexts/css.md) from the model: names, values per permutation, blocks.
public enum CSSContextBuilder {
    public static func build(
        _ model: ThemedTokenSet, prefix: String = "", settings: CSSSettings
    ) -> (CSSContext, [Diagnostic]) {
        build(model, prefix: prefix, settings: settings, decidesFromTokens: true)
    }

    /// `decidesFromTokens: false` formats and compares every cell the blocks ask about: what the shortcut
    /// of deciding from the tokens must agree with (tests).
    static func build(
        _ model: ThemedTokenSet, prefix: String = "", settings: CSSSettings, decidesFromTokens: Bool
    ) -> (CSSContext, [Diagnostic]) {
        var builder = CSSBlockBuilder(model: model, prefix: prefix, settings: settings, decidesFromTokens: decidesFromTokens)
        let blocks = builder.blocks(CSSDeclarationList.self).map { heading, body in
            heading.block(declarations: body.declarations)
        }
        return (builder.context(blocks: blocks), builder.diagnostics)
    }

    /// What `build(…).0.mustacheValue(withDeclarations: false, withLines: withLines)` gives, without making
    /// the context's declaration objects: the template gets each block's `body` (and `lines`) as they are
    /// listed.
    static func mustacheValue(
        _ model: ThemedTokenSet, prefix: String = "", settings: CSSSettings, withLines: Bool = true
    ) -> (MustacheValue, [Diagnostic]) {
        var builder = CSSBlockBuilder(model: model, prefix: prefix, settings: settings, keepsLines: withLines)
        let blocks = builder.blocks(CSSLineList.self).map { heading, body in
            heading.block(declarations: []).mustacheValue(
                declarations: nil, lines: body.lines.map(MustacheValue.array), body: body.text)
        }
        return (builder.context(blocks: []).mustacheValue(blocks: blocks), builder.diagnostics)
    }
}

/// A block's comment, at-rules and selectors: everything but its declarations.
struct CSSBlockHeading {
    var comment: String
    var wrappers: [String]
    var selectors: [String]

    func block(declarations: [CSSDeclaration]) -> CSSBlock {
        let indent = String(repeating: "  ", count: wrappers.count)
        let open = wrappers.enumerated().map { String(repeating: "  ", count: $0.offset) + $0.element + " {" }
        let close = wrappers.indices.reversed().map { String(repeating: "  ", count: $0) + "}" }
        return CSSBlock(
            comment: CSSText.comment(comment), open: open, close: close, indent: indent,
            selector: selectors.joined(separator: ",\n" + indent), selectors: selectors, declarations: declarations)
    }
}
