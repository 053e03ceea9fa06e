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

    public init(code: String, level: Level, paths: [PathPattern] = []) {
        self.code = code
        self.level = level
        self.paths = paths
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
