/// Where a token or a part of it was written: file path and 1-based line/column (UTF-8 bytes), with
/// byte offsets. The model imports nothing of ours, so it has its own small location type.
public struct SourceReference: Sendable, Hashable, Codable {
    public var file: String
    public var line: Int
    public var column: Int
    public var offset: Int
    public var endOffset: Int

    public init(file: String, line: Int, column: Int, offset: Int, endOffset: Int) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
        self.endOffset = endOffset
    }
}

public enum Deprecation: Sendable, Hashable, Codable {
    case deprecated
    case deprecatedWithMessage(String)

    public var message: String? {
        if case .deprecatedWithMessage(let message) = self { return message }
        return nil
    }
}

/// One validated token of a resolved token set.
public struct Token: Sendable, Hashable, Codable {
    public var path: TokenPath
    public var value: TokenValue
    public var description: String?
    public var deprecation: Deprecation?
    /// `$extensions`, preserved as JSON.
    public var extensions: JSONValue?
    /// Where the token is defined (its key).
    public var source: SourceReference
    /// The token this one is an alias of (`"$value": "{a.b}"`), the first link of the chain.
    public var aliasOf: TokenPath?
    /// References inside a composite value, by the part they fill (`color`, `1.color`, `fontSize`).
    public var partReferences: [String: TokenPath]

    public init(
        path: TokenPath, value: TokenValue, description: String? = nil, deprecation: Deprecation? = nil,
        extensions: JSONValue? = nil, source: SourceReference, aliasOf: TokenPath? = nil,
        partReferences: [String: TokenPath] = [:]
    ) {
        self.path = path
        self.value = value
        self.description = description
        self.deprecation = deprecation
        self.extensions = extensions
        self.source = source
        self.aliasOf = aliasOf
        self.partReferences = partReferences
    }

    public var type: TokenType { value.type }
}
