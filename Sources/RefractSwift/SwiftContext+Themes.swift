import RefractThemes

extension SwiftContext {
    /// The themes, as references to constants, and the values files that declare those constants: one
    /// constant per theme and collection (`ThemeValues.light.sizes`), its values labelled by member name, so an
    /// added token adds a line to it and moves no other. A constant whose values equal an earlier theme's is
    /// not declared again; the theme refers to the earlier one (the first earlier theme with equal values
    /// always declares it: one it referred to would have been found first).
    ///
    /// The constant of collection `g` (in kind order) of theme `t` goes to values file
    /// `(t + g) % valueFileCount`: spread evenly whatever the number of themes, and a changed or added value
    /// never moves a constant to another file.
    static func themeConstants(_ layout: ThemeLayout, literal: SwiftLiteral) -> ([Theme], [ValueFile]) {
        var themes: [Theme] = []
        var files = [[ThemeDeclarations]](repeating: [], count: valueFileCount)
        let themeNames = layout.themes.map { SwiftSyntax.declarationName($0.identifier) }
        func earlierEqual(_ collection: ThemeLayout.Collection, _ members: Range<Int>, _ t: Int) -> Int? {
            (0..<t).first { e in members.allSatisfy { collection.sameValue($0, e, t) } }
        }
        func declare(_ declaration: Declaration, theme t: Int, constant g: Int) {
            let file = (t + g) % valueFileCount
            if files[file].last?.identifier == themeNames[t] {
                files[file][files[file].count - 1].declarations.append(declaration)
            } else {
                files[file].append(ThemeDeclarations(identifier: themeNames[t], declarations: [declaration]))
            }
        }
        for (t, name) in themeNames.enumerated() {
            var collections: [ThemeCollection] = []
            for (g, collection) in layout.collections.enumerated() {
                let typeName = literal.typeName(collection.kind)
                let property = collection.kind.property
                let count = collection.members.count
                var reference = "\(typeName)()"
                if count > 0, let earlier = earlierEqual(collection, 0..<count, t) {
                    reference = "\(literal.prefix)Values.\(themeNames[earlier]).\(property)"
                } else if count > 0 {
                    let values = collection.members.indices.map { i in
                        Value(
                            label: SwiftSyntax.argumentLabel(collection.members[i].name),
                            literal: literal.adaptive(collection.value(i, theme: t), kind: collection.kind),
                            path: SwiftSyntax.lineComment(collection.members[i].path.dotted), separator: i == count - 1 ? "" : ",")
                    }
                    declare(Declaration(identifier: property, typeName: typeName, values: values), theme: t, constant: g)
                    reference = "\(literal.prefix)Values.\(name).\(property)"
                }
                collections.append(ThemeCollection(
                    typeName: typeName, property: property, reference: reference,
                    separator: g == layout.collections.count - 1 ? "" : ","))
            }
            let theme = layout.themes[t]
            themes.append(Theme(
                identifier: name, name: SwiftSyntax.stringContents(theme.name), isDefault: theme.isDefault,
                collections: collections))
        }
        let valueFiles = files.enumerated().map { index, declarations in
            ValueFile(fileName: "ThemeValues\(index).swift", hasValues: !declarations.isEmpty, themes: declarations)
        }
        return (themes, valueFiles)
    }

    /// The names of every file the Swift output has, whatever the tokens: a build system declares them up front.
    package static let fileNames: [String] = ["Theme.swift", "ThemeRuntime.swift", "Theme+SwiftUI.swift", "Theme+UIKit.swift"]
        + ThemeCollectionKind.allCases.map { SwiftLiteral.standard.typeName($0) + ".swift" }
        + (0..<valueFileCount).map { "ThemeValues\($0).swift" }
}
