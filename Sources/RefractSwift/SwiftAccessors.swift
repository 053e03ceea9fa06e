import RefractDiagnostics
import RefractModel
import RefractOutput

/// The static shape-style accessors of colours and gradients (`.themePrimary`): their names, checked against
/// SwiftUI's statics and each other, and their code.
struct SwiftAccessors {
    let layout: ThemeLayout
    let names: [[SwiftMemberNames]]
    let prefix: String
    /// Whether to build the structured `Accessor` values besides the lines.
    let structured: Bool
    private(set) var diagnostics: [Diagnostic] = []
    /// Which token took each accessor name, of both kinds together.
    private var owners: [String: TokenPath] = [:]

    init(_ layout: ThemeLayout, names: [[SwiftMemberNames]], prefix: String, structured: Bool) {
        self.layout = layout
        self.names = names
        self.prefix = prefix
        self.structured = structured
    }

    /// The accessors of the collection `kind`, of type `ThemeShapeStyle<style>`.
    mutating func build(
        _ kind: ThemeCollectionKind, suffix: String, style: String
    ) -> (list: [SwiftContext.Accessor], lines: String) {
        guard let index = layout.collections.firstIndex(where: { $0.kind == kind }) else { return ([], "") }
        var list: [SwiftContext.Accessor] = []
        var code = SwiftCode()
        for (member, named) in zip(layout.collections[index].members, names[index]) {
            guard let accessor = accessorName(member, suffix: suffix) else { continue }
            SwiftSyntax.writeDeclarationHeader(doc: member.description, deprecation: named.deprecation, into: &code)
            code.write("    public static var ")
            code.write(accessor)
            code.write(": ThemeShapeStyle<")
            code.write(style)
            code.write("> { ThemeShapeStyle(\\.")
            code.write(kind.property)
            code.write(".")
            code.write(named.identifier)
            code.write(") }\n")
            if structured {
                list.append(SwiftContext.Accessor(
                    accessor: accessor, identifier: named.identifier, docLines: SwiftSyntax.docLines(member.description),
                    deprecation: named.deprecation))
            }
        }
        return (list, code.lines)
    }

    /// Nil, with a diagnostic, when the name would shadow SwiftUI's or another token's accessor.
    private mutating func accessorName(_ member: ThemeLayout.Member, suffix: String) -> String? {
        let accessor = prefix.isEmpty && suffix.isEmpty
            ? member.name
            : prefix + (prefix.isEmpty ? member.name : Self.upperFirst(member.name)) + suffix
        if SwiftContext.swiftUIShapeStyles.contains(accessor) || SwiftSyntax.keywords.contains(accessor) {
            diagnostics.append(.warning(
                "swift.accessor-shadows-swiftui",
                "no shape style accessor for '\(member.path.dotted)': '.\(accessor)' would shadow SwiftUI's",
                at: nil, help: "set the 'accessorPrefix' setting"))
            return nil
        }
        if let other = owners[accessor] {
            diagnostics.append(.error(
                "swift.name-collision",
                "tokens '\(other.dotted)' and '\(member.path.dotted)' both become '.\(accessor)'", at: nil,
                help: "rename one of the tokens"))
            return nil
        }
        owners[accessor] = member.path
        return accessor
    }

    /// Member names are ASCII (see `ThemeMemberName`), so only an ASCII first letter can change.
    private static func upperFirst(_ name: String) -> String {
        guard let first = name.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return name }
        var bytes = Array(name.utf8)
        bytes[0] = first - 32
        return String(decoding: bytes, as: UTF8.self)
    }
}
