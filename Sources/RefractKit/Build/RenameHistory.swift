import Foundation
import RefractDiagnostics
import RefractModel

/// What `build --keep-renamed N` remembers between builds, in `refract.renames.json` beside the config (a
/// file to commit): each token's stable id and path (`Token.stableID`) at the last N versions of the token set
/// it built, a version recorded only when some id's path differs from the latest one's. A token whose id had
/// another path in one of them keeps that old path as a deprecated alias (`RenamedAliases`), so code using the
/// old name still compiles, with a warning naming the new one, for N renaming releases.
package struct RenameHistory: Codable, Sendable, Equatable {
    /// Oldest first: stable id → dotted path.
    package var versions: [[String: String]]

    package init(versions: [[String: String]] = []) {
        self.versions = versions
    }

    package static let fileName = "refract.renames.json"

    /// The history at `path`; an empty one when there is no file; a `build.renames-unreadable` error when the
    /// file is not a history (nothing is built then, so a typo cannot forget every old name).
    package static func read(at path: String) -> (RenameHistory?, Diagnostic?) {
        guard FileManager.default.fileExists(atPath: path) else { return (RenameHistory(), nil) }
        guard let data = FileManager.default.contents(atPath: path),
            let history = try? JSONDecoder().decode(RenameHistory.self, from: data)
        else {
            return (nil, .error(
                "build.renames-unreadable", "'\(path)' is not a history of renames", at: .file(path),
                help: "restore it from version control, or delete it to start the history again"))
        }
        return (history, nil)
    }

    package func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try (encoder.encode(self) + Data("\n".utf8)).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Stable id → path of every token with an id (its first permutation's).
    package static func ids(of model: ThemedTokenSet) -> [String: String] {
        var ids: [String: String] = [:]
        for set in model.tokenSets {
            for token in set.tokens {
                if let id = token.stableID, ids[id] == nil { ids[id] = token.path.dotted }
            }
        }
        return ids
    }

    /// Old path → new path: each path an id had in the remembered versions that it no longer has, when no
    /// token of the model holds that path now. The latest version's path wins for a path two ids held.
    package func keptRenames(in model: ThemedTokenSet) -> [TokenPath: TokenPath] {
        let current = Self.ids(of: model)
        let existing = Set(model.paths.map(\.dotted))
        var renames: [TokenPath: TokenPath] = [:]
        for version in versions {
            for (id, old) in version {
                guard let new = current[id], new != old, !existing.contains(old) else { continue }
                renames[TokenPath(old)] = TokenPath(new)
            }
        }
        return renames
    }

    /// Appends the model's ids when they differ from the latest version's, keeping the last `releases`.
    package mutating func record(_ model: ThemedTokenSet, keeping releases: Int) {
        let current = Self.ids(of: model)
        if versions.last != current, !current.isEmpty { versions.append(current) }
        if versions.count > releases { versions.removeFirst(versions.count - releases) }
    }
}

/// The model with an alias at each kept old path: the new token's value and description, marked deprecated
/// with `Renamed to {new.path}`, which every platform turns into its own deprecation with the replacement
/// (Swift `renamed:`, Kotlin `ReplaceWith`, a CSS and Android comment).
package enum RenamedAliases {
    package static func adding(_ renames: [TokenPath: TokenPath], to model: ThemedTokenSet) -> ThemedTokenSet {
        guard !renames.isEmpty else { return model }
        let sets = model.tokenSets.map { set in
            var tokens = set.tokens
            for (old, new) in renames.sorted(by: { $0.key < $1.key }) {
                guard set[old] == nil, let target = set[new] else { continue }
                tokens.append(Token(
                    path: old, value: target.value, description: target.description,
                    deprecation: .deprecatedWithMessage("Renamed to {\(new.dotted)}"), source: target.source, aliasOf: new))
            }
            return TokenSet(tokens)
        }
        return ThemedTokenSet(axes: model.axes, permutations: model.permutations, tokenSets: sets, referenceOnly: model.referenceOnly)
    }
}
