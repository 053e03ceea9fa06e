/// The languages `refract usage` reads, by file extension, and how each is scanned. Objective-C is not read:
/// the generated Swift types (structs with generic members) are not visible to it, so it cannot use a name.
struct SourceLanguage: Sendable, Equatable {
    var family: ReferenceKey.Family
    /// `//` starts a comment (not in CSS and HTML, where `//` is part of a URL).
    var lineComments: Bool
    /// `/* … */` is a comment.
    var blockComments: Bool
    /// `<!-- … -->` is a comment.
    var markupComments: Bool
    /// Identifier chains (`theme.colors.primary`) are references.
    var chains: Bool
    /// `var(--x)` is a reference.
    var customProperties: Bool
    /// `@color/x`, `?attr/x` are references.
    var resourceReferences: Bool

    static let swift = SourceLanguage(
        family: .swift, lineComments: true, blockComments: true, markupComments: false, chains: true,
        customProperties: false, resourceReferences: false)
    static let kotlin = SourceLanguage(
        family: .kotlin, lineComments: true, blockComments: true, markupComments: false, chains: true,
        customProperties: false, resourceReferences: false)
    static let xml = SourceLanguage(
        family: .xml, lineComments: false, blockComments: false, markupComments: true, chains: false,
        customProperties: false, resourceReferences: true)
    static let script = SourceLanguage(
        family: .web, lineComments: true, blockComments: true, markupComments: false, chains: true,
        customProperties: true, resourceReferences: false)
    static let stylesheet = SourceLanguage(
        family: .web, lineComments: false, blockComments: true, markupComments: false, chains: false,
        customProperties: true, resourceReferences: false)
    static let scss = SourceLanguage(
        family: .web, lineComments: true, blockComments: true, markupComments: false, chains: false,
        customProperties: true, resourceReferences: false)
    static let html = SourceLanguage(
        family: .web, lineComments: false, blockComments: false, markupComments: true, chains: false,
        customProperties: true, resourceReferences: false)

    /// The language of a file by its extension, nil for a file `usage` does not read.
    static func of(path: String) -> SourceLanguage? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "swift": return .swift
        case "kt", "kts", "java": return .kotlin
        case "xml": return .xml
        case "ts", "tsx", "js", "jsx", "mjs", "cjs", "mts", "cts", "vue", "svelte": return .script
        case "css": return .stylesheet
        case "scss", "sass", "less": return .scss
        case "html", "htm": return .html
        default: return nil
        }
    }
}
