import RefractDiagnostics
import RefractSyntax

/// References into a part of a shadow, typography or border token, in the translated sets of a project:
/// `{shadow.card.value.blur}` (Style Dictionary's spelling, which sd-transforms builds of Tokens Studio files
/// resolve) and `{shadow.card.blur}` (when no token has that path, and `shadow.card` is a composite) become
/// DTCG `$ref`s into the token's value (`#/shadow/card/$value/blur`), Tokens Studio's part names in DTCG's
/// (`x` → `offsetX`). A shadow of several layers is named by layer first: `{shadow.double.0.blur}`.
///
/// Which tokens exist is known only once every set is translated, and a theme may define a token another does
/// not: a reference is checked against every definition of its token in any set, and is a part reference if
/// it fits one. One that fits none is `import.unknown-part` at the reference.
struct TokensStudioPartReferences {
    /// Every definition of each token path (dotted), in set order.
    private let definitions: [String: [SyntaxNode]]
    private(set) var diagnostics: [Diagnostic] = []

    init(trees: [SyntaxNode]) {
        var definitions: [String: [SyntaxNode]] = [:]
        func visit(_ node: SyntaxNode, _ path: [String]) {
            for entry in node.entries ?? [] where !entry.key.hasPrefix("$") {
                if entry.value["$value"] != nil {
                    definitions[(path + [entry.key]).joined(separator: "."), default: []].append(entry.value)
                } else if entry.value.entries != nil {
                    visit(entry.value, path + [entry.key])
                }
            }
        }
        for tree in trees { visit(tree, []) }
        self.definitions = definitions
    }

    /// Whether any reference could be a part reference: a project of only scalar tokens is left as it is.
    var hasComposites: Bool {
        definitions.values.contains { $0.contains { Self.composite(ofType: $0["$type"]?.stringValue) != nil } }
    }

    /// `tree` with its part references as `$ref`s.
    mutating func rewrite(_ tree: SyntaxNode) -> SyntaxNode {
        guard let entries = tree.entries else { return tree }
        return .mapping(entries.map { entry in
            if entry.key.hasPrefix("$") { return entry }
            if entry.value["$value"] != nil { return entry.renamed(entry.key, value: token(entry.value)) }
            return entry.renamed(entry.key, value: rewrite(entry.value))
        }, like: tree)
    }

    private mutating func token(_ node: SyntaxNode) -> SyntaxNode {
        guard var entries = node.entries, let at = entries.firstIndex(where: { $0.key == "$value" }) else { return node }
        let value = entries[at].value
        var inMath: [SyntaxEntry] = []
        if let text = value.stringValue {
            if TokensStudioValues.holdsExpression(text) {
                inMath = partsInMath(text, at: value)
                return inMath.isEmpty ? node : .mapping(Self.askingForEvaluation(entries, parts: inMath, like: node), like: node)
            }
            guard case .part(let reference, let type, let evaluates) = resolve(text, at: value) else { return node }
            entries[at] = entries[at].renamed("$value", value: reference)
            if !entries.contains(where: { $0.key == "$type" }), let type {
                entries.insert(SyntaxEntry("$type", .string(type, like: value), like: value), at: at + 1)
            }
            if evaluates { entries = Self.askingForEvaluation(entries, parts: [], like: node) }
            return .mapping(entries, like: node)
        }
        guard value.entries != nil || value.elements != nil else { return node }
        entries[at] = entries[at].renamed("$value", value: parts(of: value, inMath: &inMath))
        if !inMath.isEmpty { entries = Self.askingForEvaluation(entries, parts: inMath, like: node) }
        return .mapping(entries, like: node)
    }

    /// A composite value with each whole reference among its parts resolved, and the references into parts
    /// inside its parts' math added to `inMath`.
    private mutating func parts(of node: SyntaxNode, inMath: inout [SyntaxEntry]) -> SyntaxNode {
        switch node.value {
        case .mapping(let entries):
            return .mapping(entries.map { $0.renamed($0.key, value: parts(of: $0.value, inMath: &inMath)) }, like: node)
        case .sequence(let items):
            return .sequence(items.map { parts(of: $0, inMath: &inMath) }, like: node)
        case .string(let text):
            if TokensStudioValues.holdsExpression(text) {
                inMath += partsInMath(text, at: node)
                return node
            }
            // The composite is evaluated already (its parts may name loosely typed tokens), so a part of
            // another that holds math is worked out too.
            guard case .part(let reference, _, _) = resolve(text, at: node) else { return node }
            return reference
        default:
            return node
        }
    }

    /// The references into parts inside math or a string (`{shadow.card.blur} * 2`, `rgba({border.focus.color}, 0.5)`),
    /// each as `reference: { "$ref": pointer, "$type": the part's type }`, which the parser's evaluation reads
    /// as the part. The text stays as written, so that a finding about the math quotes it.
    private mutating func partsInMath(_ text: String, at node: SyntaxNode) -> [SyntaxEntry] {
        var found: [SyntaxEntry] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let reference = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
            guard !found.contains(where: { $0.key == reference }),
                case .part(let pointer, let type?, _) = resolve("{\(reference)}", at: node)
            else { continue }
            let entries = (pointer.entries ?? []) + [SyntaxEntry("$type", .string(type, like: node), like: node)]
            found.append(SyntaxEntry(reference, .mapping(entries, like: node), like: node))
        }
        return found
    }

    /// The parser's evaluation asked for, as the translator asks for it: the part the reference names holds math,
    /// or the token's math names `parts`.
    private static func askingForEvaluation(_ entries: [SyntaxEntry], parts: [SyntaxEntry], like node: SyntaxNode) -> [SyntaxEntry] {
        var entries = entries
        let key = TokensStudioExpressions.extensionKey
        func marked(_ existing: SyntaxNode?) -> SyntaxNode {
            var members = existing?.entries ?? []
            if !parts.isEmpty { members.append(SyntaxEntry("parts", .mapping(parts, like: node), like: node)) }
            return .mapping(members, like: existing ?? node)
        }
        if let at = entries.firstIndex(where: { $0.key == "$extensions" }) {
            let existing = entries[at].value
            var members = existing.entries ?? []
            if let markerAt = members.firstIndex(where: { $0.key == key }) {
                guard !parts.isEmpty else { return entries }
                members[markerAt] = members[markerAt].renamed(key, value: marked(members[markerAt].value))
            } else {
                members.append(SyntaxEntry(key, marked(nil), like: node))
            }
            entries[at] = entries[at].renamed("$extensions", value: .mapping(members, like: existing))
        } else {
            entries.append(SyntaxEntry("$extensions", .mapping([SyntaxEntry(key, marked(nil), like: node)], like: node), like: node))
        }
        return entries
    }

    private enum Resolution {
        /// Not a reference into a part: left to the parser (a token's path, a typo it suggests a fix for).
        case none
        /// The `$ref`, the part's DTCG type, and whether the part holds math.
        case part(SyntaxNode, type: String?, evaluates: Bool)
        /// Reported.
        case failed
    }

    private mutating func resolve(_ text: String, at node: SyntaxNode) -> Resolution {
        guard let segments = PartReference.segments(of: text), definitions[segments.joined(separator: ".")] == nil
        else { return .none }
        let owner: [String]
        let part: [String]
        let explicit = PartReference.explicit(segments)
        if let explicit {
            (owner, part) = explicit
        } else {
            // The longest path a token has: no token has the whole path, so a token with a part is meant.
            guard let length = (1..<segments.count).reversed().first(where: { definitions[segments[..<$0].joined(separator: ".")] != nil })
            else { return .none }
            (owner, part) = (Array(segments[..<length]), Array(segments[length...]))
        }
        let ownerPath = owner.joined(separator: ".")
        guard let owned = definitions[ownerPath] else {
            diagnostics.append(PartReference.unknown(
                text, "names a part of '\(ownerPath)', which is no token", at: node,
                help: Suggestions.nearest(to: ownerPath, in: definitions.keys.sorted()).map { "did you mean '\($0)'?" }))
            return .failed
        }
        let values = owned.compactMap { concrete($0) }
        guard let kind = values.lazy.compactMap({ Self.composite(ofType: $0.type) }).first else {
            // `{colors.blue.600.x}` names no token; the parser says so, with the nearest path.
            guard explicit != nil else { return .none }
            let type = values.first?.type.map { "the \($0) token" } ?? "the token"
            diagnostics.append(PartReference.unknown(
                text, "names a part of \(type) '\(ownerPath)'; only shadow, typography and border tokens have parts a reference can name",
                at: node))
            return .failed
        }
        let described = "the \(kind.rawValue) token '\(ownerPath)'"
        var failure: (message: String, notes: [String], help: String?)?
        for value in values where Self.composite(ofType: value.type) == kind {
            switch kind.locate(part, in: value.node) {
            case .found(let dtcgPart, let partNode):
                let evaluates = partNode?.stringValue.map { TokensStudioValues.holdsExpression($0) || TokensStudioExpressions.isBareMath($0) } ?? false
                return .part(
                    PartReference.node(owner: owner, part: dtcgPart, like: node), type: dtcgPart.last.flatMap(PartReference.type(ofPart:)),
                    evaluates: evaluates)
            case .missing(let message, let notes, let suggestion):
                if failure == nil {
                    let message = message(described)
                    let help = suggestion.map { better -> String in
                        let written = explicit.map { _ in owner + [segments[owner.count]] } ?? owner
                        return "did you mean '{\((written + better).joined(separator: "."))}'?"
                    }
                    failure = (message, notes, help)
                }
            }
        }
        let (message, notes, help) = failure ?? ("names no part of \(described)", [], nil)
        diagnostics.append(PartReference.unknown(text, message, at: node, notes: notes, help: help))
        return .failed
    }

    /// A token's value, its whole-value aliases followed to the token that holds it, with that token's type.
    private func concrete(_ token: SyntaxNode) -> (node: SyntaxNode, type: String?)? {
        var current = token
        for _ in 0..<32 {
            guard let value = current["$value"] else { return nil }
            if let text = value.stringValue, let segments = PartReference.segments(of: text),
                let next = definitions[segments.joined(separator: ".")]?.last
            {
                current = next
                continue
            }
            return (value, current["$type"]?.stringValue)
        }
        return nil
    }

    private static func composite(ofType type: String?) -> Composite? {
        type.flatMap(Composite.init(rawValue:))
    }

    /// The composites whose parts a reference can name, with their parts in DTCG (and Tokens Studio's names for them).
    /// Named by their DTCG `$type`.
    private enum Composite: String {
        case shadow, typography, border

        /// Tokens Studio's name of each part → DTCG's.
        var parts: [(studio: String, dtcg: String)] {
            switch self {
            case .shadow:
                [("x", "offsetX"), ("y", "offsetY"), ("offsetX", "offsetX"), ("offsetY", "offsetY"), ("blur", "blur"),
                 ("spread", "spread"), ("color", "color")]
            case .typography:
                [("fontFamily", "fontFamily"), ("fontSize", "fontSize"), ("fontWeight", "fontWeight"),
                 ("lineHeight", "lineHeight"), ("letterSpacing", "letterSpacing")]
            case .border: [("color", "color"), ("width", "width"), ("style", "style")]
            }
        }

        var partList: String {
            switch self {
            case .shadow: "a shadow's parts are offsetX, offsetY, blur, spread and color (Tokens Studio's x and y are offsetX and offsetY)"
            case .typography: "a typography's parts are fontFamily, fontSize, fontWeight, lineHeight and letterSpacing"
            case .border: "a border's parts are color, width and style"
            }
        }

        enum Located {
            /// The part's path in DTCG names, and the node there when the value has it.
            case found([String], SyntaxNode?)
            /// The message, given how to name the token.
            case missing((String) -> String, notes: [String], suggestion: [String]?)
        }

        /// `part` (Tokens Studio's names) in the translated `value`.
        func locate(_ part: [String], in value: SyntaxNode) -> Located {
            var rest = part[...]
            var node = value
            var layer: [String] = []
            if let layers = value.elements {
                guard let first = rest.first, let index = Int(first), index >= 0, String(index) == first else {
                    return .missing(
                        { "names the part '\(part.joined(separator: "."))' of \($0), which has \(layers.count) layers" },
                        notes: ["a shadow of several layers is named by layer first, from 0"], suggestion: ["0"] + part)
                }
                guard index < layers.count else {
                    return .missing(
                        { "names layer \(index) of \($0), which has \(layers.count) layers (0 to \(layers.count - 1))" }, notes: [],
                        suggestion: nil)
                }
                node = layers[index]
                layer = [first]
                rest = rest.dropFirst()
            } else if let first = rest.first, Int(first) != nil, self == .shadow {
                return .missing(
                    { "names layer \(first) of \($0), which is one shadow, not a list of layers" }, notes: [],
                    suggestion: Array(rest.dropFirst()))
            }
            let name = rest.joined(separator: ".")
            guard rest.count == 1, let dtcg = parts.first(where: { $0.studio == name })?.dtcg else {
                var notes = [partList]
                if self == .typography, ["paragraphSpacing", "paragraphIndent", "textCase", "textDecoration"].contains(name) {
                    notes.append("Tokens Studio's '\(name)' has no place in a DTCG typography and is left out")
                }
                let suggestion = Suggestions.nearest(to: name, in: parts.map(\.studio)).map { layer + [$0] }
                return .missing({ "names the part '\(name)' of \($0), which has no such part" }, notes: notes, suggestion: suggestion)
            }
            return .found(layer + [dtcg], node[dtcg])
        }
    }
}
