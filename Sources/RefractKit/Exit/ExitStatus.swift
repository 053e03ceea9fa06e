import RefractDiagnostics

/// What `refract` exits with. README.md's table of exit codes is `markdownTable`, checked by a test, so the
/// two cannot drift apart; scripts, the GitHub Action and the pre-commit hook rely on it.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    case success = 0
    case failure = 1
    case usage = 2

    /// One line of the README's table.
    public var meaning: String {
        switch self {
        case .success:
            "success: no errors (warnings are allowed, unless `--warnings-as-errors` or the config's `diagnostics` make them errors)"
        case .failure:
            "the tokens have errors, `build --check` found stale files, a file could not be written, or `diff --fail-on breaking` found a platform name that disappears"
        case .usage:
            "usage or configuration error, before any token is read: an unknown command, option or config key, a bad option value or platform setting, an input that does not exist, `diff --git` without git or with an unknown revision, `init` where a config or `tokens/` already exists"
        }
    }

    /// The codes whose errors are the user's command or config rather than the tokens: they exit 2.
    package static func isUsage(_ code: DiagnosticCode) -> Bool {
        let text = code.rawValue
        return text.hasPrefix("config.") || text.hasPrefix("usage.") || text.hasSuffix(".invalid-setting") || usageCodes.contains(text)
    }

    // Three are about `--input`: it names a modifier or context that is not there; `diff.git-failed` is
    // `diff --git` run outside a repository, without git, or with a revision git does not know.
    static let usageCodes: Set<String> = [
        "input.not-found", "init.would-overwrite", "input.no-modifiers", "resolver.unknown-modifier",
        "resolver.unknown-context", "diff.git-failed",
    ]

    /// 2 when an error is a usage error, else 1 when there is an error, else 0.
    public static func of(_ diagnostics: [Diagnostic]) -> ExitStatus {
        let errors = diagnostics.filter { $0.severity == .error }
        if errors.contains(where: { isUsage($0.code) }) { return .usage }
        return errors.isEmpty ? .success : .failure
    }

    package static var markdownTable: String {
        (["| exit code | meaning |", "|---|---|"] + allCases.map { "| \($0.rawValue) | \($0.meaning) |" })
            .joined(separator: "\n")
    }
}
