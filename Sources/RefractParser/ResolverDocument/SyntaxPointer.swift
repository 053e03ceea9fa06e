import RefractSyntax

/// RFC 6901 JSON Pointers over a located document tree, for `$ref`s of a resolver document.
enum SyntaxPointer {
    /// The reference tokens of a fragment; a fragment without a leading `/` (`#orange`,
    /// `example.json#sets/MySet`, as the spec writes them) is read as if it had one.
    static func segments(_ fragment: String) -> [String] {
        var text = Substring(fragment)
        if text.hasPrefix("/") { text = text.dropFirst() }
        if text.isEmpty { return [] }
        return text.split(separator: "/", omittingEmptySubsequences: false).map(unescape)
    }

    private static func unescape(_ segment: Substring) -> String {
        guard segment.contains("~") else { return String(segment) }
        var result = ""
        var pendingTilde = false
        for character in segment {
            if pendingTilde {
                pendingTilde = false
                switch character {
                case "1": result.append("/")
                case "0": result.append("~")
                default: result.append("~"); result.append(character)
                }
            } else if character == "~" {
                pendingTilde = true
            } else {
                result.append(character)
            }
        }
        if pendingTilde { result.append("~") }
        return result
    }

    static func node(at segments: [String], in root: SyntaxNode) -> SyntaxNode? {
        var node = root
        for segment in segments {
            switch node.value {
            case .mapping:
                guard let next = node[segment] else { return nil }
                node = next
            case .sequence(let items):
                guard let index = Int(segment), index >= 0, index < items.count,
                    segment == String(index)
                else { return nil }
                node = items[index]
            default:
                return nil
            }
        }
        return node
    }

    /// `target` with `overrides` replacing or adding keys, shallowly (objects and arrays are not merged).
    static func applying(_ overrides: [SyntaxEntry], to target: SyntaxNode) -> SyntaxNode {
        guard !overrides.isEmpty, case .mapping(var entries) = target.value else { return target }
        for override in overrides {
            if let i = entries.firstIndex(where: { $0.key == override.key }) {
                entries[i] = override
            } else {
                entries.append(override)
            }
        }
        return SyntaxNode(.mapping(entries), location: target.location)
    }
}
