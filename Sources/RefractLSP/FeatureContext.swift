import RefractJSONRPC
import RefractModel
import RefractParser

/// What a request about one document is answered from: the editor's text read into a tree, the place
/// asked about, and the latest check of the project the document belongs to.
struct FeatureContext {
    var uri: String
    var path: String
    var view: DocumentView
    var lines: TextLines
    var offset: Int
    var analysis: Analysis
    var open: [String: [UInt8]]
    var encoding: PositionEncoding
    var params: JSONValue
    /// The workspace folders, where the app's uses of generated names are looked for.
    var workspaceFolders: [String] = []

    var model: ThemedTokenSet? { analysis.model }

    /// The token (or group) path the target names: an alias's path, a `$ref` pointer's token, or a key
    /// (the token defined at that key as the check saw it, else the keys without `$` ones).
    func tokenPath(of target: DocumentTarget) -> TokenPath? {
        switch target {
        case .alias(let path, _): return path
        case .reference(let pointer, _, _): return Self.tokenPath(pointer: pointer)
        case .key(let keys, let span):
            if let defined = analysis.definitions[path]?[span.start] { return defined }
            let names = keys.prefix { !$0.hasPrefix("$") }
            return names.isEmpty ? nil : TokenPath(segments: names)
        case .string(_, let keys, _):
            let names = keys.prefix { !$0.hasPrefix("$") }
            guard keys.count > names.count, let span = keyOffset(names) else { return names.isEmpty ? nil : TokenPath(segments: names) }
            return analysis.definitions[path]?[span] ?? TokenPath(segments: names)
        }
    }

    /// The offset of the key the keys lead to in this document.
    func keyOffset(_ keys: some Collection<String>) -> Int? {
        var node = view.root
        var offset: Int?
        for key in keys {
            guard let entry = node?.entry(key) else { return nil }
            offset = DocumentView.range(entry.keyLocation).start
            node = entry.value
        }
        return offset
    }

    /// The token path of a JSON Pointer within token documents: `#/color/brand/$value` is `color.brand`.
    static func tokenPath(pointer: String) -> TokenPath? {
        guard let hash = pointer.firstIndex(of: "#") else { return nil }
        let segments = pointer[pointer.index(after: hash)...].split(separator: "/").map {
            $0.replacingOccurrences("~1", "/").replacingOccurrences("~0", "~")
        }
        let names = segments.prefix { !$0.hasPrefix("$") }
        return names.isEmpty ? nil : TokenPath(segments: names)
    }

    /// Whether a known token or a group of them has this path.
    func exists(_ path: TokenPath) -> Bool {
        guard let model else { return false }
        let prefix = path.dotted + "."
        return model.paths.contains { $0 == path || $0.dotted.hasPrefix(prefix) }
    }

    /// The text of a file as the server knows it: open and edited, or as the check read it, or on disk.
    func bytes(of file: String) -> [UInt8] {
        let file = ResolverPaths.normalize(file)
        return open[file] ?? analysis.sources.bytes(of: file) ?? FileSystemText.bytes(file) ?? []
    }

    func lines(of file: String) -> TextLines {
        let file = ResolverPaths.normalize(file)
        if file == path { return lines }
        if let text = open[file] { return TextLines(text, encoding: encoding) }
        return analysis.lineTables.lines(file, encoding: encoding) { TextLines(bytes(of: file), encoding: encoding) }
    }

    func location(file: String, start: Int, end: Int) -> JSONValue {
        ["uri": .string(FileURI.uri(of: ResolverPaths.normalize(file))), "range": lines(of: file).range(start, end)]
    }

    func range(_ span: ByteRange) -> JSONValue { lines.range(span.start, span.end) }
}

extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        guard contains(target) else { return self }
        return components(separatedBy: target).joined(separator: replacement)
    }

    func components(separatedBy separator: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(self)
        while let range = rest.firstRange(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}

extension Substring {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        String(self).replacingOccurrences(target, replacement)
    }
}
