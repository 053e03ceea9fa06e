import RefractDiagnostics
import RefractModel

/// The shape both the Swift output and the JSON bundle give a themed token set: themes, collections by
/// token type, members with their values in every theme. The build computes it once and hands it to both
/// backends, so a bundle always decodes into the generated `Theme`.
public struct ThemeLayout: Sendable {
    package struct Member: Sendable {
        /// The member name (`brandPrimary`), also the JSON key; not backticked.
        package var name: String
        package var path: TokenPath
        package var description: String?
        package var deprecation: Deprecation?
        /// The token that replaces a deprecated member (`Token.replacement`).
        package var replacement: TokenPath? = nil
    }

    /// A value in light and in dark, and at increased contrast where the theme has a contrast variant (nil
    /// otherwise). Each is the value of its own permutation, whatever the collection: a platform that holds
    /// one value per theme (Swift and JSON, for a collection that is not adaptive) takes `light`.
    package struct Adaptive: Sendable, Hashable {
        package var light: ThemeValue
        package var dark: ThemeValue
        package var lightIncreasedContrast: ThemeValue? = nil
        package var darkIncreasedContrast: ThemeValue? = nil
    }

    package struct Collection: Sendable {
        package var kind: ThemeCollectionKind
        package var members: [Member]
        /// Whether Swift and the JSON bundle hold a value per scheme and contrast (`ThemeAdaptiveStyle`): for
        /// colours and their composites always, for another kind when one of its values changes with the scheme
        /// or the contrast in some theme (Spectrum's `overlay-opacity`), so no permutation shows another's value.
        package var isAdaptive: Bool
        /// `values[member * themeCount + theme]`: one flat array rather than an array per member.
        var values: [Adaptive]
        let themeCount: Int

        /// The value of member `member` in theme `theme` (`themes` order).
        package func value(_ member: Int, theme: Int) -> Adaptive {
            values[member * themeCount + theme]
        }

        /// The values of member `member` in every theme, in `themes` order.
        package func values(_ member: Int) -> [Adaptive] {
            Array(values[member * themeCount..<(member + 1) * themeCount])
        }

        package func sameValue(_ member: Int, _ a: Int, _ b: Int) -> Bool {
            value(member, theme: a) == value(member, theme: b)
        }
    }

    package var themes: [ThemeVariant]
    /// Every kind, in `ThemeCollectionKind.allCases` order, empty ones included (a `Theme` always has them all),
    /// but for `strings`, there only when some token is text.
    package var collections: [Collection]
    /// What laying out found, with codes under `layout.`; see `diagnostics(platform:)`.
    private var findings: [Diagnostic]

    package var defaultTheme: ThemeVariant? { themes.first(where: \.isDefault) }

    /// What laying out found, with the codes of `platform` (`swift.name-collision`): each output that uses
    /// the layout reports its findings as its own.
    package func diagnostics(platform: String) -> [Diagnostic] {
        findings.map { finding in
            var diagnostic = finding
            switch finding.code.rawValue.dropFirst(Self.placeholder.count + 1) {
            case "name-collision": diagnostic.code = DiagnosticCode("\(platform).name-collision")
            case "scheme-dependent-value": diagnostic.code = DiagnosticCode("\(platform).scheme-dependent-value")
            case "missing-value": diagnostic.code = DiagnosticCode("\(platform).missing-value")
            case "scheme-context-dropped": diagnostic.code = DiagnosticCode("\(platform).scheme-context-dropped")
            default: break
            }
            return diagnostic
        }
    }

    /// The code prefix of the findings, replaced by the platform's in `diagnostics(platform:)`.
    static let placeholder = "layout"

    /// Lays out `model` in four steps: the themes (and the scheme contexts they leave out), the members
    /// of each collection, their values in every theme, and the themes' own names.
    package init(_ model: ThemedTokenSet) {
        let schemeContexts = ThemeSchemeContexts.find(in: model)
        let themes = ThemeVariant.all(in: model, schemeContexts: schemeContexts)
        self.themes = themes
        var reader = ThemeTokenReader(model)
        let table = ThemeMemberTable(reader)
        let filled = ThemeValueFill.fill(table, themes: themes, reader: &reader)
        collections = ThemeCollectionKind.allCases.compactMap { kind in
            if kind == .strings, table.members[kind.ordinal].isEmpty { return nil }
            return Collection(
                kind: kind, members: table.members[kind.ordinal],
                isAdaptive: kind.isAdaptive || filled.varying.contains(kind),
                values: filled.values[kind.ordinal], themeCount: themes.count)
        }
        findings = (schemeContexts.map(Self.droppedContexts) ?? []) + filled.findings
            + Self.themeNameCollisions(themes)
    }
}
