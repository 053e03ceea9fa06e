import RefractSyntax

/// The DTCG files Figma's export and the plugins write, one per collection and mode, already DTCG (their
/// `$extensions` carry the Figma ids). Which collection and mode a file holds comes from its name:
/// `Collection.Mode.tokens.json`, or `Collection/Mode.tokens.json`; a file at the top named without a
/// dot (`Primitives.tokens.json`) is a collection of one mode. The first file of a collection (in path
/// order) is its default mode.
package enum FigmaExport {
    static func collections(_ documents: [ImportDocument], folder: String) -> [FigmaModes.Collection] {
        var order: [String] = []
        var byName: [String: FigmaModes.Collection] = [:]
        var known: Set<String> = []
        for document in documents { FigmaNativeExport.paths(in: document.root, into: &known) }
        let nativeNames = nativeCollectionNames(documents, folder: folder)
        for var document in documents {
            var (collection, mode) = names(of: document.path, in: folder)
            if let native = nativeNames[document.path] { collection = native }
            if let named = FigmaNativeExport.modeName(of: document.root) { mode = named }
            document.root = FigmaNativeExport.translated(document.root, known: known)
            if byName[collection] == nil {
                order.append(collection)
                byName[collection] = FigmaModes.Collection(name: collection, node: document.root, modes: [], defaultIndex: 0)
            }
            byName[collection]?.modes.append(FigmaModes.Mode(name: mode, node: document.root, document: document))
        }
        return order.compactMap { byName[$0] }
    }

    /// Figma's own export names each file after its mode only (`Light.tokens.json`, `Dark.tokens.json`): files at the
    /// top of the folder that name their mode (`com.figma.modeName`) and share a variable are the modes of one
    /// collection, named after its modes (`Light-Dark`). By path.
    static func nativeCollectionNames(_ documents: [ImportDocument], folder: String) -> [String: String] {
        let native = documents.filter { document in
            let stem = names(of: document.path, in: folder)
            return stem.collection == stem.mode && FigmaNativeExport.modeName(of: document.root) != nil
        }
        var groups: [(ids: Set<String>, members: [ImportDocument])] = []
        for document in native {
            let ids = FigmaNativeExport.variableIDs(in: document.root)
            if let index = groups.firstIndex(where: { !$0.ids.isDisjoint(with: ids) }) {
                groups[index].ids.formUnion(ids)
                groups[index].members.append(document)
            } else {
                groups.append((ids, [document]))
            }
        }
        var result: [String: String] = [:]
        for group in groups where group.members.count > 1 {
            let name = group.members.compactMap { FigmaNativeExport.modeName(of: $0.root) }.joined(separator: "-")
            for member in group.members { result[member.path] = name }
        }
        return result
    }

    /// The collection and mode a file's name gives.
    package static func names(of path: String, in folder: String) -> (collection: String, mode: String) {
        var stem = PathText.setName(of: path, in: folder)
        if stem.hasSuffix(".tokens") { stem.removeLast(".tokens".count) }
        let slash = stem.lastIndex(of: "/")
        let file = slash.map { String(stem[stem.index(after: $0)...]) } ?? stem
        if let dot = file.lastIndex(of: ".") {
            let prefix = slash.map { String(stem[...$0]) } ?? ""
            return (prefix + String(file[..<dot]), String(file[file.index(after: dot)...]))
        }
        if let slash { return (String(stem[..<slash]), file) }
        return (stem, stem)
    }
}
