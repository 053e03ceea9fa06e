import RefractDiagnostics
import RefractModel
import RefractThemes

/// The static shape-style accessors of colours and gradients (`.themePrimary`): their names, checked against
/// SwiftUI's statics, Swift's keywords and each other.
struct SwiftAccessors {
    let prefix: String
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var colors: [SwiftContext.Accessor] = []
    private(set) var gradients: [SwiftContext.Accessor] = []
    /// The path of the member that took each accessor name, of both kinds together.
    private var owners: [String: TokenPath] = [:]

    init(prefix: String) {
        self.prefix = prefix
    }

    /// Whether members of the collection `kind` get accessors.
    static func hasAccessors(_ kind: ThemeCollectionKind) -> Bool {
        kind == .colors || kind == .gradients
    }

    /// Adds the accessor of a member of the collection `kind` (colours or gradients), unless its name would
    /// shadow SwiftUI's or another member's.
    mutating func add(
        _ kind: ThemeCollectionKind, member: ThemeLayout.Member, identifier: String, docLines: [String],
        deprecation: String?, valueIndex: Int?
    ) {
        guard Self.hasAccessors(kind) else { return }
        let suffix = kind == .colors ? "" : "Gradient"
        let name = member.name
        // Member names are ASCII (see `ThemeMemberName`), so capitalizing changes at most the first letter.
        let accessor = prefix.isEmpty ? name + suffix : prefix + name.prefix(1).uppercased() + name.dropFirst() + suffix
        if Self.shadowing.contains(accessor) {
            diagnostics.append(.warning(
                "swift.accessor-shadows-swiftui",
                "no shape style accessor for '\(member.path)': '.\(accessor)' would shadow SwiftUI's",
                at: nil, help: "set the 'accessorPrefix' setting"))
            return
        }
        if let other = owners[accessor] {
            diagnostics.append(.error(
                "swift.name-collision", "tokens '\(other)' and '\(member.path)' both become '.\(accessor)'", at: nil,
                help: "rename one of the tokens"))
            return
        }
        owners[accessor] = member.path
        let entry = SwiftContext.Accessor(
            accessor: accessor, identifier: identifier, docLines: docLines, deprecation: deprecation,
            valueIndex: valueIndex)
        if kind == .colors { colors.append(entry) } else { gradients.append(entry) }
    }

    /// SwiftUI's shape styles and Swift's keywords.
    private static let shadowing = SwiftContext.swiftUIShapeStyles.union(SwiftSyntax.keywords)
}
