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
}
