import RefractDiagnostics
import RefractSyntax

/// One Tokens Studio token set (a file of a synced folder, or one top-level set of a single file) as a
/// DTCG-shaped tree: `value`/`type`/`description` (or their `$` forms, Tokens Studio's DTCG mode) become
/// `$value`/`$type`/`$description`, values take their DTCG form, and every node keeps the span it was
/// read at. Pure: trees and diagnostics in, trees and diagnostics out.
enum TokensStudioTranslator {
    /// The `$extensions` key that asks the parser for Tokens Studio's evaluation of a token: math, references
    /// inside strings and colour modifiers (`modify`). Only the translator writes it; the parser takes it out
    /// of the token's extensions.
    static var evaluationKey: String { TokensStudioExpressions.extensionKey }

    struct Translation: Sendable {
        var tree: SyntaxNode
        var diagnostics: [Diagnostic]
        /// How many tokens the set holds.
        var tokenCount: Int
    }

    static func translate(_ root: SyntaxNode) -> Translation {
        var walker = Walker()
        let tree = walker.group(root, inheritedType: nil)
        return Translation(tree: tree, diagnostics: walker.diagnostics, tokenCount: walker.tokenCount)
    }

    /// A token is a mapping with `value` (legacy) or `$value` (DTCG mode).
    static func isToken(_ node: SyntaxNode) -> Bool {
        guard let entries = node.entries else { return false }
        return entries.contains { $0.key == "$value" || $0.key == "value" }
    }

    private struct Walker {
        var diagnostics: [Diagnostic] = []
        var tokenCount = 0
        /// Unmapped types already reported, so a set of 500 `text` tokens says so once.
        var reportedTypes: Set<String> = []

        mutating func group(_ node: SyntaxNode, inheritedType: String?) -> SyntaxNode {
            guard let entries = node.entries else { return node }
            let ownType = (node["$type"] ?? node["type"])?.stringValue
            let type = ownType ?? inheritedType
            var result: [SyntaxEntry] = []
            for entry in entries {
                switch entry.key {
                case "$type": continue  // written on each token
                case "type" where entry.value.stringValue != nil: continue
                case "$description": result.append(entry)
                case "description" where entry.value.stringValue != nil: result.append(entry.renamed("$description"))
                case "$extensions": result.append(entry)
                case let key where key.hasPrefix("$"): continue  // `$themes`, `$metadata` in a single file
                default:
                    let child = TokensStudioTranslator.isToken(entry.value)
                        ? token(entry.value, inheritedType: type) : group(entry.value, inheritedType: type)
                    result.append(entry.renamed(entry.key, value: child))
                }
            }
            return .mapping(result, like: node)
        }

        mutating func token(_ node: SyntaxNode, inheritedType: String?) -> SyntaxNode {
            tokenCount += 1
            guard let entries = node.entries else { return node }
            var typeEntry = node.entry("$type") ?? node.entry("type")
            var typeName = typeEntry?.value.stringValue ?? inheritedType
            let valueEntry = node.entry("$value") ?? node.entry("value")
            if typeName == nil, let valueNode = valueEntry?.value, let kind = valueNode["type"]?.stringValue,
                ["lighten", "darken", "mix", "alpha"].contains(kind)
            {
                // A colour modifier kept as a token, for colours' `"modify": "{modifier}"` to name: data, never output.
                typeName = "colorModifier"
                typeEntry = SyntaxEntry("$type", .string("colorModifier", like: valueNode), like: valueNode)
            }
            var values = TokensStudioValues()
            var result: [SyntaxEntry] = []
            var extras: [SyntaxEntry] = []
            var deprecated: SyntaxEntry?
            var deprecationComment: SyntaxEntry?
            var description: SyntaxEntry?
            var extensions: SyntaxEntry?
            let studioType = typeName.map(TokensStudioType.init(name:))
            if let valueEntry {
                let translated = studioType.map { values.translate(valueEntry.value, as: $0, typeName: typeName ?? "") }
                    ?? valueEntry.value
                result.append(valueEntry.renamed("$value", value: translated))
                let isAlias = TokensStudioValues.isAlias(valueEntry.value)
                // A type inherited from a group (`$type` on the group, Tokens Studio's DTCG mode) is written on the
                // token, where the group's name for it is translated: DTCG's own inheritance would keep `spacing`.
                let typeEntry = typeEntry ?? typeName.map { SyntaxEntry("$type", .string($0, like: valueEntry.value), like: valueEntry.value) }
                if let studioType, let typeEntry, !isAlias || node["$extensions"]?["studio.tokens"]?["modify"] != nil {
                    let dtcgName = values.retyped ?? studioType.dtcgName(for: TokensStudioValues.kind(of: valueEntry.value))
                    // A value kept under a stand-in type (a gradient that cannot be read, multi-value spacing, a partial
                    // typography) has its type at the value, where its finding is, so that the parser's word on the
                    // stand-in type is not said besides (LegacyValueFindings).
                    let typeOrigin = values.retyped == "string" || values.retyped?.hasPrefix("custom-") == true
                        ? valueEntry.value : typeEntry.value
                    result.append(typeEntry.renamed("$type", value: .string(dtcgName, like: typeOrigin)))
                    if values.retyped == nil, case .unmapped(let kept) = studioType, let name = typeName, reportedTypes.insert(name).inserted {
                        let what = name == "colorModifier" ? "A colour modifier held in a token" : "Tokens Studio type '\(name)'"
                        diagnostics.append(.warning(
                            "tokens-studio.unmapped",
                            kept == "string"
                                ? "\(what) has no DTCG equivalent; its tokens are kept as 'string', which platforms emit as text"
                                : "\(what) has no DTCG equivalent; its tokens are kept as '\(kept)', which no platform emits",
                            at: typeEntry.value.span))
                    }
                }
                if let colourDescription = valueEntry.value["description"], valueEntry.value["colorSpace"] != nil {
                    description = description ?? SyntaxEntry("$description", colourDescription, like: colourDescription)
                }
            }
            for entry in entries {
                switch entry.key {
                case "$value", "value", "$type", "type": continue
                case "$description", "description": description = entry.renamed("$description")
                case "$extensions": extensions = entry
                case "deprecated", "$deprecated": deprecated = entry
                case "deprecatedComment": deprecationComment = entry
                default: extras.append(entry)
                }
            }
            if let description { result.append(description) }
            if let deprecated, deprecated.value.boolValue != false {
                let value = deprecationComment?.value.stringValue.map { SyntaxNode.string($0, like: deprecated.value) }
                    ?? deprecated.value
                result.append(deprecated.renamed("$deprecated", value: value))
            }
            let modify = extensions?.value["studio.tokens"]?["modify"]
            var extensionEntries = extensions?.value.entries ?? []
            if !extras.isEmpty {
                // Keys Tokens Studio or a sync tool keeps beside the value (`deprecatedValues`, `fallback`): data,
                // not child tokens.
                extensionEntries.append(SyntaxEntry("studio.tokens.extra", .mapping(extras, like: node), like: extras[0].value))
            }
            if values.needsEvaluation || modify != nil {
                var marker: [SyntaxEntry] = []
                if let modify { marker.append(SyntaxEntry("modify", modify, like: modify)) }
                extensionEntries.append(SyntaxEntry(TokensStudioTranslator.evaluationKey, .mapping(marker, like: node), like: node))
            }
            if !extensionEntries.isEmpty {
                let origin = extensions?.value ?? node
                result.append(SyntaxEntry(
                    key: "$extensions", keyLocation: extensions?.keyLocation ?? node.location,
                    value: .mapping(extensionEntries, like: origin)))
            }
            diagnostics += values.diagnostics
            return .mapping(result, like: node)
        }
    }
}
