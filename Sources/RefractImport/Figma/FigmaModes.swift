import RefractSyntax

/// Collections and their modes → documents and, when a collection has several modes, a resolver made
/// in memory: a collection of one mode is a set every permutation reads; one of several modes is a
/// modifier whose contexts are its modes and whose default is the collection's default mode.
enum FigmaModes {
    struct Mode {
        var name: String
        /// Where the mode is named, for the resolver's context.
        var node: SyntaxNode
        var document: ImportDocument
    }

    struct Collection {
        var name: String
        var node: SyntaxNode
        var modes: [Mode]
        var defaultIndex: Int
    }

    /// The documents in collection order and the resolver at `resolverPath`, or no resolver when every
    /// collection has one mode (the documents then merge as plain token files).
    static func result(_ collections: [FigmaModes.Collection], resolverPath: String, origin: SyntaxNode) -> (documents: [ImportDocument], resolver: ImportedResolver?) {
        let documents = collections.flatMap { $0.modes.map(\.document) }
        guard collections.contains(where: { $0.modes.count > 1 }) else { return (documents, nil) }
        let folder = PathText.folder(of: resolverPath)
        func sources(_ mode: Mode) -> SyntaxNode {
            .sequence([.mapping([.init("$ref", .string(PathText.relative(mode.document.path, to: folder), like: mode.node), like: mode.node)], like: mode.node)], like: mode.node)
        }
        let steps: [SyntaxNode] = collections.compactMap { collection in
            let at = collection.node
            guard collection.modes.count > 1 else {
                guard let mode = collection.modes.first else { return nil }
                return .mapping([
                    .init("type", .string("set", like: at), like: at),
                    .init("name", .string(collection.name, like: at), like: at),
                    .init("sources", sources(mode), like: at),
                ], like: at)
            }
            let contexts = collection.modes.map { SyntaxEntry(key: $0.name, keyLocation: $0.node.location, value: sources($0)) }
            return .mapping([
                .init("type", .string("modifier", like: at), like: at),
                .init("name", .string(collection.name, like: at), like: at),
                .init("description", .string("Figma collection '\(collection.name)'", like: at), like: at),
                .init("contexts", .mapping(contexts, like: at), like: at),
                .init("default", .string(collection.modes[collection.defaultIndex].name, like: at), like: at),
            ], like: at)
        }
        let document = SyntaxNode.mapping([
            .init("version", .string("2025.10", like: origin), like: origin),
            .init("resolutionOrder", .sequence(steps, like: origin), like: origin),
        ], like: origin)
        return (documents, ImportedResolver(path: resolverPath, document: document))
    }
}
