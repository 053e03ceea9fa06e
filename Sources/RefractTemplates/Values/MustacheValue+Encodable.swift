import Foundation

extension MustacheValue {
    /// Builds a context from a typed `Encodable` value, as backends pass their context structs.
    ///
    /// The value goes through `JSONEncoder`, so custom `encode(to:)` implementations, `CodingKeys` and
    /// optional members (absent keys, which templates treat as falsy) behave as they would in JSON.
    /// Object keys come out sorted.
    public init<Value: Encodable>(encoding value: Value) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try self.init(jsonData: try encoder.encode(value))
    }
}
