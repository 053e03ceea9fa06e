import RefractArguments

/// `--input theme=christmas` values, checked up front so a malformed one is a usage error.
enum ModifierInputs {
    static func parse(_ values: [String], command: [String]) throws(UsageError) -> [String: String] {
        var inputs: [String: String] = [:]
        for value in values {
            let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw UsageError(
                    problems: [.invalidValue(value, option: "--input <modifier=context>", suggestion: nil, allowedValues: [])],
                    commandPath: ["refract"] + command,
                    usage: "refract \(command.joined(separator: " ")) --input <modifier=context> ...")
            }
            inputs[parts[0]] = parts[1]
        }
        return inputs
    }
}
