/// A positional argument, shown as `<name>` in usage and help.
public struct ArgumentSpec: Sendable, Hashable {
    public var name: String
    public var help: String
    /// A repeating argument takes every remaining positional; declare it last.
    public var isRepeating: Bool
    public var isRequired: Bool

    public init(_ name: String, help: String, isRepeating: Bool = false, isRequired: Bool = false) {
        self.name = name
        self.help = help
        self.isRepeating = isRepeating
        self.isRequired = isRequired
    }

    var label: String { "<\(name)>" }
}
