import Foundation
import Testing

/// Parses renderer output back with Foundation, so tests check what a consumer would read.
func parseJSONObject(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(value as? [String: Any], sourceLocation: sourceLocation)
}

extension Dictionary where Key == String, Value == Any {
    func object(_ key: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        try #require(self[key] as? [String: Any], "'\(key)' is not an object", sourceLocation: sourceLocation)
    }

    func array(_ key: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
        try #require(self[key] as? [[String: Any]], "'\(key)' is not an array of objects", sourceLocation: sourceLocation)
    }

    func isNull(_ key: String) -> Bool { self[key] is NSNull }
}
