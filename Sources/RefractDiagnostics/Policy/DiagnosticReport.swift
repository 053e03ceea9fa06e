/// Collects the diagnostics of a run. Stages append; policy is applied once, at the end.
package struct DiagnosticReport: Sendable {
    package private(set) var diagnostics: [Diagnostic] = []

    package init(_ diagnostics: [Diagnostic] = []) {
        self.diagnostics = diagnostics
    }

    package mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    package mutating func append<S: Sequence>(contentsOf more: S) where S.Element == Diagnostic {
        diagnostics.append(contentsOf: more)
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    package var errorCount: Int { diagnostics.lazy.filter { $0.severity == .error }.count }
    package var warningCount: Int { diagnostics.lazy.filter { $0.severity == .warning }.count }
}

/// How a run turns warnings into errors.
public struct DiagnosticPolicy: Sendable, Hashable {
    /// Compatibility findings (legacy string values, inline modes) become errors.
    public var strict: Bool
    /// Every warning becomes an error.
    public var warningsAsErrors: Bool
    /// Severities the project sets per code and per path (`diagnostics:` in the config).
    public var overrides: [SeverityOverride]

    public init(strict: Bool = false, warningsAsErrors: Bool = false, overrides: [SeverityOverride] = []) {
        self.strict = strict
        self.warningsAsErrors = warningsAsErrors
        self.overrides = overrides
    }

    /// The override for `diagnostic`: the most specific that applies (an exact code over a family, one
    /// limited to paths over one that is not), the later of two equally specific.
    func override(for diagnostic: Diagnostic) -> SeverityOverride? {
        var best: (override: SeverityOverride, rank: Int)?
        for override in overrides where override.applies(to: diagnostic) {
            let rank = (override.code.hasSuffix(".*") ? 0 : 2) + (override.paths.isEmpty ? 0 : 1)
            if rank >= best?.rank ?? 0 { best = (override, rank) }
        }
        return best?.override
    }
}

extension DiagnosticReport {
    /// The diagnostics with policy applied, de-duplicated, sorted by file, position, severity and code.
    package func finalized(with policy: DiagnosticPolicy) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count)
        var notLowered: [SeverityOverride] = []
        for diagnostic in diagnostics {
            if diagnostic.severity == .error, let override = policy.override(for: diagnostic), override.level != .error,
                !notLowered.contains(override)
            {
                notLowered.append(override)
                let warning = override.notLowered(diagnostic)
                if seen.insert(warning).inserted { result.append(warning) }
            }
            guard let applied = policy.applied(to: diagnostic) else { continue }
            if seen.insert(applied).inserted { result.append(applied) }
        }
        return result.sorted(by: Diagnostic.precedes)
    }
}

extension DiagnosticPolicy {
    /// `diagnostic` with the severity this policy gives it, or nil when the policy turns it off. Errors
    /// stay errors.
    public func applied(to diagnostic: Diagnostic) -> Diagnostic? {
        var diagnostic = diagnostic
        if diagnostic.severity != .error, let override = override(for: diagnostic) {
            switch override.level {
            case .off: return nil
            case .warning: diagnostic.severity = .warning
            case .error: diagnostic.severity = .error
            }
            return diagnostic
        }
        if diagnostic.severity == .warning, warningsAsErrors || (strict && diagnostic.isCompatibility) {
            diagnostic.severity = .error
        }
        return diagnostic
    }
}

extension Diagnostic {
    /// Report order: a source that could not be read first (`SourceFailures`: what follows may come from
    /// it), then by file, then position, then severity, then code. Diagnostics without a file first.
    static func precedes(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let failedA = SourceFailures.isFailure(a), failedB = SourceFailures.isFailure(b)
        if failedA != failedB { return failedA }
        let fa = a.span?.file ?? "", fb = b.span?.file ?? ""
        if fa != fb { return fa < fb }
        let pa = a.span?.start.offset ?? -1, pb = b.span?.start.offset ?? -1
        if pa != pb { return pa < pb }
        if a.severity != b.severity { return a.severity < b.severity }
        if a.code != b.code { return a.code < b.code }
        return a.message < b.message
    }
}
