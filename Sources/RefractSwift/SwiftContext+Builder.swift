import RefractDiagnostics
import RefractModel
import RefractOutput

extension SwiftContext {
    public static let contractVersion = 3
    /// The most members stored in one part of a collection (see `Part`).
    public static let partSize = 64
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
            let valueType = SwiftLiteral.valueType(collection.kind)
            let count = collection.members.count
            let parts = partRanges(count).enumerated().map { p, range in
                let property = "_part\(p)"
                return Part(
                    typeName: "Part\(p)", property: property,
                    members: range.map { i in
                        let member = collection.members[i]
                        let identifier = SwiftSyntax.declarationName(member.name)
                        return Member(
                            identifier: identifier, name: member.name, label: SwiftSyntax.argumentLabel(member.name),
                            path: member.path.dotted, valueType: valueType,
                            docLines: SwiftSyntax.docLines(member.description),
                            deprecation: member.deprecation.map { deprecationMessage($0, path: member.path) },
                            storage: property + "[\\." + identifier + "]",
                            separator: i == count - 1 ? "" : ",", partSeparator: i == range.upperBound - 1 ? "" : ",")
                    },
                    separator: range.upperBound == count ? "" : ",")
            }
            return Collection(
                typeName: SwiftLiteral.typeName(collection.kind), property: collection.kind.property,
                docLines: [" The \(collection.kind.property) of a theme."], parts: parts,
                hasMembers: count > 0, separator: index == layout.collections.count - 1 ? "" : ",")
        }
        let themes = themeConstants(layout)
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

    /// The member index ranges of the parts of a collection of `count` members.
    public static func partRanges(_ count: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: partSize).map { $0..<min($0 + partSize, count) }
    }

    /// The themes with their values as constants: a value equal to an earlier theme's (same member) refers to
    /// that theme's constant, and a part or collection equal to an earlier theme's refers to its part or
    /// collection constant, so nothing is written twice and every expression stays small. The first earlier
    /// theme with equal values always declares the constant: one it referred to would have been found first.
    static func themeConstants(_ layout: ThemeLayout) -> [Theme] {
        var themes: [Theme] = []
        let names = layout.themes.map { SwiftSyntax.declarationName($0.identifier) }
        func earlierEqual(_ members: ArraySlice<ThemeLayout.Member>, _ t: Int) -> Int? {
            (0..<t).first { e in members.allSatisfy { $0.values[e] == $0.values[t] } }
        }
        for (t, name) in names.enumerated() {
            var collections: [ThemeCollection] = []
            var groups: [ConstantGroup] = []
            for (index, collection) in layout.collections.enumerated() {
                let typeName = SwiftLiteral.typeName(collection.kind)
                let namespace = String(typeName.dropFirst("Theme".count))
                let separator = index == layout.collections.count - 1 ? "" : ","
                let property = collection.kind.property
                if let earlier = earlierEqual(collection.members[...], t) {
                    collections.append(ThemeCollection(
                        typeName: typeName, property: property, reference: "ThemeValues.\(names[earlier]).\(property)",
                        declaration: nil, separator: separator))
                    continue
                }
                var constants: [Constant] = []
                let ranges = partRanges(collection.members.count)
                let parts = ranges.enumerated().map { p, range in
                    let identifier = "\(property)\(p)"
                    let partSeparator = p == ranges.count - 1 ? "" : ", "
                    if let earlier = earlierEqual(collection.members[range], t) {
                        return ThemePart(
                            reference: "ThemeValues.\(names[earlier]).\(identifier)", partDeclaration: nil,
                            separator: partSeparator)
                    }
                    let values = range.map { i in
                        let member = collection.members[i]
                        let identifier = SwiftSyntax.declarationName(member.name)
                        let reference: String
                        if let earlier = (0..<t).first(where: { member.values[$0] == member.values[t] }) {
                            reference = "ThemeValues.\(names[earlier]).\(namespace).\(identifier)"
                        } else {
                            reference = "\(namespace).\(identifier)"
                            constants.append(Constant(
                                identifier: identifier, valueType: SwiftLiteral.valueType(collection.kind),
                                literal: SwiftLiteral.adaptive(member.values[t], kind: collection.kind)))
                        }
                        return Value(
                            label: SwiftSyntax.argumentLabel(member.name), reference: reference,
                            separator: i == range.upperBound - 1 ? "" : ",")
                    }
                    return ThemePart(
                        reference: identifier,
                        partDeclaration: PartDeclaration(identifier: identifier, typeName: "\(typeName).Part\(p)", values: values),
                        separator: partSeparator)
                }
                if !constants.isEmpty { groups.append(ConstantGroup(namespace: namespace, constants: constants)) }
                collections.append(ThemeCollection(
                    typeName: typeName, property: property, reference: "ThemeValues.\(name).\(property)",
                    declaration: Declaration(parts: parts), separator: separator))
            }
            let theme = layout.themes[t]
            themes.append(Theme(
                identifier: name, name: SwiftSyntax.stringContents(theme.name), isDefault: theme.isDefault,
                collections: collections, constantGroups: groups))
        }
        return themes
    }

    private static func deprecationMessage(_ deprecation: Deprecation, path: TokenPath) -> String {
        SwiftSyntax.stringContents(deprecation.message ?? "token '\(path.dotted)' is deprecated")
    }

    private static func upperFirst(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
