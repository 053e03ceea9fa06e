import Foundation
import Testing

/// Compares a build's files with a committed manifest (`<name>.txt`) and line index (`<name>.lines`).
/// Each differing, missing or unexpected file is its own issue; a differing one names its first changed
/// line and shows it as built now. `REFRACT_RECORD=1` rewrites both files.
public enum ManifestGolden {
    public static func assertMatches(
        _ files: [(path: String, contents: String)], folder: URL, name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let manifestURL = folder.appendingPathComponent(name + ".txt")
        let indexURL = folder.appendingPathComponent(name + ".lines")
        let actual = OutputManifest(files: files)
        let actualIndex = LineIndex(files: files)
        if Golden.isRecording {
            Golden.record(actual.text, at: manifestURL, sourceLocation: sourceLocation)
            Golden.record(actualIndex.text, at: indexURL, sourceLocation: sourceLocation)
            return
        }
        guard let manifestText = try? String(contentsOf: manifestURL, encoding: .utf8),
            let expected = OutputManifest(text: manifestText)
        else {
            Issue.record("missing or unreadable \(manifestURL.path); run with REFRACT_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        let expectedIndex = (try? String(contentsOf: indexURL, encoding: .utf8)).flatMap(LineIndex.init(text:))
        let contents = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        for problem in differences(expected: expected, actual: actual, expectedIndex: expectedIndex, actualIndex: actualIndex, contents: contents) {
            Issue.record(Comment(rawValue: "\(name): \(problem)"), sourceLocation: sourceLocation)
        }
    }

    /// One sentence per file that is not as the golden says.
    static func differences(
        expected: OutputManifest, actual: OutputManifest, expectedIndex: LineIndex?, actualIndex: LineIndex,
        contents: [String: String]
    ) -> [String] {
        let expectedByPath = Dictionary(expected.entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let actualByPath = Dictionary(actual.entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var problems: [String] = []
        for path in Set(expectedByPath.keys).union(actualByPath.keys).sorted() {
            switch (expectedByPath[path], actualByPath[path]) {
            case (.some, .none):
                problems.append("\(path) is no longer generated")
            case (.none, .some(let now)):
                problems.append("\(path) is new (\(now.size) bytes)")
            case (.some(let then), .some(let now)) where then != now:
                var sentence = "\(path) differs (\(then.size) bytes in the golden, \(now.size) now)"
                if let expectedIndex, let line = actualIndex.firstDifference(in: path, from: expectedIndex) {
                    sentence += "; first differing line \(line + 1), now:\n" + excerpt(contents[path] ?? "", around: line)
                } else {
                    sentence += "; its line index does not place the change"
                }
                problems.append(sentence)
            default:
                break
            }
        }
        return problems
    }

    /// The line at `index` (0-based) and the one before it, numbered, as the build has them now.
    static func excerpt(_ text: String, around index: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (max(0, index - 1)...index).map { number in
            let line = number < lines.count ? String(lines[number].prefix(300)) : "<end>"
            return (number == index ? "> " : "  ") + "\(number + 1)  \(line)"
        }.joined(separator: "\n")
    }
}
