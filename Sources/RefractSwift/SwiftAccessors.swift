import RefractDiagnostics
import RefractModel
import RefractOutput

/// The static shape-style accessors of colours and gradients (`.themePrimary`): their names, checked against
/// SwiftUI's statics and each other, and their code.
struct SwiftAccessors {
    let layout: ThemeLayout
    let names: [SwiftMemberNames]
    let prefix: String
    /// Whether to build the structured `Accessor` values besides the lines.
    let structured: Bool
    private(set) var diagnostics: [Diagnostic] = []
    /// Which token took each accessor name, of both kinds together.
    private var owners: [String: TokenPath] = [:]

    init(_ layout: ThemeLayout, names: [SwiftMemberNames], prefix: String, structured: Bool) {
        self.layout = layout
        self.names = names
        self.prefix = prefix
        self.structured = structured
        let counts = layout.collections.filter { $0.kind == .colors || $0.kind == .gradients }.map(\.members.count)
        owners.reserveCapacity(counts.reduce(0, +))
    }

    /// The accessors of the collection `kind`, of type `ThemeShapeStyle<style>`.
    mutating func build(
        _ kind: ThemeCollectionKind, suffix: String, style: String
    ) -> (list: [SwiftContext.Accessor], lines: String) {
        guard let index = layout.collections.firstIndex(where: { $0.kind == kind }) else { return ([], "") }
        var list: [SwiftContext.Accessor] = []
        let members = layout.collections[index].members
        var code = SwiftCode(capacity: members.count * 160)
        let names = names[index]
        for i in members.indices {
            guard let accessor = accessorName(members[i].name, path: members[i].path, suffix: suffix) else { continue }
            let identifier = names.identifier(i), deprecation = names.deprecation(i)
            SwiftSyntax.writeDeclarationHeader(doc: members[i].description, deprecation: deprecation, into: &code)
            code.write("    public static var ")
            code.write(accessor)
            code.write(": ThemeShapeStyle<")
            code.write(style)
            code.write("> { ThemeShapeStyle(\\.")
            code.write(kind.property)
            code.write(".")
            code.write(identifier)
            code.write(") }\n")
            if structured {
                list.append(SwiftContext.Accessor(
                    accessor: accessor, identifier: identifier, docLines: SwiftSyntax.docLines(members[i].description),
                    deprecation: deprecation))
            }
        }
        return (list, code.lines)
    }

    /// Nil, with a diagnostic, when the name would shadow SwiftUI's or another token's accessor.
    private mutating func accessorName(_ name: String, path: TokenPath, suffix: String) -> String? {
        let accessor = prefix.isEmpty ? name + suffix : Self.joined(prefix, capitalizing: name, suffix)
        if SwiftContext.swiftUIShapeStyles.contains(accessor) || SwiftSyntax.keywords.contains(accessor) {
            diagnostics.append(.warning(
                "swift.accessor-shadows-swiftui",
                "no shape style accessor for '\(path.dotted)': '.\(accessor)' would shadow SwiftUI's",
                at: nil, help: "set the 'accessorPrefix' setting"))
            return nil
        }
        if let other = owners[accessor] {
            diagnostics.append(.error(
                "swift.name-collision",
                "tokens '\(other.dotted)' and '\(path.dotted)' both become '.\(accessor)'", at: nil,
                help: "rename one of the tokens"))
            return nil
        }
        owners[accessor] = path
        return accessor
    }

    /// `prefix + name + suffix` with the first letter of `name` upper-cased, in one allocation (one per
    /// colour of a large set). Member names are ASCII (see `ThemeMemberName`), so only an ASCII first letter
    /// can change.
    private static func joined(_ prefix: String, capitalizing name: String, _ suffix: String) -> String {
        let count = prefix.utf8.count + name.utf8.count + suffix.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = 0
            func append(_ byte: UInt8) {
                buffer[end] = byte
                end += 1
            }
            prefix.utf8.forEach(append)
            for (offset, byte) in name.utf8.enumerated() {
                append(offset == 0 && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte)
            }
            suffix.utf8.forEach(append)
            return end
        }
    }
}
