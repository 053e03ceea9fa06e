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

        /// Set when a token cannot be carried over, so that it is left out rather than handed on half made.
        var dropsToken = false

        /// `inherited` is the DTCG type a `$type` of an enclosing group gives (Style Dictionary 4 reads those too).
        mutating func group(_ node: SyntaxNode, path: [String], inherited: String? = nil) -> SyntaxNode {
            guard let entries = node.entries else {
                diagnostics.append(.error(
                    "import.invalid-document", "a Style Dictionary file must hold an object of tokens and groups, not \(node.kindWithArticle)",
                    at: node.span))
                return SyntaxNode(.mapping([]), location: node.location)
            }
            var members: [SyntaxEntry] = []
            members.reserveCapacity(entries.count)
            var inherited = inherited
            if let declared = node.entry("$type"), let name = declared.value.stringValue {
                inherited = StyleDictionaryTypes.dtcgType(of: name) ?? name
            }
            for entry in entries {
                if entry.key == "$type", let name = entry.value.stringValue, let mapped = StyleDictionaryTypes.dtcgType(of: name) {
                    members.append(SyntaxEntry(
                        key: entry.key, keyLocation: entry.keyLocation, value: SyntaxNode(.string(mapped), location: entry.value.location)))
                    continue
                }
                if entry.key.hasPrefix("$") {
                    members.append(entry)
                    continue
                }
                guard let fields = entry.value.entries else {
                    diagnostics.append(.warning(
                        "import.not-carried",
                        "'\((path + [entry.key]).joined(separator: "."))' is not a token or a group (its value is \(entry.value.kindWithArticle)): it is not read as a token (Style Dictionary writes no output for it either); references to it inside strings still take its value",
                        at: entry.keySpan))
                    continue
                }
                let memberPath = path + [entry.key]
                if let value = fields.first(where: { $0.key == "value" || $0.key == "$value" }) {
                    dropsToken = false
                    let translated = token(entry.value, fields: fields, value: value, path: memberPath, inherited: inherited)
                    if !dropsToken { members.append(SyntaxEntry(key: entry.key, keyLocation: entry.keyLocation, value: translated)) }
                } else {
                    members.append(SyntaxEntry(
                        key: entry.key, keyLocation: entry.keyLocation, value: group(entry.value, path: memberPath, inherited: inherited)))
                }
            }
            return SyntaxNode(.mapping(members), location: node.location)
        }

        mutating func token(
            _ node: SyntaxNode, fields: [SyntaxEntry], value: SyntaxEntry, path: [String], inherited: String?
        ) -> SyntaxNode {
            var out: [SyntaxEntry] = []
            var kept: [SyntaxEntry] = []
            var extensions: [SyntaxEntry] = []
            var description: SyntaxEntry?
            var deprecated: SyntaxEntry?
            var deprecatedComment: SyntaxEntry?
            var declared: SyntaxEntry?
            for field in fields {
                switch field.key {
                case "value", "$value": break
                case "type", "$type": declared = field
                case "comment", "$description": description = field
                case "description" where description == nil: description = field
                case "deprecated", "$deprecated": deprecated = field
                case "deprecated_comment": deprecatedComment = field
                case "$extensions": extensions = field.value.entries ?? []
                default: kept.append(field)
                }
            }
            let attributes = fields.first { $0.key == "attributes" }?.value
            var type = declared == nil && inherited != nil
                ? TokenType(name: inherited ?? "", isWritten: false)
                : self.type(declared: declared, attributes: attributes, value: value.value, path: path)
            if let declared, let stated = type, let read = contradictedType(declared: declared, type: stated, value: value.value, path: path) {
                type = read.name.isEmpty ? nil : read
            }
            var translatedValue = translated(value.value, type: type?.name)
            if type?.name == "shadow" { translatedValue = shadowWithDefaults(translatedValue, path: path) }
            out.insert(SyntaxEntry(key: "$value", keyLocation: value.keyLocation, value: translatedValue), at: 0)
            if declared == nil, let part = value.value.stringValue.flatMap(PartReference.segments(of:)).flatMap(PartReference.explicit) {
                // A part has no token to take its type from: the path's, else the part's own.
                if let name = type?.name ?? part.part.last.flatMap(PartReference.type(ofPart:)) {
                    out.append(SyntaxEntry(
                        key: "$type", keyLocation: value.keyLocation, value: SyntaxNode(.string(name), location: value.keyLocation)))
                }
            } else if let type, type.isWritten, !type.name.isEmpty {
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
