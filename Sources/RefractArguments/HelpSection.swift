/// A titled two-column table in a command's help, after its options: `RULES:` and one row per rule.
public struct HelpSection: Sendable, Hashable {
    public struct Row: Sendable, Hashable {
        public var label: String
        public var text: String

        public init(label: String, text: String) {
            self.label = label
            self.text = text
        }
    }

    public var title: String
    public var rows: [Row]

    public init(title: String, rows: [Row]) {
        self.title = title
        self.rows = rows
    }
}
