import RefractThemes

/// The bundle's `values`: each distinct value's text once, in the order first asked for, and its index as
/// the text members and tokens print in its place. A value is used by its theme's member and again by every
/// permutation's token, and aliases repeat their target's value, so most are asked for several times. Two
/// values of different kinds with the same text (a size and a number of 4) share one entry: the reader
/// decodes an entry as the type of the member that refers to it.
struct ValueTable {
    /// Indentation of an entry of `values` in the bundle the built-in template lays out.
    static let indent = 4

    private var indices: [ThemeValue: Int] = [:]
    private var indicesByText: [String: Int] = [:]
    private(set) var texts: [String] = []
    private var references: [String] = []

    /// The index of `value` in the table, as JSON text; the value is added when it is new.
    mutating func reference(to value: ThemeValue) -> String {
        if let known = indices[value] { return references[known] }
        let text = value.json(indent: Self.indent)
        let index: Int
        if let same = indicesByText[text] {
            index = same
        } else {
            index = texts.count
            texts.append(text)
            references.append(String(index))
            indicesByText[text] = index
        }
        indices[value] = index
        return references[index]
    }
}
