import RefractModel

/// Member names of theme collections: lowerCamel words of the path with a leading group named after the
/// collection dropped, made safe for Swift and JSON alike. The Swift output backticks keywords; the name
/// itself is also the JSON key, so both outputs agree.
public enum ThemeMemberName {
    /// Names a collection already uses for its own API; a token that would take one gets a `_` suffix.
    public static let reserved: Set<String> = ["copyWith", "self", "Self", "init", "Type", "Protocol", "merging"]
    /// The lengths of `reserved` names: most names have none of them and need no lookup.
    static let reservedLengths = ClosedRange(uncheckedBounds: (
        reserved.map(\.utf8.count).min() ?? 0, reserved.map(\.utf8.count).max() ?? 0))

    public static func name(for segments: [String], in kind: ThemeCollectionKind) -> String {
        var namer = Namer()
        return namer.name(for: segments, in: kind)
    }

    /// Names many paths, splitting each distinct segment into words once (paths share most segments), and
    /// writing each name as bytes into one reused buffer.
    public struct Namer {
        private struct Segment {
            /// lowerCamel and UpperCamel of the segment's words as UTF-8; empty when it has none.
            var lower: [UInt8]
            var upper: [UInt8]
            var lowerText: String
        }

        private var index: [String: Int] = [:]
        private var segments: [Segment] = []
        /// The last path named and where its segments end, with their `segments` indices: paths come in
        /// order, so most of a path's leading segments are the last one's, found by comparing bytes instead
        /// of hashing.
        private var previous: [UInt8] = []
        private var previousEnds: [Int] = []
        private var previousSegments: [Int] = []
        private var current: [Int] = []
        private var buffer: [UInt8] = []
        /// `droppedPrefixes` of each kind, by its position in `allCases` (the property makes new arrays).
        private let prefixes: [[[String]]] = ThemeCollectionKind.allCases.map(\.droppedPrefixes)

        public init() {}

        public mutating func name(for path: TokenPath, in kind: ThemeCollectionKind) -> String {
            var dotted = path.dotted
            dotted.withUTF8 { bytes in split(bytes) }
            return name(kind)
        }

        public mutating func name(for segments: [String], in kind: ThemeCollectionKind) -> String {
            current = segments.map { segment($0) }
            previousSegments.removeAll()
            return name(kind)
        }

        /// Fills `current` with the segments of the dotted path `bytes`.
        private mutating func split(_ bytes: UnsafeBufferPointer<UInt8>) {
            current.removeAll(keepingCapacity: true)
            var ends: [Int] = []
            swap(&ends, &previousEnds)
            defer { swap(&ends, &previousEnds) }
            var sharing = true
            var start = 0
            while true {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: ".") { end += 1 }
                let number = current.count
                if sharing, number < previousSegments.count, ends[number] == end,
                    previous.withUnsafeBufferPointer({ old in
                        Self.sameBytes(old, bytes, start, end)
                    })
                {
                    current.append(previousSegments[number])
                } else {
                    sharing = false
                    current.append(segment(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
                }
                if number < ends.count { ends[number] = end } else { ends.append(end) }
                if end >= bytes.count { break }
                start = end + 1
            }
            ends.removeLast(ends.count - current.count)
            previous.removeAll(keepingCapacity: true)
            previous.append(contentsOf: bytes)
            previousSegments.removeAll(keepingCapacity: true)
            previousSegments.append(contentsOf: current)
        }

        private static func sameBytes(
            _ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
        ) -> Bool {
            guard end <= old.count else { return false }
            for offset in start..<end where old[offset] != new[offset] { return false }
            return true
        }

        private mutating func segment(_ text: String) -> Int {
            if let known = index[text] { return known }
            let words = NameWords.words(text)
            let lower = NameWords.lowerCamel(words)
            segments.append(Segment(lower: Array(lower.utf8), upper: Array(NameWords.upperCamel(words).utf8), lowerText: lower))
            index[text] = segments.count - 1
            return segments.count - 1
        }

        /// The name of the path in `current`.
        private mutating func name(_ kind: ThemeCollectionKind) -> String {
            var dropped = 0
            let kindPrefixes = prefixes.indices.contains(kind.ordinal) ? prefixes[kind.ordinal] : kind.droppedPrefixes
            for prefix in kindPrefixes where prefix.count < current.count {
                if prefix.indices.allSatisfy({ segments[current[$0]].lowerText == prefix[$0] }) {
                    dropped = prefix.count
                    break
                }
            }
            // lowerCamel of all the words = the first non-empty segment's lowerCamel, then UpperCamel.
            buffer.removeAll(keepingCapacity: true)
            for number in dropped..<current.count {
                buffer.append(contentsOf: buffer.isEmpty ? segments[current[number]].lower : segments[current[number]].upper)
            }
            // What `identifier(camel:)` returns unchanged, without making a `String` to test first.
            if let first = buffer.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
                buffer.allSatisfy({ $0 < 0x80 })
            {
                let text = String(decoding: buffer, as: UTF8.self)
                return reservedLengths.contains(buffer.count) && reserved.contains(text) ? identifier(camel: text) : text
            }
            return identifier(camel: String(decoding: buffer, as: UTF8.self))
        }
    }

    /// lowerCamel of `words`, then: non-ASCII scalars as `_uXXXX`, a leading digit behind `_`, an empty
    /// name as `unnamed`, reserved names with a `_` suffix.
    public static func identifier(_ words: [String]) -> String {
        identifier(camel: NameWords.lowerCamel(words))
    }

    static func identifier(camel: String) -> String {
        if camel.utf8.allSatisfy({ $0 < 0x80 }), let first = camel.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
            !reserved.contains(camel)
        {
            return camel
        }
        var text = ""
        for scalar in camel.unicodeScalars {
            if scalar.isASCII {
                text.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16)
                text += "_u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
        }
        if text.isEmpty { return "unnamed" }
        if let first = text.unicodeScalars.first, ("0"..."9").contains(first) { text = "_" + text }
        if reserved.contains(text) { text += "_" }
        return text
    }
}
