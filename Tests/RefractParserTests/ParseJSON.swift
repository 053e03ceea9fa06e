import RefractParser
import RefractSyntax
import Testing

/// One JSON token document read and parsed, as the parser tests start from; `name` tells the file apart
/// in findings.
func parseTokens(_ json: String, name: String) throws -> TokenParser.Result {
    let read = readDocument(bytes: Array(json.utf8), path: "\(name).tokens.json", format: .json)
    let root = try #require(read.root)
    return TokenParser.parse(documents: [root])
}
