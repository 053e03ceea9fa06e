import Foundation

/// Standard output and error, written in whole lines; the environment for colour decisions.
struct Console {
    var environment: [String: String]

    mutating func out(_ text: String) { write(text, to: .standardOutput) }
    mutating func err(_ text: String) { write(text, to: .standardError) }

    private func write(_ text: String, to handle: FileHandle) {
        var line = text
        if !line.hasSuffix("\n") { line += "\n" }
        handle.write(Data(line.utf8))
    }
}
