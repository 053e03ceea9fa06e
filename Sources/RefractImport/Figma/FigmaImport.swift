/// Figma's REST local variables and its DTCG export (modes become a resolver through `ImportResult.resolver`).
enum FigmaImport {
    static func translate(_ input: ImportInput) -> ImportResult { FormatUnavailable.result(input) }
}
