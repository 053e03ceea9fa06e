import RefractModel
import RefractThemes

/// Which rule blocks the file holds, in cascade order, and which permutation each one shows.
///
/// Every modifier with two or more contexts has an attribute: the theme's, the colour scheme's and the
/// contrast's from the settings, `data-<axis>` for any other. An element shows, for each modifier, the context
/// of the nearest attribute on it or above it, else what the media queries say (colour scheme and contrast),
/// else the default. Blocks are chosen so that this holds whatever the modifiers are called and in whatever
/// order the resolver merges them:
///
/// - `:root` holds every token in the default permutation; inside `@media (prefers-color-scheme: …)` and
///   `(prefers-contrast: more)` it holds what each preference changes.
/// - For every set S of modifiers and every choice of their contexts (defaults too, so that a nested element
///   can return to one), one block matches an element that carries one of S's attributes itself and has
///   the others on itself or an ancestor. Its specificity is the number of attributes in S, so the block of the
///   most attributes that apply wins, and it declares every token that differs between two choices for S
///   (the other modifiers at their defaults, or at any preference): whatever a less specific block declared
///   for the element, this block corrects. Each block repeats inside the media queries of the modifiers
///   outside S that a preference sets.
/// - Within a set, the selectors where the element carries more of the attributes itself come later, so that
///   its own attribute wins over an ancestor's of the same modifier.
///
/// Known limit: a selector cannot see which of two ancestors is nearer, so when two ancestors set the same
/// attribute and the element sets another (`theme A > theme B > scheme`), the block later in the file wins.
///
/// Custom properties are substituted where they are declared and inherited as values, so every block that
/// can apply to a nested element re-declares each token that varies, aliases included (`var()` to a token
/// that changes must be evaluated again under the new selector). A token declared alike in every permutation
/// (most aliases: `var(--base-color-x)` whichever context is chosen) is declared by `:root` and by one block
/// that matches every element carrying any of the attributes' values, and by no other block: wherever a
/// value it reads may change, it is evaluated again, and each block declares only the tokens whose text
/// differs (GitHub Primer's `tokens.css`: 455,791 → 171,096 bytes).
struct CSSCascadePlan {
    enum Tokens {
        case all
        /// Tokens whose declarations differ from those of the permutation at this index.
        case changedFrom(Int)
        /// Tokens that differ from what the cascade shows before the block: `base`, overridden by each layer
        /// (in order) where that layer differs from `base`, as a `changedFrom(base)` block declares it.
        case changedFromCascade(base: Int, layers: [Int])
        /// Tokens that depend on every modifier of `dependences[index]`: for each, some pair of permutations
        /// that differ only in that modifier declares the token differently.
        case dependingOnAll(Int)
        /// The tokens of `dependingOnAll(group)` that differ, in one of `situations`, from what the cascade
        /// shows before the block: per situation, the earlier entries (in file order) that apply to the
        /// element; a token shows the permutation of the last of them that declares it.
        case dependingOnAllBeyond(group: Int, situations: [[Int]])
        /// Tokens declared alike in every permutation (an alias whose text never changes), evaluated again on
        /// every element that chooses a context; every other block leaves them out.
        case sameInEveryPermutation
    }

    struct Entry {
        var comment: String
        var media: String?
        var selectors: [String]
        var permutation: Int
        var tokens: Tokens
        /// `color-scheme` value to declare, when `light-dark()` is in use.
        var colorScheme: String?
        /// The theme context the selectors choose, when it is not the default: the file it goes to under
        /// `themeFiles`.
        var theme: String? = nil
        /// What the media queries choose for the block to apply.
        var preference = Preference()
    }

    /// The contrast attribute's value for increased contrast, after `prefers-contrast: more`.
    static let increasedContrastValue = "more"
    /// The contrast attribute's value that forces standard contrast.
    static let standardContrastValue = "standard"

    var entries: [Entry] = []
    /// Per set of modifiers, per modifier of the set, pairs of permutations that differ only in that modifier
    /// (the other one at its default), under every preference the set's blocks are shown in.
    var dependences: [[[(Int, Int)]]] = []
    var schemeAxis: Axis?

    /// A modifier as the CSS selects it: its attribute and, per context, the attribute's value.
    struct AttributeAxis {
        var name: String
        var attribute: String
        var values: [(value: String, context: String)]
        /// The position in `values` of the default context.
        var defaultPosition: Int
        /// Set by a media query when no attribute chooses it.
        var isPreference: Bool
    }

    /// What the media queries choose: another colour scheme than the default, increased contrast.
    struct Preference: Equatable {
        var scheme: String?
        var moreContrast = false

        var mediaQuery: String? {
            let queries = (scheme.map { ["(prefers-color-scheme: \($0))"] } ?? [])
                + (moreContrast ? ["(prefers-contrast: more)"] : [])
            return queries.isEmpty ? nil : "@media " + queries.joined(separator: " and ")
        }

        /// Whether this preference's block applies whenever `other`'s does.
        func holds(whenever other: Preference) -> Bool {
            (scheme == nil || scheme == other.scheme) && (!moreContrast || other.moreContrast)
        }
    }

    init(model: ThemedTokenSet, settings: CSSSettings) {
        let schemeAxis = model.axes.first { $0.role == .colorScheme }
        let themeAxis = model.axes.first { $0.role == .theme && $0.contexts.count > 1 }
        let contrastAxis = model.axes.first { $0.role == .contrast }
        self.schemeAxis = schemeAxis
        var defaults: [String: String] = [:]
        for axis in model.axes { defaults[axis.name] = axis.effectiveDefault }
        func isLightOrDark(_ context: String) -> Bool { context == "light" || context == "dark" }
        let usesLightDark = settings.colorScheme != .media
        let root = settings.rootSelector.rawValue
        let isHost = settings.rootSelector == .host
        /// A selector of the host's own attributes goes inside `:host()`, which matches the host by them.
        func onRoot(_ selector: String) -> String { isHost ? ":host(\(selector))" : selector }
        let axes = Self.attributeAxes(model: model, settings: settings)
        let mediaSchemes = schemeAxis.map { axis in
            axis.contexts.filter { $0 != axis.effectiveDefault && isLightOrDark($0) }
        } ?? []
        let increasedContrast = contrastAxis?.increasedContrastContext
        let preferences = (increasedContrast == nil ? [false] : [false, true]).flatMap { more in
            ([nil] + mediaSchemes).map { Preference(scheme: $0, moreContrast: more) }
        }

        /// The permutation with `chosen` contexts, the preference for the modifiers it sets and are not in `set`.
        func index(_ chosen: [String: String], _ preference: Preference, outside set: Set<String> = []) -> Int? {
            var inputs = defaults
            if let scheme = preference.scheme, let axis = schemeAxis, !set.contains(axis.name) {
                inputs[axis.name] = scheme
            }
            if preference.moreContrast, let axis = contrastAxis, let increasedContrast, !set.contains(axis.name) {
                inputs[axis.name] = increasedContrast
            }
            inputs.merge(chosen) { $1 }
            return model.permutationIndex(inputs)
        }
        func describe(_ index: Int) -> String { model.permutations[index].description }
        guard let base = index([:], Preference()) ?? model.defaultPermutationIndex
            ?? (model.permutations.isEmpty ? nil : 0)
        else { return }
        let hasLightDark = schemeAxis.map { $0.contexts.contains("light") && $0.contexts.contains("dark") } ?? false
        // Form controls, scrollbars and system colours follow `color-scheme`, so every block that chooses a
        // light or dark context declares it: `:root` lets the browser follow the preference when both exist,
        // each scheme attribute's own block (where the element carries it) forces its scheme, and the property
        // inherits from there.
        let defaultScheme = schemeAxis?.effectiveDefault
        let rootScheme = hasLightDark ? "light dark" : defaultScheme.flatMap { isLightOrDark($0) ? $0 : nil }

        /// For the modifiers at `members`, per modifier, the pairs that tell whether a token depends on it.
        func group(of members: [Int], under chosen: [Preference]) -> Int {
            let set = Set(members.map { axes[$0].name })
            let choices = Self.product(members.map { axes[$0].values })
            dependences.append(members.indices.map { position in
                let defaultValue = axes[members[position]].values[axes[members[position]].defaultPosition]
                return chosen.flatMap { preference in
                    choices.compactMap { choice -> (Int, Int)? in
                        var atDefault = choice
                        atDefault[position] = defaultValue
                        guard let i = index(Self.inputs(members, choice, axes), preference, outside: set),
                            let j = index(Self.inputs(members, atDefault, axes), preference, outside: set), i != j
                        else { return nil }
                        return (i, j)
                    }
                }
            })
            return dependences.count - 1
        }
        /// Blocks for the modifiers at `members` (indices into `axes`), under each of `chosen`.
        func appendBlocks(of members: [Int], preferences chosen: [Preference], group: Int) {
            let set = Set(members.map { axes[$0].name })
            for preference in chosen {
                // Under `:host` the host carries every attribute itself: a selector cannot reach the host's
                // ancestors (outside its shadow tree) other than by `:host-context()`, which not every browser has.
                for round in (isHost ? members.count : 1)...members.count {
                    for choice in Self.product(members.map { axes[$0].values }) {
                        guard let i = index(Self.inputs(members, choice, axes), preference, outside: set) else {
                            continue
                        }
                        let scheme = zip(members, choice).first { axes[$0.0].name == schemeAxis?.name }?.1.context
                        let theme = zip(members, choice).first { axes[$0.0].name == themeAxis?.name }?.1.context
                        let selectors = Self.selectors(members, choice, axes, carried: round).map(onRoot)
                        entries.append(Entry(
                            comment: describe(i), media: preference.mediaQuery,
                            selectors: selectors,
                            permutation: i,
                            tokens: members.count == 1 && preference != Preference()
                                ? .dependingOnAllBeyond(group: group, situations: situations(selectors, preference))
                                : .dependingOnAll(group),
                            colorScheme: colorScheme(of: scheme, members: members.count),
                            theme: theme == themeAxis?.effectiveDefault ? nil : theme,
                            preference: preference))
                    }
                }
            }
        }
        /// For a block of one attribute under a media query: what applies before it to an element it matches,
        /// in each state of the preferences where the query holds, with the element below `<html>` (blocks of
        /// the same selectors under weaker queries; the first, under none, declares every token of the group)
        /// or at `<html>` (`:root`'s blocks too). Another value of the same attribute never matches the same
        /// element, so these are all the blocks of the group it can meet; a token that also depends on
        /// another attribute is corrected by that pair's more specific block.
        func situations(_ selectors: [String], _ preference: Preference) -> [[Int]] {
            var result: [[Int]] = []
            for state in preferences where preference.holds(whenever: state) {
                for atRoot in [false, true] {
                    let applying = entries.indices.filter { position in
                        let earlier = entries[position]
                        return earlier.preference.holds(whenever: state)
                            && (earlier.selectors == selectors || (atRoot && earlier.selectors == [root]))
                    }
                    if !result.contains(applying) { result.append(applying) }
                }
            }
            return result
        }
        /// The `color-scheme` a block of the scheme attribute declares: `light` or `dark` for those contexts;
        /// for a variant of one (`dark-dimmed`, a context the reading keeps as an attribute value), its scheme,
        /// on its own block under media queries only (under `light-dark()` the property picks token values,
        /// which a variant's block does not all re-declare).
        func colorScheme(of context: String?, members: Int) -> String? {
            guard let context else { return nil }
            if isLightOrDark(context) { return usesLightDark || members == 1 ? context : nil }
            guard !usesLightDark, members == 1, schemeAxis.flatMap(ThemeSchemeContexts.init) != nil else { return nil }
            return ["light", "dark"].first { context.lowercased().hasPrefix($0) }
        }
        /// The preferences that still choose something for an element with the attributes at `members`.
        func open(_ members: [Int]) -> [Preference] {
            preferences.filter { preference in
                !(preference.scheme != nil && members.contains { axes[$0].name == schemeAxis?.name })
                    && !(preference.moreContrast && members.contains { axes[$0].name == contrastAxis?.name })
            }
        }

        // `:root` under each preference, each followed by the single attributes that no preference sets, so
        // that an attribute on `<html>` wins over `:root` (the same specificity) under every preference.
        let unpreferred = axes.indices.filter { !axes[$0].isPreference }
        let singleGroups = unpreferred.map { group(of: [$0], under: preferences) }
        for (position, preference) in preferences.enumerated() {
            guard let i = index([:], preference) else { continue }
            if position == 0 {
                entries.append(Entry(
                    comment: describe(i), media: nil, selectors: [root], permutation: i, tokens: .all,
                    colorScheme: rootScheme))
            } else {
                let layers = preferences[1..<position].filter { $0.holds(whenever: preference) }
                    .compactMap { index([:], $0) }
                entries.append(Entry(
                    comment: describe(i), media: preference.mediaQuery, selectors: [root], permutation: i,
                    tokens: layers.isEmpty ? .changedFrom(base) : .changedFromCascade(base: base, layers: layers),
                    colorScheme: rootScheme == nil ? preference.scheme : nil, preference: preference))
            }
            if position == 0, !isHost, !axes.isEmpty {
                entries.append(Entry(
                    comment: "Tokens declared alike in every permutation, evaluated again where a context is chosen",
                    media: nil,
                    selectors: axes.flatMap { axis in
                        axis.values.map { CSSNames.attributeSelector(axis.attribute, $0.value) }
                    },
                    permutation: i, tokens: .sameInEveryPermutation))
            }
            for (member, single) in zip(unpreferred, singleGroups) {
                appendBlocks(of: [member], preferences: [preference], group: single)
            }
        }
        // A set's blocks declare only tokens that depend on each of its modifiers, so a set no token depends
        // on wholly declares nothing and is left out; without this the sets grow as 2^modifiers. A set with
        // the colour scheme under light-dark() is kept: its blocks declare `color-scheme` too.
        let dependsOn = Self.modifiersEachTokenDependsOn(model, axes)
        let schemeIndex = axes.firstIndex { $0.name == schemeAxis?.name }
        let schemeDeclared = usesLightDark ? schemeIndex : nil
        // The scheme attribute's own blocks always exist, to declare `color-scheme` even where no token
        // depends on the scheme alone.
        let withScheme = dependsOn.union(schemeIndex.map { [[$0]] } ?? [])
        for members in Self.subsets(of: axes.count, within: withScheme, keeping: schemeDeclared)
        where members.count > 1 || axes[members[0]].isPreference {
            appendBlocks(of: members, preferences: open(members), group: group(of: members, under: open(members)))
        }
    }

    /// Every permutation a block shows or is compared with.
    var shownPermutations: Set<Int> {
        var shown = Set(dependences.joined().joined().flatMap { [$0.0, $0.1] })
        for entry in entries {
            shown.insert(entry.permutation)
            switch entry.tokens {
            case .changedFrom(let other): shown.insert(other)
            case .changedFromCascade(let base, let layers): shown.formUnion([base] + layers)
            case .all, .dependingOnAll, .dependingOnAllBeyond, .sameInEveryPermutation: break
            }
        }
        return shown
    }

    /// The modifiers with more than one context, theme, colour scheme and contrast first, then the others in
    /// the model's order.
    static func attributeAxes(model: ThemedTokenSet, settings: CSSSettings) -> [AttributeAxis] {
        func axis(_ role: AxisRole) -> Axis? { model.axes.first { $0.role == role && $0.contexts.count > 1 } }
        func defaultPosition(_ axis: Axis) -> Int { axis.contexts.firstIndex { $0 == axis.effectiveDefault } ?? 0 }
        var result: [AttributeAxis] = []
        if let theme = axis(.theme) {
            result.append(AttributeAxis(
                name: theme.name, attribute: settings.themeAttribute, values: theme.contexts.map { ($0, $0) },
                defaultPosition: defaultPosition(theme), isPreference: false))
        }
        if let scheme = axis(.colorScheme) {
            let preferred = scheme.contexts.contains { $0 != scheme.effectiveDefault && ($0 == "light" || $0 == "dark") }
            result.append(AttributeAxis(
                name: scheme.name, attribute: settings.schemeAttribute, values: scheme.contexts.map { ($0, $0) },
                defaultPosition: defaultPosition(scheme), isPreference: preferred))
        }
        if let contrast = axis(.contrast), let standard = contrast.effectiveDefault,
            let increased = contrast.increasedContrastContext
        {
            result.append(AttributeAxis(
                name: contrast.name, attribute: settings.contrastAttribute,
                values: [(standardContrastValue, standard), (increasedContrastValue, increased)], defaultPosition: 0,
                isPreference: true))
        }
        for other in model.axes where other.role == .other && other.contexts.count > 1 {
            result.append(AttributeAxis(
                name: other.name, attribute: CSSNames.attribute(forAxis: other.name),
                values: other.contexts.map { ($0, $0) }, defaultPosition: defaultPosition(other), isPreference: false))
        }
        return result
    }

    private static func inputs(
        _ members: [Int], _ choice: [(value: String, context: String)], _ axes: [AttributeAxis]
    ) -> [String: String] {
        var inputs: [String: String] = [:]
        for (member, chosen) in zip(members, choice) { inputs[axes[member].name] = chosen.context }
        return inputs
    }

    /// Selectors for an element that carries `carried` of the attributes itself and has the others above it.
    /// With one attribute above, `[a] [b]`; with more, `[b]:is([a] *):is([c] *)`, which has the same
    /// specificity.
    private static func selectors(
        _ members: [Int], _ choice: [(value: String, context: String)], _ axes: [AttributeAxis], carried: Int
    ) -> [String] {
        let attributes = zip(members, choice).map { CSSNames.attributeSelector(axes[$0].attribute, $1.value) }
        return combinations(of: attributes.count, size: carried).reversed().map { own in
            let element = own.map { attributes[$0] }.joined()
            let above = attributes.indices.filter { !own.contains($0) }.map { attributes[$0] }
            switch above.count {
            case 0: return element
            case 1: return above[0] + " " + element
            default: return element + above.map { ":is(\($0) *)" }.joined()
            }
        }
    }

    /// Index sets by size, then in lexicographic order.
    static func subsets(of count: Int) -> [[Int]] {
        count == 0 ? [] : (1...count).flatMap { combinations(of: count, size: $0) }
    }

    /// The index sets of `subsets(of:)`, in its order, that lie within one of `dependsOn` or hold `kept`.
    /// Sets are built up one member at a time from sets that qualify, so no set outside is ever listed.
    static func subsets(of count: Int, within dependsOn: Set<Set<Int>>, keeping kept: Int?) -> [[Int]] {
        func qualifies(_ members: [Int]) -> Bool {
            if let kept, members.contains(kept) { return true }
            let set = Set(members)
            return dependsOn.contains { set.isSubset(of: $0) }
        }
        var result: [[Int]] = []
        var layer = (0..<count).map { [$0] }.filter(qualifies)
        while !layer.isEmpty {
            result += layer
            layer = layer.flatMap { members in
                ((members.last! + 1)..<count).map { members + [$0] }
            }.filter(qualifies)
        }
        return result
    }

    /// For each token, the modifiers (indices into `axes`) it depends on anywhere: some two permutations that
    /// differ only in that modifier hold it differently. Distinct sets only.
    static func modifiersEachTokenDependsOn(_ model: ThemedTokenSet, _ axes: [AttributeAxis]) -> Set<Set<Int>> {
        var partner: [[Int?]] = []
        for permutation in model.permutations {
            var inputs = permutation.inputs
            partner.append(axes.map { axis in
                let position = axis.defaultPosition
                let other = inputs[axis.name] == axis.values[position].context
                    ? axis.values.indices.first { $0 != position }.map { axis.values[$0].context }
                    : axis.values[position].context
                guard let other else { return nil }
                let own = inputs[axis.name]
                inputs[axis.name] = other
                defer { inputs[axis.name] = own }
                return model.permutationIndex(inputs)
            })
        }
        var sets: Set<Set<Int>> = []
        for pathIndex in model.paths.indices {
            func token(_ permutation: Int) -> Token? {
                model.tokenIndex(pathAt: pathIndex, permutation: permutation).map { model.tokenSets[permutation].tokens[$0] }
            }
            var dependsOn: Set<Int> = []
            for (permutation, partners) in partner.enumerated() {
                for (axis, other) in partners.enumerated() where !dependsOn.contains(axis) {
                    if let other, token(permutation) != token(other) { dependsOn.insert(axis) }
                }
            }
            if !dependsOn.isEmpty { sets.insert(dependsOn) }
        }
        return sets
    }

    /// The index sets of `size` from `start..<count`, in lexicographic order.
    static func combinations(of count: Int, size: Int, from start: Int = 0) -> [[Int]] {
        guard size > 0 else { return [[]] }
        guard start < count else { return [] }
        return (start..<count).flatMap { first in
            combinations(of: count, size: size - 1, from: first + 1).map { [first] + $0 }
        }
    }

    /// Every choice of one value per list, the first list outermost.
    private static func product<T>(_ lists: [[T]]) -> [[T]] {
        lists.reduce([[]]) { partial, list in partial.flatMap { prefix in list.map { prefix + [$0] } } }
    }
}
