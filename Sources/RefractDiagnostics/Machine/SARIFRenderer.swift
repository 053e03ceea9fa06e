/// `--format sarif`: one SARIF 2.1.0 log for code-scanning tools (GitHub code scanning, IDE viewers).
///
/// Columns are converted to UTF-16 code units (SARIF's default `columnKind`) when the file's bytes are
/// in the store; otherwise the UTF-8 byte columns are given, which agree for ASCII lines. Exact byte
/// ranges are always given as `byteOffset` and `byteLength`.
package struct SARIFRenderer: Sendable {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    package var toolVersion: String
    /// The project's home page, shown by SARIF viewers; left out when nil.
    var informationURI: String?

    package init(toolVersion: String, informationURI: String? = nil) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
    }

    package func render(_ diagnostics: [Diagnostic], sources: SourceStore = SourceStore()) -> String {
        document(diagnostics, sources: sources).serialized
    }

    func document(_ diagnostics: [Diagnostic], sources: SourceStore) -> OrderedJSON {
        let ruleIDs = Array(Set(diagnostics.map(\.code))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
        let regions = SARIFRegionBuilder(sources: sources, files: Self.files(of: diagnostics))

        var driver: [OrderedJSON.Member] = [.init("name", .string("refract"))]
        if let informationURI { driver.append(.init("informationUri", .string(informationURI))) }
        driver.append(.init("version", .string(toolVersion)))
        driver.append(.init("rules", .array(ruleIDs.map { .object([.init("id", .string($0.rawValue))]) })))

        let results = diagnostics.map { diagnostic in
            result(diagnostic, ruleIndex: ruleIndex[diagnostic.code] ?? 0, regions: regions)
        }
        return .object([
            .init("$schema", .string(Self.schemaURI)),
            .init("version", .string("2.1.0")),
            .init("runs", .array([
                .object([
                    .init("tool", .object([.init("driver", .object(driver))])),
                    .init("columnKind", .string("utf16CodeUnits")),
                    .init("results", .array(results)),
                ])
            ])),
        ])
    }

    /// Every file a region of the log points into.
    private static func files(of diagnostics: [Diagnostic]) -> Set<String> {
        var files = Set<String>()
        for diagnostic in diagnostics {
            if let span = diagnostic.span { files.insert(span.file) }
            for note in diagnostic.notes { if let span = note.span { files.insert(span.file) } }
            if let fixIt = diagnostic.fixIt { files.insert(fixIt.span.file) }
        }
        return files
    }

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int, regions: SARIFRegionBuilder) -> OrderedJSON {
        var text = [diagnostic.message]
        text += diagnostic.notes.filter { $0.span == nil }.map { "note: " + $0.message }
        if let help = diagnostic.help { text.append("help: " + help) }

        var members: [OrderedJSON.Member] = [
            .init("ruleId", .string(diagnostic.code.rawValue)),
            .init("ruleIndex", .int(ruleIndex)),
            .init("level", .string(diagnostic.severity.rawValue)),
            .init("message", .object([.init("text", .string(text.joined(separator: "\n")))])),
        ]
        if let span = diagnostic.span {
            var location = [OrderedJSON.Member("physicalLocation", regions.physicalLocation(span))]
            if let label = diagnostic.label {
                location.append(.init("message", .object([.init("text", .string(label))])))
            }
            members.append(.init("locations", .array([.object(location)])))
        }
        let related = diagnostic.notes.compactMap { note in note.span.map { (note.message, $0) } }
        if !related.isEmpty {
            members.append(.init("relatedLocations", .array(related.enumerated().map { index, note in
                .object([
                    .init("id", .int(index + 1)),
                    .init("physicalLocation", regions.physicalLocation(note.1)),
                    .init("message", .object([.init("text", .string(note.0))])),
                ])
            })))
        }
        if let fixIt = diagnostic.fixIt {
            let description = diagnostic.help ?? "replace with '\(fixIt.replacement)'"
            members.append(.init("fixes", .array([
                .object([
                    .init("description", .object([.init("text", .string(description))])),
                    .init("artifactChanges", .array([
                        .object([
                            .init("artifactLocation", regions.artifactLocation(fixIt.span.file)),
                            .init("replacements", .array([
                                .object([
                                    .init("deletedRegion", regions.region(fixIt.span)),
                                    .init("insertedContent", .object([.init("text", .string(fixIt.replacement))])),
                                ])
                            ])),
                        ])
                    ])),
                ])
            ])))
        }
        return .object(members)
    }
}
