import RefractDiagnostics
import RefractSyntax

/// A Tokens Studio project (a synced folder, or a single file with its sets at the top) as translated
/// documents and, when it has themes, a resolver document made in memory.
///
/// Themes (`$themes.json`) become modifiers: each theme `group` is a modifier and its themes are the
/// contexts (a theme with no group belongs to the modifier `theme`). A theme's `enabled` sets are its
/// context's sources; `disabled` sets are not read. `source` sets (loaded so references resolve, their
/// tokens not output) are sources marked `referenceOnly`: sets that are only ever `source` come first, as
/// one set every permutation shares; a set that is `source` in one theme and `enabled` in another is a
/// source of each context that selects it, before its enabled sets, marked where it is `source`. Within each
/// part, sets follow `$metadata.json`'s `tokenSetOrder`, then the order they were given in. With no themes,
/// every set is read, in that order. A selected set that does not exist is `tokens-studio.missing-set`; a
/// name that is a folder of sets (`base` for `base/*`) selects those sets.
enum TokensStudioProject {
    struct TokenSet {
        var name: String
        /// The set's tree as written.
        var tree: SyntaxNode
        /// The document it comes from, and the pointer into it for a single file with sets at the top.
        var path: String
        var fragment: String?
    }

    /// A single Tokens Studio file holds its sets at the top when it has `$themes` or `$metadata` beside them
    /// (what the plugin writes); any other file is one set.
    static func holdsSets(_ root: SyntaxNode) -> Bool {
        root["$themes"] != nil || root["$metadata"] != nil
    }

    static func translate(_ input: ImportInput) -> ImportResult {
        var sets: [TokenSet] = []
        var themes: SyntaxNode?
        var metadata: SyntaxNode?
        var singleFile: ImportDocument?
        let root = input.documents.count == 1 && input.documents[0].path == input.root
            ? PathText.folder(of: input.root) : input.root
        let folder = projectFolder(input.documents.map(\.path), below: root)
        for document in input.documents {
            let name = PathText.setName(of: document.path, in: folder)
            switch name {
            case "$themes": themes = document.root
            case "$metadata": metadata = document.root
            default:
                if holdsSets(document.root) {
                    singleFile = document
                    themes = document.root["$themes"]
                    metadata = document.root["$metadata"]
                    for entry in document.root.entries ?? [] where !entry.key.hasPrefix("$") {
                        sets.append(TokenSet(name: entry.key, tree: entry.value, path: document.path, fragment: entry.key))
                    }
                } else {
                    sets.append(TokenSet(name: name, tree: document.root, path: document.path, fragment: nil))
                }
            }
        }
        var diagnostics: [Diagnostic] = []
        var translated: [String: SyntaxNode] = [:]
        let dollarReferences = TokensStudioDollarReferences(trees: sets.map(\.tree))
        for set in sets {
            let translation = TokensStudioTranslator.translate(dollarReferences.rewrite(set.tree))
            translated[set.name] = translation.tree
            diagnostics += translation.diagnostics
        }
        let order = setOrder(sets.map(\.name), metadata: metadata)
        var partReferences = TokensStudioPartReferences(trees: order.compactMap { translated[$0] })
        if partReferences.hasComposites {
            for name in order { translated[name] = translated[name].map { partReferences.rewrite($0) } }
            diagnostics += partReferences.diagnostics
        }
        let setsByName = Dictionary(sets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var documents: [ImportDocument]
        if let singleFile {
            let entries = order.compactMap { name in translated[name].map { SyntaxEntry(name, $0, like: $0) } }
            documents = [ImportDocument(path: singleFile.path, root: .mapping(entries, like: singleFile.root))]
        } else {
            documents = order.compactMap { name in
                guard let set = setsByName[name], let tree = translated[name] else { return nil }
                return ImportDocument(path: set.path, root: tree)
            }
        }
        let themeList = ThemeList.read(themes, setNames: order)
        diagnostics += themeList.diagnostics
        guard let themesNode = themes, !themeList.themes.isEmpty else {
            if singleFile != nil {
                // No themes: the sets merge in order, each a document of its own.
                documents = order.compactMap { name in
                    guard let set = setsByName[name], let tree = translated[name] else { return nil }
                    return ImportDocument(path: set.path, root: tree)
                }
            }
            return ImportResult(documents: documents, diagnostics: diagnostics)
        }
        let resolverPath = singleFile?.path ?? PathText.join(folder, "$themes.json")
        if case .named(let names) = input.sourceSets {
            for name in names where !order.contains(where: { $0 == name || $0.hasPrefix(name + "/") }) {
                diagnostics.append(.warning(
                    "tokens-studio.missing-set", "'emitSourceSets' names set '\(name)', which does not exist",
                    at: .file(resolverPath), notes: [DiagnosticNote("the sets are \(order.prefix(8).map { "'\($0)'" }.joined(separator: ", "))")],
                    help: Suggestions.nearest(to: name, in: order).map { "did you mean '\($0)'?" }))
            }
        }
        let resolver = ResolverWriter(
            order: order, sets: setsByName, resolverFolder: PathText.folder(of: resolverPath), origin: themesNode,
            emitted: input.sourceSets
        ).document(themeList.themes)
        return ImportResult(documents: documents, resolver: ImportedResolver(path: resolverPath, document: resolver), diagnostics: diagnostics)
    }

    /// The folder the sets are named from: `root`, or, when a repository keeps the synced folder below it
    /// (`tokens/$themes.json`), the folder of its one `$themes.json` (else of its one `$metadata.json`), as
    /// Tokens Studio names the sets from there.
    static func projectFolder(_ paths: [String], below root: String) -> String {
        for marker in ["$themes", "$metadata"] {
            let found = paths.filter { path in
                let name = path.split(separator: "/").last.map(String.init) ?? path
                return PathText.setName(of: name, in: ".") == marker
            }
            guard found.count == 1 else { continue }
            let isBelowRoot = root == "." || found[0].hasPrefix(root.hasSuffix("/") ? root : root + "/")
            return isBelowRoot ? PathText.folder(of: found[0]) : root
        }
        return root
    }

    /// `tokenSetOrder` first (names that exist), then the rest as given.
    static func setOrder(_ names: [String], metadata: SyntaxNode?) -> [String] {
        let listed = metadata?["tokenSetOrder"]?.elements?.compactMap(\.stringValue) ?? []
        var order = listed.filter(names.contains)
        for name in names where !order.contains(name) { order.append(name) }
        return order
    }
}

/// The resolver document of a theme list: `$ref`s to the set files (or pointers into a single file),
/// every node located at the theme it comes from.
struct ResolverWriter {
    let order: [String]
    let sets: [String: TokensStudioProject.TokenSet]
    let resolverFolder: String
    let origin: SyntaxNode
    /// The `source` sets output all the same (`emitSourceSets`): not marked.
    var emitted: SourceSetOutput = .referenceOnly

    func document(_ themes: [ThemeList.Theme]) -> SyntaxNode {
        let everEnabled = Set(themes.flatMap(\.enabled))
        let onlySource = Set(themes.flatMap(\.source)).subtracting(everEnabled)
        var steps: [SyntaxNode] = []
        if !onlySource.isEmpty {
            steps.append(.mapping([
                .init("type", .string("set", like: origin), like: origin),
                .init("name", .string("source", like: origin), like: origin),
                .init("sources", sources(referenceOnly: Array(onlySource), like: origin), like: origin),
            ], like: origin))
        }
        var groupNames: [String] = []
        for theme in themes where !groupNames.contains(theme.group) { groupNames.append(theme.group) }
        for group in groupNames {
            let members = themes.filter { $0.group == group }
            let at = members[0].groupNode ?? members[0].node
            if members.count == 1 {
                // A group of one theme is always on: a set, as a modifier needs two contexts.
                steps.append(.mapping([
                    .init("type", .string("set", like: at), like: at),
                    .init("name", .string(group, like: at), like: at),
                    .init("sources", sources(referenceOnly: members[0].source.filter(everEnabled.contains), then: members[0].enabled, like: members[0].node), like: at),
                ], like: at))
                continue
            }
            let contexts = members.map { theme in
                SyntaxEntry(theme.name, sources(referenceOnly: theme.source.filter(everEnabled.contains), then: theme.enabled, like: theme.node), like: theme.node)
            }
            steps.append(.mapping([
                .init("type", .string("modifier", like: at), like: at),
                .init("name", .string(group, like: at), like: at),
                .init("description", .string("Tokens Studio theme group '\(group)'", like: at), like: at),
                .init("contexts", .mapping(contexts, like: at), like: at),
                .init("default", .string(members[0].name, like: at), like: at),
            ], like: at))
        }
        return .mapping([
            .init("version", .string("2025.10", like: origin), like: origin),
            .init("resolutionOrder", .sequence(steps, like: origin), like: origin),
        ], like: origin)
    }

    /// The `$ref`s of `referenceOnly` (Tokens Studio's `source` sets, marked so that their tokens resolve
    /// references and are not output), then of `enabled`, each in set order.
    private func sources(referenceOnly: [String], then enabled: [String] = [], like node: SyntaxNode) -> SyntaxNode {
        let names = order.filter(referenceOnly.contains).map { ($0, true) } + order.filter(enabled.contains).map { ($0, false) }
        return .sequence(names.compactMap { name, isReferenceOnly in
            guard let set = sets[name] else { return nil }
            var reference = PathText.relative(set.path, to: resolverFolder)
            if let fragment = set.fragment {
                reference += "#/" + PartReference.pointerSegment(fragment)
            }
            var entries: [SyntaxEntry] = [.init("$ref", .string(reference, like: node), like: node)]
            if isReferenceOnly && !emitted.emits(name) { entries.append(.init("$extensions", Self.referenceOnlyMark(like: node), like: node)) }
            return .mapping(entries, like: node)
        }, like: node)
    }

    /// `{ "dev.refract": { "referenceOnly": true } }`, the resolver's way to say a source is read for references only.
    static func referenceOnlyMark(like node: SyntaxNode) -> SyntaxNode {
        .mapping([
            .init("dev.refract", .mapping([.init("referenceOnly", .bool(true, like: node), like: node)], like: node), like: node),
        ], like: node)
    }
}

/// `$themes.json`: an array of `{ id, name, group, selectedTokenSets: { set: "enabled" | "source" | "disabled" } }`.
struct ThemeList {
    struct Theme {
        var name: String
        var group: String
        var enabled: [String]
        var source: [String]
        var node: SyntaxNode
        var groupNode: SyntaxNode?
        var selectsEnabled = false
    }

    var themes: [Theme] = []
    var diagnostics: [Diagnostic] = []

    static func read(_ node: SyntaxNode?, setNames: [String]) -> ThemeList {
        var list = ThemeList()
        guard let node else { return list }
        guard let items = node.elements else {
            list.diagnostics.append(.error(
                "tokens-studio.invalid-themes", "'$themes' must be an array of themes, not \(node.kindWithArticle)", at: node.span.opening))
            return list
        }
        for item in items {
            guard let nameNode = item["name"], let name = nameNode.stringValue, let selected = item["selectedTokenSets"] else {
                list.diagnostics.append(.error(
                    "tokens-studio.invalid-themes", "a theme needs a 'name' and 'selectedTokenSets'", at: item.span.opening))
                continue
            }
            guard let entries = selected.entries else {
                list.diagnostics.append(.error(
                    "tokens-studio.invalid-themes", "'selectedTokenSets' must be an object, not \(selected.kindWithArticle)",
                    at: selected.span.opening))
                continue
            }
            var theme = Theme(
                name: name, group: item["group"]?.stringValue ?? "theme", enabled: [], source: [], node: nameNode,
                groupNode: item["group"])
            for entry in entries {
                let status = entry.value.stringValue
                guard status == "enabled" || status == "source" || status == "disabled" else {
                    list.diagnostics.append(.error(
                        "tokens-studio.invalid-themes",
                        "set '\(entry.key)' has status \(status.map { "'\($0)'" } ?? entry.value.kindWithArticle); it must be 'enabled', 'source' or 'disabled'",
                        at: entry.value.span))
                    continue
                }
                if status == "disabled" { continue }
                let matches = setNames.contains(entry.key) ? [entry.key] : setNames.filter { $0.hasPrefix(entry.key + "/") }
                if matches.isEmpty {
                    list.diagnostics.append(.warning(
                        "tokens-studio.missing-set", "theme '\(name)' selects set '\(entry.key)', which does not exist; it is left out",
                        at: entry.keySpan, notes: [DiagnosticNote("the sets are \(Self.listed(setNames))")],
                        help: Suggestions.nearest(to: entry.key, in: setNames).map { "did you mean '\($0)'?" }))
                }
                if status == "enabled" { theme.enabled += matches } else { theme.source += matches }
                if status == "enabled" { theme.selectsEnabled = true }
            }
            if theme.selectsEnabled && theme.enabled.isEmpty {
                // Every set it enables is missing: as a context it would only break the references into them.
                if let last = list.diagnostics.indices.last, list.diagnostics[last].code == "tokens-studio.missing-set" {
                    list.diagnostics[last].notes.append(DiagnosticNote("theme '\(name)' enables no set that exists, so it is left out"))
                }
                continue
            }
            list.themes.append(theme)
        }
        return list
    }

    private static func listed(_ names: [String]) -> String {
        let shown = names.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
        return names.count > 8 ? shown + " and \(names.count - 8) more" : shown
    }
}

/// Paths as the loader gives them (`/` separated), without Foundation.
enum PathText {
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` below `folder`, or the path as it is when it is not below it.
    static func relative(_ path: String, to folder: String) -> String {
        // A folder read from "." names its files "./$themes.json".
        if folder == "." {
            var path = Substring(path)
            while path.hasPrefix("./") { path = path.dropFirst(2).drop { $0 == "/" } }
            return String(path)
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// A set's name: its path below the folder, without `.json`.
    static func setName(of path: String, in folder: String) -> String {
        var name = relative(path, to: folder)
        for suffix in [".json", ".json5", ".jsonc", ".yaml", ".yml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
