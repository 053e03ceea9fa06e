import RefractSyntax

/// What Figma's own "Export variables" writes, read as Figma means it: one file per mode, named after the mode
/// (`Light.tokens.json`), the mode in `$extensions["com.figma.modeName"]`, and per variable `com.figma.variableId`,
/// `com.figma.scopes`, `com.figma.codeSyntax` and, for an alias, its resolved value with `com.figma.aliasData`
/// naming the target (`targetVariableName: "Slate/950"`, in the collection `targetVariableSetName`).
///
/// - The files of one collection hold the same variables, so files sharing a `com.figma.variableId` are the modes
///   of one collection (`Light` and `Dark`; `Round` and `Sharp`): a modifier named after its modes (`Light-Dark`),
///   unless the files sit in a folder named after the collection (`Theme/Light.tokens.json`, as before).
/// - An alias whose target is among the files read becomes a DTCG alias (`{Slate.950}`), so it follows the theme; one
///   whose target is not (a library's collection) keeps the value Figma resolved. `aliasData` stays in `$extensions`.
/// - A `number` whose scopes are all lengths (`CORNER_RADIUS`, `GAP`, …) is a px `dimension`, as the REST reader types it.
enum FigmaNativeExport {
    static let modeNameKey = "com.figma.modeName"

    /// The mode a file names itself, nil for a file that does not.
    static func modeName(of root: SyntaxNode) -> String? {
        root["$extensions"]?[modeNameKey]?.stringValue
    }

    /// The variable ids a file defines.
    static func variableIDs(in node: SyntaxNode) -> Set<String> {
        var ids: Set<String> = []
        for entry in node.entries ?? [] where !entry.key.hasPrefix("$") {
            if entry.value["$value"] != nil {
                if let id = entry.value["$extensions"]?["com.figma.variableId"]?.stringValue { ids.insert(id) }
            } else {
                ids.formUnion(variableIDs(in: entry.value))
            }
        }
        return ids
    }

    /// Every token's dotted path, in every file.
    static func paths(in node: SyntaxNode, below prefix: [String] = [], into paths: inout Set<String>) {
        for entry in node.entries ?? [] where !entry.key.hasPrefix("$") {
            let path = prefix + [entry.key]
            if entry.value["$value"] != nil {
                paths.insert(path.joined(separator: "."))
            } else {
                self.paths(in: entry.value, below: path, into: &paths)
            }
        }
    }

    /// The file's tree with aliases whose target is read made DTCG aliases and length-scoped numbers dimensions.
    static func translated(_ node: SyntaxNode, known paths: Set<String>) -> SyntaxNode {
        guard let entries = node.entries else { return node }
        return .mapping(entries.map { entry in
            guard !entry.key.hasPrefix("$"), entry.value.entries != nil else { return entry }
            guard entry.value["$value"] != nil else { return entry.renamed(entry.key, value: translated(entry.value, known: paths)) }
            return entry.renamed(entry.key, value: token(entry.value, known: paths))
        }, like: node)
    }

    private static func token(_ token: SyntaxNode, known paths: Set<String>) -> SyntaxNode {
        let extensions = token["$extensions"]
        if let composed = composedColor(token, known: paths) { return composed }
        let target = extensions?["com.figma.aliasData"]?["targetVariableName"]?.stringValue
            .map { $0.split(separator: "/").joined(separator: ".") }
        let scopes = Set(extensions?["com.figma.scopes"]?.elements?.compactMap(\.stringValue) ?? [])
        let isLength = token["$type"]?.stringValue == "number" && !scopes.isEmpty && scopes.isSubset(of: FigmaTypes.lengthScopes)
        guard (target.map(paths.contains) ?? false) || isLength else { return token }
        return .mapping((token.entries ?? []).map { field in
            switch field.key {
            case "$value" where target.map(paths.contains) ?? false:
                return field.renamed("$value", value: .string("{\(target ?? "")}", like: field.value))
            case "$value" where isLength:
                guard let number = field.value.numberValue else { return field }
                return field.renamed("$value", value: .quantity(number, unit: "px", like: field.value))
            case "$type" where isLength:
                return field.renamed("$type", value: .string("dimension", like: field.value))
            default:
                return field
            }
        }, like: token)
    }

    /// A colour Figma composed of an alias and an opacity (`com.figma.composedColor`: `colorArg` an alias, `opacityArg`
    /// a number from 0 to 100), whose `$value` is the result in the export's own modes: read as the alias with the
    /// opacity as its alpha, worked out per permutation as Tokens Studio's `alpha` modifier is, so it follows the
    /// theme of the alias's collection. Nil when the alias's target is not read or the opacity is not a number.
    private static func composedColor(_ token: SyntaxNode, known paths: Set<String>) -> SyntaxNode? {
        guard let composed = token["$extensions"]?["com.figma.composedColor"],
            composed["colorArg"]?["type"]?.stringValue == "alias",
            let name = composed["colorArg"]?["alias"]?["targetVariableName"]?.stringValue,
            let opacity = composed["opacityArg"]?["value"]?.numberValue ?? composed["opacityArg"]?.numberValue,
            (0...100).contains(opacity)
        else { return nil }
        let target = name.split(separator: "/").joined(separator: ".")
        guard paths.contains(target), let value = token["$value"] else { return nil }
        let modify = SyntaxNode.mapping([
            SyntaxEntry("type", .string("alpha", like: composed), like: composed),
            SyntaxEntry("value", .number(opacity / 100, like: composed), like: composed),
            SyntaxEntry("space", .string("srgb", like: composed), like: composed),
        ], like: composed)
        let marker = SyntaxEntry(
            TokensStudioExpressions.extensionKey, .mapping([SyntaxEntry("modify", modify, like: composed)], like: composed),
            like: composed)
        return .mapping((token.entries ?? []).map { field in
            switch field.key {
            case "$value": return field.renamed("$value", value: .string("{\(target)}", like: value))
            case "$extensions": return field.renamed("$extensions", value: .mapping((field.value.entries ?? []) + [marker], like: field.value))
            default: return field
            }
        }, like: token)
    }
}
