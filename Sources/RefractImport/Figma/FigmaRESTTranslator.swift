import RefractDiagnostics
import RefractSyntax

/// The REST answer → one DTCG tree per collection and mode. Names split on `/` into groups, without the
/// collection's name (as Figma's own export and the plugins write them), so aliases across collections
/// are plain `{group.token}` references and two collections must not define the same name.
struct FigmaRESTTranslator {
    let variables: FigmaVariables
    let byID: [String: FigmaVariables.Variable]
    var diagnostics: [Diagnostic] = []

    init(_ variables: FigmaVariables) {
        self.variables = variables
        byID = Dictionary(variables.variables.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        diagnostics = variables.diagnostics
    }

    /// Each collection with one tree per mode, in the order the file gives them.
    mutating func collections(folder: String) -> [FigmaModes.Collection] {
        let collectionIDs = Set(variables.collections.map(\.id))
        var known: [FigmaVariables.Variable] = []
        for variable in variables.variables {
            guard FigmaTypes.knownTypes.contains(variable.resolvedType) else {
                diagnostics.append(.error(
                    "figma.unknown-type",
                    "variable '\(variable.name)' has the resolvedType '\(variable.resolvedType)'; Figma's types are BOOLEAN, FLOAT, STRING and COLOR",
                    at: variable.typeNode.span))
                continue
            }
            guard collectionIDs.contains(variable.collectionID) else {
                diagnostics.append(.error(
                    "figma.invalid-variables",
                    "variable '\(variable.name)' belongs to collection '\(variable.collectionID)', which the file does not hold",
                    at: variable.entry.value["variableCollectionId"]?.span ?? variable.entry.keySpan))
                continue
            }
            known.append(variable)
        }
        let unique = FigmaNames.unique(known)
        known = unique.kept
        diagnostics += unique.diagnostics
        var result: [FigmaModes.Collection] = []
        for collection in variables.collections {
            let members = known.filter { $0.collectionID == collection.id }
            var modes: [FigmaModes.Mode] = []
            for mode in collection.modes {
                var tree = FigmaTree()
                for variable in members {
                    if let token = token(variable, mode: mode, collection: collection) {
                        tree.insert(FigmaNames.path(variable.name), token: token, at: variable.entry)
                    }
                }
                let name = collection.modes.count == 1 ? collection.name : "\(collection.name).\(mode.name)"
                let path = PathText.join(folder, FigmaNames.fileName(name) + ".tokens.json")
                modes.append(FigmaModes.Mode(
                    name: mode.name, node: mode.node, document: ImportDocument(path: path, root: tree.node(like: collection.entry.value))))
            }
            let defaultIndex = collection.modes.firstIndex { $0.id == collection.defaultModeID } ?? 0
            result.append(FigmaModes.Collection(name: collection.name, node: collection.entry.value, modes: modes, defaultIndex: defaultIndex))
        }
        return result
    }

    /// One variable in one mode: `$type`, `$value`, `$description` and the Figma ids in `$extensions`.
    private mutating func token(
        _ variable: FigmaVariables.Variable, mode: FigmaVariables.Mode, collection: FigmaVariables.Collection
    ) -> SyntaxNode? {
        let node = variable.entry.value
        guard let valueNode = variable.valuesByMode[mode.id] else {
            diagnostics.append(.error(
                "figma.invalid-variables",
                "variable '\(variable.name)' has no value for mode '\(mode.name)' ('\(mode.id)') of collection '\(collection.name)'",
                at: node["valuesByMode"]?.span.opening ?? variable.entry.keySpan))
            return nil
        }
        guard let value = self.value(valueNode, of: variable) else { return nil }
        var entries: [SyntaxEntry] = []
        if let type = type(of: variable, visited: []) {
            entries.append(.init("$type", .string(type, like: variable.typeNode), like: variable.typeNode))
        }
        entries.append(SyntaxEntry(key: "$value", keyLocation: valueNode.location, value: value))
        if let description = node.entry("description"), let text = description.value.stringValue, !text.isEmpty {
            entries.append(description.renamed("$description"))
        }
        var figma: [SyntaxEntry] = [
            .init("variableId", .string(variable.id, like: variable.entry.value), like: variable.entry.value),
            .init("collectionId", .string(collection.id, like: collection.entry.value), like: collection.entry.value),
        ]
        for key in ["scopes", "codeSyntax", "hiddenFromPublishing"] {
            if let entry = node.entry(key), entry.value.elements?.isEmpty != true, entry.value.entries?.isEmpty != true,
               entry.value.boolValue != false {
                figma.append(entry)
            }
        }
        entries.append(.init("$extensions", .mapping([.init("com.figma", .mapping(figma, like: node), like: node)], like: node), like: node))
        return .mapping(entries, like: node)
    }

    /// A mode's value: an alias `{path}`, or the literal in DTCG's spelling.
    private mutating func value(_ node: SyntaxNode, of variable: FigmaVariables.Variable) -> SyntaxNode? {
        if node["type"]?.stringValue == "VARIABLE_ALIAS" {
            guard let idNode = node["id"], let id = idNode.stringValue else {
                invalid("an alias of variable '\(variable.name)' needs the 'id' of the variable it points to", at: node.span.opening)
                return nil
            }
            guard let target = byID[id], FigmaTypes.knownTypes.contains(target.resolvedType) else {
                diagnostics.append(.error(
                    "figma.dangling-alias",
                    "variable '\(variable.name)' points to '\(id)', which is not a variable of this file",
                    at: idNode.span, label: "no such variable",
                    help: "a library's variable is not in the file's local variables: publish it into this file, or replace the alias by its value"))
                return nil
            }
            return .string("{" + FigmaNames.path(target.name).joined(separator: ".") + "}", like: node)
        }
        switch variable.resolvedType {
        case "COLOR":
            let channels = ["r", "g", "b"].compactMap { key in node[key].flatMap { $0.numberValue == nil ? nil : $0 } }
            guard channels.count == 3 else {
                invalid("a COLOR value of '\(variable.name)' must be an object with 'r', 'g', 'b' (and 'a') from 0 to 1, not \(node.kindWithArticle)", at: node.problemSpan)
                return nil
            }
            var entries: [SyntaxEntry] = [
                .init("colorSpace", .string("srgb", like: node), like: node),
                .init("components", .sequence(channels, like: node), like: node),
            ]
            if let alpha = node.entry("a"), let a = alpha.value.numberValue, a != 1 {
                entries.append(alpha.renamed("alpha"))
            }
            return .mapping(entries, like: node)
        case "FLOAT":
            guard let number = node.numberValue else {
                invalid("a FLOAT value of '\(variable.name)' must be a number, not \(node.kindWithArticle)", at: node.problemSpan)
                return nil
            }
            return type(of: variable, visited: []) == "dimension" ? .quantity(number, unit: "px", like: node) : .number(number, like: node)
        case "STRING":
            guard node.stringValue != nil else {
                invalid("a STRING value of '\(variable.name)' must be a string, not \(node.kindWithArticle)", at: node.problemSpan)
                return nil
            }
            return node
        default:
            guard node.boolValue != nil else {
                invalid("a BOOLEAN value of '\(variable.name)' must be true or false, not \(node.kindWithArticle)", at: node.problemSpan)
                return nil
            }
            return node
        }
    }

    /// The variable's DTCG type: its scopes', else its alias target's (in the first mode that aliases), else `number`.
    private func type(of variable: FigmaVariables.Variable, visited: Set<String>) -> String? {
        if let type = FigmaTypes.scopedType(resolvedType: variable.resolvedType, scopes: variable.scopes) { return type }
        guard variable.resolvedType == "FLOAT" else { return nil }
        for node in variable.valuesByMode.values.sorted(by: { $0.span.start.offset < $1.span.start.offset })
        where node["type"]?.stringValue == "VARIABLE_ALIAS" {
            if let id = node["id"]?.stringValue, let target = byID[id], !visited.contains(id) {
                return type(of: target, visited: visited.union([variable.id]))
            }
        }
        return "number"
    }

    private mutating func invalid(_ message: String, at span: SourceSpan) {
        diagnostics.append(.error("figma.invalid-variables", message, at: span))
    }
}

extension SyntaxNode {
    /// A whole scalar, or only the opening bracket of an object or array, so the frame stays one line.
    var problemSpan: SourceSpan { entries != nil || elements != nil ? span.opening : span }
}
