import RefractDiagnostics
import RefractModel
import RefractSyntax

/// Located trees written back as DTCG JSON text (two-space indentation, keys in their order), and the
/// resolved values that `refract import` writes in DTCG's object form.
enum DTCGText {
    static func json(_ node: SyntaxNode) -> String {
        var text = ""
        write(node, indent: "", into: &text)
        return text
    }

    private static func write(_ node: SyntaxNode, indent: String, into text: inout String) {
        switch node.value {
        case .mapping(let entries):
            guard !entries.isEmpty else { return text += "{}" }
            text += "{\n"
            for (i, entry) in entries.enumerated() {
                text += indent + "  " + JSONStringLiteral.quoted(entry.key) + ": "
                write(entry.value, indent: indent + "  ", into: &text)
                text += i == entries.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        case .sequence(let items):
            guard !items.isEmpty else { return text += "[]" }
            if items.allSatisfy({ $0.entries == nil && $0.elements == nil }) {
                text += "[" + items.map { json($0) }.joined(separator: ", ") + "]"
                return
            }
            text += "[\n"
            for (i, item) in items.enumerated() {
                text += indent + "  "
                write(item, indent: indent + "  ", into: &text)
                text += i == items.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .string(let string): text += JSONStringLiteral.quoted(string)
        case .number(let number, _): text += self.number(number)
        case .bool(let flag): text += flag ? "true" : "false"
        case .null: text += "null"
        }
    }

    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// A resolved value in DTCG 2025.10's form, where the native read decoded one from a legacy string;
    /// nil for the kinds the source tree already writes as DTCG.
    static func node(_ value: TokenValue, at span: SourceSpan) -> SyntaxNode? {
        func n(_ v: SyntaxValue) -> SyntaxNode { SyntaxNode(v, span: span) }
        func number(_ v: Double) -> SyntaxNode { n(.number(v, isInteger: v == v.rounded())) }
        func object(_ members: [(String, SyntaxNode)]) -> SyntaxNode {
            n(.mapping(members.map { SyntaxEntry(key: $0.0, keySpan: span, value: $0.1) }))
        }
        switch value {
        case .color(let color):
            var members: [(String, SyntaxNode)] = [
                ("colorSpace", n(.string(color.space.rawValue))),
                ("components", n(.sequence(color.components.map { $0.map(number) ?? n(.string("none")) }))),
            ]
            if color.alpha != 1 { members.append(("alpha", number(color.alpha))) }
            if let hex = color.hex { members.append(("hex", n(.string(hex)))) }
            return object(members)
        case .dimension(let dimension):
            return object([("value", number(dimension.value)), ("unit", n(.string(dimension.unit.rawValue)))])
        case .duration(let duration):
            return object([("value", number(duration.value)), ("unit", n(.string(duration.unit.rawValue)))])
        case .number(let value): return number(value)
        case .fontFamily(let names):
            return names.count == 1 ? n(.string(names[0])) : n(.sequence(names.map { n(.string($0)) }))
        case .fontWeight(let weight):
            return weight.keyword.map { n(.string($0)) } ?? number(weight.value)
        case .cubicBezier(let curve):
            return n(.sequence([curve.x1, curve.y1, curve.x2, curve.y2].map(number)))
        case .strokeStyle(.keyword(let keyword)):
            return n(.string(keyword.rawValue))
        case .strokeStyle(.dashes(let dashes, let cap)):
            return object([
                ("dashArray", n(.sequence(dashes.compactMap { node(.dimension($0), at: span) }))),
                ("lineCap", n(.string(cap.rawValue))),
            ])
        case .border, .transition, .shadow, .gradient, .typography, .other:
            return nil
        }
    }

    /// A composite value in DTCG 2025.10's form, each part from the resolved value, except a part `written` as a
    /// reference (`"{a.b}"`, `{ "$ref": … }`) that `keeps` says reads back as the same value. Nil when the written
    /// value is not shaped like the resolved one (a gradient of references to gradients), or not a composite.
    static func composite(
        _ value: TokenValue, written: SyntaxNode?, at span: SourceSpan, keeps: (SyntaxNode, TokenValue) -> Bool
    ) -> SyntaxNode? {
        func object(_ parts: [(String, TokenValue?)], written: SyntaxNode?) -> SyntaxNode? {
            var entries: [SyntaxEntry] = []
            for (name, part) in parts {
                guard let part else { continue }
                let source = written?[name]
                let node: SyntaxNode
                if let source, isReference(source), keeps(source, part) {
                    node = source
                } else if let resolved = self.node(part, at: span) {
                    node = resolved
                } else {
                    return nil
                }
                entries.append(SyntaxEntry(key: name, keySpan: span, value: node))
            }
            return SyntaxNode(.mapping(entries), span: span)
        }
        func items(_ count: Int) -> [SyntaxNode?]? {
            guard let written else { return Array(repeating: nil, count: count) }
            guard let elements = written.elements else { return count == 1 ? [written] : nil }
            guard elements.count == count, elements.allSatisfy({ $0.entries != nil && $0["$ref"] == nil }) else { return nil }
            return elements
        }
        switch value {
        case .border(let border):
            return object([("color", .color(border.color)), ("width", .dimension(border.width)), ("style", .strokeStyle(border.style))], written: written)
        case .transition(let transition):
            return object([
                ("duration", .duration(transition.duration)), ("delay", .duration(transition.delay)),
                ("timingFunction", .cubicBezier(transition.timingFunction)),
            ], written: written)
        case .typography(let typography):
            return object([
                ("fontFamily", .fontFamily(typography.fontFamily)), ("fontSize", .dimension(typography.fontSize)),
                ("fontWeight", .fontWeight(typography.fontWeight)), ("letterSpacing", typography.letterSpacing.map(TokenValue.dimension)),
                ("lineHeight", typography.lineHeight.map(TokenValue.number)),
            ], written: written)
        case .shadow(let layers, let isList):
            guard let sources = items(layers.count) else { return nil }
            var written: [SyntaxNode] = []
            for (layer, source) in zip(layers, sources) {
                guard var layerNode = object([
                    ("color", .color(layer.color)), ("offsetX", .dimension(layer.offsetX)), ("offsetY", .dimension(layer.offsetY)),
                    ("blur", .dimension(layer.blur)), ("spread", .dimension(layer.spread)),
                ], written: source) else { return nil }
                if layer.inset || source?["inset"] != nil, case .mapping(var entries) = layerNode.value {
                    entries.append(SyntaxEntry(key: "inset", keySpan: span, value: SyntaxNode(.bool(layer.inset), span: span)))
                    layerNode = SyntaxNode(.mapping(entries), span: span)
                }
                written.append(layerNode)
            }
            return isList || written.count != 1 ? SyntaxNode(.sequence(written), span: span) : written[0]
        case .gradient(let stops):
            guard let sources = items(stops.count) else { return nil }
            var written: [SyntaxNode] = []
            for (stop, source) in zip(stops, sources) {
                guard let stopNode = object([("color", .color(stop.color)), ("position", .number(stop.position))], written: source)
                else { return nil }
                written.append(stopNode)
            }
            return SyntaxNode(.sequence(written), span: span)
        default:
            return nil
        }
    }

    /// A whole-value reference: DTCG's curly alias or a JSON Pointer `$ref`.
    static func isReference(_ node: SyntaxNode) -> Bool {
        if let text = node.stringValue {
            return text.hasPrefix("{") && text.hasSuffix("}") && !text.dropFirst().dropLast().contains { $0 == "{" || $0 == "}" }
        }
        return node.entries?.count == 1 && node["$ref"] != nil
    }

    /// A source's path below the input, as a `.json` file of the output folder.
    static func outputPath(_ path: String, below base: String) -> String {
        var relative = path
        if !base.isEmpty, path.hasPrefix(base + "/") { relative = String(path.dropFirst(base.count + 1)) }
        return jsonName(relative)
    }

    static func jsonName(_ path: String) -> String {
        for suffix in [".json5", ".jsonc", ".yaml", ".yml"] where path.lowercased().hasSuffix(suffix) {
            return String(path.dropLast(suffix.count)) + ".json"
        }
        return path
    }

    /// The resolver with its file `$ref`s naming the written `.json` files.
    static func jsonRefs(_ node: SyntaxNode) -> SyntaxNode {
        switch node.value {
        case .mapping(let entries):
            return SyntaxNode(.mapping(entries.map { entry in
                var entry = entry
                if entry.key == "$ref", let text = entry.value.stringValue, !text.hasPrefix("#") {
                    let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                    let file = jsonName(String(parts[0]))
                    entry.value = SyntaxNode(.string(parts.count > 1 ? file + "#" + parts[1] : file), span: entry.value.span)
                } else {
                    entry.value = jsonRefs(entry.value)
                }
                return entry
            }), span: node.span)
        case .sequence(let items): return SyntaxNode(.sequence(items.map(jsonRefs)), span: node.span)
        default: return node
        }
    }
}
