import RefractSyntax

/// Tokens Studio's older reference syntax: `$colors.red` for `{colors.red}`, which its plugin still reads,
/// whole (`$fontSize.4`) and inside math and colour functions (`$spacing.base * 2`, `rgba($colors.red, 0.5)`).
/// Rewritten to braces before the sets are translated, so that every later step reads one syntax.
///
/// A `$name` is a reference when its name is made of letters, digits, `_`, `-` and `.` and ends with a
/// letter, digit or `_` (so `rgba($a.b, 0.5)` and `$a.b * 2` stop where the path does), and when the
/// project has a token or group under its first segment: text such as a price (`$5`) in a `text` token is
/// left as written, and a typo in a known group (`$colors.rde`) still reaches the parser, which names the
/// nearest token.
package struct TokensStudioDollarReferences {
    /// The names at the top of every set.
    private let topLevelNames: Set<String>

    init(trees: [SyntaxNode]) {
        var names: Set<String> = []
        for tree in trees {
            for entry in tree.entries ?? [] where !entry.key.hasPrefix("$") { names.insert(entry.key) }
        }
        topLevelNames = names
    }

    /// `tree` (one set, as written) with the `$` references in its values braced.
    func rewrite(_ tree: SyntaxNode) -> SyntaxNode {
        guard let entries = tree.entries else { return tree }
        return .mapping(entries.map { entry in
            if entry.key.hasPrefix("$") { return entry }
            if TokensStudioTranslator.isToken(entry.value) { return entry.renamed(entry.key, value: token(entry.value)) }
            return entry.renamed(entry.key, value: rewrite(entry.value))
        }, like: tree)
    }

    private func token(_ node: SyntaxNode) -> SyntaxNode {
        guard let entries = node.entries else { return node }
        return .mapping(entries.map { entry in
            switch entry.key {
            case "value", "$value": return entry.renamed(entry.key, value: values(in: entry.value))
            case "$extensions": return entry.renamed(entry.key, value: modifierValues(in: entry.value))
            default: return entry
            }
        }, like: node)
    }

    /// A colour modifier's `value` and `color` take references too.
    private func modifierValues(in extensions: SyntaxNode) -> SyntaxNode {
        guard let studio = extensions["studio.tokens"], let modify = studio["modify"], modify.entries != nil,
            let entries = extensions.entries
        else { return extensions }
        return .mapping(entries.map { entry in
            guard entry.key == "studio.tokens", let members = entry.value.entries else { return entry }
            return entry.renamed(entry.key, value: .mapping(members.map { member in
                member.key == "modify" ? member.renamed("modify", value: values(in: member.value)) : member
            }, like: entry.value))
        }, like: extensions)
    }

    /// Every string of a value (a composite's parts too) with its references braced.
    private func values(in node: SyntaxNode) -> SyntaxNode {
        switch node.value {
        case .string(let text):
            guard text.contains("$"), let braced = Self.braced(text, isKnown: isKnown) else { return node }
            return .string(braced, like: node)
        case .mapping(let entries):
            return .mapping(entries.map { $0.renamed($0.key, value: values(in: $0.value)) }, like: node)
        case .sequence(let items):
            return .sequence(items.map(values(in:)), like: node)
        default:
            return node
        }
    }

    private func isKnown(_ path: String) -> Bool {
        let first = path.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? path
        return topLevelNames.contains(first)
    }

    /// `text` with each `$path` that `isKnown` accepts written `{path}`; nil when none is.
    package static func braced(_ text: String, isKnown: (String) -> Bool) -> String? {
        let characters = Array(text)
        var result = ""
        var changed = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let follows = index > 0 ? characters[index - 1] : nil
            // `US$5` is text: a reference starts a word.
            guard character == "$", follows.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "{") }) ?? true else {
                result.append(character)
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count, isPathCharacter(characters[end]) { end += 1 }
            // The path ends with a letter, digit or `_`: `$a.b.` and `$a-` leave their last `.` or `-` outside.
            while end > index + 1, characters[end - 1] == "." || characters[end - 1] == "-" { end -= 1 }
            let path = String(characters[(index + 1)..<end])
            guard !path.isEmpty, isKnown(path) else {
                result.append(character)
                index += 1
                continue
            }
            result += "{" + path + "}"
            changed = true
            index = end
        }
        return changed ? result : nil
    }

    private static func isPathCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-" || character == "."
    }
}
