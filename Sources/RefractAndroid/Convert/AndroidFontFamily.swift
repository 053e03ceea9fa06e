/// Which family of a font stack Android draws. `android:fontFamily` takes one name, and a name no device has
/// (`SF Pro Text`, `-apple-system`, `Segoe UI`) silently falls back to the default font, so the choice is the
/// first family of the stack a device can have: one the app ships as a font resource (the `fontResources`
/// setting), or one of Android's own families and their aliases.
enum AndroidFontFamily {
    enum Choice: Equatable {
        /// `@font/inter`: a font resource the app ships.
        case resource(String)
        /// A family every Android device has (`sans-serif`, `serif`, `monospace` …).
        case system(String)
    }

    /// Android's own families, as `fonts.xml` names them.
    static let systemFamilies: Set<String> = [
        "sans-serif", "sans-serif-thin", "sans-serif-light", "sans-serif-medium", "sans-serif-black",
        "sans-serif-condensed", "sans-serif-condensed-light", "sans-serif-condensed-medium", "sans-serif-smallcaps",
        "serif", "monospace", "serif-monospace", "casual", "cursive",
    ]

    /// Other names Android resolves to its families: `fonts.xml` aliases, Roboto (the `sans-serif` face) and
    /// the CSS generic families that name no one font.
    static let aliases: [String: String] = [
        "roboto": "sans-serif", "arial": "sans-serif", "helvetica": "sans-serif", "tahoma": "sans-serif",
        "verdana": "sans-serif", "times": "serif", "times new roman": "serif", "palatino": "serif", "georgia": "serif",
        "baskerville": "serif", "goudy": "serif", "fantasy": "serif", "courier": "serif-monospace",
        "courier new": "serif-monospace", "monaco": "serif-monospace", "system-ui": "sans-serif",
        "ui-sans-serif": "sans-serif", "ui-serif": "serif", "ui-monospace": "monospace",
    ]

    /// What Android draws when no family of the stack is one it has.
    static let fallback = "sans-serif"

    /// The first family of `stack` the app ships (written `@font/name`, or named in `fontResources`, matched
    /// without regard to case) or Android has.
    static func choose(_ stack: [String], fontResources: Set<String>) -> Choice {
        for family in stack {
            if family.hasPrefix("@font/"), AndroidName.resource([String(family.dropFirst(6))]) == family.dropFirst(6) {
                return .resource(family)
            }
            if fontResources.contains(family.lowercased()) { return .resource("@font/" + AndroidName.resource([family])) }
            if let name = systemName(family) { return .system(name) }
        }
        return .system(fallback)
    }

    /// The first family of `stack` Android has: what a `<string>`, which cannot refer to a font, names.
    static func systemFamily(_ stack: [String]) -> String {
        stack.lazy.compactMap(systemName).first ?? fallback
    }

    private static func systemName(_ family: String) -> String? {
        let key = family.lowercased()
        return systemFamilies.contains(key) ? key : aliases[key]
    }

    /// The comment explaining a choice that is not simply the stack's only family.
    static func note(_ stack: [String], _ choice: Choice) -> String? {
        let chosen: String
        switch choice {
        case .resource(let reference): chosen = reference
        case .system(let name): chosen = name
        }
        if stack == [chosen] { return nil }
        let families = (stack.count == 1 ? "font family: " : "font stack: ") + stack.joined(separator: ", ")
        switch choice {
        case .resource: return "\(families); Android takes \(chosen), the first the app ships"
        case .system(let name) where stack.contains(where: { systemName($0) != nil }):
            return "\(families); Android takes \(name), the first family it has"
        case .system(let name):
            return "\(families); Android has none of these and draws \(name) (name the app's font files in the fontResources setting to use them)"
        }
    }
}
