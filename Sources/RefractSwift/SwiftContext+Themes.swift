import RefractThemes

extension SwiftContext {
    /// The themes and the values files that fill them in. The first theme sets every member; a later one
    /// starts from it and sets only the members whose values differ. A member's statement goes to values
    /// file `valueFileIndex(property, name)`, chosen by its collection and name alone: an added token adds its
    /// own lines to one file, and no other member's line moves.
    static func themeConstants(_ layout: ThemeLayout, literal: SwiftLiteral) -> ([Theme], [ValueFile]) {
        let themeNames = layout.themes.map { SwiftSyntax.declarationName($0.identifier) }
        var files = (0..<valueFileCount).map { file in
            themeNames.map { ThemeDeclarations(identifier: $0, function: "values\(file)", values: []) }
        }
        for collection in layout.collections {
            let property = collection.kind.property
            for (i, member) in collection.members.enumerated() {
                let file = valueFileIndex(property, member.name)
                for t in themeNames.indices where t == 0 || !collection.sameValue(i, 0, t) {
                    files[file][t].values.append(Value(
                        property: property, identifier: SwiftSyntax.declarationName(member.name),
                        literal: literal.adaptive(collection.value(i, theme: t), isAdaptive: collection.isAdaptive),
                        path: SwiftSyntax.lineComment(member.path.dotted)))
                }
            }
        }
        // A later theme's function is written only in the files where it sets something (a member's file stays
        // its hash's); one that sets nothing anywhere keeps the empty function of file 0, as its declaration
        // calls at least one. The first theme has one in every file: a file no member hashes to holds that
        // (empty) function rather than nothing, and adding a token never changes the first theme's calls.
        let written = themeNames.indices.map { t in
            let used = (0..<valueFileCount).filter { t == 0 || !files[$0][t].values.isEmpty }
            return used.isEmpty ? [0] : used
        }
        let themes = layout.themes.enumerated().map { t, theme in
            Theme(
                identifier: themeNames[t], name: SwiftSyntax.stringContents(theme.name), isDefault: theme.isDefault,
                base: t == 0 ? nil : themeNames[0],
                values: written[t].map { file in
                    Reference(
                        reference: "\(literal.prefix)Values.\(themeNames[t]).values\(file)",
                        separator: file == written[t].last ? "" : ", ")
                })
        }
        let valueFiles = files.enumerated().map { index, declarations in
            let used = declarations.indices.filter { written[$0].contains(index) }.map { declarations[$0] }
            return ValueFile(fileName: "ThemeValues\(index).swift", hasValues: !themeNames.isEmpty, themes: used)
        }
        return (themes, valueFiles)
    }

    /// The values file of member `name` of the collection `property`: FNV-1a of both, so the same for a
    /// member whatever the other members are.
    package static func valueFileIndex(_ property: String, _ name: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in (property + "." + name).utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % UInt32(valueFileCount))
    }

    /// The names of every file the Swift output has, whatever the tokens: a build system declares them up front.
    /// `ThemeStrings.swift` too: for a set without text (`string`) tokens it declares the empty type.
    package static let fileNames: [String] = ["Theme.swift", "ThemeRuntime.swift", "Theme+SwiftUI.swift", "Theme+UIKit.swift", "Theme+Previews.swift"]
        + ThemeCollectionKind.allCases.map { SwiftLiteral.standard.typeName($0) + ".swift" }
        + (0..<valueFileCount).map { "ThemeValues\($0).swift" }
}
