import Foundation
import Testing

/// The shared corpora (a folder `shared` holding `corpora`), read in place. It sits beside the clone
/// (`../shared`), or beside a folder above it, since a git worktree lives one level deeper than the
/// clone; `REFRACT_SHARED` names it explicitly. A user's clone has none: tests then skip with a note,
/// and under `CI=true` a missing corpus is a failure.
public enum Corpus {
    public static let root: URL = {
        if let given = ProcessInfo.processInfo.environment["REFRACT_SHARED"], !given.isEmpty {
            return URL(fileURLWithPath: given)
        }
        var folder = TestEnvironment.packageRoot.deletingLastPathComponent()
        while true {
            let candidate = folder.appendingPathComponent("shared")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("corpora").path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return TestEnvironment.packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }()

    /// The six real design systems, each a `<name>.resolver.json` in this folder.
    public static var examples: URL { root.appendingPathComponent("corpora/dtcg-examples") }

    public static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("corpora").path)
    }

    public static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// True when the corpus is there; otherwise records a skip note, or an issue under CI.
    public static func require(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        if isAvailable { return true }
        TestEnvironment.missing("\(root.path)/corpora", sourceLocation: sourceLocation)
        return false
    }

    public static func json(_ relative: String) throws -> Any {
        let data = try Data(contentsOf: root.appendingPathComponent(relative))
        return try JSONSerialization.jsonObject(with: data)
    }

    /// Every file below `relative` whose relative path matches, sorted.
    public static func files(below relative: String, where matches: (String) -> Bool) -> [String] {
        let base = root.appendingPathComponent(relative).path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var result: [String] = []
        while let item = enumerator.nextObject() as? String {
            if matches(item) { result.append(base + "/" + item) }
        }
        return result.sorted()
    }
}
