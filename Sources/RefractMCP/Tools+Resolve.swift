import RefractDiff
import RefractJSONRPC
import RefractModel

extension ToolCatalog {
    static let resolve = Tool(
        name: "resolve",
        title: "Resolve a token",
        description: """
            A token's resolved value in every permutation of the resolver's modifiers (theme × colour scheme × \
            contrast, …), with the alias chain it resolves through in each; its type, description and deprecation. \
            Colours are given as hex (sRGB) or CSS color(). Give the token's dotted path, e.g. color.primary.
            """,
        inputSchema: Schema.object(
            [
                ("token", Schema.string("The token's dotted path, e.g. color.primary (a {reference} works too).")),
                ("inputs", ["type": "object", "additionalProperties": ["type": "string"], "description": "Only the permutations with these contexts, e.g. {\"mode\": \"dark\"}."]),
                Schema.limit("permutations", default: 64),
            ], required: ["token"]),
        outputSchema: Schema.object(
            [
                ("token", Schema.plainString), ("type", Schema.plainString), ("description", Schema.plainString),
                ("deprecated", Schema.plainString),
                ("modifiers", Schema.array(Schema.object([("name", Schema.plainString), ("contexts", Schema.array(Schema.plainString)), ("default", Schema.plainString)]))),
                ("values", Schema.array(Schema.object(
                    [("permutation", Schema.plainString), ("inputs", Schema.stringMap), ("value", Schema.plainString),
                     ("hex", Schema.plainString), ("aliasChain", Schema.array(Schema.plainString))],
                    required: ["permutation", "inputs", "value", "aliasChain"]))),
                ("distinctValues", Schema.plainInteger), ("totalPermutations", Schema.plainInteger), ("note", Schema.plainString),
            ], required: ["token", "type", "values", "totalPermutations"]),
        run: { arguments, workspace throws(ToolFailure) in
            let model = try workspace.load().model()
            let path = try TokenLookup.path(try arguments.requiredString("token"), in: model)
            let inputs = try arguments.stringMap("inputs")
            let indices = try PermutationFilter.indices(inputs, in: model)
            let tokens = model.tokens(at: path)
            let rows = indices.compactMap { index -> (Int, Token)? in tokens[index].map { (index, $0) } }
            guard let first = rows.first?.1 ?? tokens.compactMap({ $0 }).first else { throw ToolFailure("no token '\(path.dotted)'") }
            let bounded = Bounded(rows, limit: try arguments.limit(default: 64))
            let distinct = Set(rows.map { ValueText.text($0.1.value) }).count
            var text = "\(path.dotted) (\(TokenFacts.typeName(first)))"
            if let description = first.description { text += ": " + description }
            if let deprecation = first.deprecation { text += "\nDeprecated" + (deprecation.message.map { ": " + $0 } ?? "") }
            var values: [JSONValue] = []
            for (index, token) in bounded.shown {
                let chain = TokenFacts.aliasChain(path, model: model, permutation: index)
                let value = ValueText.text(token.value)
                text += "\n  \(model.permutations[index]): \(value)"
                if chain.count > 1 { text += "  ← " + chain.dropFirst().map { "{\($0.dotted)}" }.joined(separator: " ← ") }
                var row: JSONValue = [
                    "permutation": .string(model.permutations[index].description), "inputs": TokenFacts.inputs(model.permutations[index]),
                    "value": .string(value), "aliasChain": .array(chain.map { .string($0.dotted) }),
                ]
                if let hex = ValueText.swatch(token.value) { row = row.setting("hex", .string(hex)) }
                values.append(row)
            }
            let note = bounded.note("narrow with 'inputs' (e.g. {\"mode\": \"dark\"}) or raise 'limit'")
            if let note { text += "\n… " + note }
            var structured: JSONValue = [
                "token": .string(path.dotted), "type": .string(TokenFacts.typeName(first)),
            ]
            if let description = first.description { structured = structured.setting("description", .string(description)) }
            if let deprecation = first.deprecation { structured = structured.setting("deprecated", .string(deprecation.message ?? "deprecated")) }
            structured = structured.setting("modifiers", TokenFacts.modifiers(model))
                .setting("values", .array(values)).setting("distinctValues", .integer(distinct))
                .setting("totalPermutations", .integer(rows.count))
            if let note { structured = structured.setting("note", .string(note)) }
            return ToolOutcome(text: text, structured: structured)
        })
}

/// What several tools say of a token and the model.
enum TokenFacts {
    static func typeName(_ token: Token) -> String {
        if case .other(let name, _) = token.value { return name }
        return token.type.rawValue
    }

    /// The paths an alias passes through, starting at `path`, until a token that is no alias.
    static func aliasChain(_ path: TokenPath, model: ThemedTokenSet, permutation: Int) -> [TokenPath] {
        var chain = [path]
        var current = path
        while chain.count < 64, let next = model.token(at: current, permutation: permutation)?.aliasOf, !chain.contains(next) {
            chain.append(next)
            current = next
        }
        return chain
    }

    static func inputs(_ permutation: Permutation) -> JSONValue {
        .object(permutation.modifiers.map { JSONValue.Member($0, .string(permutation[$0] ?? "")) })
    }

    static func modifiers(_ model: ThemedTokenSet) -> JSONValue {
        .array(model.axes.map { axis in
            var json: JSONValue = ["name": .string(axis.name), "contexts": .array(axis.contexts.map { .string($0) })]
            if let context = axis.effectiveDefault { json = json.setting("default", .string(context)) }
            return json
        })
    }
}

/// The permutations a call names with `inputs` (`{"mode": "dark"}`): those with every context given.
enum PermutationFilter {
    static func indices(_ inputs: [String: String], in model: ThemedTokenSet) throws(ToolFailure) -> [Int] {
        for (modifier, context) in inputs.sorted(by: { $0.key < $1.key }) {
            guard let axis = model.axes.first(where: { $0.name == modifier }) else {
                let names = model.axes.map(\.name)
                throw ToolFailure("no modifier '\(modifier)' (\(names.isEmpty ? "the tokens have no modifiers" : "the modifiers: " + names.joined(separator: ", ")))")
            }
            guard axis.contexts.contains(context) else {
                throw ToolFailure("modifier '\(modifier)' has no context '\(context)' (its contexts: \(axis.contexts.joined(separator: ", ")))")
            }
        }
        return model.permutations.indices.filter { index in inputs.allSatisfy { model.permutations[index][$0.key] == $0.value } }
    }

    /// The one permutation `inputs` picks: the default permutation with those contexts.
    static func single(_ inputs: [String: String], in model: ThemedTokenSet) throws(ToolFailure) -> Int {
        let candidates = try indices(inputs, in: model)
        var wanted: [String: String] = [:]
        for axis in model.axes { wanted[axis.name] = inputs[axis.name] ?? axis.effectiveDefault }
        if let exact = model.permutationIndex(wanted), candidates.contains(exact) { return exact }
        guard let first = candidates.first else { throw ToolFailure("no permutation has \(inputs)") }
        return first
    }
}
