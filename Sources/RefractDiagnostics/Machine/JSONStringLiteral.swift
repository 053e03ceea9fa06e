/// A string as a JSON string literal, escaped as the machine formats escape theirs (`OrderedJSON`), for the
/// other places that write JSON text by hand.
package enum JSONStringLiteral {
    package static func quoted(_ value: String) -> String {
        // Names and paths rarely need escaping; those are quoted as bytes, made a `String` once, which
        // costs a fraction of appending the quotes and the text to a `String`.
        if !value.utf8.contains(where: OrderedJSON.needsEscape) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(value.utf8.count + 2)
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: value.utf8)
            bytes.append(UInt8(ascii: "\""))
            return String(decoding: bytes, as: UTF8.self)
        }
        var output = ""
        OrderedJSON.writeString(value, into: &output)
        return output
    }
}
