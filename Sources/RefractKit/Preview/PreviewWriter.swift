import Foundation
import RefractBackend
import RefractDiagnostics
import RefractOutput
import RefractPreview

/// Writes the one page of `refract preview`. Refract never overwrites a file it did not write: a file
/// already there is replaced only when its beginning holds the mark every page carries
/// (`PreviewBackend.marker`). The page is written to a temporary file beside it and renamed into place.
package enum PreviewWriter {
    package enum Outcome: Equatable, Sendable {
        case written
        case unchanged
        /// Nothing written, for this reason.
        case failed(Diagnostic)
    }

    /// How far into an existing file the mark is looked for: the template's header comment comes first.
    static let markerWindow = 1024

    package static func write(_ page: GeneratedFile) -> Outcome {
        let path = page.path
        switch FileSystem.entry(at: path) {
        case .missing: break
        case .file:
            let existing = FileSystem.readBytes(at: path) ?? []
            if existing == page.bytes { return .unchanged }
            guard isRefractPage(existing) else {
                return .failed(.error(
                    "preview.would-overwrite", "'\(path)' exists and refract did not write it; it is left as it is",
                    at: .file(path), help: "name another file with --out, or delete this one"))
            }
        case .directory, .special, .brokenLink:
            return .failed(.error(
                "preview.would-overwrite", "'\(path)' is not a regular file; it is left as it is", at: .file(path),
                help: "name a file with --out"))
        }
        do {
            try Data(page.bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            return .written
        } catch {
            return .failed(.error(
                "preview.write-failed", "cannot write '\(path)': \(error.localizedDescription)", at: nil,
                help: "check that the folder exists and is writable"))
        }
    }

    static func isRefractPage(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes.prefix(markerWindow), as: UTF8.self).contains(PreviewBackend.marker)
    }
}
