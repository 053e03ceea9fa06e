import RefractModel

/// The foreground and background pairs the page badges: those the settings name (the kit gives the pairs
/// `contrast.minimum` checks), kept where both are colours of the model.
enum PreviewContrastPairs {
    struct Pair: Hashable {
        var foreground: TokenPath
        var background: TokenPath
        var reason: String
        var minimumRatio: Double = 4.5
    }

    static func find(_ model: ThemedTokenSet, configured: [PreviewSettings.Pair]) -> [Pair] {
        var seen: Set<[TokenPath]> = []
        return configured.compactMap { configured in
            let pair = Pair(
                foreground: TokenPath(configured.foreground), background: TokenPath(configured.background), reason: configured.reason,
                minimumRatio: configured.minimumRatio)
            guard isColor(pair.foreground, in: model), isColor(pair.background, in: model),
                seen.insert([pair.foreground, pair.background]).inserted
            else { return nil }
            return pair
        }
    }

    static func isColor(_ path: TokenPath, in model: ThemedTokenSet) -> Bool {
        model.tokens(at: path).contains { token in
            if case .color = token?.value { return true }
            return false
        }
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
                PreviewContrast.fill(&cell, foreground: foreground, background: background, minimumRatio: pair.minimumRatio)
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
}
