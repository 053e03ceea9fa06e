import RefractDiagnostics
import RefractModel
import RefractThemes

/// The context `templates/json/theme.json.mustache` renders, documented in docs/contexts/json.md. The
/// template lays out the bundle; the context gives each key and value as JSON text ready to print (strings
/// quoted, a value's nested lines indented for its place in the bundle). Each distinct value is written once,
/// in `values`; members and tokens give its index there.
package struct JSONContext: Encodable, Sendable, Equatable {
    /// A key and its value.
    package struct Entry: Encodable, Sendable, Equatable {
        /// A JSON string.
        package var key: String
        /// The index of the value in `values`, as JSON text.
        package var value: String
        package var separator: String
    }

    /// An entry of the bundle's `values`.
    package struct Value: Encodable, Sendable, Equatable {
        /// A JSON value.
        package var value: String
        package var separator: String
    }

    package struct Member: Encodable, Sendable, Equatable {
        /// The member name, as a JSON string.
        package var key: String
        /// Whether the value has a variant per appearance (`variants`) rather than one `value`.
        package var isAdaptive: Bool
        /// The index in `values` of the value of a member that is not adaptive; absent otherwise.
        package var value: String?
        /// `light`, `dark` and, with a contrast axis, `lightIncreasedContrast` and `darkIncreasedContrast`;
        /// empty for a member that is not adaptive.
        package var variants: [Entry]
        package var separator: String
    }

    package struct Collection: Encodable, Sendable, Equatable {
        /// The `Theme` property (`colors`), as a JSON string.
        package var key: String
        package var hasMembers: Bool
        package var members: [Member]
        package var separator: String
    }

    package struct Theme: Encodable, Sendable, Equatable {
        /// The theme name as a JSON string.
        package var key: String
        /// Every collection, empty ones included: the generated `Theme` decodes them all.
        package var collections: [Collection]
        package var separator: String
    }

    package struct PermutationToken: Encodable, Sendable, Equatable {
        /// The dotted path, as a JSON string.
        package var path: String
        /// The `$type`, as a JSON string.
        package var type: String
        /// The index in `values` of the resolved value (written as the generated Swift types encode it).
        package var value: String
        package var separator: String
    }

    package struct Permutation: Encodable, Sendable, Equatable {
        /// `{"mode": "dark", "theme": "christmas"}` as one line.
        package var inputs: String
        /// The theme this permutation belongs to, as a JSON string.
        package var theme: String
        /// `"light"` or `"dark"`.
        package var appearance: String
        /// `"standard"` or `"increased"` when the token set has a contrast axis; nil otherwise.
        package var contrast: String?
        package var hasTokens: Bool
        /// The resolved tokens, by path.
        package var tokens: [PermutationToken]
        package var separator: String
    }

    package static let contractVersion = 3
    /// The bundle's format: 2 writes each distinct value once, in `values`, and refers to it by index.
    package static let bundleFormatVersion = 2
    /// The schema the bundle is written with, beside `theme.json`, so the link resolves wherever the
    /// output goes.
    package static let defaultSchema = "theme.schema.json"

    package var version: Int
    /// The bundle format version written to `version`.
    package var bundleVersion: Int
    package var schema: String
    package var defaultTheme: String
    /// Each distinct value once, in the order members and then tokens first use it.
    package var values: [Value]
    package var themes: [Theme]
    /// False when the `permutations` setting leaves them out: the bundle then has no `permutations` key.
    package var hasPermutations: Bool
    package var permutations: [Permutation]

    /// `permutations: false` leaves `permutations` empty (and `hasPermutations` false), and the values only
    /// they use out of `values`.
    package static func build(
        _ model: ThemedTokenSet, layout: ThemeLayout, schema: String = defaultSchema, permutations writesPermutations: Bool = true
    ) -> JSONContext {
        var table = ValueTable()
        let themes = layout.themes.indices.map { t in
            Theme(
                key: JSONText.quoted(layout.themes[t].name), collections: collections(layout, theme: t, table: &table),
                separator: t == layout.themes.count - 1 ? "" : ",")
        }
        var permutations: [Permutation] = []
        var colors = ThemeColorConversions()
        for theme in layout.themes where writesPermutations {
            var variants: [(appearance: String, contrast: String?, index: Int)] = [("light", nil, theme.lightPermutation)]
            if theme.darkPermutation != theme.lightPermutation { variants.append(("dark", nil, theme.darkPermutation)) }
            if let light = theme.lightIncreasedContrastPermutation { variants.append(("light", "increased", light)) }
            if let dark = theme.darkIncreasedContrastPermutation, dark != theme.lightIncreasedContrastPermutation {
                variants.append(("dark", "increased", dark))
            }
            let hasContrast = theme.lightIncreasedContrastPermutation != nil
            for (appearance, contrast, index) in variants {
                let inputs = model.permutations[index].inputs.sorted { $0.key < $1.key }
                let tokens = resolvedTokens(model.tokenSets[index].tokens, colors: &colors, table: &table)
                permutations.append(Permutation(
                    inputs: "{" + inputs.map { JSONText.quoted($0.key) + ": " + JSONText.quoted($0.value) }.joined(separator: ", ") + "}",
                    theme: JSONText.quoted(theme.name), appearance: JSONText.quoted(appearance),
                    contrast: hasContrast ? JSONText.quoted(contrast ?? "standard") : nil,
                    hasTokens: !tokens.isEmpty, tokens: tokens, separator: ","))
            }
        }
        if !permutations.isEmpty { permutations[permutations.count - 1].separator = "" }
        let values = table.texts.indices.map { v in
            Value(value: table.texts[v], separator: v == table.texts.count - 1 ? "" : ",")
        }
        return JSONContext(
            version: contractVersion, bundleVersion: bundleFormatVersion, schema: JSONText.quoted(schema),
            defaultTheme: JSONText.quoted(layout.defaultTheme?.name ?? "default"), values: values, themes: themes,
            hasPermutations: writesPermutations, permutations: permutations)
    }

    /// The collections of theme `t`, each with its members' values (light and dark and their contrast
    /// variants for adaptive collections).
    private static func collections(_ layout: ThemeLayout, theme t: Int, table: inout ValueTable) -> [Collection] {
        layout.collections.enumerated().map { c, collection in
            let count = collection.members.count
            let members = collection.members.indices.map { m in
                let value = collection.value(m, theme: t)
                let separator = m == count - 1 ? "" : ","
                let key = JSONText.quoted(collection.members[m].name)
                guard collection.isAdaptive else {
                    return Member(
                        key: key, isAdaptive: false, value: table.reference(to: value.light), variants: [],
                        separator: separator)
                }
                var variants = [("light", value.light), ("dark", value.dark)]
                if let increased = value.lightIncreasedContrast { variants.append(("lightIncreasedContrast", increased)) }
                if let increased = value.darkIncreasedContrast { variants.append(("darkIncreasedContrast", increased)) }
                var entries: [Entry] = []
                for (v, variant) in variants.enumerated() {
                    entries.append(Entry(
                        key: JSONText.quoted(variant.0), value: table.reference(to: variant.1),
                        separator: v == variants.count - 1 ? "" : ", "))
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
        _ tokens: [Token], colors: inout ThemeColorConversions, table: inout ValueTable
    ) -> [PermutationToken] {
        var resolved: [PermutationToken] = tokens.compactMap { token in
            guard let value = ThemeValue(token.value, colors: &colors) else { return nil }
            return PermutationToken(
                path: JSONText.quoted(token.path.dotted), type: JSONText.quoted(token.value.typeName),
                value: table.reference(to: value), separator: ",")
        }
        if !resolved.isEmpty { resolved[resolved.count - 1].separator = "" }
        return resolved
    }
}
