import Foundation
import Testing

/// Where the tests run: the package's folder, and whether this is CI. A test that needs something the
/// machine may lack (the shared corpora, swiftc, chromium, aapt) skips with a note on a developer's
/// machine and fails under `CI=true`, so CI never passes by skipping.
public enum TestEnvironment {
    /// The package's root folder (this file is Tests/RefractTestSupport/TestEnvironment.swift).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built-in templates as they are on disk under templates/, by name (`swift/Theme.swift.mustache`),
    /// so a test sees an edited template before `make templates` embeds it.
    public static let templateSourcesOnDisk: [String: String] = {
        let root = packageRoot.appendingPathComponent("templates")
        var sources: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "mustache", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            sources[String(url.path.dropFirst(root.path.count + 1))] = text
        }
        return sources
    }()

    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// `REFRACT_HIDE_TOOLS=1`: every external tool (swiftc, kotlinc, chromium, aapt) counts as missing, so a run
    /// of the suites that checks what a clone without the corpora does (CorpusAbsenceTests) compiles nothing.
    public static var toolsHidden: Bool { ProcessInfo.processInfo.environment["REFRACT_HIDE_TOOLS"] == "1" }

    /// Reports that `what` is missing: an issue under CI, otherwise a note that the test is skipped.
    public static func missing(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if isCI {
            Issue.record("\(what) is missing, and CI=true requires it", sourceLocation: sourceLocation)
        } else {
            print("note: \(what) not found; test skipped")
        }
    }
}
