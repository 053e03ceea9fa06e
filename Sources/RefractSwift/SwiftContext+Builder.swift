import RefractDiagnostics
import RefractModel
import RefractOutput

extension SwiftContext {
    public static let contractVersion = 1
    public static let defaultAccessorPrefix = "theme"

    /// SwiftUI's own `ShapeStyle` statics that an accessor must never shadow (possible only with an empty prefix).
    static let swiftUIShapeStyles: Set<String> = [
        "primary", "secondary", "tertiary", "quaternary", "quinary", "background", "foreground", "tint",
        "separator", "selection", "fill", "link", "placeholder", "windowBackground", "image", "color",
    ]

    /// Builds the context of `layout`; `accessorPrefix` starts the static shape-style accessors (`themePrimary`).
    public static func build(
        _ layout: ThemeLayout, accessorPrefix: String = defaultAccessorPrefix
    ) -> (SwiftContext, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let collections = layout.collections.enumerated().map { index, collection in
            let names = Set(collection.members.map(\.name))
            return Collection(
                typeName: SwiftLiteral.typeName(collection.kind), property: collection.kind.property,
                docLines: [" The \(collection.kind.property) of a theme."],
                members: collection.members.enumerated().map { i, member in
                    Member(
                        identifier: SwiftSyntax.declarationName(member.name), name: member.name,
                        label: SwiftSyntax.argumentLabel(member.name),
                        path: member.path.dotted, valueType: SwiftLiteral.valueType(collection.kind),
                        docLines: SwiftSyntax.docLines(member.description),
                        deprecation: member.deprecation.map { deprecationMessage($0, path: member.path) },
                        storage: member.deprecation == nil
                            ? SwiftSyntax.declarationName(member.name) : storageName(member.name, avoiding: names),
                        separator: i == collection.members.count - 1 ? "" : ",")
                },
                hasDeprecatedMembers: collection.members.contains { $0.deprecation != nil },
                separator: index == layout.collections.count - 1 ? "" : ",")
        }
        let themes = layout.themes.enumerated().map { t, theme in
            Theme(
                identifier: SwiftSyntax.declarationName(theme.identifier),
                name: SwiftSyntax.stringContents(theme.name), isDefault: theme.isDefault,
                collections: layout.collections.enumerated().map { index, collection in
                    ThemeCollection(
                        typeName: SwiftLiteral.typeName(collection.kind), property: collection.kind.property,
                        values: collection.members.enumerated().map { i, member in
                            Value(
                                identifier: SwiftSyntax.declarationName(member.name),
                                label: SwiftSyntax.argumentLabel(member.name),
                                literal: SwiftLiteral.adaptive(member.values[t], kind: collection.kind),
                                separator: i == collection.members.count - 1 ? "" : ",")
                        },
                        separator: index == layout.collections.count - 1 ? "" : ",")
                })
        }
        let defaultTheme = layout.defaultTheme
        let defaultAlias = defaultTheme.flatMap { $0.identifier == "default" ? nil : SwiftSyntax.declarationName($0.identifier) }
        if defaultAlias != nil, let clash = layout.themes.first(where: { $0.identifier == "default" }) {
            diagnostics.append(.error(
                "swift.name-collision",
                "theme '\(clash.name)' becomes 'Theme.default', which names the default theme", at: nil,
                help: "rename the context, or make it the modifier's default"))
        }
        var accessorOwners: [String: String] = [:]
        func accessors(_ kind: ThemeCollectionKind, suffix: String) -> [Accessor] {
            let members = layout.collections.first { $0.kind == kind }?.members ?? []
            return members.compactMap { member in
                let accessor = accessorPrefix.isEmpty && suffix.isEmpty
                    ? member.name
                    : accessorPrefix + (accessorPrefix.isEmpty ? member.name : upperFirst(member.name)) + suffix
                if swiftUIShapeStyles.contains(accessor) || SwiftSyntax.keywords.contains(accessor) {
                    diagnostics.append(.warning(
                        "swift.accessor-shadows-swiftui",
                        "no shape style accessor for '\(member.path)': '.\(accessor)' would shadow SwiftUI's",
                        at: nil, help: "set the 'accessorPrefix' setting"))
                    return nil
                }
                if let other = accessorOwners[accessor] {
                    diagnostics.append(.error(
                        "swift.name-collision",
                        "tokens '\(other)' and '\(member.path)' both become '.\(accessor)'", at: nil,
                        help: "rename one of the tokens"))
                    return nil
                }
                accessorOwners[accessor] = member.path.dotted
                return Accessor(
                    accessor: accessor, identifier: SwiftSyntax.declarationName(member.name),
                    docLines: SwiftSyntax.docLines(member.description),
                    deprecation: member.deprecation.map { deprecationMessage($0, path: member.path) })
            }
        }
        let context = SwiftContext(
            version: contractVersion, header: "Generated by Refract from design tokens. Do not edit.",
            accessorPrefix: accessorPrefix, collections: collections, themes: themes, defaultAlias: defaultAlias,
            colorAccessors: accessors(.colors, suffix: ""), gradientAccessors: accessors(.gradients, suffix: "Gradient"))
        return (context, diagnostics)
    }

    private static func deprecationMessage(_ deprecation: Deprecation, path: TokenPath) -> String {
        SwiftSyntax.stringContents(deprecation.message ?? "token '\(path.dotted)' is deprecated")
    }

    /// `_name`, with more underscores while that names another member.
    private static func storageName(_ name: String, avoiding names: Set<String>) -> String {
        var storage = "_" + name
        while names.contains(storage) { storage = "_" + storage }
        return storage
    }

    private static func upperFirst(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
