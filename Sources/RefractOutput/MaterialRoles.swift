import Foundation
import RefractDiagnostics
import RefractModel

/// Material 3's colour roles, in the order of `lightColorScheme`'s parameters
/// (developer.android.com/reference/kotlin/androidx/compose/material3/package-summary#lightColorScheme).
/// Compose fills `ColorScheme` with them and Android XML the attributes of `Theme.Material3`.
package enum MaterialColorRole: String, CaseIterable, Sendable, Hashable {
    case primary, onPrimary, primaryContainer, onPrimaryContainer, inversePrimary
    case secondary, onSecondary, secondaryContainer, onSecondaryContainer
    case tertiary, onTertiary, tertiaryContainer, onTertiaryContainer
    case background, onBackground, surface, onSurface, surfaceVariant, onSurfaceVariant, surfaceTint
    case inverseSurface, inverseOnSurface, error, onError, errorContainer, onErrorContainer
    case outline, outlineVariant, scrim, surfaceBright, surfaceContainer, surfaceContainerHigh
    case surfaceContainerHighest, surfaceContainerLow, surfaceContainerLowest, surfaceDim

    /// Token names that fill the role when no setting maps it, folded (lower case, letters and digits only,
    /// a leading `color`/`sys`/`md`/`theme` group dropped): the role's own name first, then the common
    /// naming of semantic colours (`bg.default`, `fg.onEmphasis`, `border.default` … as in GitHub Primer).
    var defaultNames: [String] {
        let own = rawValue.lowercased()
        let common: [String] = switch self {
        case .primary: ["brand", "brandprimary", "accent", "bgaccentemphasis", "bgcoloraccentemphasis"]
        case .onPrimary: ["onbrand", "onaccent", "fgonemphasis", "fgcoloronemphasis"]
        case .primaryContainer: ["bgaccentmuted", "bgcoloraccentmuted"]
        case .onPrimaryContainer: ["fgaccent", "fgcoloraccent"]
        case .secondary: ["bgneutralemphasis", "bgcolorneutralemphasis"]
        case .onSecondary, .onTertiary: ["fgonemphasis", "fgcoloronemphasis"]
        case .secondaryContainer: ["bgneutralmuted", "bgcolorneutralmuted"]
        case .onSecondaryContainer: ["fgdefault", "fgcolordefault"]
        case .tertiary: ["bgdoneemphasis", "bgcolordoneemphasis"]
        case .tertiaryContainer: ["bgdonemuted", "bgcolordonemuted"]
        case .onTertiaryContainer: ["fgdone", "fgcolordone"]
        case .background: ["bg", "bgdefault", "bgcolordefault", "backgrounddefault", "canvas", "canvasdefault"]
        case .onBackground: ["fg", "fgdefault", "fgcolordefault", "foreground", "foregrounddefault", "text", "textdefault"]
        case .surface: ["surfacedefault", "bgdefault", "bgcolordefault"]
        case .onSurface: ["fgdefault", "fgcolordefault", "textdefault"]
        case .surfaceVariant: ["bgmuted", "bgcolormuted"]
        case .onSurfaceVariant: ["fgmuted", "fgcolormuted", "textmuted"]
        case .inverseSurface: ["bginverse", "bgcolorinverse", "bgemphasis", "bgcoloremphasis"]
        case .inverseOnSurface: ["fgoninverse", "fgcoloroninverse", "fgonemphasis", "fgcoloronemphasis"]
        case .error: ["danger", "bgdangeremphasis", "bgcolordangeremphasis"]
        case .onError: ["ondanger", "fgonemphasis", "fgcoloronemphasis"]
        case .errorContainer: ["bgdangermuted", "bgcolordangermuted"]
        case .onErrorContainer: ["fgdanger", "fgcolordanger"]
        case .outline: ["border", "borderdefault", "bordercolordefault"]
        case .outlineVariant: ["bordermuted", "bordercolormuted"]
        case .scrim: ["overlaybackdrop", "overlaybackdropbgcolor"]
        default: []
        }
        return [own] + common
    }

    /// The role whose value fills this one when no token does: Material's own relations (the tint and
    /// the inverse primary are the primary, a container is its colour, a missing background is the
    /// surface …), so a design system with a few roles gets a whole scheme of its own colours.
    var derivedFrom: MaterialColorRole? {
        switch self {
        case .surfaceTint, .inversePrimary, .primaryContainer, .secondary: .primary
        case .onPrimaryContainer, .onSecondary: .onPrimary
        case .secondaryContainer, .tertiary: .secondary
        case .onSecondaryContainer, .onTertiary: .onSecondary
        case .tertiaryContainer: .tertiary
        case .onTertiaryContainer: .onTertiary
        case .errorContainer: .error
        case .onErrorContainer: .onError
        case .background: .surface
        case .surface: .background
        case .onBackground: .onSurface
        case .onSurface: .onBackground
        case .surfaceVariant, .inverseOnSurface, .surfaceBright, .surfaceDim, .surfaceContainer, .surfaceContainerHigh,
            .surfaceContainerHighest, .surfaceContainerLow, .surfaceContainerLowest: .surface
        case .onSurfaceVariant, .inverseSurface: .onSurface
        case .outline: .onSurfaceVariant
        case .outlineVariant: .outline
        case .primary, .onPrimary, .error, .onError, .scrim: nil
        }
    }
}

/// Which colour fills each Material 3 role, the same for Compose and Android XML (docs/config.md,
/// "Material 3"): the setting `materialRoles` first, then a token named like the role (`defaultNames`), then
/// the role it derives from (`derivedFrom`); the scrim is black, as in every Material scheme.
package struct MaterialRoleMapping: Sendable, Equatable {
    package enum Source: Sendable, Hashable {
        case token(TokenPath)
        /// Material's scrim: opaque black.
        case black
    }

    package struct Entry: Sendable, Equatable {
        package var role: MaterialColorRole
        package var source: Source
        /// The role this one took its colour from, when no token fills it directly.
        package var derivedFrom: MaterialColorRole?
    }

    /// `auto` (the default) writes Material output with the roles the tokens fill, the others left to
    /// Material's baseline, when a token fills any; `true` when every role is filled (an unfilled role is an
    /// error); `false` never.
    package enum Mode: String, Sendable {
        case auto, on = "true", off = "false"
    }

    /// The filled roles, in `MaterialColorRole` order; a role left out keeps Material's baseline colour.
    package var entries: [Entry]
    package var unfilled: [MaterialColorRole]
    /// Whether the platform writes its Material theme.
    package var isOn: Bool

    package var isComplete: Bool { unfilled.isEmpty }

    package static let settingKeys = ["material", "materialRoles"]

    /// The mapping of `colors` (the platform's colour tokens that may fill a role, in path order) under the
    /// settings of `options`, and its diagnostics with `platform`'s codes.
    package static func resolve(
        colors: [TokenPath], options: PlatformOptions, platform: String, defaultMode: Mode = .auto
    ) -> (MaterialRoleMapping, [Diagnostic]) {
        let (setMode, configured, settingDiagnostics) = readSettings(options, platform: platform)
        let mode = options.settings["material"] == nil ? defaultMode : setMode
        var diagnostics = settingDiagnostics
        let known = Set(colors)
        var chosen: [MaterialColorRole: Entry] = [:]
        for (role, path) in configured {
            guard known.contains(path) else {
                diagnostics.append(.error(
                    DiagnosticCode("\(platform).invalid-setting"),
                    "setting 'materialRoles' maps '\(role.rawValue)' to '\(path.dotted)', which is not a colour token of this platform",
                    at: options.settingSpans["materialRoles"],
                    help: "name a colour token by its dotted path, e.g. '\(role.rawValue)=color.\(role.rawValue)'"))
                continue
            }
            chosen[role] = Entry(role: role, source: .token(path), derivedFrom: nil)
        }
        var byName: [String: TokenPath] = [:]
        for path in colors {
            let key = folded(path)
            if byName[key] == nil { byName[key] = path }
        }
        for role in MaterialColorRole.allCases where chosen[role] == nil {
            if let path = role.defaultNames.lazy.compactMap({ byName[$0] }).first {
                chosen[role] = Entry(role: role, source: .token(path), derivedFrom: nil)
            }
        }
        if chosen[.scrim] == nil { chosen[.scrim] = Entry(role: .scrim, source: .black, derivedFrom: nil) }
        var changed = true
        while changed {
            changed = false
            for role in MaterialColorRole.allCases where chosen[role] == nil {
                guard let from = role.derivedFrom, let source = chosen[from] else { continue }
                chosen[role] = Entry(role: role, source: source.source, derivedFrom: from)
                changed = true
            }
        }
        let entries = MaterialColorRole.allCases.compactMap { chosen[$0] }
        let unfilled = MaterialColorRole.allCases.filter { chosen[$0] == nil }
        let anyToken = chosen.values.contains { $0.derivedFrom == nil && $0.source != .black }
        // By default the theme has the roles the tokens fill and Material's baseline for the others, said
        // nowhere but in the file (each role names its token): a set named otherwise did not ask for Material,
        // and a note on every build would be one a user silences only by giving Material up. A set with no
        // role-like colour at all gets no Material theme: all baseline, it would only hide the app's own.
        // Asked for (`true`), the whole scheme is wanted, so an unfilled role is an error.
        let isOn = switch mode {
        case .on: unfilled.isEmpty
        case .off: false
        case .auto: anyToken
        }
        if !unfilled.isEmpty, mode == .on {
            diagnostics.append(unfilledDiagnostic(unfilled, platform: platform, options: options))
        }
        return (MaterialRoleMapping(entries: entries, unfilled: unfilled, isOn: isOn), diagnostics)
    }

    private static func unfilledDiagnostic(
        _ unfilled: [MaterialColorRole], platform: String, options: PlatformOptions
    ) -> Diagnostic {
        let list = unfilled.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        let message = "Material 3 roles \(list) are filled by no colour token, so no Material theme is written"
        let help = "map them in 'materialRoles' (e.g. 'materialRoles: \"\(unfilled[0].rawValue)=color.\(unfilled[0].rawValue)\"'), "
            + "name colour tokens after them, or set 'material: false'"
        let span = options.settingSpans["materialRoles"] ?? options.settingSpans["material"]
        let code = platform == "android" ? androidUnfilled : composeUnfilled
        return .error(code, message, at: span, help: help)
    }

    static let androidUnfilled: DiagnosticCode = "android.material-roles-unfilled"
    static let composeUnfilled: DiagnosticCode = "compose.material-roles-unfilled"

    /// The settings: the mode and the configured `role=token.path` pairs, each checked.
    package static func readSettings(
        _ options: PlatformOptions, platform: String
    ) -> (Mode, [(MaterialColorRole, TokenPath)], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var mode = Mode.auto
        if let value = options.settings["material"] {
            if let parsed = Mode(rawValue: value) {
                mode = parsed
            } else {
                diagnostics.append(.error(
                    DiagnosticCode("\(platform).invalid-setting"), "setting 'material' is '\(value)', which is not true, false or auto",
                    at: options.settingSpans["material"], help: "use true, false or auto"))
            }
        }
        var pairs: [(MaterialColorRole, TokenPath)] = []
        for item in (options.settings["materialRoles"] ?? "").split(separator: ",") {
            let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let role = parts.first.flatMap { MaterialColorRole(rawValue: $0) }
            guard parts.count == 2, let role, !parts[1].isEmpty else {
                let roleHint = parts.first.flatMap { name in
                    MaterialColorRole.allCases.first { $0.rawValue.lowercased() == name.lowercased() }
                }.map { " (did you mean '\($0.rawValue)'?)" } ?? ""
                diagnostics.append(.error(
                    DiagnosticCode("\(platform).invalid-setting"),
                    "setting 'materialRoles' has '\(item.trimmingCharacters(in: .whitespaces))', which is not 'role=token.path' with a Material 3 colour role\(roleHint)",
                    at: options.settingSpans["materialRoles"],
                    help: "write comma-separated pairs such as 'primary=color.brand, onPrimary=color.on-brand'; the roles are those of lightColorScheme"))
                continue
            }
            pairs.append((role, TokenPath(parts[1])))
        }
        return (mode, pairs, diagnostics)
    }

    /// `color.on-primary` → `onprimary`: lower case, letters and digits only, leading groups that only say
    /// "colour" (`color`, `sys`, `md`, `theme`) dropped.
    static func folded(_ path: TokenPath) -> String {
        let ignored: Set<String> = ["color", "colors", "colour", "colours", "sys", "md", "theme", "semantic"]
        var segments = path.segments.map { String($0.lowercased().unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) }) }
        while segments.count > 1, ignored.contains(segments[0]) { segments.removeFirst() }
        return segments.joined()
    }
}
