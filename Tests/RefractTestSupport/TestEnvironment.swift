import Foundation
import Testing

/// Where the tests run: the package's folder, and whether this is CI. A test that needs something the
/// machine may lack (the shared corpora, swiftc, chromium, aapt) skips with a note on a developer's
/// machine and fails under `CI=true`, so CI never passes by skipping.
public enum TestEnvironment {
    /// The package's root folder (this file is Tests/RefractTestSupport/TestEnvironment.swift).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Reports that `what` is missing: an issue under CI, otherwise a note that the test is skipped.
    public static func missing(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if isCI {
            Issue.record("\(what) is missing, and CI=true requires it", sourceLocation: sourceLocation)
        } else {
            print("note: \(what) not found; test skipped")
        }
    }
}
