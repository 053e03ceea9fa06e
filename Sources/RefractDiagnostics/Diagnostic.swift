/// How bad a finding is. Policy (`--strict`, `--warnings-as-errors`) is applied by `DiagnosticReport`.
public enum Severity: String, Sendable, Codable, Hashable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A stable, documented identifier of one cause, e.g. `alias.unresolved` (see docs/diagnostics.md).
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Codable, Comparable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A note attached to a diagnostic; with a span it is rendered with its own header and frame.
public struct DiagnosticNote: Hashable, Sendable, Codable {
    public var message: String
    public var span: SourceSpan?

    public init(_ message: String, at span: SourceSpan? = nil) {
        self.message = message
        self.span = span
    }
}

/// A machine-applicable edit: replace the text of `span` with `replacement`.
public struct FixIt: Hashable, Sendable, Codable {
    public var span: SourceSpan
    public var replacement: String

    public init(span: SourceSpan, replacement: String) {
        self.span = span
        self.replacement = replacement
    }
}

/// One finding, as plain data. Messages are lowercase, problem first, names in single quotes.
public struct Diagnostic: Hashable, Sendable, Codable {
    public var severity: Severity
    public var code: DiagnosticCode
    public var message: String
    /// Where the problem is; nil only for problems with no file (e.g. an empty input list).
    public var span: SourceSpan?
    /// Short text printed under the caret line, e.g. "referenced here".
    public var label: String?
    public var notes: [DiagnosticNote]
    public var help: String?
    public var fixIt: FixIt?
    /// True for findings of the compatibility layer that `--strict` turns into errors.
    public var isCompatibility: Bool

    public init(
        _ severity: Severity,
        _ code: DiagnosticCode,
        _ message: String,
        at span: SourceSpan?,
        label: String? = nil,
        notes: [DiagnosticNote] = [],
        help: String? = nil,
        fixIt: FixIt? = nil,
        isCompatibility: Bool = false
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.span = span
        self.label = label
        self.notes = notes
        self.help = help
        self.fixIt = fixIt
        self.isCompatibility = isCompatibility
    }

    public static func error(
        _ code: DiagnosticCode, _ message: String, at span: SourceSpan?, label: String? = nil,
        notes: [DiagnosticNote] = [], help: String? = nil, fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: span, label: label, notes: notes, help: help, fixIt: fixIt)
    }

    public static func warning(
        _ code: DiagnosticCode, _ message: String, at span: SourceSpan?, label: String? = nil,
        notes: [DiagnosticNote] = [], help: String? = nil, fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: span, label: label, notes: notes, help: help, fixIt: fixIt)
    }
}
