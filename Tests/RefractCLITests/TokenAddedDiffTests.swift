import Foundation
import RefractTestSupport
import Testing

/// A token added is a line added: github-primer (1,140 colours) built twice, the second time with one more
/// colour (`fgColor.brandNew`, in the middle of the alphabet), changes only lines about that colour in each
/// Swift and Compose file: no line removed, no other member moved, renumbered or regrouped, so two pull
/// requests that each add a token touch different lines.
@Suite("A token added changes only its own lines")
struct TokenAddedDiffTests {
    @Test func githubPrimerPlusOneColour() throws {
        guard Corpus.require() else { return }
        let changedFiles = try Self.changedFiles(platform: "swift", linesAllowed: 12) { line in
            // A doc comment's empty line between paragraphs is the only one that need not name the token.
            line.trimmingCharacters(in: .whitespaces) == "///"
        }
        // The type, one values file (the one the member's name hashes to) and the accessors; nothing else.
        #expect(changedFiles.contains("swift/ThemeColors.swift"), "\(changedFiles)")
        #expect(changedFiles.filter { $0.hasPrefix("swift/ThemeValues") }.count == 1, "\(changedFiles)")
        #expect(!changedFiles.contains("swift/Theme.swift"), "\(changedFiles)")
    }

    /// Compose: the member's getter and builder `var` with their KDoc in Theme.kt, and its value in
    /// ThemeValues.kt (one statement, in the function its name hashes to); the decoder and the composable
    /// read collections by name, so they do not change.
    @Test func githubPrimerPlusOneColourInCompose() throws {
        guard Corpus.require() else { return }
        let changedFiles = try Self.changedFiles(platform: "compose", linesAllowed: 10) { line in
            ["/**", "*/", "*"].contains(line.trimmingCharacters(in: .whitespaces))
        }
        #expect(changedFiles == ["compose/Theme.kt", "compose/ThemeValues.kt"], "\(changedFiles)")
    }

    /// The files of `platform` whose lines differ between Primer and Primer + `fgColor.brandNew`, after checking
    /// that none lost a line, none gained more than `linesAllowed`, and each gained line names the token or is
    /// `punctuation`.
    static func changedFiles(platform: String, linesAllowed: Int, punctuation: (String) -> Bool) throws -> [String] {
        let folder = try ProjectFolder("token-added")
        defer { folder.remove() }
        let resolver = try #require(try Corpus.json("corpora/dtcg-examples/github-primer.resolver.json") as? [String: Any])
        let base = Corpus.examples.path + "/"
        let absolute = Self.rewritingReferences(resolver) { $0.hasPrefix("./") ? base + $0.dropFirst(2) : $0 } as! [String: Any]
        var grown = absolute
        var sets = try #require(grown["sets"] as? [String: Any])
        var functional = try #require(sets["functional"] as? [String: Any])
        functional["sources"] = (functional["sources"] as? [Any] ?? []) + [["$ref": "extra.tokens.json"]]
        sets["functional"] = functional
        grown["sets"] = sets
        try folder.write("before.resolver.json", String(decoding: try JSONSerialization.data(withJSONObject: absolute, options: [.sortedKeys]), as: UTF8.self))
        try folder.write("after.resolver.json", String(decoding: try JSONSerialization.data(withJSONObject: grown, options: [.sortedKeys]), as: UTF8.self))
        try folder.write("extra.tokens.json", ##"{ "fgColor": { "brandNew": { "$type": "color", "$value": "#1a8087" } } }"##)
        for side in ["before", "after"] {
            let run = try RefractBinary.run(
                ["build", "\(side).resolver.json", "--resolver-root", Corpus.path("corpora"), "--out", side,
                 "--platform", platform, "--quiet"], in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let before = folder.snapshot(of: "before")
        let after = folder.snapshot(of: "after")
        #expect(Set(before.keys) == Set(after.keys))
        #expect(before.keys.contains { $0.hasPrefix(platform + "/") })
        var changedFiles: [String] = []
        for path in before.keys.sorted() where path.hasPrefix(platform + "/") {
            let old = String(decoding: before[path] ?? Data(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let new = String(decoding: after[path] ?? Data(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let difference = new.difference(from: old)
            guard !difference.isEmpty else { continue }
            changedFiles.append(path)
            #expect(difference.removals.isEmpty, "\(path): lines removed: \(difference.removals.count)")
            #expect(difference.insertions.count <= linesAllowed, "\(path): \(difference.insertions.count) lines inserted")
            for case let .insert(_, line, _) in difference.insertions {
                #expect(punctuation(String(line)) || line.contains("brandNew") || line.contains("BrandNew"), "\(path): \(line)")
            }
        }
        return changedFiles
    }

    /// `json` with every `$ref` string rewritten by `transform`.
    static func rewritingReferences(_ json: Any, _ transform: (String) -> String) -> Any {
        if let object = json as? [String: Any] {
            return Dictionary(uniqueKeysWithValues: object.map { key, value -> (String, Any) in
                if key == "$ref", let reference = value as? String { return (key, transform(reference)) }
                return (key, rewritingReferences(value, transform))
            })
        }
        if let array = json as? [Any] { return array.map { rewritingReferences($0, transform) } }
        return json
    }
}
