/// The ANSI styles of the text renderer. Styling only wraps text in escape sequences, so removing
/// them gives back the plain output byte for byte.
enum TerminalStyle: Sendable {
    case bold
    case error
    case warning
    case note
    case help
    case gutter

    init(_ severity: Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .note: self = .note
        }
    }

    private var parameters: String {
        switch self {
        case .bold: "1"
        case .error: "1;31"
        case .warning: "1;33"
        case .note: "1;36"
        case .help: "1;36"
        case .gutter: "1;34"
        }
    }

    func apply(to text: String, enabled: Bool) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[\(parameters)m\(text)\u{1B}[0m"
    }
}
