/// The format an input is written in, chosen by the user (`format:` in refract.yaml, `--from`, or
/// `$extensions["dev.refract"].format` on a resolver source) and never guessed from content: the same
/// shape means different things in different tools (a DTCG token may be named `value`).
public enum TokenFormat: String, Sendable, CaseIterable, Hashable {
    /// DTCG 2025.10, read by the parser as it is.
    case dtcg
    /// Style Dictionary 3/4 legacy: `value`, `type`, `comment`, types from the CTI path.
    case styleDictionary = "style-dictionary"
    /// Tokens Studio: sets, `$metadata.json`, `$themes.json`.
    case tokensStudio = "tokens-studio"
    /// Figma Variables: the REST API's local variables, or Figma's DTCG export.
    case figma
    /// Material Theme Builder's `material-theme.json`: colour roles of six schemes, tonal palettes.
    case materialTheme = "material-theme"

    /// The names users write, in the order help lists them.
    package static var names: [String] { allCases.map(\.rawValue) }

    /// How messages name the format.
    package var displayName: String {
        switch self {
        case .dtcg: "DTCG"
        case .styleDictionary: "Style Dictionary"
        case .tokensStudio: "Tokens Studio"
        case .figma: "Figma Variables"
        case .materialTheme: "Material Theme Builder"
        }
    }
}
