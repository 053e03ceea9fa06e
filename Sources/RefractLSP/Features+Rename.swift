import RefractJSONRPC
import RefractModel
import RefractParser
import RefractSyntax

extension Features {
    /// The name under the cursor that a rename replaces: a token's or group's key, or the last segment of
    /// an alias's path.
    static func prepareRename(_ context: FeatureContext) -> JSONValue? {
        guard let target = context.view.target(at: context.offset), let path = context.tokenPath(of: target),
            context.exists(path), let name = path.segments.last
        else { return nil }
        let range: ByteRange
        switch target {
        case .key(_, let span): range = KeyText.inner(span, in: context.view.bytes)
        case .alias(_, let span): range = ByteRange(span.end - name.utf8.count, span.end)
        default: return nil
        }
        return ["range": context.range(range), "placeholder": .string(name)]
    }

    /// One workspace edit renaming a token or group: its keys in every file that defines it and every
    /// alias and `$ref` naming it or something below it. Refused when the new path is taken.
    static func rename(_ context: FeatureContext, to newName: String) -> Result<JSONValue, ResponseError>? {
        guard let target = context.view.target(at: context.offset), let path = context.tokenPath(of: target) else { return nil }
        guard context.exists(path) else {
            return .failure(ResponseError(.requestFailed, "'\(path.dotted)' is not a token or group the project defines"))
        }
        guard !newName.isEmpty, !newName.hasPrefix("$"), !newName.contains(where: { "{}.".contains($0) }) else {
            return .failure(ResponseError(.requestFailed, "'\(newName)' is not a token name: names cannot be empty, start with '$' or hold '{', '}' or '.'"))
        }
        let renamed = TokenPath(segments: path.segments.dropLast() + [newName])
        guard renamed != path else { return .success(["changes": [:]]) }
        if context.exists(renamed) {
            return .failure(ResponseError(.requestFailed, "renaming '\(path.dotted)' to '\(renamed.dotted)' would collide with the existing '\(renamed.dotted)'"))
        }
        var changes: [JSONValue.Member] = []
        for file in context.analysis.files.isEmpty ? [context.path] : context.analysis.files {
            let bytes = context.bytes(of: file)
            let lines = context.lines(of: file)
            var edits: [JSONValue] = []
            let view = file == context.path ? context.view : DocumentView(path: file, bytes: bytes)
            let defined = context.analysis.definitions[file] ?? [:]
            let definedOffsets = defined.filter { $0.value == path || $0.value.dotted.hasPrefix(path.dotted + ".") }.keys
            let format = SourceFormat(path: file) ?? .json
            if let root = view.root {
                for key in KeyText.keys(named: path.segments, in: root, holding: Set(definedOffsets)) {
                    let written = NameSpelling.key(newName, at: key, in: bytes, format: format)
                    edits.append(["range": lines.range(written.range.start, written.range.end), "newText": .string(written.text)])
                }
            }
            for occurrence in ReferenceScan.occurrences(of: path, in: bytes) {
                let isPointer = occurrence.start >= 2 && bytes[occurrence.start - 1] == UInt8(ascii: "/") && bytes[occurrence.start - 2] == UInt8(ascii: "#")
                let text = isPointer ? renamed.segments.map { $0.replacingOccurrences("~", "~0").replacingOccurrences("/", "~1") }.joined(separator: "/") : renamed.dotted
                let quote = NameSpelling.quote(enclosing: occurrence.start, in: bytes, format: format)
                edits.append(["range": lines.range(occurrence.start, occurrence.end), "newText": .string(NameSpelling.escaped(text, in: quote, format: format))])
            }
            if !edits.isEmpty { changes.append(.init(FileURI.uri(of: file), .array(edits))) }
        }
        return .success(["changes": .object(changes)])
    }
}

/// Keys in a document's text: which ones spell a path, and the name inside their quotes.
enum KeyText {
    /// The range of a key's name: inside its quotes when quoted.
    static func inner(_ span: ByteRange, in bytes: [UInt8]) -> ByteRange {
        guard span.end - span.start >= 2, span.start < bytes.count, span.end <= bytes.count else { return span }
        let first = bytes[span.start]
        if (first == UInt8(ascii: "\"") || first == UInt8(ascii: "'")), bytes[span.end - 1] == first {
            return ByteRange(span.start + 1, span.end - 1)
        }
        return span
    }

    /// The keys whose path of names (leaving out `$` keys) ends with `segments` and whose entry holds one
    /// of `offsets` (the keys of the tokens being renamed, as the check found them), or whose path from
    /// the root is `segments` (a definition another file overrides, which the check's model no longer
    /// holds): the last key of each.
    static func keys(named segments: [String], in root: SyntaxNode, holding offsets: Set<Int>) -> [ByteRange] {
        var found: [ByteRange] = []
        func visit(_ node: SyntaxNode, names: [String]) {
            guard case .mapping(let entries) = node.value else { return }
            for entry in entries where !entry.key.hasPrefix("$") {
                let path = names + [entry.key]
                let keyRange = DocumentView.range(entry.keyLocation)
                if path.count >= segments.count, Array(path.suffix(segments.count)) == segments {
                    let valueRange = DocumentView.range(entry.value.location)
                    if path == segments || offsets.contains(where: { $0 == keyRange.start || (valueRange.start <= $0 && $0 < valueRange.end) }) {
                        found.append(keyRange)
                        continue
                    }
                }
                visit(entry.value, names: path)
            }
        }
        visit(root, names: [])
        return found
    }
}

extension Features {
    /// The generated names a rename of the token or group under the cursor changes, for the message the
    /// server shows beside its edit: an app's code using them must change too.
    static func renamedNames(_ context: FeatureContext) -> String? {
        guard let target = context.view.target(at: context.offset), let path = context.tokenPath(of: target) else { return nil }
        let prefix = path.dotted + "."
        let changed = context.analysis.platformNames()
            .filter { $0.key == path.dotted || $0.key.hasPrefix(prefix) }
            .flatMap(\.value)
            .sorted { ($0.platform, $0.name) < ($1.platform, $1.name) }
        guard !changed.isEmpty else {
            // Worth saying too: the app's code needs no change.
            return "renaming '\(path.dotted)' changes no generated name: no enabled platform writes it "
                + "(a token only referenced stays out of the API with `api: semantic`)"
        }
        let shown = changed.prefix(20).map { "\($0.platform) \($0.name)" }.joined(separator: ", ")
        let more = changed.count > 20 ? " and \(changed.count - 20) more" : ""
        return "renaming '\(path.dotted)' changes \(changed.count) generated \(changed.count == 1 ? "name" : "names"): \(shown)\(more)"
    }
}
