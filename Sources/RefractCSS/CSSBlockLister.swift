import RefractModel

/// Lists the declarations of each block of the cascade plan: which tokens it declares, then their
/// declarations, with the better values of a feature in a block of their own behind `@supports`.
struct CSSBlockLister {
    let model: ThemedTokenSet
    let naming: CSSNameAssignment
    let cells: CSSCellTable
    let plan: CSSCascadePlan
    let settings: CSSSettings

    /// The blocks in cascade order; empty ones left out.
    func blocks() -> [CSSBlock] {
        let depending = plan.dependences.map(tokensDepending(onAll:))
        var blocks: [CSSBlock] = []
        /// Per entry so far, the tokens it declares.
        var declared: [Set<Int>] = []
        for entry in plan.entries {
            var selected: [Int]
            switch entry.tokens {
            case .all: selected = Array(naming.emitted.indices)
            case .sameInEveryPermutation: selected = naming.emitted.indices.filter(cells.readingChangingValues.contains)
            case .dependingOnAll(let group): selected = depending[group]
            case .dependingOnAllBeyond(let group, let situations):
                selected = depending[group].filter { index in
                    situations.contains { applying in
                        guard let last = applying.last(where: { declared[$0].contains(index) }) else { return true }
                        return !cells.same(entry.permutation, plan.entries[last].permutation, index)
                    }
                }
            case .changedFrom(let other):
                selected = naming.emitted.indices.filter { !cells.same(entry.permutation, other, $0) }
            case .changedFromCascade(let base, let layers):
                selected = naming.emitted.indices.filter { index in
                    let shown = layers.last { !cells.same($0, base, index) } ?? base
                    return !cells.same(entry.permutation, shown, index)
                }
            }
            // A token declared alike everywhere is `:root`'s and the shared block's alone (`CSSCascadePlan`).
            switch entry.tokens {
            case .all, .sameInEveryPermutation: break
            default: selected.removeAll(where: cells.declaredAlikeEverywhere.contains)
            }
            declared.append(Set(selected))
            blocks += self.blocks(of: entry, declaring: selected)
        }
        return blocks
    }

    /// The entry's block, then one per feature that some of its values need.
    private func blocks(of entry: CSSCascadePlan.Entry, declaring selected: [Int]) -> [CSSBlock] {
        var plain: [CSSDeclaration] = []
        var enhanced: [CSSFeature: [CSSDeclaration]] = [:]
        if let scheme = entry.colorScheme {
            plain.append(CSSDeclaration(name: "color-scheme", value: scheme, comments: [], path: ""))
        }
        let withComments = settings.comments && entry.selectors == [settings.rootSelector.rawValue] && entry.media == nil
        for index in selected {
            let cell = cells.cell(entry.permutation, index)
            guard let value = cell.value else { continue }
            let pathIndex = naming.emitted[index]
            let name = naming.names[index]
            let path = model.paths[pathIndex]
            func declare(_ name: String, _ value: CSSValue, comments: [String] = []) {
                plain.append(CSSDeclaration(name: name, value: value.text, comments: comments, path: path.dotted))
                if let text = value.enhanced, let feature = value.feature {
                    enhanced[feature, default: []].append(
                        CSSDeclaration(name: name, value: text, comments: [], path: path.dotted))
                }
            }
            declare(name, value, comments: withComments ? comments(at: pathIndex, in: entry.permutation) : [])
            for part in cell.parts { declare(part.part.name(of: name), part.value) }
        }
        guard !plain.isEmpty else { return [] }
        let wrappers = entry.media.map { [$0] } ?? []
        var blocks = [Self.block(comment: entry.comment, wrappers: wrappers, selectors: entry.selectors, plain)]
        for feature in [CSSFeature.modernColor, .lightDark] {
            guard let declarations = enhanced[feature] else { continue }
            blocks.append(Self.block(
                comment: entry.comment + ", where \(feature.query) holds",
                wrappers: wrappers + ["@supports " + feature.query], selectors: entry.selectors, declarations))
        }
        for index in blocks.indices { blocks[index].theme = entry.theme }
        return blocks
    }

    private static func block(
        comment: String, wrappers: [String], selectors: [String], _ declarations: [CSSDeclaration]
    ) -> CSSBlock {
        func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
        return CSSBlock(
            comment: CSSText.comment(comment),
            atRules: wrappers.enumerated().map { CSSAtRule(rule: $0.element, indent: indent($0.offset)) },
            indent: indent(wrappers.count), selector: selectors.joined(separator: ",\n" + indent(wrappers.count)),
            selectors: selectors, declarations: declarations)
    }

    /// The token's description and deprecation, as comments.
    private func comments(at pathIndex: Int, in permutation: Int) -> [String] {
        guard let position = model.tokenIndex(pathAt: pathIndex, permutation: permutation) else { return [] }
        let (description, deprecation) = (
            model.tokenSets[permutation].tokens[position].description,
            model.tokenSets[permutation].tokens[position].deprecation)
        var result: [String] = []
        if let description, !description.isEmpty { result.append(CSSText.comment(description)) }
        switch deprecation {
        case .deprecated?: result.append("deprecated")
        case .deprecatedWithMessage(let message)?: result.append(CSSText.comment("deprecated: " + message))
        case nil: break
        }
        // The deprecated property stays declared (an alias keeps old stylesheets working) beside the name to move to.
        if let replacement = model.tokenSets[permutation].tokens[position].replacement,
            let replacementPosition = model.tokenIndex(at: replacement, permutation: permutation),
            let name = naming.namesByPosition[permutation][replacementPosition]
        {
            result.append("replaced by var(" + name + ")")
        }
        return result
    }

    /// Indices (into the emitted paths) of tokens that, for each modifier, some pair of permutations differing
    /// in it declares differently.
    private func tokensDepending(onAll modifiers: [[(Int, Int)]]) -> [Int] {
        naming.emitted.indices.filter { index in
            modifiers.allSatisfy { pairs in pairs.contains { !cells.same($0.0, $0.1, index) } }
        }
    }
}
