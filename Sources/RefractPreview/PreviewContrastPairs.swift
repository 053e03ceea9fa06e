import RefractModel

/// The foreground and background pairs the page badges: the config's, `onX` on `X` (`color.onPrimary` on
/// `color.primary`), and text on surfaces (`text.*` on `surface.*`/`background.*` under the same parent,
/// each text on the default surface and on the surface of its own name).
enum PreviewContrastPairs {
    struct Pair: Hashable {
        var foreground: TokenPath
        var background: TokenPath
        var reason: String
    }

    /// Text-on-surface pairs beyond this many are left out: a large system's every text on every surface
    /// would bury the pairs that matter.
    static let mostConventionPairs = 60

    static func find(_ model: ThemedTokenSet, configured: [PreviewSettings.Pair]) -> [Pair] {
        let colors = model.paths.filter { path in
            model.tokens(at: path).contains { token in
                if case .color = token?.value { return true }
                return false
            }
        }
        let colorSet = Set(colors)
        var pairs = configured.map { Pair(foreground: TokenPath($0.foreground), background: TokenPath($0.background), reason: "config") }
            .filter { colorSet.contains($0.foreground) && colorSet.contains($0.background) }
        var conventional: [Pair] = []
        for path in colors {
            guard let name = path.segments.last, let subject = onSubject(name) else { continue }
            let parent = Array(path.segments.dropLast())
            let candidates = [lowerFirst(subject), subject, subject.lowercased()]
            if let background = candidates.lazy.map({ TokenPath(segments: parent + [$0]) }).first(where: colorSet.contains) {
                conventional.append(Pair(foreground: path, background: background, reason: "on\(upperFirst(subject)) on \(lowerFirst(subject))"))
            }
        }
        conventional += textOnSurfaces(colors)
        var seen = Set(pairs.map { [$0.foreground, $0.background] })
        for pair in conventional where seen.insert([pair.foreground, pair.background]).inserted {
            if pairs.count - configured.count >= mostConventionPairs { break }
            pairs.append(pair)
        }
        return pairs
    }

    /// `Primary` for `onPrimary`, `on-primary` or `on_primary`.
    static func onSubject(_ name: String) -> String? {
        guard name.hasPrefix("on"), name.count > 2 else { return nil }
        let rest = name.dropFirst(2)
        guard let first = rest.first else { return nil }
        if first == "-" || first == "_" { return rest.count > 1 ? String(rest.dropFirst()) : nil }
        return first.isUppercase ? String(rest) : nil
    }

    static let textWords = ["text", "fg", "foreground", "content"]
    static let surfaceWords = ["surface", "background", "bg", "canvas"]
    static let defaultNames: Set<String> = ["", "default", "base", "primary", "main"]

    /// Each text colour on the default surface and on the surface of the same name, under the same parent.
    static func textOnSurfaces(_ colors: [TokenPath]) -> [Pair] {
        func split(_ path: TokenPath, _ words: [String]) -> (prefix: [String], rest: String)? {
            let segments = path.segments
            guard let index = segments.firstIndex(where: { segment in words.contains { segment.lowercased().hasPrefix($0) } })
            else { return nil }
            return (Array(segments[..<index]), segments[(index + 1)...].joined(separator: ".").lowercased())
        }
        let surfaces = colors.compactMap { path in split(path, surfaceWords).map { (path, $0.prefix, $0.rest) } }
        var pairs: [Pair] = []
        for text in colors {
            guard let (prefix, rest) = split(text, textWords) else { continue }
            for (surface, surfacePrefix, surfaceRest) in surfaces where surfacePrefix == prefix && surface != text {
                if defaultNames.contains(surfaceRest) || surfaceRest == rest {
                    pairs.append(Pair(foreground: text, background: surface, reason: "text on surface"))
                }
            }
        }
        return pairs
    }

    static func section(_ pairs: [Pair], model: ThemedTokenSet, columns: [PreviewColumn], chosen: [Int]) -> PreviewContrastSection {
        var failures = 0
        let rows = pairs.map { pair -> PreviewContrastPair in
            let cells = zip(columns, chosen).map { column, index -> PreviewContrastCell in
                var cell = PreviewContrastCell(column: column.id, label: column.label, span: 1)
                guard case .color(let foreground)? = model.token(at: pair.foreground, permutation: index)?.value,
                    case .color(let background)? = model.token(at: pair.background, permutation: index)?.value
                else {
                    cell.missing = true
                    return cell
                }
                cell.foreground = PreviewCSS.color(foreground)
                cell.background = PreviewCSS.color(background)
                PreviewContrast.fill(&cell, foreground: foreground, background: background)
                return cell
            }
            if cells.contains(where: { !$0.missing && !$0.passes && !$0.ratio.isEmpty }) { failures += 1 }
            return PreviewContrastPair(
                foreground: pair.foreground.dotted, background: pair.background.dotted, reason: pair.reason,
                searchText: "\(pair.foreground.dotted) \(pair.background.dotted) contrast".lowercased(), cells: cells)
        }
        return PreviewContrastSection(
            count: rows.count, columns: columns, columnCount: columns.count, failures: failures > 0 ? failures : nil, pairs: rows)
    }

    static func lowerFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }
    static func upperFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
