import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractThemes

/// Builds the `AssetCatalogContext` of a themed token set: which catalogs, which colour sets, and each colour
/// set's entries read from the permutations of its theme (ThemeVariant: light, dark, and their increased-
/// contrast counterparts when the set has a contrast axis).
enum AssetCatalogContextBuilder {
    /// The composite types that hold colours but are no one colour; a colour set cannot hold them.
    static let compositeTypes: Set<TokenType> = [.gradient, .shadow, .border]

    static func build(_ model: ThemedTokenSet, options: PlatformOptions) -> (AssetCatalogContext, [Diagnostic]) {
        let (settings, settingDiagnostics) = AssetCatalogSettings.parse(options)
        var diagnostics = settingDiagnostics
        let themes = ThemeVariant.all(in: model)
        var chosen = themes
        if let name = settings.theme {
            if let theme = themes.first(where: { $0.name == name }) {
                chosen = [theme]
            } else {
                diagnostics.append(.error(
                    "xcassets.invalid-setting", "setting 'theme' is '\(name)', which is not a theme of these tokens",
                    at: options.settingSpans["theme"],
                    help: "themes: " + themes.map(\.name).joined(separator: ", ")))
                chosen = themes.filter(\.isDefault)
            }
        }
        let rows = Rows(model)
        diagnostics += rows.compositeWarning(model)
        let (named, collisions) = namedRows(rows, model: model, accent: settings.accentColor, options: options)
        diagnostics += collisions
        let catalogs = chosen.map { theme in
            let folder = chosen.count == 1 || settings.theme != nil
                ? settings.catalog : settings.catalog + "-" + ColorSetName.folderSafe(theme.name)
            let colorSets = named.map { entry in
                AssetCatalogContext.ColorSet(
                    name: entry.name, folder: entry.name + ".colorset", token: model.paths[entry.row].dotted,
                    colors: entries(row: entry.row, theme: theme, model: model, rows: rows),
                    author: AssetCatalogContext.author)
            }
            return AssetCatalogContext.Catalog(
                folder: folder + ".xcassets", theme: theme.name, colorSets: colorSets, author: AssetCatalogContext.author)
        }
        return (AssetCatalogContext(version: AssetCatalogContext.contractVersion, catalogs: catalogs), diagnostics)
    }

    /// Every colour row with its colour set's name, sorted by name; `AccentColor` among them when the config
    /// names a colour token. A name another row already took (ignoring case) is an error and left out.
    private static func namedRows(
        _ rows: Rows, model: ThemedTokenSet, accent: String?, options: PlatformOptions
    ) -> ([(name: String, row: Int)], [Diagnostic]) {
        var candidates = rows.colors.map { (name: ColorSetName.name(ofPath: model.paths[$0].dotted), row: $0, span: rows.span($0)) }
        var diagnostics: [Diagnostic] = []
        if let accent {
            let path = TokenPath(accent)
            if let row = model.paths.firstIndex(of: path), rows.colors.contains(row) {
                candidates.append((AssetCatalogContext.accentColorName, row, options.settingSpans["accentColor"]))
            } else {
                let found = model.paths.firstIndex(of: path).flatMap { rows.reference[$0] }
                diagnostics.append(.error(
                    "xcassets.invalid-setting",
                    found.map { "setting 'accentColor' names '\(accent)', a \($0.type.rawValue) token, not a colour" }
                        ?? "setting 'accentColor' names '\(accent)', which is not a token",
                    at: options.settingSpans["accentColor"],
                    help: "name a colour token by its dotted path, e.g. 'color.accent'"))
            }
        }
        candidates.sort { ($0.name, $0.row) < ($1.name, $1.row) }
        var kept: [(name: String, row: Int)] = []
        var owners: [String: (name: String, row: Int)] = [:]
        for candidate in candidates {
            let key = ColorSetName.collisionKey(candidate.name)
            if let owner = owners[key] {
                let first = model.paths[owner.row], second = model.paths[candidate.row]
                let message = owner.name == candidate.name
                    ? "tokens '\(first)' and '\(second)' both become the colour set '\(candidate.name)'"
                    : "tokens '\(first)' and '\(second)' become the colour sets '\(owner.name)' and '\(candidate.name)', "
                        + "one folder on a disk that ignores case"
                diagnostics.append(.error(
                    "xcassets.name-collision", message, at: candidate.span, label: "second colour set",
                    notes: [DiagnosticNote("'\(first)' is defined here", at: rows.span(owner.row))],
                    help: "rename one of the tokens"))
                continue
            }
            owners[key] = (candidate.name, candidate.row)
            kept.append((candidate.name, candidate.row))
        }
        return (kept, diagnostics)
    }

    /// The colour set's entries in theme `theme`: any (light), dark, and at increased contrast when the
    /// theme has those permutations. A permutation without the token keeps the light value (dark) or its
    /// scheme's standard value (increased contrast).
    static func entries(row: Int, theme: ThemeVariant, model: ThemedTokenSet, rows: Rows) -> [AssetCatalogContext.Entry] {
        func color(_ permutation: Int?) -> ColorValue? {
            guard let permutation, let index = model.tokenIndex(pathAt: row, permutation: permutation),
                case .color(let value) = model.tokenSets[permutation].tokens[index].value
            else { return nil }
            return value
        }
        guard let light = color(theme.lightPermutation) ?? color(theme.darkPermutation) ?? rows.referenceColor(row) else { return [] }
        let dark = color(theme.darkPermutation) ?? light
        let hasDark = theme.darkPermutation != theme.lightPermutation
        let hasContrast = theme.lightIncreasedContrastPermutation != nil || theme.darkIncreasedContrastPermutation != nil
        let darkTrait = ("luminosity", "dark")
        let contrastTrait = ("contrast", "high")
        var variants: [(String, [(String, String)], ColorValue)] = [("any", [], light)]
        if hasDark { variants.append(("dark", [darkTrait], dark)) }
        if hasContrast {
            let lightIncreased = color(theme.lightIncreasedContrastPermutation) ?? light
            variants.append(("highContrast", [contrastTrait], lightIncreased))
            if hasDark {
                variants.append(("darkHighContrast", [darkTrait, contrastTrait], color(theme.darkIncreasedContrastPermutation) ?? dark))
            }
        }
        return variants.enumerated().map { index, variant in
            let xcode = XcodeColor(variant.2)
            return AssetCatalogContext.Entry(
                variant: variant.0, hasAppearances: !variant.1.isEmpty,
                appearances: variant.1.enumerated().map { t, trait in
                    AssetCatalogContext.Appearance(appearance: trait.0, value: trait.1, separator: t == variant.1.count - 1 ? "" : ",")
                },
                colorSpace: xcode.space.rawValue, components: xcode.components,
                separator: index == variants.count - 1 ? "" : ",")
        }
    }

    /// Each path's token as the catalog sees it: the default permutation's, else the first there is.
    struct Rows {
        var reference: [Token?]
        /// Rows whose token is a colour, in path order.
        var colors: [Int]
        var composites: [Int]

        init(_ model: ThemedTokenSet) {
            let permutations = model.tokenSets.indices
            let first = model.defaultPermutationIndex ?? 0
            let order = (permutations.contains(first) ? [first] : []) + permutations.filter { $0 != first }
            let reference: [Token?] = model.paths.indices.map { row in
                for permutation in order {
                    if let index = model.tokenIndex(pathAt: row, permutation: permutation) {
                        return model.tokenSets[permutation].tokens[index]
                    }
                }
                return nil
            }
            self.reference = reference
            colors = reference.indices.filter { reference[$0]?.type == .color }
            composites = reference.indices.filter { reference[$0].map { AssetCatalogContextBuilder.compositeTypes.contains($0.type) } ?? false }
        }

        func span(_ row: Int) -> SourceSpan? { reference[row].map { SourceSpan($0.source) } }

        /// The reference token's colour: a colour set's value when none of its theme's permutations has one.
        func referenceColor(_ row: Int) -> ColorValue? {
            if case .color(let value) = reference[row]?.value { return value }
            return nil
        }

        /// One warning for every gradient, shadow and border: a colour set holds one colour.
        func compositeWarning(_ model: ThemedTokenSet) -> [Diagnostic] {
            guard let first = composites.first else { return [] }
            let paths = composites.map { model.paths[$0].dotted }
            let shown = paths.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
            let more = paths.count > 10 ? " and \(paths.count - 10) more" : ""
            return [.warning(
                "xcassets.composite-skipped",
                "\(paths.count) composite token\(paths.count == 1 ? " has" : "s have") no colour set: \(shown)\(more)",
                at: span(first),
                notes: paths.count > 10 ? [DiagnosticNote("all of them: " + paths.joined(separator: ", "), at: nil)] : [],
                help: "a colour set holds one colour: give the colours inside gradients, shadows and borders tokens of "
                    + "their own, which get colour sets")]
        }
    }
}
