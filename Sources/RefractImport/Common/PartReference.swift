import RefractDiagnostics
import RefractSyntax

/// A reference into a part of a composite token (`{shadow.card.value.blur}`), written as DTCG writes one: a
/// JSON Pointer `$ref` into the token's `$value` (`#/shadow/card/$value/blur`), which curly braces cannot say.
enum PartReference {
    /// The `$ref` object, standing where the reference was written.
    static func node(owner: [String], part: [String], like origin: SyntaxNode) -> SyntaxNode {
        let pointer = "#/" + (owner + ["$value"] + part).map(pointerSegment).joined(separator: "/")
        return .mapping([.init("$ref", .string(pointer, like: origin), like: origin)], like: origin)
    }

    /// A JSON Pointer segment (RFC 6901): `~` and `/` inside it escaped.
    static func pointerSegment(_ segment: String) -> String {
        segment.replacingAll("~", with: "~0").replacingAll("/", with: "~1")
    }

    /// The DTCG type of a composite's part, by the part's name (the same in every composite that has it): the
    /// `$type` of a token whose whole value is the part.
    static func type(ofPart name: String) -> String? {
        switch name {
        case "offsetX", "offsetY", "blur", "spread", "width", "fontSize", "letterSpacing": "dimension"
        case "color": "color"
        case "fontFamily": "fontFamily"
        case "fontWeight": "fontWeight"
        case "lineHeight": "number"
        case "style": "strokeStyle"
        case "duration", "delay": "duration"
        case "timingFunction": "cubicBezier"
        default: nil
        }
    }

    /// `{a.b.value.c}` (or `$value`): the segments before the value and after it, when both are there. Neither
    /// Style Dictionary nor Tokens Studio lets a token be named `value` (it would be the token's value), so
    /// the segment always says where the token ends.
    static func explicit(_ segments: [String]) -> (owner: [String], part: [String])? {
        guard let at = segments.firstIndex(where: { $0 == "value" || $0 == "$value" }), at > 0, at < segments.count - 1
        else { return nil }
        return (Array(segments[..<at]), Array(segments[(at + 1)...]))
    }

    /// The dotted path inside a whole reference `{a.b}`, as segments.
    static func segments(of text: String) -> [String]? {
        guard StyleDictionaryReferences.isWholeReference(text) else { return nil }
        return text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: " ") }
    }

    /// `import.unknown-part` at the reference.
    static func unknown(
        _ text: String, _ message: String, at node: SyntaxNode, notes: [String] = [], help: String? = nil
    ) -> Diagnostic {
        .error(
            "import.unknown-part", "'\(text)' \(message)", at: node.span, notes: notes.map { DiagnosticNote($0) },
            help: help)
    }
}
