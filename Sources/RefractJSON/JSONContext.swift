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
        let themes = layout.themes.indices.map { t in
            Theme(
                key: JSONWriter.quoted(layout.themes[t].name), body: themeBody(layout, theme: t),
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
                let tokens = resolvedTokens(model.tokenSets[index], colors: layout.colors)
                permutations.append(Permutation(
                    inputs: "{" + inputs.map { JSONWriter.quoted($0.key) + ": " + JSONWriter.quoted($0.value) }.joined(separator: ", ") + "}",
                    theme: JSONWriter.quoted(theme.name), appearance: JSONWriter.quoted(appearance),
                    contrast: hasContrast ? JSONWriter.quoted(contrast ?? "standard") : nil,
                    tokens: tokens, separator: ","))
            }
        }
        if !permutations.isEmpty { permutations[permutations.count - 1].separator = "" }
        return JSONContext(
            version: contractVersion, bundleVersion: 1, schema: JSONWriter.quoted(schema),
            defaultTheme: JSONWriter.quoted(layout.defaultTheme?.name ?? "default"), themes: themes,
            permutations: permutations)
    }

    /// The `Theme` object of theme `t`, indented four spaces: a member per collection, each an object of
    /// its members' values (light and dark and their contrast variants for adaptive collections).
    private static func themeBody(_ layout: ThemeLayout, theme t: Int) -> String {
        var json = JSONWriter(indent: 4, capacity: 1 << 16)
        json.openObject()
        for collection in layout.collections {
            json.key(collection.kind.property)
            json.openObject()
            for member in collection.members {
                json.key(member.name)
                let value = member.values[t]
                guard collection.kind.isAdaptive else {
                    value.light.write(to: &json)
                    continue
                }
                json.openObject()
                json.key("light")
                value.light.write(to: &json)
                json.key("dark")
                value.dark.write(to: &json)
                if let increased = value.lightIncreasedContrast {
                    json.key("lightIncreasedContrast")
                    increased.write(to: &json)
                }
                if let increased = value.darkIncreasedContrast {
                    json.key("darkIncreasedContrast")
                    increased.write(to: &json)
                }
                json.closeObject()
            }
            json.closeObject()
        }
        json.closeObject()
        return json.text
    }

    /// A permutation's resolved tokens, an array indented six spaces of `path`, `type` and `value`.
    private static func resolvedTokens(_ tokens: TokenSet, colors: ThemeColorMemo) -> String {
        var json = JSONWriter(indent: 6, capacity: 1 << 16)
        json.openArray(oneLine: false)
        for index in tokens.tokens.indices {
            guard let value = ThemeValue(tokens.tokens[index].value, color: colors.color) else { continue }
            json.item()
            json.openObject()
            json.key("path")
            json.string(tokens.tokens[index].path.dotted)
            json.key("type")
            json.string(tokens.tokens[index].type.rawValue)
            json.key("value")
            value.write(to: &json)
            json.closeObject()
        }
        json.closeArray()
        return json.text
    }
}
