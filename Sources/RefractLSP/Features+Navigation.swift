import RefractJSONRPC
import RefractModel
import RefractParser

extension Features {
    /// Where an alias, a `$ref` or a key's token is defined (every file that defines it, across
    /// permutations); a resolver's `$ref` to a file opens the file, to a set or modifier its entry.
    static func definition(_ context: FeatureContext) -> JSONValue? {
        if isNativeFile(context.path) { return nativeDefinition(context) }
        guard let target = context.view.target(at: context.offset) else { return nil }
        if case .reference(let pointer, _, _) = target {
            return referenceDefinition(pointer, context)
        }
        if case .string = target { return nil }
        guard let path = context.tokenPath(of: target) else { return nil }
        let locations = definitions(of: path, context)
        return locations.isEmpty ? nil : .array(locations)
    }

    static func definitions(of path: TokenPath, _ context: FeatureContext) -> [JSONValue] {
        guard let model = context.model else { return [] }
        var seen = Set<SourceReference>()
        return model.tokens(at: path).compactMap { token -> JSONValue? in
            guard let source = token?.source, seen.insert(source).inserted else { return nil }
            return context.location(file: source.file, start: source.offset, end: source.endOffset)
        }
    }

    /// `file.json`, `file.json#/a/b` or `#/sets/x`: the pointer followed in the file it names.
    private static func referenceDefinition(_ pointer: String, _ context: FeatureContext) -> JSONValue? {
        let hash = pointer.firstIndex(of: "#")
        let filePart = String(pointer[..<(hash ?? pointer.endIndex)])
        let fragment = hash.map { String(pointer[pointer.index(after: $0)...]) } ?? ""
        let file = filePart.isEmpty ? context.path : ResolverPaths.normalize(PathJoin.parent(of: context.path) + "/" + filePart)
        let bytes = context.bytes(of: file)
        guard !bytes.isEmpty || file == context.path else { return nil }
        let view = file == context.path ? context.view : DocumentView(path: file, bytes: bytes)
        var node = view.root
        var start = 0
        var end = 0
        for segment in fragment.split(separator: "/") {
            let key = segment.replacingOccurrences("~1", "/").replacingOccurrences("~0", "~")
            guard let entry = node?.entry(key) else { break }
            let range = DocumentView.range(entry.keyLocation)
            (start, end) = (range.start, range.end)
            node = entry.value
        }
        if filePart.isEmpty, start == 0, end == 0, let path = FeatureContext.tokenPath(pointer: pointer) {
            let locations = definitions(of: path, context)
            return locations.isEmpty ? nil : .array(locations)
        }
        return [context.location(file: file, start: start, end: end)]
    }

    /// Every `{path}` alias (and `{path.…}` below a group), `$ref` pointer and definition of the token
    /// or group under the cursor, in every file the project reads.
    static func references(_ context: FeatureContext, includeDeclaration: Bool) -> JSONValue? {
        guard let target = context.view.target(at: context.offset), let path = context.tokenPath(of: target) else { return nil }
        var locations: [JSONValue] = []
        for file in context.analysis.files.isEmpty ? [context.path] : context.analysis.files {
            let bytes = context.bytes(of: file)
            let lines = context.lines(of: file)
            for occurrence in ReferenceScan.occurrences(of: path, in: bytes) {
                locations.append(["uri": .string(FileURI.uri(of: file)), "range": lines.range(occurrence.start, occurrence.end)])
            }
        }
        locations += nativeReferences(of: path, context)
        if includeDeclaration { locations = definitions(of: path, context) + overriddenDefinitions(of: path, context) + locations }
        return .array(locations)
    }

    /// The keys defining the token or group that the check's model does not hold: a definition a later
    /// set or a theme file overrides (the model keeps only the winning one), and a group's own keys. Found
    /// as rename finds the keys it rewrites, by their path from the file's root.
    static func overriddenDefinitions(of path: TokenPath, _ context: FeatureContext) -> [JSONValue] {
        let winning = (context.model?.tokens(at: path) ?? []).compactMap { $0?.source }
        let known = Set(winning.map { ResolverPaths.normalize($0.file) + ":\($0.offset)" })
        var locations: [JSONValue] = []
        for file in context.analysis.files.isEmpty ? [context.path] : context.analysis.files {
            let view = file == context.path ? context.view : DocumentView(path: file, bytes: context.bytes(of: file))
            guard let root = view.root else { continue }
            let prefix = path.dotted + "."
            let defined = (context.analysis.definitions[file] ?? [:]).filter { $0.value == path || $0.value.dotted.hasPrefix(prefix) }.keys
            for key in KeyText.keys(named: path.segments, in: root, holding: Set(defined)) where !known.contains(file + ":\(key.start)") {
                locations.append(context.location(file: file, start: key.start, end: key.end))
            }
        }
        return locations
    }
}

enum PathJoin {
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}

/// Where a token path is named in a file's text: inside `{…}` aliases (exactly, or as the head of a
/// longer path for a group) and in `#/…` JSON Pointers. The ranges cover the path's text alone.
enum ReferenceScan {
    static func occurrences(of path: TokenPath, in bytes: [UInt8]) -> [ByteRange] {
        var found: [ByteRange] = []
        let dotted = Array(path.dotted.utf8)
        let pointer = Array(("#/" + path.segments.map { $0.replacingOccurrences("~", "~0").replacingOccurrences("/", "~1") }.joined(separator: "/")).utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{"), matches(dotted, in: bytes, at: index + 1) {
                let after = index + 1 + dotted.count
                if after < bytes.count, bytes[after] == UInt8(ascii: "}") || bytes[after] == UInt8(ascii: ".") {
                    found.append(ByteRange(index + 1, after))
                }
            } else if byte == UInt8(ascii: "#"), matches(pointer, in: bytes, at: index) {
                let after = index + pointer.count
                if after < bytes.count, bytes[after] == UInt8(ascii: "/") || bytes[after] == UInt8(ascii: "\"") || bytes[after] == UInt8(ascii: "'") || bytes[after] == UInt8(ascii: "\n") {
                    found.append(ByteRange(index + 2, after))
                }
            }
            index += 1
        }
        return found
    }

    private static func matches(_ needle: [UInt8], in bytes: [UInt8], at start: Int) -> Bool {
        guard start + needle.count <= bytes.count else { return false }
        for k in 0..<needle.count where bytes[start + k] != needle[k] { return false }
        return true
    }
}
