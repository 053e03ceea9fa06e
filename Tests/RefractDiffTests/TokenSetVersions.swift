import Foundation
import RefractDiff
import RefractKit
import RefractTestSupport

/// Two versions of the example tokens/: a copy as it is, and a copy edited to make each kind of change.
struct TokenSetVersions {
    let root: URL
    var old: String { root.appendingPathComponent("old").path }
    var new: String { root.appendingPathComponent("new").path }

    /// Each edit makes one kind of change; `TokenDiffTests` names which.
    static let edits: [(file: String, from: String, to: String)] = [
        // removed: size.cardHeight
        ("semantic.tokens.yaml", "  cardHeight:\n    $value: { value: 120, unit: px }\n", ""),
        // renamed: spacing.small → spacing.compact; value changed in every permutation: spacing.medium;
        // added: spacing.xlarge
        ("semantic.tokens.yaml", "  small:\n    $value: { value: 8, unit: px }\n  medium:\n    $value: { value: 16, unit: px }",
            "  compact:\n    $value: { value: 8, unit: px }\n  medium:\n    $value: { value: 20, unit: px }\n  xlarge:\n    $value: { value: 40, unit: px }"),
        // changed in one permutation: christmas dark's primary
        ("themes/christmas.tokens.yaml", "primary: { $value: \"{palette.holly-light}\" }", "primary: { $value: \"{palette.holly}\" }"),
        // alias changed, value kept: dark onPrimary becomes the ink colour written out
        ("modes/dark.tokens.yaml", "  onPrimary:\n    $value: \"{palette.ink}\"", "  onPrimary:\n    $value: \"#1A1C1E\""),
        // description changed
        ("modes/dark.tokens.yaml", "$description: Background of cards", "$description: Cards and sheets"),
    ]

    init(edited: Bool = true) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("refract-diff-\(UUID().uuidString)")
        let tokens = TestEnvironment.packageRoot.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: tokens, to: root.appendingPathComponent("old"))
        try FileManager.default.copyItem(at: tokens, to: root.appendingPathComponent("new"))
        guard edited else { return }
        for edit in Self.edits {
            let url = root.appendingPathComponent("new/" + edit.file)
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.contains(edit.from) else { throw EditMissed(file: edit.file, text: edit.from) }
            try text.replacingOccurrences(of: edit.from, with: edit.to).write(to: url, atomically: true, encoding: .utf8)
        }
    }

    struct EditMissed: Error { var file: String; var text: String }
    struct LoadFailed: Error { var path: String }

    func remove() { try? FileManager.default.removeItem(at: root) }

    static func load(_ path: String) throws -> DiffSide {
        let (project, _, _) = DiffProject.at(path, fallback: RefractConfig())
        guard let project, let side = project.load().0 else { throw LoadFailed(path: path) }
        return side
    }

    func diff() throws -> TokenDiff {
        TokenDiffer.compare(old: try Self.load(old), new: try Self.load(new))
    }
}
