/// A positional argument, shown as `<name>` in usage and help.
package struct ArgumentSpec: Sendable, Hashable {
    package var name: String
    package var help: String
    /// A repeating argument takes every remaining positional; declare it last.
    package var isRepeating: Bool
    package var isRequired: Bool

    package init(_ name: String, help: String, isRepeating: Bool = false, isRequired: Bool = false) {
        self.name = name
        self.help = help
        self.isRepeating = isRepeating
        self.isRequired = isRequired
    }

    var label: String { "<\(name)>" }
}
