import RefractDiagnostics
import RefractSyntax

/// Token sources: inline token trees, `$ref`s to sets or other parts of the document, `$ref`s to files.
extension ResolverDocumentReader {
    enum SourceOwner {
        case set
        case modifier
    }

    mutating func expandSources(_ node: SyntaxNode, owner: SourceOwner, location: [String]) -> [ResolverPlan.Source] {
        guard let items = node.elements else {
            error("resolver.invalid-type", "token sources must be an array, not \(node.kindName)", at: node.span)
            return []
        }
        var result: [ResolverPlan.Source] = []
        for (i, item) in items.enumerated() {
            result += expandSource(item, owner: owner, location: location + [String(i)], pointers: [])
        }
        return result
    }

    private mutating func expandSource(
        _ item: SyntaxNode, owner: SourceOwner, location: [String], pointers: [String]
    ) -> [ResolverPlan.Source] {
        guard let entries = item.entries else {
            error(
                "resolver.invalid-type", "a token source must be an object (tokens or a '$ref'), not \(item.kindName)",
                at: item.span)
            return []
        }
        guard let reference = item.entry("$ref") else { return [.inline(item)] }
        guard let text = reference.value.stringValue else {
            error("resolver.invalid-type", "'$ref' must be a string, not \(reference.value.kindName)", at: reference.value.span)
            return []
        }
        let overrides = entries.filter { $0.key != "$ref" }
        let span = reference.value.span
        if text.hasPrefix("#") {
            return localSource(
                String(text.dropFirst()), text: text, span: span, overrides: overrides, owner: owner, location: location,
                pointers: pointers)
        }
        if ResolverPaths.isRemote(text) {
            error("resolver.unsupported-reference", "remote reference '\(text)' is not supported", at: span,
                help: "download the file and reference it by a relative path")
            return []
        }
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let fragment = parts.count > 1 ? String(parts[1]) : nil
        let file = ResolverPaths.resolve(String(parts[0]), relativeTo: path)
        let (fileOverrides, refract) = Self.refractExtension(overrides)
        var fileReference = ResolverPlan.FileReference(
            path: file, fragment: fragment.flatMap { $0.isEmpty ? nil : $0 }, overrides: fileOverrides, span: span)
        if let format = refract?["format"] {
            fileReference.format = (format.stringValue ?? format.kindName, format.span)
        }
        if let referenceOnly = refract?["referenceOnly"] {
            if let flag = referenceOnly.boolValue {
                fileReference.referenceOnly = flag
            } else {
                error(
                    "resolver.invalid-type", "'referenceOnly' must be a boolean, not \(referenceOnly.kindName)",
                    at: referenceOnly.span)
            }
        }
        return [.file(fileReference)]
    }

    /// Refract's own extension beside a file `$ref`, `"$extensions": { "dev.refract": { "format": "…",
    /// "referenceOnly": true } }`, taken out of the keys that override the file's: it says how to read the
    /// file, it is not token data.
    static func refractExtension(_ overrides: [SyntaxEntry]) -> ([SyntaxEntry], SyntaxNode?) {
        guard let index = overrides.firstIndex(where: { $0.key == "$extensions" }),
            let extensions = overrides[index].value.entries, let refract = extensions.first(where: { $0.key == "dev.refract" })
        else { return (overrides, nil) }
        var rest = overrides
        let others = extensions.filter { $0.key != "dev.refract" }
        if others.isEmpty {
            rest.remove(at: index)
        } else {
            rest[index].value = SyntaxNode(.mapping(others), span: overrides[index].value.span)
        }
        return (rest, refract.value)
    }

    private mutating func localSource(
        _ pointer: String, text: String, span: SourceSpan, overrides: [SyntaxEntry], owner: SourceOwner,
        location: [String], pointers: [String]
    ) -> [ResolverPlan.Source] {
        let segments = SyntaxPointer.segments(pointer)
        if !checkLegal(segments, text: text, span: span, owner: owner) { return [] }
        if segments.count <= location.count, Array(location.prefix(segments.count)) == segments {
            error(
                "resolver.circular-reference", "circular reference: '\(text)' points to an object that contains it",
                at: span)
            return []
        }
        if segments.count == 2, segments[0] == "sets" {
            guard root["sets"]?[segments[1]] != nil else {
                unresolved(text, span: span, kind: "set", name: segments[1], candidates: root["sets"]?.entries ?? [])
                return []
            }
            return setSources(named: segments[1], overrides: overrides, referencedAt: span) ?? []
        }
        if pointers.contains(pointer) {
            error("resolver.circular-reference", "circular reference: '\(text)' refers back to itself", at: span)
            return []
        }
        guard let target = SyntaxPointer.node(at: segments, in: root) else {
            error("resolver.unresolved-reference", "'\(text)' does not point to anything in this document", at: span)
            return []
        }
        return expandSource(
            SyntaxPointer.applying(overrides, to: target), owner: owner, location: segments, pointers: pointers + [pointer])
    }

    /// Sets and modifiers never reference modifiers; nothing references `resolutionOrder`.
    mutating func checkLegal(_ segments: [String], text: String, span: SourceSpan, owner: SourceOwner?) -> Bool {
        if segments.first == "resolutionOrder" {
            error(
                "resolver.illegal-reference", "a reference must not point into 'resolutionOrder' ('\(text)')", at: span,
                help: "define the set or modifier under 'sets' or 'modifiers' and reference it there")
            return false
        }
        if segments.first == "modifiers", let owner {
            let message = owner == .set
                ? "a set must not reference a modifier ('\(text)')"
                : "a modifier must not reference another modifier ('\(text)')"
            error(
                "resolver.illegal-reference", message, at: span,
                help: "only 'resolutionOrder' may reference modifiers")
            return false
        }
        return true
    }

    mutating func unresolved(_ text: String, span: SourceSpan, kind: String, name: String, candidates: [SyntaxEntry]) {
        let help = Suggestions.nearest(to: name, in: candidates.map(\.key)).map { "did you mean '\($0)'?" }
        error("resolver.unresolved-reference", "no \(kind) named '\(name)' for '\(text)'", at: span, help: help)
    }
}
