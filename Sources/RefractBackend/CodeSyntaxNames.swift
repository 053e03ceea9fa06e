import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractThemes

/// Figma's `com.figma.codeSyntax` (a variable's name in code, per platform: `WEB`, `ANDROID`, `iOS`) as the name a
/// platform gives the token: the CSS custom property and the web module's name from `WEB` (`var(--radius-sm)`),
/// Android's resource and Compose's member from `ANDROID` (`R.color.text_primary`), Swift's member and the JSON
/// bundle's (which decodes into it) from `iOS` (`Color.textPrimary`). Each becomes a rename of the token's path
/// onto a one-segment path that the platform's naming spells as written; a code syntax the platform cannot spell,
/// or that another token already has, is `figma.code-syntax` at the token, which keeps the name its path gives.
package enum CodeSyntaxNames {
    static let extensionKey = "com.figma.codeSyntax"

    /// The code syntax a platform reads; nil for a platform without one (the asset catalog, preview, `outputs:`).
    static func syntaxKey(of platform: String) -> String? {
        switch platform {
        case "css", "web": "WEB"
        case "android", "compose": "ANDROID"
        case "swift", "json", "xcassets": "iOS"
        default: nil
        }
    }

    /// `selection` with a rename per token whose code syntax names it on `platform`; the config's own renames win.
    package static func selection(
        _ selection: TokenSelection, platform: String, model: ThemedTokenSet
    ) -> (TokenSelection, [Diagnostic]) {
        guard let key = syntaxKey(of: platform) else { return (selection, []) }
        var result = selection
        var diagnostics: [Diagnostic] = []
        var taken = Set(model.paths.map(\.dotted))
        for path in model.paths where selection.rename[path.dotted] == nil {
            guard let token = firstToken(path, in: model), let written = codeSyntax(of: token, key: key) else { continue }
            switch name(written, key: key, platform: platform, token: token) {
            case .success(let name):
                // Figma's code syntax is most often the name the path gives already: no rename, so a set that
                // writes one for every variable costs no selection (a rename per token is one more walk each).
                guard name != path.dotted, !namesAlike(path, name, key: key, platform: platform, token: token) else { continue }
                guard taken.insert(name).inserted else {
                    diagnostics.append(warning(
                        takenStem(key: key, written: written, path: path.dotted) + takenTail([platform]),
                        token, help: "give each variable its own code syntax in Figma"))
                    continue
                }
                result.rename[path.dotted] = name
            case .failure(let reason):
                diagnostics.append(warning(
                    "\(key) code syntax '\(written)' of '\(path.dotted)' \(reason)" + unwritableTail([platform]), token, help: nil))
            }
        }
        return (result, diagnostics)
    }

    /// Whether any token of `model` has a code syntax: a set without one is left as it is, unscanned further.
    package static func hasCodeSyntax(_ model: ThemedTokenSet) -> Bool {
        model.tokenSets.contains { set in set.tokens.contains { member(extensionKey, of: $0.extensions) != nil } }
    }

    private static func firstToken(_ path: TokenPath, in model: ThemedTokenSet) -> Token? {
        let preferred = model.defaultPermutationIndex.map { [$0] } ?? []
        for permutation in preferred + Array(model.permutations.indices) {
            if let index = model.tokenIndex(at: path, permutation: permutation) { return model.tokenSets[permutation].tokens[index] }
        }
        return nil
    }

    private static func codeSyntax(of token: Token, key: String) -> String? {
        guard case .string(let text)? = member(key, of: member(extensionKey, of: token.extensions)) else { return nil }
        let trimmed = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
        return trimmed.isEmpty ? nil : trimmed
    }

    private static func member(_ key: String, of value: JSONValue?) -> JSONValue? {
        guard case .object(let members)? = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    private enum Naming {
        case success(String)
        case failure(String)
    }

    /// The one-segment path whose platform name is the code syntax, or why there is none.
    private static func name(_ written: String, key: String, platform: String, token: Token) -> Naming {
        switch key {
        case "WEB":
            var text = Substring(written)
            if text.hasPrefix("var("), text.hasSuffix(")") { text = text.dropFirst(4).dropLast() }
            guard text.hasPrefix("--") else { return .failure("is not a CSS custom property (--name or var(--name))") }
            let name = String(text.dropFirst(2))
            guard isIdentifier(name, extra: "-"), CSSVariableName.of(TokenPath(name), prefix: "") == "--" + name else {
                return .failure("is not a custom property the CSS can write (lowercase words and digits joined by '-')")
            }
            return .success(name)
        case "ANDROID":
            let name = lastComponent(written, separators: "./")
            if platform == "android" {
                guard isIdentifier(name, extra: "_"), name == name.lowercased(),
                    NameWords.words(ofSegments: [name]).joined(separator: "_").lowercased() == name
                else { return .failure("is not an Android resource name the resources can write (lowercase words joined by '_')") }
            } else {
                guard isIdentifier(name, extra: "_") else { return .failure("is not a Kotlin identifier") }
            }
            return .success(name)
        default:
            var text = written
            if text.hasSuffix("()") { text = String(text.dropLast(2)) }
            let name = lastComponent(text, separators: ".")
            guard isIdentifier(name, extra: ""), let kind = ThemeCollectionKind(of: token),
                ThemeMemberName.name(for: [name], in: kind) == name
            else { return .failure("is not a Swift member name the theme can have (lowerCamel words)") }
            return .success(name)
        }
    }

    /// Whether the platform already names `path` as the one segment `name` would be named.
    private static func namesAlike(_ path: TokenPath, _ name: String, key: String, platform: String, token: Token) -> Bool {
        let segments = path.segments
        switch key {
        case "WEB":
            return CSSVariableName.of(path, prefix: "") == "--" + name
        case "ANDROID" where platform == "android":
            return NameWords.words(ofSegments: segments).joined(separator: "_").lowercased() == name
        default:
            guard let kind = ThemeCollectionKind(of: token) else { return false }
            return ThemeMemberName.name(for: segments, in: kind) == ThemeMemberName.name(for: [name], in: kind)
        }
    }

    private static func lastComponent(_ text: String, separators: String) -> String {
        String(text.split(whereSeparator: { separators.contains($0) }).last ?? "")
    }

    /// ASCII letters, digits, `_` and `extra`, not starting with a digit.
    private static func isIdentifier(_ text: String, extra: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
                || extra.unicodeScalars.contains(scalar))
        }
    }

    private static func warning(_ message: String, _ token: Token, help: String?) -> Diagnostic {
        .warning(code, message, at: SourceSpan(token.source), help: help)
    }

    static let code: DiagnosticCode = "figma.code-syntax"

    private static func takenStem(key: String, written: String, path: String) -> String {
        "\(key) code syntax '\(written)' of '\(path)' is a name another token already has"
    }

    private static func takenTail(_ platforms: [String]) -> String { " on " + list(platforms) }

    private static func unwritableTail(_ platforms: [String]) -> String {
        "; " + list(platforms) + (platforms.count == 1 ? " names" : " name") + " the token by its path"
    }

    /// The platforms that read one code syntax (css and web read `WEB`; android and compose `ANDROID`; swift,
    /// json and xcassets `iOS`) each find its problem: one problem is one warning listing them, at one
    /// severity (folded after policy), e.g. "…; css and web name the token by its path".
    package static func folded(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Key: Hashable {
            var severity: Severity
            var span: SourceSpan?
            var stem: String
            var isTaken: Bool
        }
        var firstIndex: [Key: Int] = [:]
        var platforms: [Int: [String]] = [:]
        var kept: [Diagnostic] = []
        var keys: [Int: Key] = [:]
        for diagnostic in diagnostics {
            guard diagnostic.code == code, let (stem, isTaken, platform) = parts(of: diagnostic.message) else {
                kept.append(diagnostic)
                continue
            }
            let key = Key(severity: diagnostic.severity, span: diagnostic.span, stem: stem, isTaken: isTaken)
            if let index = firstIndex[key] {
                if platforms[index]?.contains(platform) == false { platforms[index]?.append(platform) }
                continue
            }
            firstIndex[key] = kept.count
            platforms[kept.count] = [platform]
            keys[kept.count] = key
            kept.append(diagnostic)
        }
        for (index, names) in platforms where names.count > 1 {
            guard let key = keys[index] else { continue }
            let sorted = names.sorted()
            kept[index].message = key.stem + (key.isTaken ? takenTail(sorted) : unwritableTail(sorted))
        }
        return kept
    }

    /// A one-platform message as its stem, its form and its platform.
    private static func parts(of message: String) -> (stem: String, isTaken: Bool, platform: String)? {
        let takenMarker = " already has on "
        if let range = message.range(of: takenMarker, options: .backwards) {
            let platform = String(message[range.upperBound...])
            guard !platform.contains(" ") else { return nil }
            return (String(message[..<range.lowerBound]) + " already has", true, platform)
        }
        let tail = " names the token by its path"
        guard message.hasSuffix(tail), let separator = message.range(of: "; ", options: .backwards) else { return nil }
        let platform = String(message[separator.upperBound..<message.index(message.endIndex, offsetBy: -tail.count)])
        guard !platform.contains(" ") else { return nil }
        return (String(message[..<separator.lowerBound]), false, platform)
    }

    /// `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
