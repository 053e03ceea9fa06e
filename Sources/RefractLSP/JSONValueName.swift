import RefractJSONRPC

/// The messages' JSON, not the model's `$extensions` JSON of the same name.
typealias JSONValue = RefractJSONRPC.JSONValue

/// Time as the standard library measures it, not a token's `duration` value.
typealias Duration = Swift.Duration
