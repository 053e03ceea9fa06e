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

/// The keys of an object in the order they appear in the text, read from the raw output.
func topLevelKeyOrder(of members: [String], in text: String) -> [String] {
    members.sorted { (text.range(of: "\"\($0)\"")?.lowerBound ?? text.endIndex) < (text.range(of: "\"\($1)\"")?.lowerBound ?? text.endIndex) }
}
