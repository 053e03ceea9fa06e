import RefractJSONRPC

/// A call's arguments, read against the tool's input schema: a wrong type or an unknown name is a
/// `ToolFailure` naming the argument and what it takes.
struct ToolArguments: Sendable {
    let json: JSONValue
    let tool: Tool

    init(_ json: JSONValue, tool: Tool) {
        self.json = json
        self.tool = tool
    }

    private var accepted: [String] { tool.inputSchema["properties"]?.objectMembers?.map(\.key) ?? [] }

    func checkKnown() throws(ToolFailure) {
        for member in json.objectMembers ?? [] where !accepted.contains(member.key) {
            let list = accepted.isEmpty ? "none" : accepted.joined(separator: ", ")
            throw ToolFailure("\(tool.name) takes no argument '\(member.key)' (it takes: \(list))")
        }
        for name in tool.inputSchema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where json[name] == nil {
            throw ToolFailure("\(tool.name) needs the argument '\(name)'")
        }
    }

    func string(_ name: String) throws(ToolFailure) -> String? {
        guard let value = json[name], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw wrongType(name, "a string", value) }
        return text
    }

    func requiredString(_ name: String) throws(ToolFailure) -> String {
        guard let text = try string(name), !text.isEmpty else { throw ToolFailure("\(tool.name) needs '\(name)' (a non-empty string)") }
        return text
    }

    func strings(_ name: String) throws(ToolFailure) -> [String] {
        guard let value = json[name], !value.isNull else { return [] }
        if let text = value.stringValue { return [text] }
        guard let elements = value.arrayValue else { throw wrongType(name, "an array of strings", value) }
        var result: [String] = []
        for element in elements {
            guard let text = element.stringValue else { throw wrongType(name, "an array of strings", value) }
            result.append(text)
        }
        return result
    }

    func double(_ name: String) throws(ToolFailure) -> Double? {
        guard let value = json[name], !value.isNull else { return nil }
        guard let number = value.doubleValue else { throw wrongType(name, "a number", value) }
        return number
    }

    func bool(_ name: String) throws(ToolFailure) -> Bool? {
        guard let value = json[name], !value.isNull else { return nil }
        guard let flag = value.boolValue else { throw wrongType(name, "true or false", value) }
        return flag
    }

    /// `limit`: at least 1, `default` when not given.
    func limit(default value: Int) throws(ToolFailure) -> Int {
        guard let given = json["limit"], !given.isNull else { return value }
        guard let number = given.intValue, number >= 1 else { throw wrongType("limit", "a whole number of at least 1", given) }
        return number
    }

    /// A map of strings (`{"mode": "dark"}`).
    func stringMap(_ name: String) throws(ToolFailure) -> [String: String] {
        guard let value = json[name], !value.isNull else { return [:] }
        guard let members = value.objectMembers else { throw wrongType(name, "an object of strings", value) }
        var result: [String: String] = [:]
        for member in members {
            guard let text = member.value.stringValue else { throw wrongType(name, "an object of strings", value) }
            result[member.key] = text
        }
        return result
    }

    /// One of `values`, or `default`.
    func choice(_ name: String, _ values: [String], default value: String) throws(ToolFailure) -> String {
        guard let given = try string(name) else { return value }
        guard values.contains(given) else {
            throw ToolFailure("\(tool.name): '\(name)' is one of \(values.joined(separator: ", ")), not '\(given)'")
        }
        return given
    }

    private func wrongType(_ name: String, _ expected: String, _ value: JSONValue) -> ToolFailure {
        ToolFailure("\(tool.name): '\(name)' must be \(expected), not \(value.kindName) (\(value.serialized.prefix(60)))")
    }
}
