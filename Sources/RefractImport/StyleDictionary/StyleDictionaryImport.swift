import RefractDiagnostics
import RefractSyntax

/// Style Dictionary 3/4 legacy files → DTCG trees. A mapping with `value` is a token (as in Style
/// Dictionary); every other mapping is a group. Keys keep the spans of the keys they came from, so
/// `$value` is located at the file's `value`.
enum StyleDictionaryImport {
    /// Where the keys DTCG has no place for go (`attributes`, `themeable`, …): kept, not lost.
    static let extensionKey = "com.amazon.style-dictionary"

    static func translate(_ input: ImportInput) -> ImportResult {
        let values = ReferenceValues(input.documents)
        var result = ImportResult()
        for document in input.documents {
            var translator = Translator(values: values)
            let root = translator.group(document.root, path: [])
            result.documents.append(ImportDocument(path: document.path, root: root))
            result.diagnostics += translator.diagnostics
        }
        return result
    }

    struct Translator {
        let values: ReferenceValues
        var diagnostics: [Diagnostic] = []

        mutating func group(_ node: SyntaxNode, path: [String]) -> SyntaxNode {
            guard let entries = node.entries else {
                diagnostics.append(.error(
                    "import.invalid-document", "a Style Dictionary file must hold an object of tokens and groups, not \(node.kindName)",
                    at: node.span))
                return SyntaxNode(.mapping([]), location: node.location)
            }
            var members: [SyntaxEntry] = []
            members.reserveCapacity(entries.count)
            for entry in entries {
                if entry.key.hasPrefix("$") {
                    members.append(entry)
                    continue
                }
                guard let fields = entry.value.entries else {
                    diagnostics.append(.warning(
                        "import.not-carried",
                        "'\((path + [entry.key]).joined(separator: "."))' is \(entry.value.kindName), not a token or a group; Style Dictionary skips it, and so does refract",
                        at: entry.keySpan))
                    continue
                }
                let memberPath = path + [entry.key]
                if fields.contains(where: { $0.key == "$value" }) {
                    members.append(entry)
                } else if let value = fields.first(where: { $0.key == "value" }) {
                    members.append(SyntaxEntry(
                        key: entry.key, keyLocation: entry.keyLocation,
                        value: token(entry.value, fields: fields, value: value, path: memberPath)))
                } else {
                    members.append(SyntaxEntry(
                        key: entry.key, keyLocation: entry.keyLocation, value: group(entry.value, path: memberPath)))
                }
            }
            return SyntaxNode(.mapping(members), location: node.location)
        }

        mutating func token(_ node: SyntaxNode, fields: [SyntaxEntry], value: SyntaxEntry, path: [String]) -> SyntaxNode {
            var out: [SyntaxEntry] = []
            var kept: [SyntaxEntry] = []
            var extensions: [SyntaxEntry] = []
            var description: SyntaxEntry?
            var deprecated: SyntaxEntry?
            var deprecatedComment: SyntaxEntry?
            var declared: SyntaxEntry?
            for field in fields {
                switch field.key {
                case "value": break
                case "type", "$type": declared = field
                case "comment": description = field
                case "description" where description == nil: description = field
                case "deprecated": deprecated = field
                case "deprecated_comment": deprecatedComment = field
                case "$extensions": extensions = field.value.entries ?? []
                case "$description", "$deprecated": out.append(field)
                default: kept.append(field)
                }
            }
            let attributes = fields.first { $0.key == "attributes" }?.value
            let type = self.type(declared: declared, attributes: attributes, value: value.value, path: path)
            out.insert(SyntaxEntry(key: "$value", keyLocation: value.keyLocation, value: translated(value.value, type: type?.name)), at: 0)
            if let type, type.isWritten {
                out.append(SyntaxEntry(
                    key: "$type", keyLocation: type.keyLocation ?? value.keyLocation,
                    value: SyntaxNode(.string(type.name), location: type.valueLocation ?? value.keyLocation)))
            }
            if let description {
                out.append(SyntaxEntry(key: "$description", keyLocation: description.keyLocation, value: description.value))
            }
            if let deprecation = self.deprecation(deprecated, comment: deprecatedComment) { out.append(deprecation) }
            if !kept.isEmpty {
                extensions.append(SyntaxEntry(
                    key: StyleDictionaryImport.extensionKey, keyLocation: kept[0].keyLocation,
                    value: SyntaxNode(.mapping(kept), location: kept[0].keyLocation)))
            }
            if !extensions.isEmpty {
                out.append(SyntaxEntry(
                    key: "$extensions", keyLocation: extensions[0].keyLocation,
                    value: SyntaxNode(.mapping(extensions), location: extensions[0].keyLocation)))
            }
            return SyntaxNode(.mapping(out), location: node.location)
        }

        /// `deprecated: true` or a string, with Style Dictionary's `deprecated_comment` as the reason.
        func deprecation(_ flag: SyntaxEntry?, comment: SyntaxEntry?) -> SyntaxEntry? {
            guard let flag else { return nil }
            if flag.value.boolValue == true, let comment, comment.value.stringValue != nil {
                return SyntaxEntry(key: "$deprecated", keyLocation: flag.keyLocation, value: comment.value)
            }
            return SyntaxEntry(key: "$deprecated", keyLocation: flag.keyLocation, value: flag.value)
        }
    }
}
