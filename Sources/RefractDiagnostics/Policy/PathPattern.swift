/// A glob over `/`-separated paths: `*` matches within one segment, `**` any number of whole segments
/// (none included), `?` one character. `legacy/**` matches every file below `legacy/`.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    public var text: String
    private let segments: [Substring]

    public init(_ text: String) {
        self.text = text
        segments = Self.normalized(text).split(separator: "/", omittingEmptySubsequences: true)
    }

    public var description: String { text }

    public func matches(_ path: String) -> Bool {
        let parts = Self.normalized(path).split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(segments[...], parts[...])
    }

    /// Without the `./` a path written by hand or found by a search may start with.
    static func normalized(_ path: String) -> String {
        var text = Substring(path)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        return String(text)
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let segment = path.first, matchSegment(Array(first.unicodeScalars)[...], Array(segment.unicodeScalars)[...])
        else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchSegment(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            var remaining = text
            while true {
                if matchSegment(pattern.dropFirst(), remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case "?":
            return !text.isEmpty && matchSegment(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && matchSegment(pattern.dropFirst(), text.dropFirst())
        }
    }
}
