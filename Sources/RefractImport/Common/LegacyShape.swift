import RefractDiagnostics
import RefractSyntax

/// Recognises a file read as DTCG that is written in another tool's shape, to say so once per file instead
/// of once per key. Only for that message: the format an input is read in is always the user's choice.
package enum LegacyShape {
    /// The format `root` looks written in, and the node that shows it; nil when it has DTCG tokens or
    /// none of the shapes below. A DTCG token may be named `value`, so a file with any `$value` is DTCG.
    package static func detect(_ root: SyntaxNode) -> Match? {
        if let figma = figmaEvidence(root) { return Match(format: .figma, evidence: figma) }
        var scan = Scan()
        scan.visit(root, depth: 0)
        guard !scan.hasDTCGValue, let first = scan.firstLegacyValue else { return nil }
        if let type = scan.tokensStudioType { return Match(format: .tokensStudio, evidence: first, typeName: type) }
        return Match(format: .styleDictionary, evidence: first)
    }

    package struct Match: Sendable {
        package var format: TokenFormat
        /// The key that shows the shape: the first legacy `value`, or `variableCollections`.
        package var evidence: SyntaxEntry
        /// The Tokens Studio type seen, for the message.
        package var typeName: String?
    }

    /// The one error for a file in a legacy shape, at the key that shows it, with the two ways on.
    package static func diagnostic(path: String, root: SyntaxNode) -> Diagnostic? {
        guard let match = detect(root) else { return nil }
        let (format, evidence) = (match.format, match.evidence)
        let shape = switch format {
        case .figma: "the JSON of Figma's REST API for local variables ('\(evidence.key)')"
        case .tokensStudio: "a Tokens Studio file (tokens with 'value' and Tokens Studio types such as '\(match.typeName ?? "")')"
        default: "a Style Dictionary file (tokens written with 'value', not '$value')"
        }
        return .error(
            "import.legacy-shape",
            "'\(path)' is not DTCG: it looks like \(shape); refract reads DTCG unless told otherwise, so none of its tokens are read",
            at: evidence.keySpan, label: "\(format.displayName) shape",
            help: "read it as \(format.displayName) with 'format: \(format.rawValue)' on this input in refract.yaml (or --from \(format.rawValue)), "
                + "or convert it once with 'refract import --from \(format.rawValue) \(path) --out DIR'")
    }

    /// The warning for a folder read as DTCG that holds Tokens Studio's `$themes.json`.
    package static func themesIgnored(folder: String, themesFile: String) -> Diagnostic {
        .warning(
            "import.themes-ignored",
            "'\(themesFile)' holds Tokens Studio themes, which a DTCG read ignores: every set of '\(folder)' is merged into one",
            at: .file(themesFile),
            help: "read the folder as Tokens Studio ('format: tokens-studio' in refract.yaml, or --from tokens-studio) to get its themes as modifiers")
    }

    private static func figmaEvidence(_ root: SyntaxNode) -> SyntaxEntry? {
        for node in [root, root["meta"]].compactMap({ $0 }) {
            if node["variables"] != nil, let collections = node.entry("variableCollections") { return collections }
        }
        return nil
    }

    /// Types only Tokens Studio writes; Style Dictionary files use `color`, `dimension`, `fontSize` and the like.
    static let tokensStudioTypes: Set<String> = [
        "sizing", "spacing", "borderRadius", "borderWidth", "fontFamilies", "fontWeights", "fontSizes", "lineHeights",
        "letterSpacing", "paragraphSpacing", "boxShadow", "composition", "textCase", "textDecoration", "other",
    ]

    private struct Scan {
        var hasDTCGValue = false
        var firstLegacyValue: SyntaxEntry?
        var tokensStudioType: String?

        mutating func visit(_ node: SyntaxNode, depth: Int) {
            guard !hasDTCGValue, depth < 64, let entries = node.entries else { return }
            for entry in entries {
                if entry.key == "$value" {
                    hasDTCGValue = true
                    return
                }
                if entry.key == "value", entry.value.entries?.contains(where: { $0.key == "$value" }) != true {
                    if firstLegacyValue == nil { firstLegacyValue = entry }
                    if tokensStudioType == nil, let type = node["type"]?.stringValue, Self.isTokensStudio(type) { tokensStudioType = type }
                    continue
                }
                visit(entry.value, depth: depth + 1)
            }
        }

        static func isTokensStudio(_ type: String) -> Bool { LegacyShape.tokensStudioTypes.contains(type) }
    }
}
