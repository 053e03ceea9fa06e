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
                let tokens = resolvedTokens(model.tokenSets[index].tokens, permutation: index, colors: layout.colors)
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
        let members = layout.collections.reduce(0) { $0 + $1.members.count }
        // Written straight into the string (see `TextSink`); pages reserved and never written cost no memory.
        return JSONWriter.text(indent: 4, capacity: 4096 + members * 384) { json in
            json.openObject()
            for c in layout.collections.indices {
                let kind = layout.collections[c].kind
                json.key(kind.property)
                json.openObject()
                // Members and values are read in place: a copy is a retain per field.
                let collection = layout.collections[c]
                for m in collection.members.indices {
                    json.key(collection.members[m].name)
                    guard kind.isAdaptive else {
                        collection.light(m, theme: t).write(to: &json)
                        continue
                    }
                    let value = collection.value(m, theme: t)
                    json.openObject()
                    json.key(literal: "light")
                    value.light.write(to: &json)
                    json.key(literal: "dark")
                    value.dark.write(to: &json)
                    if let increased = value.lightIncreasedContrast {
                        json.key(literal: "lightIncreasedContrast")
                        increased.write(to: &json)
                    }
                    if let increased = value.darkIncreasedContrast {
                        json.key(literal: "darkIncreasedContrast")
                        increased.write(to: &json)
                    }
                    json.closeObject()
                }
                json.closeObject()
            }
            json.closeObject()
        }
    }

    /// A permutation's resolved tokens, an array indented six spaces of `path`, `type` and `value`.
    private static func resolvedTokens(_ tokens: [Token], permutation: Int, colors: ThemeColorMemo) -> String {
        JSONWriter.text(indent: 6, capacity: 4096 + tokens.count * 320) { json in
            json.openArray(oneLine: false)
            tokens.withUnsafeBufferPointer { tokens in
                for index in tokens.indices {
                    // Colours, most tokens, go straight to the writer, without a `ThemeValue` or a copy of the token.
                    let color: ThemeRGBColor?
                    let value: ThemeValue?
                    if case .color(let c) = tokens[index].value {
                        color = colors.color(c, permutation: permutation, position: index)
                        value = nil
                    } else {
                        guard let converted = ThemeValue(tokens[index].value, color: colors.color) else { continue }
                        color = nil
                        value = converted
                    }
                    json.item()
                    json.openObject()
                    json.key(literal: "path")
                    json.string(tokens[index].path.dotted)
                    json.key(literal: "type")
                    json.string(literal: typeName(tokens[index].type))
                    json.key(literal: "value")
                    if let color { json.color(color) } else { value?.write(to: &json) }
                    json.closeObject()
                }
            }
            json.closeArray()
        }
    }

    /// `type.rawValue`, which needs no escapes.
    private static func typeName(_ type: TokenType) -> StaticString {
        switch type {
        case .color: "color"
        case .dimension: "dimension"
        case .fontFamily: "fontFamily"
        case .fontWeight: "fontWeight"
        case .duration: "duration"
        case .cubicBezier: "cubicBezier"
        case .number: "number"
        case .strokeStyle: "strokeStyle"
        case .border: "border"
        case .transition: "transition"
        case .shadow: "shadow"
        case .gradient: "gradient"
        case .typography: "typography"
        case .other: "other"
        }
    }
}
