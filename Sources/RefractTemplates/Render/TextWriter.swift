/// Appends rendered text to a list of byte chunks, writing owed indentation before a line's first byte and
/// escaping HTML when asked.
///
/// Chunks, not one growing array: an array that doubles holds its old and new buffers at once and copies
/// every byte again at each doubling, which made the largest output (the JSON bundle of 100,000 tokens,
/// 79 MB) take 128 MB at its peak. Chunks start small, so that a short file stays short, and double up to
/// `largestChunk`; a chunk is never copied once written.
struct TextWriter {
    static let firstChunk = 1 << 12
    static let largestChunk = 1 << 20

    private var full: [[UInt8]] = []
    private var current: [UInt8] = []
    /// What the current chunk was made for (its capacity may be more).
    private var limit = Self.firstChunk
    /// Indentation owed to the current line, written before its first byte. Lines that print nothing
    /// stay empty.
    var pendingIndentation: [UInt8]?

    init() {
        current.reserveCapacity(Self.firstChunk)
    }

    /// Everything written, in order.
    var chunks: [[UInt8]] { current.isEmpty ? full : full + [current] }

    /// Writes what an interpolation tag inserts for `value`: nothing for null, lists, objects and contexts.
    mutating func interpolate(_ value: MustacheValue, escaped: Bool) {
        switch value {
        case .null, .array, .list, .object, .context:
            return
        case .string(let text):
            write(text, escaped: escaped)
        case .bool, .number:
            write(value.interpolatedText, escaped: escaped)
        }
    }

    /// Writes the text's UTF-8 as one buffer (a `String.UTF8View` is appended byte by byte), read in
    /// place when the string is native, as context strings are.
    private mutating func write(_ text: String, escaped: Bool) {
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { write($0, escaped: escaped) }
        guard written == nil else { return }
        var text = text
        text.withUTF8 { write($0, escaped: escaped) }
    }

    mutating func write<Bytes: Collection<UInt8>>(_ bytes: Bytes, escaped: Bool) {
        guard let first = bytes.first else { return }
        if let pending = pendingIndentation {
            if first != UInt8(ascii: "\n"), first != UInt8(ascii: "\r") { append(pending) }
            pendingIndentation = nil
        }
        guard escaped else {
            append(bytes)
            return
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): append(HTMLEntity.ampersand)
            case UInt8(ascii: "\""): append(HTMLEntity.quote)
            case UInt8(ascii: "<"): append(HTMLEntity.lessThan)
            case UInt8(ascii: ">"): append(HTMLEntity.greaterThan)
            default: append(CollectionOfOne(byte))
            }
        }
    }

    /// Appends to the current chunk, first starting a new one when the bytes would not fit in it.
    private mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        let count = bytes.count
        if current.count + count > limit, !current.isEmpty {
            limit = min(limit * 2, Self.largestChunk)
            full.append(current)
            current = []
            current.reserveCapacity(max(limit, count))
        }
        current.append(contentsOf: bytes)
    }
}

/// The spec's HTML escapes.
enum HTMLEntity {
    static let ampersand: [UInt8] = Array("&amp;".utf8)
    static let quote: [UInt8] = Array("&quot;".utf8)
    static let lessThan: [UInt8] = Array("&lt;".utf8)
    static let greaterThan: [UInt8] = Array("&gt;".utf8)
}
