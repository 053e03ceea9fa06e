/// One choice of a context for every modifier, in resolution order: a single resolved token set.
public struct Permutation: Sendable, Hashable, Codable, CustomStringConvertible {
    public struct Selection: Sendable, Hashable, Codable {
        public var modifier: String
        public var context: String

        public init(modifier: String, context: String) {
            self.modifier = modifier
            self.context = context
        }
    }

    var selections: [Selection]

    public init(_ selections: [Selection]) {
        self.selections = selections
    }

    public init(_ pairs: KeyValuePairs<String, String>) {
        self.selections = pairs.map { Selection(modifier: $0.key, context: $0.value) }
    }

    /// The context chosen for `modifier`, or nil when the permutation has no such modifier.
    public subscript(modifier: String) -> String? {
        selections.first { $0.modifier == modifier }?.context
    }

    /// The modifiers, in the resolver's order.
    public var modifiers: [String] { selections.map(\.modifier) }

    /// As the input object of the resolver module: modifier name to context.
    public var inputs: [String: String] {
        var result: [String: String] = [:]
        for selection in selections { result[selection.modifier] = selection.context }
        return result
    }

    /// `theme=christmas, mode=dark`; `default` for a resolver with no modifiers.
    public var description: String {
        selections.isEmpty ? "default" : selections.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
    }
}
