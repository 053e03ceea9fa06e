/// A severity the project sets for one code (`compat.legacy-color`) or a family (`compat.*`), everywhere or
/// only in the files `paths` match. It is final: `--strict` and `--warnings-as-errors` do not raise it.
/// An error is never lowered or hidden, since a token set with errors cannot be built.
public struct SeverityOverride: Sendable, Hashable {
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case off, warning, error
    }

    /// A code, or a family of codes written `family.*`.
    public var code: String
    public var level: Level
    /// Files the override applies to; empty for every file (and for diagnostics without one).
    public var paths: [PathPattern]
    /// Where the config names the code, for the warning that an error cannot be lowered.
    package var span: SourceSpan?

    public init(code: String, level: Level, paths: [PathPattern] = []) {
        self.code = code
        self.level = level
        self.paths = paths
    }

    package init(code: String, level: Level, paths: [PathPattern] = [], span: SourceSpan?) {
        self.init(code: code, level: level, paths: paths)
        self.span = span
    }

    /// Said once per override that would lower an error the run has: an error is never lowered, since the
    /// token set cannot be built with it; `--keep-going` builds what can be read instead.
    func notLowered(_ error: Diagnostic) -> Diagnostic {
        .warning(
            "config.error-not-lowered",
            code == error.code.rawValue
                ? "'\(code)' is an error, which 'diagnostics' cannot turn \(level == .off ? "off" : "into a warning"): errors are never lowered"
                : "'\(code)' in 'diagnostics' cannot turn the error '\(error.code)' \(level == .off ? "off" : "into a warning"): errors are never lowered",
            at: span,
            help: "fix what the error names, or run with --keep-going to leave out the tokens that cannot be read and write the rest")
    }

    func applies(to diagnostic: Diagnostic) -> Bool {
        let code = diagnostic.code.rawValue
        let codeMatches = self.code.hasSuffix(".*")
            ? code.hasPrefix(self.code.dropLast()) : code == self.code
        guard codeMatches else { return false }
        if paths.isEmpty { return true }
        guard let file = diagnostic.span?.file else { return false }
        return paths.contains { $0.matches(file) }
    }
}
