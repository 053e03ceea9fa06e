extension MustacheValue {
    /// Builds a context from a typed `Encodable` value, as backends pass their context structs.
    ///
    /// A `MustacheContext` (every backend's context type) is taken as it is, so a template sees a context
    /// the same whichever way it arrives (a built-in template, or a config's `outputs:` entry). Any other
    /// value is encoded: custom `encode(to:)` implementations, `CodingKeys` and optional members (absent
    /// keys, which templates treat as falsy) behave as they would in JSON; keys keep the order they were
    /// encoded in.
    package init<Value: Encodable>(encoding value: Value) throws {
        if let context = value as? any MustacheContext {
            self = context.mustacheValue
            return
        }
        self = try MustacheValueEncoder.encode(value)
    }
}
