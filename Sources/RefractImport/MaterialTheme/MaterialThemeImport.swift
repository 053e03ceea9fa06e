import RefractDiagnostics
import RefractSyntax

/// Material Theme Builder's `material-theme.json` (its "Export → JSON"): `seed`, `coreColors`,
/// `extendedColors`, `palettes` of tones and up to six `schemes` (`light`, `light-medium-contrast`,
/// `light-high-contrast`, `dark`, …) of Material 3 colour roles → DTCG tokens under Material's own names and a
/// resolver of two modifiers, `scheme` (light, dark) and `contrast` (standard, medium, high):
///
/// - `Material.tokens.json`, read by every permutation: `md.source.seed`, `md.source.<core colour>`,
///   `md.ref.palette.<palette><tone>` (`md.ref.palette.neutralVariant90`), `md.extended.<name>`;
/// - `Material.light.tokens.json`, `Material.dark.tokens.json`, the `scheme` contexts, read for references only:
///   each scheme's roles at each contrast, `md.scheme.<contrast>.<role>`;
/// - `Material.standard.tokens.json`, `…medium…`, `…high…`, the `contrast` contexts: every role,
///   `md.sys.color.<role>`, an alias of `md.scheme.<contrast>.<role>`, so each of the six permutations reads
///   the export's scheme for it. Role names are the export's keys, which are Material's (`onPrimaryContainer`).
enum MaterialThemeImport {
    static let schemes = ["light", "dark"]
    static let contrasts = ["standard", "medium", "high"]

    static func translate(_ input: ImportInput) -> ImportResult {
        var result = ImportResult()
        for document in input.documents where !(document.path.split(separator: "/").last ?? "").hasPrefix("$") {
            var translation = Translation(document: document)
            translation.run()
            result.diagnostics += translation.diagnostics
            guard let made = translation.result else { continue }
            guard result.resolver == nil else {
                result.diagnostics.append(.error(
                    "material.invalid-export", "'\(document.path)' is a second Material Theme Builder export; an input holds one",
                    at: .file(document.path), help: "read each export as its own input"))
                continue
            }
            result.documents += made.documents
            result.resolver = made.resolver
        }
        return result
    }

    /// `neutral-variant` → `neutralVariant`, `Brand Green` → `brandGreen`: Material's names are lowerCamel.
    static func camel(_ name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }
        guard let first = words.first else { return name }
        return first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `#RRGGBB` (or `#RRGGBBAA`) → a DTCG sRGB colour object keeping the hex, nil for anything else.
    static func color(_ node: SyntaxNode) -> SyntaxNode? {
        guard let text = node.stringValue, text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
        func channel(_ at: Int) -> Double { Double(Int(String(digits[at..<at + 2]), radix: 16) ?? 0) / 255 }
        var entries: [SyntaxEntry] = [
            .init("colorSpace", .string("srgb", like: node), like: node),
            .init("components", .sequence([0, 2, 4].map { .number(channel($0), like: node) }, like: node), like: node),
        ]
        if digits.count == 8 { entries.append(.init("alpha", .number(channel(6), like: node), like: node)) }
        entries.append(.init("hex", .string("#" + String(digits.prefix(6)).lowercased(), like: node), like: node))
        return .mapping(entries, like: node)
    }

}

/// One export translated: its documents, the resolver that reads them, and what could not be read.
private struct Translation {
    let document: ImportDocument
    var diagnostics: [Diagnostic] = []
    var result: (documents: [ImportDocument], resolver: ImportedResolver)?

    init(document: ImportDocument) {
        self.document = document
    }

    var root: SyntaxNode { document.root }
    var folder: String { PathText.folder(of: document.path) }

    func path(_ name: String) -> String { PathText.join(folder, "Material\(name).tokens.json") }

    mutating func run() {
        guard root.entries != nil, let schemes = root["schemes"], schemes.entries != nil else {
            diagnostics.append(.error(
                "material.invalid-export",
                "'\(document.path)' is not a Material Theme Builder export: it has no 'schemes' object of colour roles",
                at: root.entries == nil ? root.span : .file(document.path),
                help: "export the theme from Material Theme Builder with Export → JSON (material-theme.json)"))
            return
        }
        // Which tokens are read for references only is told by where they stand (`ReferenceOnlySources`): a scheme's
        // file spans the schemes, the files that are output span nothing, and each role of `md.sys.color` stands at
        // the `schemes` key, outside every scheme.
        let nowhere = SourceSpan(file: root.span.file, start: root.span.start, end: root.span.start)
        var documents = [ImportDocument(path: path(""), root: Self.placed(referenceTokens(), at: nowhere))]
        let rolesKey = root.entry("schemes")?.keyLocation ?? root.location
        // The scheme of each mode and contrast the export has: `light`, `light-medium-contrast`, `light-high-contrast`.
        var byMode: [String: [(contrast: String, roles: SyntaxEntry)]] = [:]
        for entry in schemes.entries ?? [] {
            let parts = entry.key.split(separator: "-", maxSplits: 1).map(String.init)
            let mode = parts[0]
            let contrast = parts.count == 1 ? "standard" : parts[1].hasSuffix("-contrast") ? String(parts[1].dropLast("-contrast".count)) : parts[1]
            guard MaterialThemeImport.schemes.contains(mode), MaterialThemeImport.contrasts.contains(contrast) else {
                diagnostics.append(.warning(
                    "material.invalid-export",
                    "scheme '\(entry.key)' is not one Material Theme Builder writes (light or dark, standard, medium or high contrast); it is not read",
                    at: entry.keySpan, help: "name it like 'light', 'dark-medium-contrast' or 'light-high-contrast'"))
                continue
            }
            byMode[mode, default: []].append((contrast, entry))
        }
        let modes = MaterialThemeImport.schemes.filter { byMode[$0] != nil }
        let contrasts = MaterialThemeImport.contrasts.filter { contrast in
            modes.allSatisfy { mode in byMode[mode]?.contains { $0.contrast == contrast } == true }
        }
        guard let firstMode = modes.first, !contrasts.isEmpty else {
            diagnostics.append(.error(
                "material.invalid-export", "'schemes' holds no 'light' or 'dark' scheme", at: schemes.span,
                help: "export the theme from Material Theme Builder with Export → JSON"))
            return
        }
        for mode in modes {
            let schemesOfMode = byMode[mode] ?? []
            let groups = contrasts.compactMap { contrast -> SyntaxEntry? in
                guard let scheme = schemesOfMode.first(where: { $0.contrast == contrast }) else { return nil }
                return SyntaxEntry(key: contrast, keyLocation: scheme.roles.keyLocation, value: roles(scheme.roles.value))
            }
            documents.append(ImportDocument(
                path: path(".\(mode)"), root: Self.placed(tree(["md", "scheme"], .mapping(groups, like: schemes)), at: schemes.span)))
        }
        // Every role of the first scheme, as the export names it.
        let roleEntries = byMode[firstMode]?.first?.roles.value.entries ?? []
        for contrast in contrasts {
            let aliases = roleEntries.map { entry in
                SyntaxEntry(key: entry.key, keyLocation: rolesKey, value: .mapping([
                    .init("$type", .string("color", like: entry.value), like: entry.value),
                    .init("$value", .string("{md.scheme.\(contrast).\(entry.key)}", like: entry.value), like: entry.value),
                ], like: entry.value))
            }
            documents.append(ImportDocument(
                path: path(".\(contrast)"), root: Self.placed(tree(["md", "sys", "color"], .mapping(aliases, like: schemes)), at: nowhere)))
        }
        result = (documents, ImportedResolver(path: document.path, document: resolver(modes: modes, contrasts: contrasts)))
    }

    static func placed(_ node: SyntaxNode, at span: SourceSpan) -> SyntaxNode {
        var node = node
        node.span = span
        return node
    }

    /// A scheme's roles as colour tokens; a role whose value is no hex colour is reported and left out.
    mutating func roles(_ scheme: SyntaxNode) -> SyntaxNode {
        var tokens: [SyntaxEntry] = []
        for entry in scheme.entries ?? [] {
            guard let value = colorToken(entry) else { continue }
            tokens.append(SyntaxEntry(key: entry.key, keyLocation: entry.keyLocation, value: value))
        }
        return .mapping(tokens, like: scheme)
    }

    mutating func colorToken(_ entry: SyntaxEntry, description: String? = nil) -> SyntaxNode? {
        guard let color = MaterialThemeImport.color(entry.value) else {
            diagnostics.append(.error(
                "material.invalid-export", "'\(entry.key)' is not a hex colour ('#RRGGBB'), which every colour of the export is",
                at: entry.value.span, help: "export the theme again from Material Theme Builder"))
            return nil
        }
        var fields: [SyntaxEntry] = [.init("$type", .string("color", like: entry.value), like: entry.value), .init("$value", color, like: entry.value)]
        if let description, !description.isEmpty {
            fields.append(.init("$description", .string(description, like: entry.value), like: entry.value))
        }
        return .mapping(fields, like: entry.value)
    }

    /// The seed, the core colours, the extended colours and the tonal palettes: the same in every scheme.
    mutating func referenceTokens() -> SyntaxNode {
        var source: [SyntaxEntry] = []
        if let seed = root.entry("seed"), let token = colorToken(seed, description: root["description"]?.stringValue) {
            source.append(seed.renamed("seed", value: token))
        }
        for core in root["coreColors"]?.entries ?? [] {
            if let token = colorToken(core) { source.append(core.renamed(MaterialThemeImport.camel(core.key), value: token)) }
        }
        var palettes: [SyntaxEntry] = []
        for palette in root["palettes"]?.entries ?? [] {
            for tone in palette.value.entries ?? [] {
                guard let token = colorToken(tone) else { continue }
                palettes.append(tone.renamed(MaterialThemeImport.camel(palette.key) + tone.key, value: token))
            }
        }
        var extended: [SyntaxEntry] = []
        for item in root["extendedColors"]?.elements ?? [] {
            guard let name = item["name"]?.stringValue, let color = item.entry("color"),
                let token = colorToken(color, description: item["description"]?.stringValue)
            else { continue }
            extended.append(SyntaxEntry(key: MaterialThemeImport.camel(name), keyLocation: color.keyLocation, value: token))
        }
        var md: [SyntaxEntry] = []
        if !source.isEmpty { md.append(.init("source", .mapping(source, like: root), like: root)) }
        if !palettes.isEmpty {
            md.append(.init("ref", .mapping([.init("palette", .mapping(palettes, like: root), like: root)], like: root), like: root))
        }
        if !extended.isEmpty { md.append(.init("extended", .mapping(extended, like: root), like: root)) }
        return .mapping([.init("md", .mapping(md, like: root), like: root)], like: root)
    }

    /// `inner` below the groups `path`.
    func tree(_ path: [String], _ inner: SyntaxNode) -> SyntaxNode {
        path.reversed().reduce(inner) { node, key in .mapping([.init(key, node, like: root)], like: root) }
    }

    /// The set of reference tokens, then `scheme` (its files read for references only), then `contrast`; a
    /// modifier of one context is a set.
    func resolver(modes: [String], contrasts: [String]) -> SyntaxNode {
        func source(_ name: String, referenceOnly: Bool) -> SyntaxNode {
            var entries: [SyntaxEntry] = [.init("$ref", .string(PathText.relative(path(name), to: folder), like: root), like: root)]
            if referenceOnly { entries.append(.init("$extensions", ResolverWriter.referenceOnlyMark(like: root), like: root)) }
            return .mapping(entries, like: root)
        }
        func step(_ name: String, _ contexts: [String], file: (String) -> String, referenceOnly: Bool) -> SyntaxNode {
            guard contexts.count > 1 else {
                return .mapping([
                    .init("type", .string("set", like: root), like: root), .init("name", .string(name, like: root), like: root),
                    .init("sources", .sequence(contexts.map { source(file($0), referenceOnly: referenceOnly) }, like: root), like: root),
                ], like: root)
            }
            return .mapping([
                .init("type", .string("modifier", like: root), like: root), .init("name", .string(name, like: root), like: root),
                .init("contexts", .mapping(contexts.map {
                    .init($0, .sequence([source(file($0), referenceOnly: referenceOnly)], like: root), like: root)
                }, like: root), like: root),
                .init("default", .string(contexts[0], like: root), like: root),
            ], like: root)
        }
        let steps: [SyntaxNode] = [
            .mapping([
                .init("type", .string("set", like: root), like: root), .init("name", .string("material", like: root), like: root),
                .init("sources", .sequence([source("", referenceOnly: false)], like: root), like: root),
            ], like: root),
            step("scheme", modes, file: { ".\($0)" }, referenceOnly: true),
            step("contrast", contrasts, file: { ".\($0)" }, referenceOnly: false),
        ]
        return .mapping([
            .init("version", .string("2025.10", like: root), like: root),
            .init("resolutionOrder", .sequence(steps, like: root), like: root),
        ], like: root)
    }
}
