import RefractDiagnostics

/// The answer of a format this build cannot read yet: one error at the input, nothing translated.
enum FormatUnavailable {
    static func result(_ input: ImportInput) -> ImportResult {
        ImportResult(diagnostics: [.error(
            "import.format-unavailable",
            "reading \(input.format.displayName) files (format '\(input.format.rawValue)') is not available in this build of refract",
            at: .file(input.root),
            help: "formats read today: \(TokenFormat.allCases.filter(\.isAvailable).map(\.rawValue).joined(separator: ", "))")])
    }
}

extension TokenFormat {
    /// Whether this build translates the format (the rest give `import.format-unavailable`).
    public var isAvailable: Bool {
        switch self {
        case .dtcg, .styleDictionary, .tokensStudio: true
        case .figma: false
        }
    }
}
