import Foundation
import Testing

/// Golden files: `REFRACT_RECORD=1 swift test` rewrites them, and recording fails the test so a record
/// run never passes CI.
enum Golden {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["REFRACT_RECORD"] == "1" }

    static func assertMatches(
        _ actual: String, golden url: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if isRecording {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded a new golden file \(url.lastPathComponent)", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(url.path); run with REFRACT_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record(Comment(rawValue: lineDiff(expected: expected, actual: actual)), sourceLocation: sourceLocation)
        }
    }

    /// The first differing line with two lines of context, numbered.
    static func lineDiff(expected: String, actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let first = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
        var lines = ["Mismatch at line \(first + 1):"]
        for i in max(0, first - 2)..<min(max(e.count, a.count), first + 3) {
            let left = i < e.count ? String(e[i]) : "<end>"
            let right = i < a.count ? String(a[i]) : "<end>"
            lines.append(left == right ? "  \(i + 1)  \(left)" : "- \(i + 1)  \(left)\n+ \(i + 1)  \(right)")
        }
        return lines.joined(separator: "\n")
    }
}
