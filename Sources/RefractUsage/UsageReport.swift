import RefractDiagnostics

/// Where each generated name is used, per token and platform: used (with locations), unused, and
/// deprecated-but-used.
package struct UsageReport: Sendable {
    package struct Row: Sendable, Encodable {
        package var token: String
        package var platform: String
        package var deprecated: Bool
        package var deprecationMessage: String?
        /// The platform's names of the token (Swift has the member and the accessor).
        package var names: [String]
        package var uses: [UsageScan.Location]
    }

    package var rows: [Row]
    package var filesScanned: Int
    /// The bytes of each file with a use of a deprecated token, for the warnings' snippets.
    package var sources: [String: [UInt8]]

    init(names: [UsageName], uses: [[UsageScan.Location]], filesScanned: Int, sources: [String: [UInt8]] = [:]) {
        self.sources = sources
        var grouped: [String: Row] = [:]
        var order: [String] = []
        for (index, name) in names.enumerated() {
            let key = name.token + "\u{0}" + name.platform
            if grouped[key] == nil {
                order.append(key)
                grouped[key] = Row(
                    token: name.token, platform: name.platform, deprecated: name.isDeprecated,
                    deprecationMessage: name.deprecationMessage, names: [], uses: [])
            }
            grouped[key]?.names.append(name.name)
            grouped[key]?.uses += uses[index]
        }
        rows = order.compactMap { grouped[$0] }.map { row in
            var row = row
            row.uses = Array(Set(row.uses)).sorted()
            return row
        }.sorted { ($0.token, $0.platform) < ($1.token, $1.platform) }
        self.filesScanned = filesScanned
    }

    package var used: [Row] { rows.filter { !$0.uses.isEmpty } }
    package var unused: [Row] { rows.filter { $0.uses.isEmpty } }
    package var deprecatedUsed: [Row] { rows.filter { $0.deprecated && !$0.uses.isEmpty } }

    /// A warning at each use of a deprecated token's name: what `--format github` and `sarif` annotate.
    package var deprecatedUseDiagnostics: [Diagnostic] {
        deprecatedUsed.flatMap { row in
            row.uses.map { location in
                let position = SourcePosition(line: location.line, column: location.column, offset: 0)
                return Diagnostic.warning(
                    "app.deprecated-token",
                    "the deprecated token '\(row.token)' is used (\(row.platform): \(row.names.joined(separator: ", ")))",
                    at: SourceSpan(file: location.file, start: position, end: position),
                    help: row.deprecationMessage.map { "deprecated: \($0)" } ?? "use the token that replaces it")
            }
        }
    }
}
