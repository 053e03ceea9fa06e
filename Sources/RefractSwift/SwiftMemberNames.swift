import RefractModel
import RefractOutput

/// What every printed form of a member needs, computed once: the collection's declarations, its theme
/// constants and its accessor all print it.
struct SwiftMemberNames {
    /// As declared: `brandPrimary`, `` `default` ``.
    var identifier: String
    /// As an argument label.
    var label: String
    /// Contents of the deprecation message string, when deprecated.
    var deprecation: String?

    init(_ member: ThemeLayout.Member) {
        if SwiftSyntax.keywords.contains(member.name) {
            identifier = "`\(member.name)`"
            label = SwiftSyntax.argumentLabel(member.name)
        } else {
            identifier = member.name
            label = member.name
        }
        deprecation = member.deprecation.map { deprecation in
            SwiftSyntax.stringContents(deprecation.message ?? "token '\(member.path.dotted)' is deprecated")
        }
    }
}
