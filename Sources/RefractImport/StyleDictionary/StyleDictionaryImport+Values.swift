import RefractDiagnostics
import RefractSyntax

extension StyleDictionaryImport.Translator {
    /// A Style Dictionary value in DTCG's shape, as Style Dictionary's transforms read it: a bare number
    /// is rem for a size and milliseconds for a time; `{a.b.value}` is the alias `{a.b}`; references
    /// inside a string are interpolated. Strings such as `"16px"` or `"#1b8188"` stay strings: the
    /// parser's legacy decoders read them.
    mutating func translated(_ value: SyntaxNode, type: String?) -> SyntaxNode {
        switch value.value {
        case .string(let text):
            if StyleDictionaryReferences.isWholeReference(text) {
                if let segments = PartReference.segments(of: text), let (owner, part) = PartReference.explicit(segments) {
                    return partReference(text, owner: owner, part: part, at: value)
                }
                let alias = StyleDictionaryReferences.dtcgAlias(text)
                return alias == text ? value : SyntaxNode(.string(alias), location: value.location)
            }
            var text = text
            if !StyleDictionaryReferences.embedded(in: text).isEmpty {
                if let resolved = substituted(text, depth: 0) {
                    text = resolved
                } else {
                    diagnostics.append(.error(
                        "import.unresolved-reference",
                        "a reference in '\(text)' names no token of this input, or leads back to itself",
                        at: value.span, help: "Style Dictionary interpolates references inside a string from the same set of files"))
                    dropsToken = true
                }
            }
            if let (amount, unit) = StyleDictionaryNumbers.quantity(text), unit.isEmpty {
                return number(amount, type: type, at: value) ?? SyntaxNode(.string(text), location: value.location)
            }
            return SyntaxNode(.string(text), location: value.location)
        case .number(let number, _):
            if type == "string" { return SyntaxNode(.string(Self.text(of: number)), location: value.location) }
            return self.number(number, type: type, at: value) ?? value
        case .mapping(let entries):
            if type == "color", let color = Self.rgbColor(entries, at: value) { return color }
            return SyntaxNode(
                .mapping(entries.map { SyntaxEntry(key: $0.key, keyLocation: $0.keyLocation, value: translated($0.value, type: nil)) }),
                location: value.location)
        case .sequence(let items):
            return SyntaxNode(.sequence(items.map { translated($0, type: nil) }), location: value.location)
        default:
            return value
        }
    }

    /// A bare number where the type gives it a unit; nil where it stays what it was.
    private func number(_ number: Double, type: String?, at value: SyntaxNode) -> SyntaxNode? {
        let location = value.location
        func quantity(_ unit: String) -> SyntaxNode {
            SyntaxNode(.mapping([
                SyntaxEntry(key: "value", keyLocation: location, value: SyntaxNode(.number(number, isInteger: number == number.rounded()), location: location)),
                SyntaxEntry(key: "unit", keyLocation: location, value: SyntaxNode(.string(unit), location: location)),
            ]), location: location)
        }
        switch type {
        case "dimension": return quantity("rem")
        case "duration": return quantity("ms")
        case "number", "fontWeight": return SyntaxNode(.number(number, isInteger: number == number.rounded()), location: location)
        default: return nil
        }
    }

    /// `{ r: 255, g: 0, b: 0 }` (0–255, with `a` 0–1), as Style Dictionary's colour library reads it.
    private static func rgbColor(_ entries: [SyntaxEntry], at value: SyntaxNode) -> SyntaxNode? {
        var channels: [String: Double] = [:]
        for entry in entries {
            guard ["r", "g", "b", "a"].contains(entry.key), let number = entry.value.numberValue else { return nil }
            channels[entry.key] = number
        }
        guard let r = channels["r"], let g = channels["g"], let b = channels["b"] else { return nil }
        let location = value.location
        func number(_ n: Double) -> SyntaxNode { SyntaxNode(.number(n, isInteger: n == n.rounded()), location: location) }
        var members = [
            SyntaxEntry(key: "colorSpace", keyLocation: location, value: SyntaxNode(.string("srgb"), location: location)),
            SyntaxEntry(key: "components", keyLocation: location, value: SyntaxNode(.sequence([r, g, b].map { number($0 / 255) }), location: location)),
        ]
        if let a = channels["a"] { members.append(SyntaxEntry(key: "alpha", keyLocation: location, value: number(a))) }
        return SyntaxNode(.mapping(members), location: location)
    }

    static func text(of number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    /// Each `{path}` replaced with the text of that token's value, as Style Dictionary interpolates; nil
    /// when one names no token of the input or the references loop.
    func substituted(_ text: String, depth: Int) -> String? {
        var result = ""
        var index = text.startIndex
        for reference in StyleDictionaryReferences.embedded(in: text) {
            result += text[index..<reference.range.lowerBound]
            guard let inner = resolvedText(reference.path, depth: depth) else { return nil }
            result += inner
            index = reference.range.upperBound
        }
        return result + text[index...]
    }

    private func resolvedText(_ path: String, depth: Int) -> String? {
        guard depth < 32, let target = values.value(at: path) else { return nil }
        switch target.value {
        case .string(let inner):
            if StyleDictionaryReferences.isWholeReference(inner) {
                return resolvedText(String(StyleDictionaryReferences.dtcgAlias(inner).dropFirst().dropLast()), depth: depth + 1)
            }
            return substituted(inner, depth: depth + 1)
        case .number(let number, _): return Self.text(of: number)
        case .bool(let flag): return flag ? "true" : "false"
        default: return nil
        }
    }

    /// `{shadow.card.value.blur}`, which Style Dictionary resolves by walking into the token's value: a
    /// `$ref` into it. A part that is not there is `import.unknown-part`, and the reference is left as it
    /// was written.
    mutating func partReference(_ text: String, owner: [String], part: [String], at value: SyntaxNode) -> SyntaxNode {
        let ownerPath = owner.joined(separator: ".")
        guard var node = values.value(at: ownerPath) else {
            diagnostics.append(PartReference.unknown(text, "names a part of '\(ownerPath)', which is no token of this input", at: value))
            return value
        }
        for _ in 0..<32 {
            guard let inner = node.stringValue, StyleDictionaryReferences.isWholeReference(inner),
                let next = values.value(at: String(StyleDictionaryReferences.dtcgAlias(inner).dropFirst().dropLast()))
            else { break }
            node = next
        }
        var walked: [String] = []
        for segment in part {
            let child: SyntaxNode?
            switch node.value {
            case .mapping: child = node[segment]
            case .sequence(let items): child = Int(segment).flatMap { $0 >= 0 && $0 < items.count && String($0) == segment ? items[$0] : nil }
            default:
                let at = walked.isEmpty ? "whose value" : "whose part '\(walked.joined(separator: "."))'"
                diagnostics.append(PartReference.unknown(
                    text, "names the part '\(part.joined(separator: "."))' of '\(ownerPath)', \(at) is \(node.kindWithArticle), which has no parts",
                    at: value))
                return value
            }
            guard let child else {
                let names = node.entries?.map(\.key) ?? node.elements.map { Array($0.indices.map(String.init)) } ?? []
                let written = owner + ["value"] + walked
                diagnostics.append(PartReference.unknown(
                    text, "names the part '\(segment)' of '\((owner + walked).joined(separator: "."))', which has no such part", at: value,
                    notes: ["its parts are " + names.map { "'\($0)'" }.joined(separator: ", ")],
                    help: Suggestions.nearest(to: segment, in: names).map { "did you mean '{\((written + [$0]).joined(separator: "."))}'?" }))
                return value
            }
            walked.append(segment)
            node = child
        }
        return PartReference.node(owner: owner, part: part, like: value)
    }
}
