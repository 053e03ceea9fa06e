import Foundation
import RefractDiff
import RefractJSONRPC
import RefractKit

extension ToolCatalog {
    static let diff = Tool(
        name: "diff",
        title: "Compare two versions of the tokens",
        description: """
            As `refract diff`: tokens added, removed, renamed (same stable id) and changed, per permutation, and the \
            platform names that disappear (breaking for apps). Compare a git revision with the work tree \
            ('git': HEAD, main, a tag, a commit), or two token folders or files ('old', and 'new', which defaults \
            to this project). A folder holding a refract.yaml is read as that project.
            """,
        inputSchema: Schema.object([
            ("git", Schema.string("A git revision (HEAD~1, main, v2.0.0) of this project to compare with its work tree.")),
            ("old", Schema.string("The old token files or folder (instead of 'git').")),
            ("new", Schema.string("The new token files or folder (default: this project).")),
            Schema.limit("entries of each kind (added, removed, renamed, changed, platform names)", default: 20),
        ]),
        outputSchema: Schema.object(
            [
                ("isBreaking", Schema.plainBoolean), ("comparedPermutations", Schema.array(Schema.plainString)),
                ("counts", Schema.object([
                    ("added", Schema.plainInteger), ("removed", Schema.plainInteger), ("renamed", Schema.plainInteger),
                    ("changed", Schema.plainInteger), ("platformNames", Schema.plainInteger),
                ])),
                ("added", Schema.array(Schema.anyObject)), ("removed", Schema.array(Schema.anyObject)),
                ("renamed", Schema.array(Schema.anyObject)), ("changed", Schema.array(Schema.anyObject)),
                ("platformNames", Schema.array(Schema.anyObject)), ("note", Schema.plainString),
            ], required: ["isBreaking", "counts", "added", "removed", "renamed", "changed", "platformNames"]),
        run: { arguments, workspace throws(ToolFailure) in
            let project = workspace.project
            let revision = try arguments.string("git")
            let oldPath = try arguments.string("old"), newPath = try arguments.string("new")
            let limit = try arguments.limit(default: 20)
            if revision != nil, oldPath != nil { throw ToolFailure("diff: give 'git' or 'old', not both") }
            guard revision != nil || oldPath != nil else {
                throw ToolFailure("diff: give 'git' (a revision to compare with the work tree, e.g. HEAD) or 'old' (a token folder)")
            }
            var snapshot: GitSnapshot?
            defer { snapshot?.remove() }
            let old: String
            if let revision {
                let (extracted, problems) = GitRevision.extract(revision, from: project.folder)
                guard let extracted else { throw ToolFailure(problems.map(DiagnosticText.line).joined(separator: "\n")) }
                snapshot = extracted
                let place = newPath ?? "."
                old = place == "." ? extracted.folder : URL(fileURLWithPath: extracted.folder + "/" + place).standardized.path
            } else {
                old = oldPath ?? "."
            }
            let shown: (String) -> String = { text in snapshot?.displayed(text) ?? text }
            let oldSide = try side(at: old, knownAs: revision.map { _ in newPath ?? "." }, project: project, display: shown)
            let newSide: DiffSide
            if let newPath {
                newSide = try side(at: newPath, knownAs: nil, project: project, display: { $0 })
            } else {
                let snapshot = workspace.load()
                let model = try snapshot.model()
                newSide = DiffSide(model: model, names: PlatformNameList.collect(model, platforms: project.platforms, options: project.options))
            }
            let diff = TokenDiffer.compare(old: oldSide, new: newSide)
            return render(diff, limit: limit, shown: shown)
        })

    private static func side(
        at path: String, knownAs: String?, project: TokenProject, display: (String) -> String
    ) throws(ToolFailure) -> DiffSide {
        guard FileSystem.entry(at: path) != .missing else { throw ToolFailure("diff: no file or folder at '\(display(path))'") }
        let (side, problems, _) = DiffProject.at(path, fallback: project.config, flags: project.flags, knownAs: knownAs)
        guard let side else {
            throw ToolFailure("diff: the config at '\(display(path))' has errors:\n" + problems.map { display(DiagnosticText.line($0)) }.joined(separator: "\n"))
        }
        let (loaded, result) = side.load()
        guard let loaded else {
            let errors = result.diagnostics.filter { $0.severity == .error }
            throw ToolFailure("diff: the tokens at '\(display(path))' have \(errors.count) errors:\n"
                + errors.prefix(5).map { display(DiagnosticText.line($0)) }.joined(separator: "\n"))
        }
        return loaded
    }

    private static func render(_ diff: TokenDiff, limit: Int, shown: (String) -> String) -> ToolOutcome {
        let full = (try? JSONValue(parsing: Array(shown(JSONDiffRenderer.render(diff)).utf8))) ?? [:]
        let kinds = ["added", "removed", "renamed", "changed", "platformNames"]
        var structured: JSONValue = ["isBreaking": .bool(diff.isBreaking), "comparedPermutations": full["comparedPermutations"] ?? []]
        var counts: JSONValue = [:]
        var cut: [String] = []
        for kind in kinds {
            let all = full[kind]?.arrayValue ?? []
            counts = counts.setting(kind, .integer(all.count))
            structured = structured.setting(kind, .array(Array(all.prefix(limit))))
            if all.count > limit { cut.append("\(all.count - limit) more \(kind)") }
        }
        structured = structured.setting("counts", counts)
        var text = "\(diff.added.count) added, \(diff.removed.count) removed, \(diff.renamed.count) renamed, \(diff.changed.count) changed"
        text += " in \(diff.comparedPermutations.count) compared \(diff.comparedPermutations.count == 1 ? "permutation" : "permutations")"
        let removedNames = diff.removedNames
        text += diff.isBreaking ? "; breaking: \(removedNames.count) platform \(removedNames.count == 1 ? "name disappears" : "names disappear")" : "; nothing breaking"
        for entry in diff.added.prefix(limit) { text += "\n+ \(entry.path) (\(entry.type))" + (entry.states.first.map { ": " + $0.state.value } ?? "") }
        for entry in diff.removed.prefix(limit) { text += "\n- \(entry.path) (\(entry.type))" }
        for rename in diff.renamed.prefix(limit) { text += "\n~ \(rename.from) → \(rename.to)" + (rename.id.map { " (id \($0))" } ?? "") }
        for change in diff.changed.prefix(limit) {
            text += "\n* \(change.path):"
            for permutation in change.permutations.prefix(4) {
                text += " [\(permutation.permutation)] \(permutation.before?.value ?? "—") → \(permutation.after?.value ?? "—");"
            }
            if change.permutations.count > 4 { text += " … \(change.permutations.count - 4) more permutations" }
        }
        for name in removedNames.prefix(limit) { text += "\n! \(name.platform) \(name.name) disappears" }
        if !cut.isEmpty {
            let note = cut.joined(separator: ", ") + ": raise 'limit' to see them"
            text += "\n… " + note
            structured = structured.setting("note", .string(note))
        }
        return ToolOutcome(text: shown(text), structured: structured)
    }
}
