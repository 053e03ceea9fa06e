import RefractDiagnostics

extension Diagnostic {
    static func multipleDocuments(at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        .error(.yamlMultipleDocuments, "file has more than one YAML document", at: span,
               notes: [DiagnosticNote("the first document starts here", at: first)],
               help: "a token file holds one document; split the documents into files")
    }

    static func complexKey(at span: SourceSpan) -> Diagnostic {
        .error(.yamlComplexKey, "mapping key is not a scalar", at: span, help: "keys of token files are names; write the key as text")
    }

    static func unknownAnchor(_ name: String, isRecursive: Bool, at span: SourceSpan) -> Diagnostic {
        isRecursive
            ? .error(.yamlUnknownAnchor, "alias '*\(name)' refers to the node that contains it", at: span)
            : .error(.yamlUnknownAnchor, "no anchor '&\(name)' before this alias", at: span,
                     help: "an alias can only refer to an anchor defined above it")
    }

    static func invalidMerge(at span: SourceSpan) -> Diagnostic {
        .error(.yamlMergeKey, "merge key '<<' needs a mapping or a list of mappings", at: span)
    }

    static func nodeLimit(_ limit: Int, alias: String?, at span: SourceSpan) -> Diagnostic {
        let message = alias.map { "alias '*\($0)' expands the document beyond \(limit) nodes" }
            ?? "document has more than \(limit) nodes"
        return .error(.yamlAliasLimit, message, at: span,
                      help: "aliases of aliases grow exponentially (a 'billion laughs' document); reference tokens with DTCG aliases instead")
    }

    static func aliasSizeLimit(_ limit: Int, alias: String, anchorBytes: Int, at span: SourceSpan) -> Diagnostic {
        .error(.yamlAliasSize, "alias '*\(alias)' makes the aliases copy more than \(mebibytes(limit)) of text",
               at: span, label: "copies \(anchorBytes.grouped) bytes",
               help: "each alias copies its anchor's text, and every output repeats it; aliases may copy ten times "
                   + "the file's size, at least 16 MiB: write a long text once, or share a value with a DTCG alias")
    }

    static func yamlTooLarge(size: Int, limit: Int, at span: SourceSpan) -> Diagnostic {
        .error(.yamlTooLarge, "YAML file is \(size.grouped) bytes, more than the limit of \(mebibytes(limit)) for YAML",
               at: span, label: "the limit is passed here",
               help: "YAML reads at about half the speed of JSON: write a file this large as JSON (YAML in flow "
                   + "style, all braces and brackets, is JSON already), or split it into several files")
    }

    /// `16777216` as `16 MiB`, `17301504` as `16.5 MiB`, `26040` as `26,040 bytes`.
    private static func mebibytes(_ bytes: Int) -> String {
        guard bytes >= 1 << 20 else { return "\(bytes.grouped) bytes" }
        let tenths = (bytes * 10) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
    }
}
