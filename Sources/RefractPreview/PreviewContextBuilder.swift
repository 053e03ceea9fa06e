import RefractModel

/// The resolved model → the page's context: columns, sections of rows, contrast pairs. Pure; sorted by
/// token path, so the page is the same bytes for the same tokens.
package enum PreviewContextBuilder {
    package static func build(_ model: ThemedTokenSet, settings: PreviewSettings) -> PreviewContext {
        let chosen = PreviewColumns.choose(model, maximum: settings.maximumColumns)
        let surface = settings.surface.map(TokenPath.init)
        let columns = chosen.map { PreviewColumns.column(model, index: $0, among: chosen, surface: surface) }
        var pathsByKind: [PreviewSectionKind: [TokenPath]] = [:]
        for path in model.paths {
            guard let first = chosen.lazy.compactMap({ model.token(at: path, permutation: $0) }).first else { continue }
            pathsByKind[PreviewSectionKind.of(first), default: []].append(path)
        }
        var deprecatedCount = 0
        var colorColumns = (chosen: chosen, columns: columns)
        let sections = PreviewSectionKind.allCases.compactMap { kind -> PreviewSection? in
            guard let paths = pathsByKind[kind], !paths.isEmpty else { return nil }
            let sectionChosen = PreviewColumns.narrowed(chosen, model: model, paths: paths)
            let sectionColumns = sectionChosen.map { PreviewColumns.column(model, index: $0, among: sectionChosen, surface: surface) }
            if kind == .colors { colorColumns = (sectionChosen, sectionColumns) }
            var rows = paths.map { path -> (group: String, row: PreviewRow, order: Double?) in
                let tokens = sectionChosen.map { model.token(at: path, permutation: $0) }
                var row = self.row(path: path, tokens: tokens, columns: sectionColumns, chosen: sectionChosen, model: model, kind: kind)
                row.names = (settings.names[path.dotted] ?? []).map { PreviewPlatformName(platform: $0.platform, name: $0.name) }
                row.hasNames = !row.names.isEmpty
                return (groupTitle(path), row, tokens.lazy.compactMap { $0 }.first.flatMap(scaleOrder))
            }
            // A scale reads smallest first (small, medium, large), not in the alphabet's order.
            if [.radii, .spacing, .sizes, .motion].contains(kind) {
                rows.sort { ($0.group, $0.order ?? 0, $0.row.path) < ($1.group, $1.order ?? 0, $1.row.path) }
            }
            deprecatedCount += rows.filter { $0.row.deprecated != nil }.count
            var groups: [PreviewGroup] = []
            for entry in rows {
                if groups.last?.title == entry.group {
                    groups[groups.count - 1].rows.append(entry.row)
                } else {
                    groups.append(PreviewGroup(title: entry.group, isPalette: false, isPrimitive: false, count: 0, rows: [entry.row]))
                }
            }
            for index in groups.indices {
                groups[index].count = groups[index].rows.count
                if kind == .colors && sectionColumns.count > 1 { groups[index].isPalette = groups[index].rows.allSatisfy(\.isUniform) }
                groups[index].isPrimitive = kind == .colors && groups[index].rows.allSatisfy { row in
                    row.isUniform && row.cells.allSatisfy { !$0.isAlias }
                }
            }
            // Semantic tokens first; the primitives they name follow, collapsed, when there are both.
            if groups.contains(where: \.isPrimitive), groups.contains(where: { !$0.isPrimitive }) {
                groups = groups.filter { !$0.isPrimitive } + groups.filter(\.isPrimitive)
            } else {
                for index in groups.indices { groups[index].isPrimitive = false }
            }
            return PreviewSection(
                id: kind.rawValue, title: kind.title, count: rows.count, isColors: kind == .colors,
                isUniform: rows.allSatisfy(\.row.isUniform), columns: sectionColumns, columnCount: sectionColumns.count,
                groups: groups)
        }
        let pairs = PreviewContrastPairs.find(model, configured: settings.pairs)
        let contrast = pairs.isEmpty ? nil : PreviewContrastPairs.section(pairs, model: model, columns: colorColumns.columns, chosen: colorColumns.chosen)
        let tokenCount = model.paths.count
        let permutations = model.permutations.count
        var summary = "\(tokenCount) \(tokenCount == 1 ? "token" : "tokens")"
        if !model.axes.isEmpty { summary += " · \(permutations) \(permutations == 1 ? "permutation" : "permutations")" }
        let omitted = permutations - chosen.count
        let startsNarrowed = chosen.count > settings.initialColumns
        let axes = model.axes.filter { $0.contexts.count > 1 }.map { axis -> PreviewAxis in
            // Past the first screenful, further modifiers (size, density) start at their default.
            let initial = startsNarrowed && axis.role == .other ? axis.effectiveDefault : nil
            return PreviewAxis(
                name: axis.name, role: axis.role.rawValue, contexts: axis.contexts.joined(separator: ", "), showsAll: initial == nil,
                options: axis.contexts.map { PreviewAxisOption(value: $0, selected: $0 == initial) })
        }
        return PreviewContext(
            header: "Generated by refract preview from \(settings.source). Do not edit: refract preview overwrites this file.",
            title: settings.title ?? "Design tokens", summary: summary, tokenCount: tokenCount,
            axes: axes, hasControls: columns.count > 1,
            columns: columns, columnCount: columns.count, omittedColumns: omitted > 0 ? omitted : nil, sections: sections, contrast: contrast,
            deprecatedCount: deprecatedCount)
    }

    /// The length or time a scale is ordered by.
    static func scaleOrder(_ token: Token) -> Double? {
        switch token.value {
        case .dimension(let dimension): dimension.points
        case .duration(let duration): duration.milliseconds
        case .transition(let transition): transition.duration.milliseconds
        default: nil
        }
    }

    /// `scheme.light` for `scheme.light.primary`; the empty string for a top-level token.
    static func groupTitle(_ path: TokenPath) -> String {
        path.segments.dropLast().joined(separator: ".")
    }

    static func row(
        path: TokenPath, tokens: [Token?], columns: [PreviewColumn], chosen: [Int], model: ThemedTokenSet,
        kind: PreviewSectionKind
    ) -> PreviewRow {
        let present = tokens.compactMap { $0 }
        let first = present[0]
        let chains = zip(tokens, chosen).map { token, index in token.map { aliasChain($0, model: model, permutation: index) } }
        let isUniform = present.count == tokens.count && present.allSatisfy { $0.value == first.value }
            && chains.allSatisfy { $0 == chains[0] }
        var cells: [PreviewCell] = []
        if isUniform {
            var cell = PreviewCell(
                column: "all", label: columns.count == 1 ? columns[0].label : "every permutation", span: columns.count,
                aliasChain: chains[0] ?? [])
            PreviewCellBuilder.fill(&cell, with: first, kind: kind)
            cells.append(cell)
        } else {
            for (c, token) in tokens.enumerated() {
                var cell = PreviewCell(
                    column: columns[c].id, label: columns[c].label, span: 1, surface: columns[c].surface, ink: columns[c].ink,
                    aliasChain: chains[c] ?? [])
                if let token { PreviewCellBuilder.fill(&cell, with: token, kind: kind) } else { cell.missing = true }
                cells.append(cell)
            }
        }
        let description = present.compactMap(\.description).first
        let deprecation = present.compactMap(\.deprecation).first
        return PreviewRow(
            path: path.dotted, name: path.segments.last ?? path.dotted,
            searchText: ([path.dotted, first.value.typeName] + (description.map { [$0] } ?? []) + searchValues(cells))
                .joined(separator: " ").lowercased(),
            type: first.value.typeName, description: description,
            deprecated: deprecation.map { PreviewDeprecation(message: $0.message) }, isUniform: isUniform, cells: cells)
    }

    /// What a search by value finds: each cell's hex (with and without `#`) and its value as written.
    static func searchValues(_ cells: [PreviewCell]) -> [String] {
        var values: [String] = []
        for cell in cells {
            if let color = cell.color { values += [color.hex, String(color.hex.dropFirst()), color.value] }
            for text in [cell.gradient?.text, cell.shadow?.text, cell.typography?.metrics, cell.fontFamily?.text, cell.fontWeight?.text,
                         cell.radius?.text, cell.length?.text, cell.border?.text, cell.duration?.text, cell.easing?.text, cell.text]
            {
                if let text, !values.contains(text) { values.append(text) }
            }
        }
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    /// The aliases from `token` to its value in one permutation, nearest first; a chain is at most as long
    /// as the model has tokens, and the resolver has already rejected cycles.
    static func aliasChain(_ token: Token, model: ThemedTokenSet, permutation: Int) -> [String] {
        var chain: [String] = []
        var next = token.aliasOf
        while let path = next, chain.count < 64 {
            chain.append(path.dotted)
            next = model.token(at: path, permutation: permutation)?.aliasOf
        }
        return chain
    }
}
