extension MustacheValue {
    /// Builds a context from a typed `Encodable` value, as backends pass their context structs.
    ///
    /// Custom `encode(to:)` implementations, `CodingKeys` and optional members (absent keys, which
    /// templates treat as falsy) behave as they would in JSON; keys keep the order they were encoded in.
    public init<Value: Encodable>(encoding value: Value) throws {
        self = try MustacheValueEncoder.encode(value)
    }
}
