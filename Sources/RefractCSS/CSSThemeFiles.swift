import RefractOutput

/// The `themeFiles` setting: the blocks of each theme other than the default in a file of its own
/// (`tokens.christmas.css`), loaded after the main file only where the theme is used.
///
/// The blocks rely on their order at equal specificity (an element's own attribute after an ancestor's), and
/// files loaded separately would put a theme's blocks after all the others. So every block is put in a cascade
/// layer of its own, and the main file orders the layers first, by specificity and then by the block's place
/// in the one-file order: a later layer wins whatever its specificity, so the winner is the block that would
/// have won in one file, whatever order the theme files arrive in after the main one.
package enum CSSThemeFiles {
    /// `context` with each block in its layer and the main file's `layerOrder`; unchanged when no block
    /// belongs to a theme file.
    static func layered(_ context: CSSContext) -> CSSContext {
        guard context.blocks.contains(where: { $0.theme != nil }) else { return context }
        var result = context
        let ranked = context.blocks.indices.sorted {
            (specificity(context.blocks[$0].selectors), $0) < (specificity(context.blocks[$1].selectors), $1)
        }
        var layerOf = [Int](repeating: 0, count: context.blocks.count)
        for (rank, index) in ranked.enumerated() { layerOf[index] = rank }
        func name(_ rank: Int) -> String { "refract-\(rank)" }
        for index in result.blocks.indices {
            var block = result.blocks[index]
            block.atRules = [CSSAtRule(rule: "@layer " + name(layerOf[index]), indent: "")]
                + block.atRules.map { CSSAtRule(rule: $0.rule, indent: $0.indent + "  ") }
            block.indent += "  "
            block.selector = block.selector.replacingOccurrences(of: "\n", with: "\n  ")
            result.blocks[index] = block
        }
        result.layerOrder = "@layer " + ranked.indices.map(name).joined(separator: ", ") + ";"
        return result
    }

    /// The main file (every block of no theme, the registrations, the layer order), then one per theme, in the
    /// order its blocks first come: `tokens.css`, `tokens.christmas.css`.
    package static func files(_ context: CSSContext, fileName: String) -> [(path: String, context: CSSContext)] {
        var main = context
        main.blocks = context.blocks.filter { $0.theme == nil }
        var themes: [String] = []
        for block in context.blocks {
            if let theme = block.theme, !themes.contains(theme) { themes.append(theme) }
        }
        return [(fileName, main)] + themes.map { theme in
            var file = context
            file.blocks = context.blocks.filter { $0.theme == theme }
            file.properties = []
            file.registersProperties = false
            file.layerOrder = ""
            file.fileName = path(fileName, theme: theme)
            return (file.fileName, file)
        }
    }

    /// `tokens.css` with the theme's name before the extension, in kebab case: `tokens.christmas.css`.
    static func path(_ fileName: String, theme: String) -> String {
        let words = NameWords.kebab(NameWords.words(theme))
        let label = words.isEmpty ? "theme" : words
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return fileName + "." + label }
        return fileName[..<dot] + "." + label + fileName[dot...]
    }

    /// Specificity of a selector list whose selectors all have the same: attributes, classes and `:root` or
    /// `:host` in the first one (`:is([a] *)` counts as its attribute), outside quoted values.
    static func specificity(_ selectors: [String]) -> Int {
        guard let selector = selectors.first else { return 0 }
        var count = 0
        var quote: Character?
        var previous: Character = " "
        for character in selector {
            if let open = quote {
                if character == open, previous != "\\" { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "[" {
                count += 1
            } else if character == ".", previous != "\\" {
                count += 1
            }
            previous = character
        }
        count += selector.components(separatedBy: ":root").count - 1
        count += selector.components(separatedBy: ":host").count - 1
        return count
    }
}
