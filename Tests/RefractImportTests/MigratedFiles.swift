import Foundation
import RefractBackend
import RefractOutput

/// What `refract import` would write, written into a fresh temporary folder to read back.
enum MigratedFiles {
    /// The folder holding `files`; the caller removes it.
    static func write(_ files: [GeneratedFile], prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        return folder
    }
}
