/// The elements of a values file as the built-in template prints them (`AndroidValuesFile.body`), written as
/// UTF-8 bytes into one buffer: each line indented by four spaces and ended by a newline, an element's
/// comments (`<!-- … -->`) above it. A string per line, and a template pass per line, cost more than the
/// rest of writing `colors.xml` of a large set.
///
/// The bytes are kept in chunks of 1 MiB, copied once into the text: one array growing by doubling copied
/// itself at every step (6-9 MB at a time for `colors.xml` of 100,000 tokens) and held both copies meanwhile.
struct ValuesBody {
    private static let chunkSize = 1 << 20
    /// Most values files are small: the first chunk is.
    private static let firstChunkSize = 64 << 10
    /// Full chunks, then `current`.
    private var full: [[UInt8]] = []
    private var current: [UInt8] = []

    var isEmpty: Bool { current.isEmpty && full.isEmpty }

    var text: String {
        if full.isEmpty { return String(decoding: current, as: UTF8.self) }
        let count = full.reduce(current.count) { $0 + $1.count }
        return String(unsafeUninitializedCapacity: count) { target in
            var at = 0
            for chunk in full + [current] {
                chunk.withUnsafeBufferPointer { chunk in
                    guard let source = chunk.baseAddress, let base = target.baseAddress else { return }
                    (base + at).initialize(from: source, count: chunk.count)
                    at += chunk.count
                }
            }
            return at
        }
    }

    /// `bytes` at the end, in a new chunk when the current one has no room for them.
    private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        if current.capacity - current.count < bytes.count {
            let size = current.isEmpty ? Self.firstChunkSize : Self.chunkSize
            if !current.isEmpty { full.append(current) }
            current = []
            current.reserveCapacity(max(size, bytes.count))
        }
        current.append(contentsOf: bytes)
    }

    /// One element and the comment lines above it (`comments`, then `notes`; comment-safe already):
    /// measured, written into a scratch buffer and appended in one copy, instead of a dozen appends that
    /// each check the array's uniqueness and room.
    mutating func append(
        comments: [String], notes: [String], tag: String, name: UnsafeBufferPointer<UInt8>, attributes: String,
        value: String
    ) {
        var count = 18 + 2 * tag.utf8.count + name.count + attributes.utf8.count + value.utf8.count
        for comment in comments { count += 14 + comment.utf8.count }
        for note in notes { count += 14 + note.utf8.count }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { scratch in
            var line = LineText.Writer(scratch)
            for comment in comments { Self.writeComment(comment, to: &line) }
            for note in notes { Self.writeComment(note, to: &line) }
            line.write("    ")
            line.element(tag: tag, attributes: attributes, value: value) { $0.write(name) }
            line.write("\n")
            add(UnsafeBufferPointer(rebasing: scratch[..<line.at]))
        }
    }

    private static func writeComment(_ comment: String, to line: inout LineText.Writer) {
        line.write("    <!-- ")
        line.write(comment)
        line.write(" -->\n")
    }
}

extension ValuesBody {
    /// The resource's comments, then the resource.
    mutating func append(_ resource: AndroidResource) {
        var name = resource.name
        name.withUTF8 { name in
            append(
                comments: resource.comments, notes: [], tag: resource.tag, name: name, attributes: resource.attributes,
                value: resource.value)
        }
    }
}
