/// A string as a JSON string literal, escaped as the machine formats escape theirs (`OrderedJSON`), for the
/// other places that write JSON text by hand.
package enum JSONStringLiteral {
    package static func quoted(_ value: String) -> String {
        var output = ""
        OrderedJSON.writeString(value, into: &output)
        return output
    }
}
