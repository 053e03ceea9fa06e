import RefractDiagnostics

/// The optional `{{! refract: key=value … }}` comment that opens a template.
enum Pragma {
    static let prefix = "refract:"

    static func escapeMode(in tokens: [Token], bytes: [UInt8], locator: SourceLocator) throws(TemplateError)
        -> EscapeMode?
    {
        guard let first = tokens.first, first.start == 0, first.tagKind == .comment,
            first.name.hasPrefix(prefix)
        else { return nil }
        var mode: EscapeMode?
        for setting in first.name.dropFirst(prefix.count).split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, parts[0] == "escape", let value = EscapeMode(rawValue: parts[1]) else {
                throw TemplateError([.error(
                    "template.bad-pragma",
                    "unknown pragma setting '\(setting)'; expected 'escape=html' or 'escape=none'",
                    at: locator.span(first.start, first.end))])
            }
            mode = value
        }
        return mode
    }
}
