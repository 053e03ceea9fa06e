import RefractDiff
import RefractJSONRPC
import RefractModel

extension ToolCatalog {
    static let explain = Tool(
        name: "explain",
        title: "Explain a token's alias chain",
        description: """
            How a token gets its value: the alias chain step by step, each step with the file, line and column \
            where that token is defined, its value and description, and the references inside a composite value \
            (a border's colour, a shadow's colour). Permutations that resolve through the same chain are grouped.
            """,
        inputSchema: Schema.object(
            [
                ("token", Schema.string("The token's dotted path, e.g. color.primary.")),
                ("inputs", ["type": "object", "additionalProperties": ["type": "string"], "description": "Only the permutations with these contexts, e.g. {\"mode\": \"dark\"}."]),
                Schema.limit("distinct chains", default: 8),
            ], required: ["token"]),
        outputSchema: Schema.object(
            [
                ("token", Schema.plainString),
                ("chains", Schema.array(Schema.object(
                    [
                        ("permutations", Schema.array(Schema.plainString)),
                        ("steps", Schema.array(Schema.object(
                            [("token", Schema.plainString), ("file", Schema.plainString), ("line", Schema.plainInteger),
                             ("column", Schema.plainInteger), ("value", Schema.plainString), ("description", Schema.plainString),
                             ("references", Schema.stringMap)],
                            required: ["token", "file", "line", "column", "value"]))),
                    ], required: ["permutations", "steps"]))),
                ("totalChains", Schema.plainInteger), ("note", Schema.plainString),
            ], required: ["token", "chains", "totalChains"]),
        run: { arguments, workspace throws(ToolFailure) in
            let model = try workspace.load().model()
            let path = try TokenLookup.path(try arguments.requiredString("token"), in: model)
            let indices = try PermutationFilter.indices(try arguments.stringMap("inputs"), in: model)
            // Permutations whose steps read the same (same tokens, places and values) are one chain.
            var groups: [(steps: [JSONValue], permutations: [String])] = []
            var positionOf: [[JSONValue]: Int] = [:]
            for index in indices where model.token(at: path, permutation: index) != nil {
                let steps = TokenFacts.aliasChain(path, model: model, permutation: index).compactMap { step in
                    model.token(at: step, permutation: index).map(json)
                }
                if let position = positionOf[steps] {
                    groups[position].permutations.append(model.permutations[index].description)
                } else {
                    positionOf[steps] = groups.count
                    groups.append((steps, [model.permutations[index].description]))
                }
            }
            let bounded = Bounded(groups, limit: try arguments.limit(default: 8))
            var text = "\(path.dotted): \(groups.count) distinct \(groups.count == 1 ? "chain" : "chains")"
            for group in bounded.shown {
                text += "\nIn \(group.permutations.count == model.permutations.count ? "every permutation" : group.permutations.joined(separator: "; ")):"
                for (number, step) in group.steps.enumerated() {
                    let place = "\(step["file"]?.stringValue ?? ""):\(step["line"]?.intValue ?? 0):\(step["column"]?.intValue ?? 0)"
                    text += "\n  \(number + 1). \(step["token"]?.stringValue ?? "") = \(step["value"]?.stringValue ?? "")  (\(place))"
                    if let references = step["references"]?.objectMembers {
                        text += " parts: " + references.map { "\($0.key) ← {\($0.value.stringValue ?? "")}" }.joined(separator: ", ")
                    }
                }
            }
            let note = bounded.note("narrow with 'inputs' or raise 'limit'")
            if let note { text += "\n… " + note }
            var structured: JSONValue = [
                "token": .string(path.dotted),
                "chains": .array(bounded.shown.map { ["permutations": .array($0.permutations.map { .string($0) }), "steps": .array($0.steps)] }),
                "totalChains": .integer(groups.count),
            ]
            if let note { structured = structured.setting("note", .string(note)) }
            return ToolOutcome(text: text, structured: structured)
        })

    private static func json(_ token: Token) -> JSONValue {
        var json: JSONValue = [
            "token": .string(token.path.dotted), "file": .string(token.source.file), "line": .integer(token.source.line),
            "column": .integer(token.source.column), "value": .string(ValueText.text(token.value)),
        ]
        if let description = token.description { json = json.setting("description", .string(description)) }
        if !token.partReferences.isEmpty {
            json = json.setting("references", .object(token.partReferences.sorted { $0.key < $1.key }.map { JSONValue.Member($0.key, .string($0.value.dotted)) }))
        }
        return json
    }
}
