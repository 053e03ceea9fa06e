import RefractDiff
import RefractJSONRPC
import RefractModel

extension ToolCatalog {
    static let search = Tool(
        name: "search",
        title: "Search tokens",
        description: """
            Finds tokens by name (a substring, or a glob with * and ?, e.g. color.*.background), by value (a substring \
            of the value text, or a hex colour such as #0969da, matched exactly), by type (color, dimension, \
            typography, …), deprecation, and by WCAG 2 contrast against another token or a colour. Values are read \
            in one permutation: the default one, or the one 'inputs' names. With 'contrastWith' the best contrast comes first.
            """,
        inputSchema: Schema.object([
            ("query", Schema.string("A part of the token's path, or a glob (* any run of characters, ? one), case-insensitive.")),
            ("value", Schema.string("A part of the value as resolve shows it (e.g. 16px, Inter), or a hex colour (#rrggbb or #rrggbbaa) matched exactly.")),
            ("type", Schema.string("The token type, e.g. color, dimension, fontFamily, shadow, typography.")),
            ("deprecated", Schema.boolean("Only deprecated tokens (true) or only current ones (false).")),
            ("contrastWith", Schema.string("A colour token's path or a hex colour: each colour token's WCAG 2 contrast ratio against it is given.")),
            ("minContrast", Schema.number("With contrastWith: only ratios at least this (4.5 is WCAG AA for text).")),
            ("maxContrast", Schema.number("With contrastWith: only ratios at most this.")),
            ("inputs", ["type": "object", "additionalProperties": ["type": "string"], "description": "The permutation to read values in, e.g. {\"mode\": \"dark\"} (default: the default permutation)."]),
            Schema.limit("tokens", default: 25),
        ]),
        outputSchema: Schema.object(
            [
                ("permutation", Schema.plainString), ("total", Schema.plainInteger),
                ("matches", Schema.array(Schema.object(
                    [("token", Schema.plainString), ("type", Schema.plainString), ("value", Schema.plainString),
                     ("hex", Schema.plainString), ("contrast", ["type": "number"]), ("deprecated", Schema.plainBoolean)],
                    required: ["token", "type", "value"]))),
                ("note", Schema.plainString),
            ], required: ["permutation", "total", "matches"]),
        run: { arguments, workspace throws(ToolFailure) in
            let model = try workspace.load().model()
            let index = try PermutationFilter.single(try arguments.stringMap("inputs"), in: model)
            let query = try arguments.string("query").map(NamePattern.init)
            let value = try arguments.string("value")
            let type = try arguments.string("type")
            let deprecated = try arguments.bool("deprecated")
            let minimum = try arguments.double("minContrast"), maximum = try arguments.double("maxContrast")
            var against: ColorValue?
            if let other = try arguments.string("contrastWith") {
                against = try contrastColor(other, model: model, permutation: index)
            } else if minimum != nil || maximum != nil {
                throw ToolFailure("search: minContrast and maxContrast need 'contrastWith' (a colour token or a hex colour)")
            }
            if let type, !model.paths.isEmpty {
                let known = Set(model.tokenSets[index].tokens.map(TokenFacts.typeName))
                guard known.contains(type) else {
                    throw ToolFailure("no token has type '\(type)' (the types here: \(known.sorted().joined(separator: ", ")))")
                }
            }
            var matches: [(token: Token, contrast: Double?)] = []
            for token in model.tokenSets[index].tokens {
                if let query, !query.matches(token.path.dotted) { continue }
                if let type, TokenFacts.typeName(token) != type { continue }
                if let deprecated, (token.deprecation != nil) != deprecated { continue }
                if let value, !ValueMatch.matches(value, token.value) { continue }
                var contrast: Double?
                if let against {
                    guard case .color(let color) = token.value else { continue }
                    // A translucent colour is read as it shows: over the colour it is compared with.
                    let ratio = (color.alpha < 1 ? color.composited(over: against) : color).contrastRatio(with: against)
                    if let minimum, ratio < minimum { continue }
                    if let maximum, ratio > maximum { continue }
                    contrast = (ratio * 100).rounded() / 100
                }
                matches.append((token, contrast))
            }
            if against != nil { matches.sort { ($0.contrast ?? 0, $1.token.path) > ($1.contrast ?? 0, $0.token.path) } }
            let bounded = Bounded(matches, limit: try arguments.limit(default: 25))
            let permutation = model.permutations[index].description
            var text = "\(matches.count) \(matches.count == 1 ? "token" : "tokens") in \(permutation)"
            var rows: [JSONValue] = []
            for (token, contrast) in bounded.shown {
                let valueText = ValueText.text(token.value)
                text += "\n  \(token.path.dotted) (\(TokenFacts.typeName(token))): \(valueText)"
                if let contrast { text += "  contrast \(contrast):1" }
                if token.deprecation != nil { text += "  [deprecated]" }
                var row: JSONValue = ["token": .string(token.path.dotted), "type": .string(TokenFacts.typeName(token)), "value": .string(valueText)]
                if let hex = ValueText.swatch(token.value) { row = row.setting("hex", .string(hex)) }
                if let contrast { row = row.setting("contrast", .number(contrast)) }
                if token.deprecation != nil { row = row.setting("deprecated", true) }
                rows.append(row)
            }
            let note = bounded.note("narrow with 'query', 'type', 'value' or 'minContrast', or raise 'limit'")
            if let note { text += "\n… " + note }
            var structured: JSONValue = ["permutation": .string(permutation), "total": .integer(matches.count), "matches": .array(rows)]
            if let note { structured = structured.setting("note", .string(note)) }
            return ToolOutcome(text: text, structured: structured)
        })

    /// The colour `contrastWith` names: a hex colour, or a colour token's value in the permutation.
    private static func contrastColor(_ given: String, model: ThemedTokenSet, permutation: Int) throws(ToolFailure) -> ColorValue {
        if given.hasPrefix("#") {
            guard let color = ColorValue(hex: given) else { throw ToolFailure("search: '\(given)' is not a hex colour (#rgb, #rrggbb or #rrggbbaa)") }
            return color
        }
        let path = try TokenLookup.path(given, in: model)
        guard let token = model.token(at: path, permutation: permutation) else {
            throw ToolFailure("'\(path.dotted)' has no value in \(model.permutations[permutation])")
        }
        guard case .color(let color) = token.value else {
            throw ToolFailure("'\(path.dotted)' is a \(TokenFacts.typeName(token)) token, not a colour: contrastWith needs a colour")
        }
        return color
    }
}

/// A name query: a case-insensitive substring, or a glob when it holds * or ?.
struct NamePattern: Sendable {
    let pattern: [Character]
    let isGlob: Bool

    init(_ text: String) {
        pattern = Array(text.lowercased())
        isGlob = text.contains("*") || text.contains("?")
    }

    func matches(_ name: String) -> Bool {
        let lower = name.lowercased()
        guard isGlob else { return lower.contains(String(pattern)) }
        return Self.glob(pattern[...], Array(lower)[...])
    }

    private static func glob(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        // Iterative with one backtrack point: the last `*` seen.
        var p = pattern.startIndex, t = text.startIndex
        var star: (p: Int, t: Int)?
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.endIndex, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if let last = star {
                p = last.p + 1
                t = last.t + 1
                star = (last.p, last.t + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}

/// Whether a value matches what `value` asked: a hex colour exactly (alpha ignored when not given), else a
/// case-insensitive part of the value's text.
enum ValueMatch {
    static func matches(_ query: String, _ value: TokenValue) -> Bool {
        let wanted = query.lowercased()
        if wanted.hasPrefix("#"), let hex = ValueText.swatch(value)?.lowercased() {
            if hex == wanted { return true }
            if let color = ColorValue(hex: wanted), let own = ownColor(value) {
                return own.hexString(includeAlpha: wanted.count > 7).lowercased() == color.hexString(includeAlpha: wanted.count > 7).lowercased()
            }
            return false
        }
        return ValueText.text(value).lowercased().contains(wanted)
    }

    private static func ownColor(_ value: TokenValue) -> ColorValue? {
        if case .color(let color) = value { return color }
        return nil
    }
}
