extension TokenValue {
    /// The text of a `string` token (Style Dictionary's `content` and `asset`, Tokens Studio's `text`), which
    /// platforms that hold a string emit; nil for every other value, non-standard ones included.
    package var stringText: String? {
        if case .other("string", .string(let text)) = self { return text }
        return nil
    }
}
