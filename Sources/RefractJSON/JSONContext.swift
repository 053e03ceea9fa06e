import RefractDiagnostics
import RefractModel
import RefractThemes

/// The context `templates/json/theme.json.mustache` renders, documented in docs/contexts/json.md. The
/// template lays out the bundle; the context gives each key and value as JSON text ready to print (strings
/// quoted, a value's nested lines indented for its place in the bundle).
public struct JSONContext: Encodable, Sendable, Equatable {
    /// A key and its value.
    public struct Entry: Encodable, Sendable, Equatable {
        /// A JSON string.
        public var key: String
        /// A JSON value.
        public var value: String
        public var separator: String
    }

    public struct Member: Encodable, Sendable, Equatable {
        /// The member name, as a JSON string.
        public var key: String
        /// Whether the value has a variant per appearance (`variants`) rather than one `value`.
        public var isAdaptive: Bool
        /// The value of a member that is not adaptive; absent otherwise.
        public var value: String?
        /// `light`, `dark` and, with a contrast axis, `lightIncreasedContrast` and `darkIncreasedContrast`;
        /// empty for a member that is not adaptive.
        public var variants: [Entry]
        public var separator: String
    }

    public struct Collection: Encodable, Sendable, Equatable {
        /// The `Theme` property (`colors`), as a JSON string.
        public var key: String
        public var hasMembers: Bool
        public var members: [Member]
        public var separator: String
    }

    public struct Theme: Encodable, Sendable, Equatable {
        /// The theme name as a JSON string.
        public var key: String
        /// Every collection, empty ones included: the generated `Theme` decodes them all.
        public var collections: [Collection]
        public var separator: String
    }

    public struct PermutationToken: Encodable, Sendable, Equatable {
        /// The dotted path, as a JSON string.
        public var path: String
        /// The `$type`, as a JSON string.
        public var type: String
        /// The resolved value, as the generated Swift types encode it.
        public var value: String
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
        public var hasTokens: Bool
        /// The resolved tokens, by path.
        public var tokens: [PermutationToken]
        public var separator: String
    }

    public static let contractVersion = 2
    /// The schema the bundle is written with, beside `theme.json`, so the link resolves wherever the
    /// output goes.
    public static let defaultSchema = "theme.schema.json"

    public var version: Int
    /// The bundle format version written to `version`.
    public var bundleVersion: Int
    public var schema: String
    public var defaultTheme: String
    public var themes: [Theme]
    public var permutations: [Permutation]

    /// Indentation of a member's value and of a token's value in the bundle the built-in template lays out.
    static let memberIndent = 8
    static let variantIndent = 10
    static let tokenIndent = 10

    public static func build(_ model: ThemedTokenSet, layout: ThemeLayout, schema: String = defaultSchema) -> JSONContext {
        var texts = ValueTexts()
        let themes = layout.themes.indices.map { t in
            Theme(
                key: JSONText.quoted(layout.themes[t].name), collections: collections(layout, theme: t, texts: &texts),
                separator: t == layout.themes.count - 1 ? "" : ",")
        }
        var permutations: [Permutation] = []
        var colors = ThemeColorConversions()
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
                let tokens = resolvedTokens(model.tokenSets[index].tokens, colors: &colors, texts: &texts)
                permutations.append(Permutation(
                    inputs: "{" + inputs.map { JSONText.quoted($0.key) + ": " + JSONText.quoted($0.value) }.joined(separator: ", ") + "}",
                    theme: JSONText.quoted(theme.name), appearance: JSONText.quoted(appearance),
                    contrast: hasContrast ? JSONText.quoted(contrast ?? "standard") : nil,
                    hasTokens: !tokens.isEmpty, tokens: tokens, separator: ","))
            }
        }
        if !permutations.isEmpty { permutations[permutations.count - 1].separator = "" }
        return JSONContext(
            version: contractVersion, bundleVersion: 1, schema: JSONText.quoted(schema),
            defaultTheme: JSONText.quoted(layout.defaultTheme?.name ?? "default"), themes: themes,
            permutations: permutations)
    }

    /// The collections of theme `t`, each with its members' values (light and dark and their contrast
    /// variants for adaptive collections).
    private static func collections(_ layout: ThemeLayout, theme t: Int, texts: inout ValueTexts) -> [Collection] {
        layout.collections.enumerated().map { c, collection in
            let count = collection.members.count
            let members = collection.members.indices.map { m in
                let value = collection.value(m, theme: t)
                let separator = m == count - 1 ? "" : ","
                let key = JSONText.quoted(collection.members[m].name)
                guard collection.kind.isAdaptive else {
                    return Member(
                        key: key, isAdaptive: false, value: texts.text(of: value.light, indent: memberIndent), variants: [],
                        separator: separator)
                }
                var variants = [("light", value.light), ("dark", value.dark)]
                if let increased = value.lightIncreasedContrast { variants.append(("lightIncreasedContrast", increased)) }
                if let increased = value.darkIncreasedContrast { variants.append(("darkIncreasedContrast", increased)) }
                var entries: [Entry] = []
                for (v, variant) in variants.enumerated() {
                    entries.append(Entry(
                        key: JSONText.quoted(variant.0), value: texts.text(of: variant.1, indent: variantIndent),
                        separator: v == variants.count - 1 ? "" : ","))
                }
                return Member(key: key, isAdaptive: true, value: nil, variants: entries, separator: separator)
            }
            return Collection(
                key: JSONText.quoted(collection.kind.property), hasMembers: count > 0, members: members,
                separator: c == layout.collections.count - 1 ? "" : ",")
        }
    }

    /// A permutation's resolved tokens of the standard types.
    private static func resolvedTokens(
        _ tokens: [Token], colors: inout ThemeColorConversions, texts: inout ValueTexts
    ) -> [PermutationToken] {
        var resolved: [PermutationToken] = tokens.compactMap { token in
            guard let value = ThemeValue(token.value, colors: &colors) else { return nil }
            return PermutationToken(
                path: JSONText.quoted(token.path.dotted), type: JSONText.quoted(token.type.rawValue),
                value: texts.text(of: value, indent: tokenIndent), separator: ",")
        }
        if !resolved.isEmpty { resolved[resolved.count - 1].separator = "" }
        return resolved
    }
}
