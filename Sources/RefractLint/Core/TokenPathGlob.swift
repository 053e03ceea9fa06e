import Foundation
import RefractModel

/// A pattern over dotted token paths for the rules' options: `*` stands for part of one name (`on*`,
/// `*`), `**` for one name or more. Each wildcard captures what it matched, `$1`, `$2`, … in order, for
/// a template naming a second path (`$1.$2` of `**.on*` turns `color.onPrimary` into `color.Primary`).
struct TokenPathGlob: Sendable, Hashable {
    enum Segment: Sendable, Hashable {
        case anyNames
        /// `prefix*suffix`, or a literal name when `hasWildcard` is false.
        case name(prefix: String, suffix: String, hasWildcard: Bool)
    }

    let text: String
    let segments: [Segment]

    init(_ text: String) {
        self.text = text
        segments = text.split(separator: ".", omittingEmptySubsequences: false).map { part in
            if part == "**" { return .anyNames }
            guard let star = part.firstIndex(of: "*") else { return .name(prefix: String(part), suffix: "", hasWildcard: false) }
            return .name(
                prefix: String(part[..<star]), suffix: String(part[part.index(after: star)...]),
                hasWildcard: true)
        }
    }

    var hasWildcards: Bool {
        segments.contains { segment in
            if case .name(_, _, false) = segment { return false }
            return true
        }
    }

    /// The captures when `path` matches, in order; nil when it does not.
    func match(_ path: [String]) -> [String]? {
        Self.match(segments[...], path[...], captures: [])
    }

    private static func match(_ pattern: ArraySlice<Segment>, _ path: ArraySlice<String>, captures: [String]) -> [String]? {
        guard let first = pattern.first else { return path.isEmpty ? captures : nil }
        switch first {
        case .anyNames:
            guard !path.isEmpty else { return nil }
            // Shortest first: `**.text.*` takes the nearest `text`. The names taken are joined only once
            // the rest matches, since most paths match no pattern.
            for count in 1...path.count {
                if let rest = match(pattern.dropFirst(), path.dropFirst(count), captures: []) {
                    return captures + [path.prefix(count).joined(separator: ".")] + rest
                }
            }
            return nil
        case .name(let prefix, let suffix, let hasWildcard):
            guard let name = path.first else { return nil }
            if !hasWildcard { return name == prefix ? match(pattern.dropFirst(), path.dropFirst(), captures: captures) : nil }
            guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return nil }
            let middle = String(name.dropFirst(prefix.count).dropLast(suffix.count))
            return match(pattern.dropFirst(), path.dropFirst(), captures: captures + [middle])
        }
    }

    /// `template` with `$1`… replaced by `captures`.
    static func fill(_ template: String, with captures: [String]) -> String {
        var result = template
        for (index, capture) in captures.enumerated().reversed() {
            result = result.replacingOccurrences(of: "$\(index + 1)", with: capture)
        }
        return result
    }
}
