import Foundation

/// `refract diff --format json`: the `TokenDiff` with sorted keys, every optional field present (null
/// when empty), so scripts can rely on the shape docs/schemas/diff.schema.json describes.
package enum JSONDiffRenderer {
    package static func render(_ diff: TokenDiff) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every type here encodes strings, numbers, booleans, arrays and objects only, which cannot fail.
        guard let data = try? encoder.encode(diff) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
