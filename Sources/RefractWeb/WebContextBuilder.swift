import RefractModel
import RefractOutput

/// Builds the module's context from the model: every token of a standard type, in path order, grouped by
/// its path's segments; every permutation of the modifiers with each token's value there.
enum WebContextBuilder {
    static func build(_ model: ThemedTokenSet, prefix: String, moduleName: String) -> WebContext {
        // Each token's custom property named once: a token without one is not in the module.
        var rows: [Int] = []
        var cssNames: [String] = []
        for row in model.paths.indices {
            guard let token = firstToken(row, in: model), token.type != .other || token.value.stringText != nil,
                let name = CSSVariableName.of(model.paths[row], prefix: prefix)
            else { continue }
            rows.append(row)
            cssNames.append(name)
        }
        let shape = WebTree(paths: rows.map { model.paths[$0].segments })
        var values: [[(text: String, type: String)?]] = model.permutations.indices.map { permutation in
            rows.map { row in
                guard let index = model.tokenIndex(pathAt: row, permutation: permutation) else { return nil }
                return WebValue.literal(model.tokenSets[permutation].tokens[index].value)
            }
        }
        let tree = shape.lines { leaf, line in
            line.path = model.paths[rows[leaf]].dotted
            line.value = WebValue.string("var(\(cssNames[leaf]))")
            line.cssVarType = line.value
            var types: [String] = []
            for permutation in values.indices {
                guard let type = values[permutation][leaf]?.type else {
                    line.isOptional = true
                    continue
                }
                if !types.contains(type) { types.append(type) }
            }
            line.type = types.isEmpty ? "never" : types.joined(separator: " | ")
        }
        let modifiers = model.axes.enumerated().map { offset, axis in
            WebModifier(
                key: WebValue.string(axis.name),
                contexts: "[" + axis.contexts.map(WebValue.string).joined(separator: ", ") + "]",
                union: axis.contexts.map(WebValue.string).joined(separator: " | "),
                defaultContext: WebValue.string(axis.effectiveDefault ?? ""),
                separator: offset == model.axes.count - 1 ? "" : ",")
        }
        let defaultIndex = model.defaultPermutationIndex ?? 0
        let texts: [[String]] = values.map { row in row.map { $0?.text ?? "undefined" } }
        values.removeAll()
        let baseTexts = texts.indices.contains(defaultIndex) ? texts[defaultIndex] : Array(repeating: "undefined", count: rows.count)
        let defaults = Dictionary(uniqueKeysWithValues: model.axes.compactMap { axis in
            axis.effectiveDefault.map { (axis.name, $0) }
        })
        /// The tree of the leaves whose text in `target` differs from `from`, with `target`'s texts.
        func changes(_ target: [String], from: [String]) -> [WebLine] {
            let changed = target.indices.filter { target[$0] != from[$0] }
            guard !changed.isEmpty else { return [] }
            return WebTree(paths: changed.map { model.paths[rows[$0]].segments }).lines { leaf, line in
                line.path = model.paths[rows[changed[leaf]]].dotted
                line.value = target[changed[leaf]]
            }
        }
        // One layer per modifier and context other than its default: that context alone, the rest at defaults.
        var layerTexts: [String: [String: [String]]] = [:]
        let layers = model.axes.enumerated().map { offset, axis in
            let contexts = axis.contexts.filter { $0 != axis.effectiveDefault }.compactMap { context -> (String, [WebLine])? in
                guard let index = model.permutationIndex(defaults.merging([axis.name: context]) { $1 }) else { return nil }
                layerTexts[axis.name, default: [:]][context] = texts[index]
                return (context, changes(texts[index], from: baseTexts))
            }
            return WebLayer(
                key: WebValue.string(axis.name),
                contexts: contexts.enumerated().map { position, entry in
                    WebLayerContext(
                        key: WebValue.string(entry.0), lines: entry.1,
                        separator: position == contexts.count - 1 ? "" : ",")
                },
                separator: offset == model.axes.count - 1 ? "" : ",")
        }
        let permutations = model.permutations.enumerated().map { offset, permutation in
            let inputs = model.axes.compactMap { axis in
                permutation.inputs[axis.name].map { WebValue.string(axis.name) + ": " + WebValue.string($0) }
            }
            // The base with the layers of the permutation's contexts laid over it, in the modifiers' order, as
            // the module composes them.
            var composed = baseTexts
            for axis in model.axes {
                guard let context = permutation.inputs[axis.name], let layer = layerTexts[axis.name]?[context] else {
                    continue
                }
                for leaf in composed.indices where layer[leaf] != baseTexts[leaf] { composed[leaf] = layer[leaf] }
            }
            return WebPermutation(
                inputs: inputs.isEmpty ? "{}" : "{ " + inputs.joined(separator: ", ") + " }",
                lines: changes(texts[offset], from: composed),
                separator: offset == model.permutations.count - 1 ? "" : ",")
        }
        let base = shape.lines { leaf, line in
            line.path = model.paths[rows[leaf]].dotted
            line.value = baseTexts[leaf]
        }
        return WebContext(
            moduleName: moduleName, modifiers: modifiers, defaultPermutation: defaultIndex,
            tree: tree, base: base, layers: layers, permutations: permutations, tokenCount: rows.count)
    }

    /// The token at `row` in the first permutation that has it: what types it.
    private static func firstToken(_ row: Int, in model: ThemedTokenSet) -> Token? {
        for permutation in model.permutations.indices {
            if let index = model.tokenIndex(pathAt: row, permutation: permutation) {
                return model.tokenSets[permutation].tokens[index]
            }
        }
        return nil
    }
}

/// The groups and tokens of a list of paths, each group's entries in the order their first path comes.
struct WebTree {
    final class Node {
        var key: String
        var leaf: Int?
        var children: [Node] = []
        var childIndex: [String: Int] = [:]

        init(key: String) { self.key = key }
    }

    private let skeleton: [(line: WebLine, leaf: Int?)]

    /// A path that runs through a token, or ends at a group, would make a key both a token and a group;
    /// DTCG rules both out (a token has no children, and a group's own value is its `$root`), so such a
    /// path never reaches here, and the first of two such paths would keep the key.
    init(paths: [[String]]) {
        let root = Node(key: "")
        for (leaf, segments) in paths.enumerated() {
            var node = root
            var blocked = false
            for segment in segments {
                if node.leaf != nil { blocked = true; break }
                if let index = node.childIndex[segment] {
                    node = node.children[index]
                } else {
                    let child = Node(key: segment)
                    node.childIndex[segment] = node.children.count
                    node.children.append(child)
                    node = child
                }
            }
            if !blocked, node.leaf == nil, node.children.isEmpty { node.leaf = leaf }
        }
        skeleton = Self.skeleton(of: root)
    }

    /// The tree walked depth first, each token's line filled in by `fill` with its leaf number. The walk's
    /// lines (keys quoted, indents, separators) are made once and shared by every call.
    func lines(_ fill: (Int, inout WebLine) -> Void) -> [WebLine] {
        skeleton.map { entry in
            guard let leaf = entry.leaf else { return entry.line }
            var line = entry.line
            fill(leaf, &line)
            return line
        }
    }

    /// Every line of the tree in order, with the leaf number of each token's line.
    private static func skeleton(of root: Node) -> [(line: WebLine, leaf: Int?)] {
        var result: [(line: WebLine, leaf: Int?)] = []
        func walk(_ node: Node, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            for (position, child) in node.children.enumerated() {
                let separator = position == node.children.count - 1 ? "" : ","
                var line = WebLine(
                    indent: indent, key: WebValue.string(child.key), isGroup: false, isEnd: false, isToken: false,
                    path: "", value: "", type: "", cssVarType: "", isOptional: false, separator: separator)
                if let leaf = child.leaf {
                    line.isToken = true
                    result.append((line, leaf))
                } else if !child.children.isEmpty {
                    line.isGroup = true
                    line.separator = ""
                    result.append((line, nil))
                    walk(child, depth: depth + 1)
                    result.append((WebLine(
                        indent: indent, key: "", isGroup: false, isEnd: true, isToken: false, path: "", value: "",
                        type: "", cssVarType: "", isOptional: false, separator: separator), nil))
                }
            }
        }
        walk(root, depth: 0)
        return result
    }
}
