import Foundation

extension UsageReport {
    /// `4 files; 12 names of 6 tokens: 5 used, 7 unused, 1 deprecated but used`.
    package var summary: String {
        let tokens = Set(rows.map(\.token)).count
        return "\(filesScanned) \(filesScanned == 1 ? "file" : "files") scanned; \(rows.count) token × platform "
            + "\(rows.count == 1 ? "entry" : "entries") of \(tokens) \(tokens == 1 ? "token" : "tokens"): "
            + "\(used.count) used, \(unused.count) unused, \(deprecatedUsed.count) deprecated but used"
    }

    /// The report for people: deprecated-but-used first, then used, then unused; at most `locationLimit`
    /// locations per row (the JSON carries them all).
    package func text(locationLimit: Int = 10) -> String {
        var lines = ["refract usage: " + summary]
        func section(_ title: String, _ rows: [Row], locations: Bool) {
            guard !rows.isEmpty else { return }
            lines += ["", "\(title) (\(rows.count))"]
            for row in rows {
                let count = row.uses.count
                lines.append("  \(row.token)  \(row.platform)  \(row.names.joined(separator: ", "))"
                    + (locations ? "  \(count) \(count == 1 ? "use" : "uses")" : ""))
                guard locations else { continue }
                for location in row.uses.prefix(locationLimit) { lines.append("    \(location.file):\(location.line):\(location.column)") }
                if count > locationLimit { lines.append("    … \(count - locationLimit) more (--format json lists them all)") }
            }
        }
        section("Deprecated but used", deprecatedUsed, locations: true)
        section("Used", used.filter { !$0.deprecated }, locations: true)
        section("Unused", unused, locations: false)
        return lines.joined(separator: "\n") + "\n"
    }

    private struct JSONDocument: Encodable {
        struct Summary: Encodable {
            var filesScanned: Int
            var entries: Int
            var used: Int
            var unused: Int
            var deprecatedUsed: Int
        }

        struct Entry: Encodable {
            var token: String
            var platform: String
            var status: String
            var deprecated: Bool
            var names: [String]
            var uses: [UsageScan.Location]
        }

        var summary: Summary
        var tokens: [Entry]
    }

    /// `{summary, tokens: [{token, platform, status (used | unused | deprecated-used), deprecated, names, uses}]}`.
    package func json() -> String {
        let document = JSONDocument(
            summary: .init(
                filesScanned: filesScanned, entries: rows.count, used: used.count, unused: unused.count,
                deprecatedUsed: deprecatedUsed.count),
            tokens: rows.map { row in
                JSONDocument.Entry(
                    token: row.token, platform: row.platform,
                    status: row.uses.isEmpty ? "unused" : (row.deprecated ? "deprecated-used" : "used"),
                    deprecated: row.deprecated, names: row.names, uses: row.uses)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(document), as: UTF8.self)).map { $0 + "\n" } ?? "{}\n"
    }
}
