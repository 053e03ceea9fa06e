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
        deprecation: String?, renamedMember: String? = nil
    ) {
        guard Self.hasAccessors(kind) else { return }
        let accessor = accessorName(kind, member: member.name)
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
            renamed: renamedMember.map { accessorName(kind, member: $0) }.flatMap { Self.shadowing.contains($0) ? nil : $0 })
        if kind == .colors { colors.append(entry) } else { gradients.append(entry) }
    }

    /// `themePrimary`, `themePrimaryGradient`: the accessor of the member named `name` of the collection `kind`.
    func accessorName(_ kind: ThemeCollectionKind, member name: String) -> String {
        let suffix = kind == .colors ? "" : "Gradient"
        // Member names are ASCII (see `ThemeMemberName`), so capitalizing changes at most the first letter.
        return prefix.isEmpty ? name + suffix : prefix + name.prefix(1).uppercased() + name.dropFirst() + suffix
    }

    /// SwiftUI's shape styles and Swift's keywords.
    private static let shadowing = SwiftContext.swiftUIShapeStyles.union(SwiftSyntax.keywords)
}
