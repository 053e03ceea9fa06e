/// The importer stage: a located tree in a legacy format becomes a DTCG-shaped located tree, before the
/// parser sees it, so every later error still points into the original file. Pure: data in, data out.
package enum TokenImporter {
    package static func translate(_ input: ImportInput) -> ImportResult {
        switch input.format {
        case .dtcg: ImportResult(documents: input.documents)
        case .styleDictionary: StyleDictionaryImport.translate(input)
        case .tokensStudio: TokensStudioImport.translate(input)
        case .figma: FigmaImport.translate(input)
        case .materialTheme: MaterialThemeImport.translate(input)
        }
    }
}
