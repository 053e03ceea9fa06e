/// Which grammar a file is read with, chosen by its extension.
package enum SourceFormat: String, Sendable, CaseIterable {
    /// RFC 8259, nothing more.
    case json
    /// JSON plus comments and trailing commas.
    case jsonc
    /// JSON5: unquoted keys, single quotes, hex numbers, trailing commas, comments, and the rest.
    case json5
    /// YAML 1.2 with the core schema, through libyaml.
    case yaml

    /// The format for a path such as `color.tokens.json` or `theme.resolver.yml`, or nil for other files.
    package init?(path: String) {
        let lower = path.lowercased()
        if lower.hasSuffix(".json") { self = .json }
        else if lower.hasSuffix(".jsonc") { self = .jsonc }
        else if lower.hasSuffix(".json5") { self = .json5 }
        else if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { self = .yaml }
        else { return nil }
    }
}

/// Limits that keep hostile input from exhausting memory or the stack. Each overrun is a diagnostic.
public struct ReaderLimits: Sendable, Hashable {
    package var maximumFileSize: Int
    public var maximumDepth: Int
    /// The most nodes a YAML document may have after expanding aliases (billion laughs).
    package var maximumNodes: Int
    /// The most bytes of text YAML aliases may copy into a document, or ten times the file's size if that
    /// is more: few nodes can still copy a long text many times, and every output would repeat it.
    package var maximumAliasBytes: Int

    public init(
        maximumFileSize: Int = 64 << 20, maximumDepth: Int = 256, maximumNodes: Int = 10_000_000,
        maximumAliasBytes: Int = 16 << 20
    ) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.maximumNodes = maximumNodes
        self.maximumAliasBytes = maximumAliasBytes
    }

    /// The largest YAML file read. libyaml's own parse of a byte costs more than the whole JSON reading
    /// of it, and the tree built from its events adds to that, so a YAML file costs about twice the JSON
    /// file of the same data: half the file limit keeps the slowest file of either format the same.
    package var maximumYAMLFileSize: Int { maximumFileSize / 2 }
}
