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
}
