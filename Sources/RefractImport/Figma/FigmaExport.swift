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
        for document in documents {
            let (collection, mode) = names(of: document.path, in: folder)
            if byName[collection] == nil {
                order.append(collection)
                byName[collection] = FigmaModes.Collection(name: collection, node: document.root, modes: [], defaultIndex: 0)
            }
            byName[collection]?.modes.append(FigmaModes.Mode(name: mode, node: document.root, document: document))
        }
        return order.compactMap { byName[$0] }
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
