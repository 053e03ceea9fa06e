import RefractDiagnostics
import RefractModel

/// Pairs a token file declares: `"$extensions": { "dev.refract": { "contrast": { "on": "bgColor.default",
/// "level": "AA-large" } } }` on a foreground, `on` a path or a list of paths. Read from every permutation,
/// each pair once, in path order.
enum ContrastDeclarations {
    static func read(_ model: ThemedTokenSet, level: WCAGContrastLevel) -> [ContrastMinimum.Pair] {
        var pairs: [ContrastMinimum.Pair] = []
        var seen: Set<[String]> = []
        for set in model.tokenSets {
            for token in set.tokens {
                guard let contrast = member("contrast", of: member("dev.refract", of: token.extensions)) else { continue }
                let span = SourceSpan(token.source)
                var backgrounds: [String] = []
                var pairLevel: WCAGContrastLevel?
                var problem: String?
                switch member("on", of: contrast) {
                case .string(let path)?: backgrounds = [path]
                case .array(let items)?:
                    for item in items {
                        if case .string(let path) = item { backgrounds.append(path) } else { problem = "'on' must list token paths" }
                    }
                default: problem = "'$extensions.dev.refract.contrast' needs 'on': a background's path or a list of them"
                }
                if let value = member("level", of: contrast) {
                    if case .string(let name) = value, ContrastMinimum.levelNames.contains(name) {
                        pairLevel = ContrastMinimum.level(named: name)
                    } else {
                        problem = "a declared contrast level must be 'AA', 'AA-large' or 'AAA'"
                    }
                }
                if let problem {
                    guard seen.insert([token.path.dotted, "?"]).inserted else { continue }
                    pairs.append(ContrastMinimum.Pair(foreground: token.path.dotted, background: "", level: nil, span: span, problem: problem))
                    continue
                }
                for background in backgrounds where seen.insert([token.path.dotted, background]).inserted {
                    pairs.append(ContrastMinimum.Pair(foreground: token.path.dotted, background: background, level: pairLevel, span: span))
                }
            }
        }
        return pairs
    }

    static func member(_ key: String, of value: JSONValue?) -> JSONValue? {
        guard case .object(let members)? = value else { return nil }
        return members.first { $0.key == key }?.value
    }
}
