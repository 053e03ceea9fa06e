/// The lines of a values file, each copied once into a string of its exact size: `concatenated` took an
/// array of its pieces, and `+` a string per piece, for every one of 100,000 elements.
enum LineText {
    /// `<!-- comment -->`
    static func comment(_ comment: String) -> String {
        make(count: 9 + comment.utf8.count) { line in
            line.write("<!-- ")
            line.write(comment)
            line.write(" -->")
        }
    }

    /// `<tag name="name"attributes>value</tag>`
    static func element(tag: String, name: String, attributes: String, value: String) -> String {
        let count = 2 * tag.utf8.count + name.utf8.count + attributes.utf8.count + value.utf8.count + 13
        return make(count: count) { line in
            line.element(tag: tag, attributes: attributes, value: value) { $0.write(name) }
        }
    }

    /// Copies pieces one after the other into a buffer that has room for them all.
    struct Writer {
        private var buffer: UnsafeMutableBufferPointer<UInt8>
        /// How many bytes are written.
        private(set) var at = 0

        init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
            self.buffer = buffer
        }

        mutating func write(_ text: StaticString) {
            text.withUTF8Buffer { copy($0) }
        }

        mutating func write(_ text: String) {
            if text.utf8.withContiguousStorageIfAvailable({ copy($0) }) == nil {
                for byte in text.utf8 {
                    buffer[at] = byte
                    at += 1
                }
            }
        }

        mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            copy(bytes)
        }

        /// `<tag name="…"attributes>value</tag>`, the name written by `name` (a string or a name maker's bytes).
        mutating func element(tag: String, attributes: String, value: String, name: (inout Writer) -> Void) {
            write("<")
            write(tag)
            write(" name=\"")
            name(&self)
            write("\"")
            write(attributes)
            write(">")
            write(value)
            write("</")
            write(tag)
            write(">")
        }

        private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
            (target + at).initialize(from: source, count: bytes.count)
            at += bytes.count
        }
    }

    /// `count` must be the exact number of bytes `fill` writes.
    private static func make(count: Int, _ fill: (inout Writer) -> Void) -> String {
        String(unsafeUninitializedCapacity: count) { buffer in
            var writer = Writer(buffer)
            fill(&writer)
            return writer.at
        }
    }
}
