import RefractDiagnostics
import RefractModel
import RefractOutput

/// The static shape-style accessors of colours and gradients (`.themePrimary`): their names, checked against
/// SwiftUI's statics and each other, and their code. Members are added while their collection is printed,
/// when their names and descriptions were just read: a pass of its own over 50k colours was mostly cache misses.
struct SwiftAccessors {
    /// The accessors of one collection.
    struct Printed {
        var list: [SwiftContext.Accessor] = []
        var code = SwiftCode()
    }

    let prefix: String
    /// Whether to build the structured `Accessor` values besides the lines.
    let structured: Bool
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var colors = Printed()
    private(set) var gradients = Printed()
    /// Which member took each accessor name, of both kinds together: its path is read only for a diagnostic,
    /// as reading every path was a cache miss per member.
    private var owners: [String: (kind: ThemeCollectionKind, index: Int)] = [:]
    private let layout: ThemeLayout
    /// Whether an accessor can be one of `shadowing`: not when no such word starts with the prefix.
    private let canShadow: Bool
    /// Whether only a colour named `…Gradient` can share an accessor with another member (see `mayCollide`).
    private let onlyGradientSuffixesCollide: Bool

    init(_ layout: ThemeLayout, prefix: String, structured: Bool) {
        self.layout = layout
        self.prefix = prefix
        self.structured = structured
        let styled = layout.collections.filter { Self.style(of: $0.kind) != nil }
        let counts = styled.map(\.members.count)
        canShadow = prefix.isEmpty || Self.shadowing.contains { $0.hasPrefix(prefix) }
        onlyGradientSuffixesCollide = !styled.contains { collection in
            collection.members.contains { ($0.name.utf8.first.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) ?? false }
        }
        colors.code = SwiftCode(capacity: (counts.first ?? 0) * 160)
    }

    /// Whether the member's accessor may equal another member's, so it is checked against them. Names are
    /// unique in a collection, so two accessors of one kind are equal only when their names differ in the case
    /// of the first letter alone (which the prefix capitalizes), impossible when no name starts upper-case;
    /// a colour's accessor can then equal only a gradient's (`…` + `Gradient`), when its name ends so.
    private func mayCollide(_ kind: ThemeCollectionKind, name: String) -> Bool {
        guard onlyGradientSuffixesCollide, kind == .colors else { return true }
        return Self.endsWithGradient(name)
    }

    private static func endsWithGradient(_ name: String) -> Bool {
        let suffix: StaticString = "Gradient"
        let count = name.utf8.count
        guard count >= suffix.utf8CodeUnitCount else { return false }
        return suffix.withUTF8Buffer { suffix in name.utf8.suffix(suffix.count).elementsEqual(suffix) }
    }

    /// `ThemeShapeStyle<style>` for the kinds that have accessors, in the order their diagnostics come.
    static func style(of kind: ThemeCollectionKind) -> String? {
        switch kind {
        case .colors: "ThemeColor"
        case .gradients: "ThemeGradient"
        default: nil
        }
    }

    /// Adds the accessor of a member of the collection `kind` (colours or gradients).
    mutating func add(
        _ kind: ThemeCollectionKind, index: Int, name: String, description: String?, identifier: String,
        deprecation: String?
    ) {
        guard let style = Self.style(of: kind) else { return }
        let suffix = kind == .colors ? "" : "Gradient"
        // Most accessors are only printed: their name is then written without making a string of it.
        let checked = canShadow || structured || mayCollide(kind, name: name)
        var accessor = ""
        if checked {
            guard let checkedName = accessorName(name, of: (kind, index), suffix: suffix) else { return }
            accessor = checkedName
        }
        func print(_ printed: inout Printed) {
            SwiftSyntax.writeDeclarationHeader(doc: description, deprecation: deprecation, into: &printed.code)
            printed.code.write("    public static var ")
            if checked {
                printed.code.write(accessor)
            } else if prefix.isEmpty {
                printed.code.write(name)
                printed.code.write(suffix)
            } else {
                printed.code.write(prefix)
                printed.code.write(capitalizing: name)
                printed.code.write(suffix)
            }
            printed.code.write(": ThemeShapeStyle<")
            printed.code.write(style)
            printed.code.write("> { ThemeShapeStyle(\\.")
            printed.code.write(kind.property)
            printed.code.write(".")
            printed.code.write(identifier)
            printed.code.write(") }\n")
            if structured {
                printed.list.append(SwiftContext.Accessor(
                    accessor: accessor, identifier: identifier, docLines: SwiftSyntax.docLines(description),
                    deprecation: deprecation))
            }
        }
        if kind == .colors { print(&colors) } else { print(&gradients) }
    }

    /// Nil, with a diagnostic, when the name would shadow SwiftUI's or another token's accessor.
    private mutating func accessorName(
        _ name: String, of member: (kind: ThemeCollectionKind, index: Int), suffix: String
    ) -> String? {
        let accessor = prefix.isEmpty ? name + suffix : Self.joined(prefix, capitalizing: name, suffix)
        if Self.shadowing.contains(accessor) {
            diagnostics.append(.warning(
                "swift.accessor-shadows-swiftui",
                "no shape style accessor for '\(path(member))': '.\(accessor)' would shadow SwiftUI's",
                at: nil, help: "set the 'accessorPrefix' setting"))
            return nil
        }
        // One hash for a new name (nearly all); a taken name gets its first owner back.
        if let other = owners.updateValue(member, forKey: accessor) {
            owners[accessor] = other
            diagnostics.append(.error(
                "swift.name-collision",
                "tokens '\(path(other))' and '\(path(member))' both become '.\(accessor)'", at: nil,
                help: "rename one of the tokens"))
            return nil
        }
        return accessor
    }

    /// SwiftUI's shape styles and Swift's keywords in one set: one lookup per accessor.
    private static let shadowing = SwiftContext.swiftUIShapeStyles.union(SwiftSyntax.keywords)

    private func path(_ member: (kind: ThemeCollectionKind, index: Int)) -> String {
        layout.collections.first { $0.kind == member.kind }?.members[member.index].path.dotted ?? ""
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
