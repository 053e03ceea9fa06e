import Foundation

/// Standard output and error, written in whole lines (or exactly, for rendered text); the environment for
/// colour decisions.
struct Console {
    var environment: [String: String]

    mutating func out(_ text: String) { write(text, to: .standardOutput) }
    mutating func err(_ text: String) { write(text, to: .standardError) }
    /// `text` exactly as it is, with no newline added: what a template renders is the user's output.
    mutating func outExactly(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }

    private func write(_ text: String, to handle: FileHandle) {
        var line = text
        if !line.hasSuffix("\n") { line += "\n" }
        handle.write(Data(line.utf8))
    }
}
