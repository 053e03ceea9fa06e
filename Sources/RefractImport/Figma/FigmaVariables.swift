import RefractDiagnostics
import RefractSyntax

/// The body of Figma's `GET /v1/files/:file_key/variables/local` (or its `meta` alone), read into
/// collections and variables that keep the nodes they come from.
struct FigmaVariables {
    struct Mode {
        var id: String
        var name: String
        var node: SyntaxNode
    }

    struct Collection {
        var id: String
        var name: String
        var entry: SyntaxEntry
        var modes: [Mode]
        var defaultModeID: String?
    }

    struct Variable {
        var id: String
        var name: String
        var entry: SyntaxEntry
        var collectionID: String
        var resolvedType: String
        var typeNode: SyntaxNode
        var valuesByMode: [String: SyntaxNode]
        var scopes: [String]
    }

    var collections: [Collection] = []
    var variables: [Variable] = []
    var diagnostics: [Diagnostic] = []

    /// Whether `root` is the REST answer (or its `meta`): both maps present.
    static func isVariablesResponse(_ root: SyntaxNode) -> Bool { meta(of: root) != nil }

    static func meta(of root: SyntaxNode) -> SyntaxNode? {
        for node in [root["meta"], root].compactMap({ $0 }) where node["variableCollections"] != nil && node["variables"] != nil {
            return node
        }
        return nil
    }

    static func read(_ root: SyntaxNode) -> FigmaVariables {
        var read = FigmaVariables()
        guard let meta = meta(of: root) else { return read }
        read.readCollections(meta.entry("variableCollections"))
        read.readVariables(meta.entry("variables"))
        return read
    }

    private mutating func invalid(_ message: String, at node: SyntaxNode) {
        diagnostics.append(.error("figma.invalid-variables", message, at: node.span.opening))
    }

    private mutating func readCollections(_ map: SyntaxEntry?) {
        guard let map, let entries = map.value.entries else {
            if let map { invalid("'variableCollections' must be an object of collections by id, not \(map.value.kindWithArticle)", at: map.value) }
            return
        }
        for entry in entries {
            guard let name = entry.value["name"]?.stringValue, let modes = entry.value["modes"]?.elements, !modes.isEmpty else {
                invalid("collection '\(entry.key)' needs a 'name' and a non-empty array of 'modes'", at: entry.value)
                continue
            }
            var collection = Collection(
                id: entry.value["id"]?.stringValue ?? entry.key, name: name, entry: entry, modes: [],
                defaultModeID: entry.value["defaultModeId"]?.stringValue)
            for mode in modes {
                guard let id = mode["modeId"]?.stringValue, let modeName = mode["name"]?.stringValue else {
                    invalid("a mode of collection '\(name)' needs a 'modeId' and a 'name'", at: mode)
                    continue
                }
                collection.modes.append(Mode(id: id, name: modeName, node: mode["name"] ?? mode))
            }
            if !collection.modes.isEmpty { collections.append(collection) }
        }
    }

    private mutating func readVariables(_ map: SyntaxEntry?) {
        guard let map, let entries = map.value.entries else {
            if let map { invalid("'variables' must be an object of variables by id, not \(map.value.kindWithArticle)", at: map.value) }
            return
        }
        for entry in entries {
            let node = entry.value
            guard let name = node["name"]?.stringValue, let collectionID = node["variableCollectionId"]?.stringValue,
                  let typeNode = node["resolvedType"], let type = typeNode.stringValue, let values = node["valuesByMode"]?.entries
            else {
                invalid("variable '\(entry.key)' needs a 'name', a 'variableCollectionId', a 'resolvedType' and 'valuesByMode'", at: node)
                continue
            }
            variables.append(Variable(
                id: node["id"]?.stringValue ?? entry.key, name: name, entry: entry, collectionID: collectionID,
                resolvedType: type, typeNode: typeNode,
                valuesByMode: Dictionary(values.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }),
                scopes: node["scopes"]?.elements?.compactMap(\.stringValue) ?? []))
        }
    }
}
