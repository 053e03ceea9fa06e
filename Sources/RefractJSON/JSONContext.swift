import RefractDiagnostics
import RefractModel
import RefractOutput

/// The context `templates/json/theme.json.mustache` renders, documented in docs/contexts/json.md. Values are
/// JSON texts ready to print (strings quoted, objects indented for their place in the bundle).
public struct JSONContext: Encodable, Sendable, Equatable {
    public struct Theme: Encodable, Sendable, Equatable {
        /// The theme name as a JSON string.
        public var key: String
        /// The `Theme` object, indented four spaces.
        public var body: String
        public var separator: String
    }

    public struct Permutation: Encodable, Sendable, Equatable {
        /// `{"mode": "dark", "theme": "christmas"}` as one line.
        public var inputs: String
        /// The theme this permutation belongs to, as a JSON string.
        public var theme: String
        /// `"light"` or `"dark"`.
        public var appearance: String
        /// `"standard"` or `"increased"` when the token set has a contrast axis; nil otherwise.
        public var contrast: String?
        /// The resolved tokens, an array indented six spaces.
        public var tokens: String
        public var separator: String
    }

    public static let contractVersion = 1
    public static let defaultSchema = "../../docs/schemas/theme.schema.json"

    public var version: Int
    /// The bundle format version written to `version`.
    public var bundleVersion: Int
    public var schema: String
    public var defaultTheme: String
    public var themes: [Theme]
    public var permutations: [Permutation]

    public static func build(_ model: ThemedTokenSet, layout: ThemeLayout, schema: String = defaultSchema) -> JSONContext {
        let themes = layout.themes.enumerated().map { t, theme in
            let body = JSONText.object(layout.collections.map { collection in
                (collection.kind.property, .object(collection.members.map { member in
                    let value = member.values[t]
                    guard collection.kind.isAdaptive else { return (member.name, value.light.json) }
                    var variants = [("light", value.light.json), ("dark", value.dark.json)]
                    if let increased = value.lightIncreasedContrast { variants.append(("lightIncreasedContrast", increased.json)) }
                    if let increased = value.darkIncreasedContrast { variants.append(("darkIncreasedContrast", increased.json)) }
                    let json = JSONText.object(variants)
                    return (member.name, json)
                }))
            })
            return Theme(
                key: JSONText.quoted(theme.name), body: body.printed(indent: "    "),
                separator: t == layout.themes.count - 1 ? "" : ",")
        }
        var permutations: [Permutation] = []
        for theme in layout.themes {
            var variants: [(appearance: String, contrast: String?, index: Int)] = [("light", nil, theme.lightPermutation)]
            if theme.darkPermutation != theme.lightPermutation { variants.append(("dark", nil, theme.darkPermutation)) }
            if let light = theme.lightIncreasedContrastPermutation { variants.append(("light", "increased", light)) }
            if let dark = theme.darkIncreasedContrastPermutation, dark != theme.lightIncreasedContrastPermutation {
                variants.append(("dark", "increased", dark))
            }
            let hasContrast = theme.lightIncreasedContrastPermutation != nil
            for (appearance, contrast, index) in variants {
                let inputs = model.permutations[index].inputs.sorted { $0.key < $1.key }
                let tokens = JSONText.array(model.tokenSets[index].tokens.compactMap { token in
                    guard let value = ThemeValue(token.value) else { return nil }
                    return .object([("path", .string(token.path.dotted)), ("type", .string(token.type.rawValue)), ("value", value.json)])
                })
                permutations.append(Permutation(
                    inputs: "{" + inputs.map { JSONText.quoted($0.key) + ": " + JSONText.quoted($0.value) }.joined(separator: ", ") + "}",
                    theme: JSONText.quoted(theme.name), appearance: JSONText.quoted(appearance),
                    contrast: hasContrast ? JSONText.quoted(contrast ?? "standard") : nil,
                    tokens: tokens.printed(indent: "      "), separator: ","))
            }
        }
        if !permutations.isEmpty { permutations[permutations.count - 1].separator = "" }
        return JSONContext(
            version: contractVersion, bundleVersion: 1, schema: JSONText.quoted(schema),
            defaultTheme: JSONText.quoted(layout.defaultTheme?.name ?? "default"), themes: themes,
            permutations: permutations)
    }
}
