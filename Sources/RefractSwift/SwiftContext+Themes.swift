import RefractThemes

extension SwiftContext {
    /// The themes with their values as constants: a value equal to an earlier theme's (same member) refers to
    /// that theme's constant, and a part or collection equal to an earlier theme's refers to its part or
    /// collection constant, so nothing is written twice and every expression stays small. The first earlier
    /// theme with equal values always declares the constant: one it referred to would have been found first.
    static func themeConstants(_ layout: ThemeLayout) -> [Theme] {
        var themes: [Theme] = []
        let themeNames = layout.themes.map { SwiftSyntax.declarationName($0.identifier) }
        func earlierEqual(_ collection: ThemeLayout.Collection, _ members: Range<Int>, _ t: Int) -> Int? {
            (0..<t).first { e in members.allSatisfy { collection.sameValue($0, e, t) } }
        }
        for (t, name) in themeNames.enumerated() {
            var collections: [ThemeCollection] = []
            var groups: [ConstantGroup] = []
            for (index, collection) in layout.collections.enumerated() {
                let typeName = SwiftLiteral.typeName(collection.kind)
                let namespace = String(typeName.dropFirst("Theme".count))
                let separator = index == layout.collections.count - 1 ? "" : ","
                let property = collection.kind.property
                if let earlier = earlierEqual(collection, collection.members.indices, t) {
                    collections.append(ThemeCollection(
                        typeName: typeName, property: property, reference: "ThemeValues.\(themeNames[earlier]).\(property)",
                        declaration: nil, separator: separator))
                    continue
                }
                var constants: [Constant] = []
                let valueType = SwiftLiteral.valueType(collection.kind)
                let ranges = partRanges(collection.members.count)
                let parts = ranges.enumerated().map { p, range in
                    let identifier = "\(property)\(p)"
                    let partSeparator = p == ranges.count - 1 ? "" : ", "
                    if let earlier = earlierEqual(collection, range, t) {
                        return ThemePart(
                            reference: "ThemeValues.\(themeNames[earlier]).\(identifier)", partDeclaration: nil,
                            separator: partSeparator)
                    }
                    let values = range.map { i in
                        let name = collection.members[i].name
                        let member = SwiftSyntax.declarationName(name)
                        let earlier = (0..<t).first { collection.sameValue(i, $0, t) }
                        if earlier == nil {
                            constants.append(Constant(
                                identifier: member, valueType: valueType,
                                literal: SwiftLiteral.adaptive(collection.value(i, theme: t), kind: collection.kind)))
                        }
                        let owner = earlier.map { "ThemeValues.\(themeNames[$0])." } ?? ""
                        return Value(
                            label: SwiftSyntax.argumentLabel(name), reference: "\(owner)\(namespace).\(member)",
                            separator: i == range.upperBound - 1 ? "" : ",")
                    }
                    return ThemePart(
                        reference: identifier,
                        partDeclaration: PartDeclaration(
                            identifier: identifier, typeName: "\(typeName).Part\(p)", values: values),
                        separator: partSeparator)
                }
                if !constants.isEmpty {
                    groups.append(ConstantGroup(namespace: namespace, constants: constants))
                }
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
}
