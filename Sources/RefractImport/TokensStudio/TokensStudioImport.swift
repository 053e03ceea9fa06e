/// Tokens Studio sets, `$metadata.json` and `$themes.json` (a resolver through `ImportResult.resolver`).
enum TokensStudioImport {
    static func translate(_ input: ImportInput) -> ImportResult { TokensStudioProject.translate(input) }
}
