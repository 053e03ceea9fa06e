import RefractModel
import RefractOutput

/// How the members of one collection are printed, for its declarations, its theme constants and its
/// accessors alike. A member is printed by its own name except where that is a keyword (backticked), and
/// few are deprecated, so only those are stored: a copy of every name for 100k members was a retain per
/// name and use.
struct SwiftMemberNames {
    private let members: [ThemeLayout.Member]
    private var keywordNames: [Int: (identifier: String, label: String)] = [:]
    /// Contents of the deprecation message strings.
    private var deprecations: [Int: String] = [:]

    init(_ members: [ThemeLayout.Member]) {
        self.members = members
        for i in members.indices {
            let name = members[i].name
            if SwiftSyntax.keywords.contains(name) {
                keywordNames[i] = ("`\(name)`", SwiftSyntax.argumentLabel(name))
            }
            if let deprecation = members[i].deprecation {
                deprecations[i] = SwiftSyntax.stringContents(
                    deprecation.message ?? "token '\(members[i].path.dotted)' is deprecated")
            }
        }
    }

    /// As declared: `brandPrimary`, `` `default` ``.
    func identifier(_ i: Int) -> String {
        keywordNames.isEmpty ? members[i].name : keywordNames[i]?.identifier ?? members[i].name
    }

    /// As an argument label.
    func label(_ i: Int) -> String {
        keywordNames.isEmpty ? members[i].name : keywordNames[i]?.label ?? members[i].name
    }

    func deprecation(_ i: Int) -> String? {
        deprecations.isEmpty ? nil : deprecations[i]
    }
}
