import Foundation
import RefractDiagnostics
import RefractModel

/// Material 3's shape scale: the corner sizes of `Shapes` (developer.android.com/reference/kotlin/androidx/
/// compose/material3/Shapes) and of Material Components' `shapeAppearanceCorner*` theme attributes, in order.
package enum MaterialShapeRole: String, CaseIterable, Sendable, Hashable {
    case extraSmall, small, medium, large, extraLarge

    /// The size word of a radius token's last segment, folded (`xs`, `sm`, `md`, `default` …).
    var sizeNames: Set<String> {
        switch self {
        case .extraSmall: ["xs", "extrasmall", "xsmall"]
        case .small: ["sm", "small", "s"]
        case .medium: ["md", "medium", "m", "default", "base"]
        case .large: ["lg", "large", "l"]
        case .extraLarge: ["xl", "extralarge", "xlarge"]
        }
    }

    /// `ShapeAppearance.Material3.Corner.Small`, the Material Components style a corner style inherits.
    package var materialStyle: String {
        "ShapeAppearance.Material3.Corner." + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// `shapeAppearanceCornerSmall`, the theme attribute Material Components reads the role from.
    package var attribute: String {
        "shapeAppearanceCorner" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}

/// Which dimension token gives each corner size of Material 3's shape scale, the same for Compose and Android
/// XML (docs/config.md, "Material 3"): the setting `materialShapes` first, then a radius token named like the
/// size (`radius.sm`, `border-radius-md`, `shape.corner.large`, Primer's `borderRadius.small`; a lone
/// `cornerRadius` or `radius.default` is the medium one). A size no token gives keeps Material's default, so a set
/// with no radius at all (a Material Theme Builder export) keeps Material's whole scale.
package struct MaterialShapeMapping: Sendable, Equatable {
    package var entries: [(role: MaterialShapeRole, path: TokenPath)]
    package var unfilled: [MaterialShapeRole]

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.unfilled == rhs.unfilled && lhs.entries.map(\.role) == rhs.entries.map(\.role)
            && lhs.entries.map(\.path) == rhs.entries.map(\.path)
    }

    package static let settingKey = "materialShapes"

    /// Leading words of a radius token's path, folded and joined: what makes a dimension a corner radius.
    static let radiusGroups: [String] = [
        "shapecorner", "corner", "cornerradius", "borderradius", "radius", "radii", "rounded", "rounding", "shape",
    ]

    /// The mapping of `dimensions` (the platform's dimension tokens, in path order) under `options`, and its
    /// diagnostics with `platform`'s codes. `isMaterialOn`: whether the platform writes its Material theme. A
    /// partly given scale says which sizes keep Material's defaults when Material output is asked for
    /// (`material: true`), as an unfilled colour role is an error there; by default Material's sizes fill in
    /// silently, since a design system rarely names all five.
    package static func resolve(
        dimensions: [TokenPath], options: PlatformOptions, platform: String, isMaterialOn: Bool
    ) -> (MaterialShapeMapping, [Diagnostic]) {
        let (configured, settingDiagnostics) = readSettings(options, platform: platform)
        var diagnostics = settingDiagnostics
        let known = Set(dimensions)
        var chosen: [MaterialShapeRole: TokenPath] = [:]
        for (role, path) in configured {
            guard known.contains(path) else {
                diagnostics.append(.error(
                    DiagnosticCode("\(platform).invalid-setting"),
                    "setting 'materialShapes' maps '\(role.rawValue)' to '\(path.dotted)', which is not a dimension token of this platform",
                    at: options.settingSpans[settingKey],
                    help: "name a dimension token by its dotted path, e.g. '\(role.rawValue)=radius.\(role.rawValue)'"))
                continue
            }
            chosen[role] = path
        }
        var lone: TokenPath?
        for path in dimensions {
            guard let (group, size) = radiusName(path) else { continue }
            if let size, let role = MaterialShapeRole.allCases.first(where: { $0.sizeNames.contains(size) }) {
                if chosen[role] == nil { chosen[role] = path }
            } else if size == nil, lone == nil, !group.isEmpty {
                lone = path
            }
        }
        if chosen[.medium] == nil, let lone { chosen[.medium] = lone }
        let entries = MaterialShapeRole.allCases.compactMap { role in chosen[role].map { (role, $0) } }
        let unfilled = MaterialShapeRole.allCases.filter { chosen[$0] == nil }
        if isMaterialOn, options.settings["material"] == MaterialRoleMapping.Mode.on.rawValue, !entries.isEmpty, !unfilled.isEmpty {
            let list = unfilled.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            diagnostics.append(.warning(
                platform == "android" ? androidUnfilled : composeUnfilled,
                "Material 3 corner sizes \(list) are given by no dimension token, so they keep Material's defaults",
                at: options.settingSpans[settingKey] ?? options.settingSpans["material"],
                help: "map them in 'materialShapes' (e.g. 'materialShapes: \"\(unfilled[0].rawValue)=radius.\(unfilled[0].rawValue)\"') or name radius tokens after them"))
        }
        return (MaterialShapeMapping(entries: entries, unfilled: unfilled), diagnostics)
    }

    static let androidUnfilled: DiagnosticCode = "android.material-shapes-unfilled"
    static let composeUnfilled: DiagnosticCode = "compose.material-shapes-unfilled"

    /// The radius group and the size word of `path` (`radius.sm` → (`radius`, `sm`); `cornerRadius` →
    /// (`cornerradius`, nil)), or nil when the path names no radius. Leading groups that only say "size" or
    /// "dimension" are dropped first.
    static func radiusName(_ path: TokenPath) -> (group: String, size: String?)? {
        let ignored: Set<String> = ["size", "sizes", "dimension", "dimensions", "sys", "md", "theme", "semantic"]
        var words = path.segments.flatMap { segment in
            segment.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).flatMap(camelWords)
        }.map { $0.lowercased() }
        while words.count > 1, ignored.contains(words[0]) { words.removeFirst() }
        for group in radiusGroups.sorted(by: { $0.count > $1.count }) {
            var joined = ""
            for (count, word) in words.enumerated() {
                joined += word
                guard joined.count <= group.count else { break }
                if joined == group {
                    let rest = words.dropFirst(count + 1)
                    if rest.isEmpty { return (group, nil) }
                    return (group, rest.joined())
                }
            }
        }
        return nil
    }

    private static func camelWords(_ text: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character.isUppercase, !current.isEmpty, !(current.last?.isUppercase ?? false) {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The configured `role=token.path` pairs, each checked.
    package static func readSettings(_ options: PlatformOptions, platform: String) -> ([(MaterialShapeRole, TokenPath)], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var pairs: [(MaterialShapeRole, TokenPath)] = []
        for item in (options.settings[settingKey] ?? "").split(separator: ",") {
            let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let role = MaterialShapeRole(rawValue: parts[0]), !parts[1].isEmpty else {
                diagnostics.append(.error(
                    DiagnosticCode("\(platform).invalid-setting"),
                    "setting 'materialShapes' has '\(item.trimmingCharacters(in: .whitespaces))', which is not 'size=token.path' with a Material 3 corner size",
                    at: options.settingSpans[settingKey],
                    help: "write comma-separated pairs such as 'small=radius.sm, medium=radius.md'; the sizes are extraSmall, small, medium, large and extraLarge"))
                continue
            }
            pairs.append((role, TokenPath(parts[1])))
        }
        return (pairs, diagnostics)
    }
}
