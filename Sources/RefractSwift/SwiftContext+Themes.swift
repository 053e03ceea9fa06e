import RefractThemes

extension SwiftContext {
    /// The themes, as references to constants, and the values files that declare those constants: one
    /// constant per theme for a plain collection (`ThemeValues.light.sizes`) and per part for a partitioned
    /// one (`ThemeValues.light.colors0`). A constant whose values equal an earlier theme's is not declared
    /// again; the theme refers to the earlier one (the first earlier theme with equal values always declares
    /// it: one it referred to would have been found first).
    ///
    /// Constant `g` of all a theme's constants (collections in kind order, parts in order) of theme `t` goes
    /// to values file `(t + g) % valueFileCount`: spread evenly whatever the number of themes, and a changed
    /// value never moves a constant to another file.
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
            var constant = 0
            for (index, collection) in layout.collections.enumerated() {
                let typeName = literal.typeName(collection.kind)
                let separator = index == layout.collections.count - 1 ? "" : ","
                let property = collection.kind.property
                let count = collection.members.count
                let isPartitioned = count > partSize
                func values(_ range: Range<Int>) -> [Value] {
                    range.map { i in
                        Value(
                            label: SwiftSyntax.argumentLabel(collection.members[i].name),
                            literal: literal.adaptive(collection.value(i, theme: t), isAdaptive: collection.isAdaptive),
                            path: SwiftSyntax.lineComment(collection.members[i].path.dotted), separator: i == range.upperBound - 1 ? "" : ",")
                    }
                }
                /// The constant of `range` named `identifier`, declared unless an earlier theme has it.
                func reference(_ identifier: String, _ type: String, _ range: Range<Int>, isPart: Bool = false) -> String {
                    defer { constant += 1 }
                    if let earlier = earlierEqual(collection, range, t) {
                        return "\(literal.prefix)Values.\(themeNames[earlier]).\(identifier)"
                    }
                    declare(
                        Declaration(identifier: identifier, typeName: type, isPart: isPart, values: values(range)),
                        theme: t, constant: constant)
                    return "\(literal.prefix)Values.\(name).\(identifier)"
                }
                var themeCollection = ThemeCollection(
                    typeName: typeName, property: property, isPartitioned: isPartitioned, reference: "\(typeName)()",
                    parts: [], separator: separator)
                if isPartitioned {
                    let ranges = partRanges(count)
                    themeCollection.parts = ranges.enumerated().map { p, range in
                        Reference(
                            reference: reference("\(property)\(p)", "[\(literal.valueType(collection))]", range, isPart: true),
                            separator: p == ranges.count - 1 ? "" : ", ")
                    }
                } else if count > 0 {
                    themeCollection.reference = reference(property, typeName, 0..<count)
                }
                collections.append(themeCollection)
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
