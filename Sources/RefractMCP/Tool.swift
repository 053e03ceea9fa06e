import RefractJSONRPC

/// One tool: what `tools/list` shows of it (its schemas say what it takes and what its structured answer
/// holds) and the function that answers a call.
struct Tool: Sendable {
    var name: String
    var title: String
    var description: String
    /// A JSON Schema object: `properties`, `required`.
    var inputSchema: JSONValue
    /// A JSON Schema object for `structuredContent`.
    var outputSchema: JSONValue
    var run: @Sendable (ToolArguments, inout Workspace) throws(ToolFailure) -> ToolOutcome

    /// As `tools/list` shows it to a client of `version`: titles and output schemas from 2025-06-18, the
    /// read-only annotations from 2025-03-26.
    func json(version: String) -> JSONValue {
        var json: JSONValue = ["name": .string(name), "description": .string(description), "inputSchema": inputSchema]
        if ProtocolVersion.hasStructuredContent(version) {
            json = json.setting("title", .string(title)).setting("outputSchema", outputSchema)
        }
        if ProtocolVersion.hasToolAnnotations(version) {
            // Every tool only reads: the project's files, a git revision, an app's sources.
            json = json.setting("annotations", ["readOnlyHint": true, "destructiveHint": false, "idempotentHint": true, "openWorldHint": false])
        }
        return json
    }
}

/// A tool's answer: text for the model to read, and the same as structured data.
struct ToolOutcome: Sendable {
    var text: String
    var structured: JSONValue
}

/// Something wrong with what a tool was asked (an unknown token, a bad argument): an answer with
/// `isError`, its message saying what to change.
struct ToolFailure: Error, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// A JSON Schema built in a line.
enum Schema {
    static func object(_ properties: [(String, JSONValue)], required: [String] = []) -> JSONValue {
        var json: JSONValue = ["type": "object", "properties": .object(properties.map { JSONValue.Member($0.0, $0.1) })]
        if !required.isEmpty { json = json.setting("required", .array(required.map { .string($0) })) }
        return json
    }

    static func string(_ description: String, values: [String]? = nil) -> JSONValue {
        var json: JSONValue = ["type": "string", "description": .string(description)]
        if let values { json = json.setting("enum", .array(values.map { .string($0) })) }
        return json
    }

    static func integer(_ description: String, minimum: Int = 1, default value: Int? = nil) -> JSONValue {
        var json: JSONValue = ["type": "integer", "description": .string(description), "minimum": .integer(minimum)]
        if let value { json = json.setting("default", .integer(value)) }
        return json
    }

    static func number(_ description: String) -> JSONValue { ["type": "number", "description": .string(description)] }
    static func boolean(_ description: String) -> JSONValue { ["type": "boolean", "description": .string(description)] }
    static func array(_ items: JSONValue, _ description: String = "") -> JSONValue {
        description.isEmpty ? ["type": "array", "items": items] : ["type": "array", "items": items, "description": .string(description)]
    }
    static let anyObject: JSONValue = ["type": "object"]
    static let plainString: JSONValue = ["type": "string"]
    static let plainInteger: JSONValue = ["type": "integer"]
    static let plainBoolean: JSONValue = ["type": "boolean"]
    static let stringMap: JSONValue = ["type": "object", "additionalProperties": ["type": "string"]]

    /// `limit`, which every tool whose answer can grow takes.
    static func limit(_ what: String, default value: Int) -> (String, JSONValue) {
        ("limit", integer("At most this many \(what) in the answer (default \(value)); the answer says how many more there are.", default: value))
    }
}

/// The JSON of messages (RefractModel has a `JSONValue` of its own, for `$extensions`).
typealias JSONValue = RefractJSONRPC.JSONValue
