/// A string as a JSON string literal, escaped as the machine formats escape theirs (`OrderedJSON`), for the
/// other places that write JSON text by hand.
package enum JSONStringLiteral {
    package static func quoted(_ value: String) -> String {
        // Names and paths rarely need escaping; those are quoted as bytes, made a `String` once, which
        // costs a fraction of appending the quotes and the text to a `String`.
        var value = value
        let plain = value.withUTF8 { utf8 -> String? in
            guard !utf8.contains(where: OrderedJSON.needsEscape) else { return nil }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count + 2)
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
            return String(decoding: bytes, as: UTF8.self)
        }
        if let plain { return plain }
        var output = ""
        OrderedJSON.writeString(value, into: &output)
        return output
    }
}
