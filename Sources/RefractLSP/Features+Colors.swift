import RefractJSONRPC
import RefractModel
import RefractSyntax

extension Features {
    /// The colour of every colour token this document writes out (not aliases), as its default
    /// permutation resolves it.
    static func documentColors(_ context: FeatureContext) -> JSONValue? {
        guard let model = context.model, let root = context.view.root else { return [] }
        let defined = context.analysis.definitions[context.path] ?? [:]
        let permutation = model.defaultPermutationIndex ?? 0
        var colors: [JSONValue] = []
        walk(root) { entry in
            guard let path = defined[DocumentView.range(entry.keyLocation).start], let value = entry.value["$value"],
                value.stringValue?.contains("{") != true,
                case .color(let color)? = model.token(at: path, permutation: permutation)?.value
            else { return }
            let range = DocumentView.range(value.location)
            colors.append(["range": context.range(range), "color": rgba(color)])
        }
        return .array(colors)
    }

    /// A picked colour written as a DTCG colour object.
    static func colorPresentations(_ context: FeatureContext, _ params: JSONValue) -> JSONValue? {
        guard let color = params["color"], let red = color["red"]?.doubleValue, let green = color["green"]?.doubleValue,
            let blue = color["blue"]?.doubleValue, let range = params["range"]
        else { return [] }
        let alpha = color["alpha"]?.doubleValue ?? 1
        let value = ColorValue(space: .srgb, components: [red, green, blue], alpha: alpha)
        let hex = value.hexString(includeAlpha: false)
        let components = [red, green, blue].map(ValueText.number).joined(separator: ", ")
        let alphaText = alpha < 1 ? ", \"alpha\": \(ValueText.number(alpha))" : ""
        let text = "{ \"colorSpace\": \"srgb\", \"components\": [\(components)]\(alphaText), \"hex\": \"\(hex)\" }"
        return [["label": .string(hex), "textEdit": ["range": range, "newText": .string(text)]]]
    }

    /// After each alias, the value it resolves to (default permutation): a `$value` or `$extends` that is one
    /// alias, or a Tokens Studio or Style Dictionary `value` (in DTCG a key holding a string is no token).
    static func inlayHints(_ context: FeatureContext) -> JSONValue? {
        guard let model = context.model, let root = context.view.root else { return [] }
        let start = TextPosition(context.params["range"]?["start"]).map(context.lines.offset(of:)) ?? 0
        let end = TextPosition(context.params["range"]?["end"]).map(context.lines.offset(of:)) ?? context.view.bytes.count
        let permutation = model.defaultPermutationIndex ?? 0
        var hints: [JSONValue] = []
        walk(root) { entry in
            guard ["$value", "$extends", "value"].contains(entry.key), let text = entry.value.stringValue, text.hasPrefix("{"), text.hasSuffix("}")
            else { return }
            let range = DocumentView.range(entry.value.location)
            guard range.end >= start, range.end <= end,
                let token = model.token(at: TokenPath(String(text.dropFirst().dropLast())), permutation: permutation)
            else { return }
            hints.append([
                "position": context.lines.position(of: range.end).json, "label": .string("= \(ValueText.text(token.value))"),
                "kind": 1, "paddingLeft": true,
            ])
        }
        return .array(hints)
    }

    private static func walk(_ node: SyntaxNode, _ visit: (SyntaxEntry) -> Void) {
        switch node.value {
        case .mapping(let entries):
            for entry in entries {
                visit(entry)
                walk(entry.value, visit)
            }
        case .sequence(let elements): for element in elements { walk(element, visit) }
        default: break
        }
    }

    private static func rgba(_ color: ColorValue) -> JSONValue {
        let hex = color.hexString(includeAlpha: false)
        let digits = Array(hex.utf8.dropFirst())
        func channel(_ index: Int) -> Double {
            Double(UInt8(String(decoding: digits[(index * 2)..<(index * 2 + 2)], as: UTF8.self), radix: 16) ?? 0) / 255
        }
        return ["red": .number(channel(0)), "green": .number(channel(1)), "blue": .number(channel(2)), "alpha": .number(color.alpha)]
    }
}
