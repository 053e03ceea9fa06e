/// A titled two-column table in a command's help, after its options: `RULES:` and one row per rule.
package struct HelpSection: Sendable, Hashable {
    package struct Row: Sendable, Hashable {
        package var label: String
        package var text: String

        package init(label: String, text: String) {
            self.label = label
            self.text = text
        }
    }

    package var title: String
    package var rows: [Row]

    package init(title: String, rows: [Row]) {
        self.title = title
        self.rows = rows
    }
}
