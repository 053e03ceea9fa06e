import Foundation
import Testing

/// The shared corpora live beside the repository (`../shared`). A user's clone has none: tests then
/// skip with a note, but under `CI=true` a missing corpus is a failure.
enum Corpus {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let root: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("corpora").path)
    }

    static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// True when the corpus is there; otherwise records a skip note, or an issue under CI.
    static func require(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        if isAvailable { return true }
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record("../shared/corpora is missing, and CI=true requires it", sourceLocation: sourceLocation)
        } else {
            print("note: ../shared/corpora not found; corpus test skipped")
        }
        return false
    }

    static func json(_ relative: String) throws -> Any {
        let data = try Data(contentsOf: root.appendingPathComponent(relative))
        return try JSONSerialization.jsonObject(with: data)
    }

    /// Every file below `relative` whose name matches, sorted.
    static func files(below relative: String, where matches: (String) -> Bool) -> [String] {
        let base = root.appendingPathComponent(relative).path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var result: [String] = []
        while let item = enumerator.nextObject() as? String {
            if matches(item) { result.append(base + "/" + item) }
        }
        return result.sorted()
    }
}
