/// The elements of a values file as the built-in template prints them (`AndroidValuesFile.body`), written as
/// UTF-8 bytes into one buffer: each line indented by four spaces and ended by a newline, an element's
/// comments (`<!-- … -->`) above it. A string per line, and a template pass per line, cost more than the
/// rest of writing `colors.xml` of a large set.
struct ValuesBody {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    var isEmpty: Bool { bytes.isEmpty }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// `    <!-- comment -->` and a newline; `comment` is comment-safe already.
    mutating func appendComment(_ comment: String) {
        append("    <!-- ")
        append(comment)
        append(" -->\n")
    }

    /// `    <tag name="name"attributes>value</tag>` and a newline.
    mutating func appendElement(tag: String, name: String, attributes: String, value: String) {
        appendElement(tag: tag, attributes: attributes, value: value) { $0.append(name) }
    }

    /// The same, with the name written by `writeName` (from bytes that are not a `String` yet).
    mutating func appendElement(
        tag: String, attributes: String, value: String, writeName: (inout ValuesBody) -> Void
    ) {
        append("    <")
        append(tag)
        append(" name=\"")
        writeName(&self)
        append("\"")
        append(attributes)
        append(">")
        append(value)
        append("</")
        append(tag)
        append(">\n")
    }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Copied as one block where the string's storage allows: appending the UTF-8 view goes byte by byte.
    mutating func append(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes.append(contentsOf: text.utf8) }
    }

    mutating func append(_ raw: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: raw)
    }
}

extension ValuesBody {
    /// The resource's comments, then the resource.
    mutating func append(_ resource: AndroidResource) {
        for comment in resource.comments { appendComment(comment) }
        appendElement(tag: resource.tag, name: resource.name, attributes: resource.attributes, value: resource.value)
    }
}
