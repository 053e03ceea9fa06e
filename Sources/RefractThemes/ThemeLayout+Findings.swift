import RefractDiagnostics
import RefractModel
import RefractOutput

/// What laying out reports, worded in one place; codes under `layout.` (see `diagnostics(platform:)`).
extension ThemeLayout {
    /// The contexts of the scheme modifier that are neither a colour scheme nor one at increased contrast.
    static func droppedContexts(_ schemeContexts: ThemeSchemeContexts) -> [Diagnostic] {
        let kept = [schemeContexts.light, schemeContexts.lightIncreasedContrast, schemeContexts.dark,
                    schemeContexts.darkIncreasedContrast].compactMap { $0 }
        return schemeContexts.dropped.map { context in
            .warning(
                DiagnosticCode("\(placeholder).scheme-context-dropped"),
                "context '\(context)' of modifier '\(schemeContexts.axis.name)' is neither a colour scheme nor "
                    + "one at increased contrast; the themes leave it out",
                at: schemeContexts.axis.source(ofContext: context).map(SourceSpan.init),
                notes: [DiagnosticNote(
                    "'\(schemeContexts.axis.name)' is read as the colour scheme: "
                        + kept.map { "'\($0)'" }.joined(separator: ", "), at: nil)],
                help: "give the variant a modifier of its own (a theme or contrast modifier), or remove the context")
        }
    }

    /// The path at `row` becomes the member name `owner` took first: a note when one is an alias of the
    /// other with the same value everywhere, an error otherwise.
    static func nameTaken(
        row: Int, owner: Int, _ table: ThemeMemberTable, model: ThemedTokenSet, kind: ThemeCollectionKind,
        at span: SourceSpan
    ) -> Diagnostic {
        let path = model.paths[row], first = model.paths[owner]
        let member = "'\(kind.property).\(table.names[row])'"
        if model.sharesNameHarmlessly(first, path) {
            return SharedName.note(first, path, become: member, at: span)
        }
        return .error(
            DiagnosticCode("\(placeholder).name-collision"),
            "tokens '\(first)' and '\(path)' both become \(member)",
            at: span, label: "second token",
            notes: table.references[owner].map { [DiagnosticNote("'\(first)' is defined here", at: SourceSpan($0.source))] } ?? [],
            help: "rename one of the tokens, or give one another path on this platform with 'rename:' in the platform's settings")
    }

    /// A value of a collection that cannot adapt (text styles) that changes with the scheme or the contrast in `theme`.
    static func schemeDependent(
        _ path: TokenPath, _ difference: String, theme: ThemeVariant, kind: ThemeCollectionKind, at span: SourceSpan
    ) -> Diagnostic {
        .warning(
            DiagnosticCode("\(placeholder).scheme-dependent-value"),
            "token '\(path)' \(difference) in theme '\(theme.name)'; "
                + "\(kind.property) hold one value per theme here, the light value is used",
            at: span,
            help: "give the text styles that differ per scheme a theme modifier of their own, or one value in every scheme")
    }

    /// Themes in some of whose permutations the token has no value of its type.
    static func missingValue(_ path: TokenPath, type: TokenType, themes: [String], at span: SourceSpan) -> Diagnostic {
        .warning(
            DiagnosticCode("\(placeholder).missing-value"),
            "token '\(path)' has no \(type.rawValue) value in some permutations of "
                + themes.map { "'\($0)'" }.joined(separator: ", ") + "; the default value is used",
            at: span)
    }

    /// Themes whose names become the same `Theme` member.
    static func themeNameCollisions(_ themes: [ThemeVariant]) -> [Diagnostic] {
        var owners: [String: String] = [:]
        var findings: [Diagnostic] = []
        for theme in themes {
            if let other = owners[theme.identifier] {
                findings.append(.error(
                    DiagnosticCode("\(placeholder).name-collision"),
                    "themes '\(other)' and '\(theme.name)' both become 'Theme.\(theme.identifier)'",
                    at: theme.source.map { SourceSpan($0) }))
            }
            owners[theme.identifier] = theme.name
        }
        return findings
    }
}
