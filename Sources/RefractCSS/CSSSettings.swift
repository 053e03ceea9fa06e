import RefractDiagnostics
import RefractOutput

/// How dark mode reaches the CSS (`colorScheme` setting).
package enum CSSColorSchemeStrategy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Dark values in `@media (prefers-color-scheme: dark)` and in the scheme attribute's blocks.
    case media
    /// Colours as `light-dark(light, dark)` with `color-scheme` set; other types still use media blocks.
    case lightDark = "light-dark"
    /// Media blocks for every browser, and `light-dark()` colours where `@supports` finds it.
    case both
}

/// The element the tokens are declared on (`rootSelector` setting).
package enum CSSRootSelector: String, Sendable, Hashable, Codable, CaseIterable {
    /// The document's root element, `<html>`: tokens for the page.
    case root = ":root"
    /// A web component's host, from a stylesheet in its shadow root: the modifiers' attributes (or classes)
    /// are read from the host element itself, as `:host([data-theme="…"])`.
    case host = ":host"
}

/// The `settings` of the CSS platform, checked. Every key, its values and default are in
/// docs/contexts/css.md ("Settings").
package struct CSSSettings: Sendable, Hashable {
    package var colorScheme: CSSColorSchemeStrategy = .media
    package var themeAttribute = "data-theme"
    package var schemeAttribute = "data-color-scheme"
    /// Forces a contrast: `[data-contrast="more"]` increased, `"standard"` standard, over `prefers-contrast`.
    package var contrastAttribute = "data-contrast"
    /// Aliases as `var(--target)` (false) or as their resolved values (true).
    package var resolveAliases = false
    /// The first argument of `linear-gradient()` (`to right`, `90deg`); empty for CSS's default, to bottom.
    package var gradientDirection = ""
    /// Descriptions and deprecations as comments.
    package var comments = true
    /// The generated file's path under the platform's destination.
    package var fileName = "tokens.css"
    /// Registers colour and pixel-length tokens with `@property`, so they animate and are type-checked.
    package var registerProperties = false
    /// `:root`, or `:host` for a stylesheet in a shadow root.
    package var rootSelector: CSSRootSelector = .root
    /// One file per theme beside the main one, each block in a cascade layer the main file orders.
    package var themeFiles = false

    package init() {}

    package static let keys = [
        "colorScheme", "themeAttribute", "schemeAttribute", "contrastAttribute", "resolveAliases", "gradientDirection", "comments",
        "fileName", "registerProperties", "rootSelector", "themeFiles",
    ]

    /// Reads `settings`; a bad value is a `css.invalid-setting` error, at its place in `spans` (the config),
    /// and keeps the default.
    package static func parse(
        _ settings: [String: String], spans: [String: SourceSpan] = [:]
    ) -> (CSSSettings, [Diagnostic]) {
        var result = CSSSettings()
        var diagnostics: [Diagnostic] = []
        func invalid(_ key: String, _ value: String, expected: String) {
            diagnostics.append(.error(
                "css.invalid-setting", "invalid value '\(value)' for CSS setting '\(key)'", at: spans[key],
                help: "expected \(expected)"))
        }
        func bool(_ key: String) -> Bool? {
            guard let value = settings[key] else { return nil }
            switch value.lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default:
                invalid(key, value, expected: "true or false")
                return nil
            }
        }
        if let value = settings["colorScheme"] {
            if let strategy = CSSColorSchemeStrategy(rawValue: value) {
                result.colorScheme = strategy
            } else {
                invalid("colorScheme", value, expected: "media, light-dark or both")
            }
        }
        if let value = settings["rootSelector"] {
            if let selector = CSSRootSelector(rawValue: value) {
                result.rootSelector = selector
            } else {
                invalid("rootSelector", value, expected: "':root' or ':host'")
            }
        }
        let attributes: [(key: String, path: WritableKeyPath<CSSSettings, String>)] = [
            ("themeAttribute", \.themeAttribute), ("schemeAttribute", \.schemeAttribute),
            ("contrastAttribute", \.contrastAttribute),
        ]
        for (key, path) in attributes {
            guard let value = settings[key] else { continue }
            guard isAttributeName(value) else {
                invalid(key, value, expected: "an attribute name such as 'data-theme'")
                continue
            }
            result[keyPath: path] = value
        }
        for (index, (key, path)) in attributes.enumerated().dropFirst() {
            let earlier = attributes[..<index].first { result[keyPath: $0.path] == result[keyPath: path] }
            guard let earlier else { continue }
            let owner = earlier.key.dropLast("Attribute".count)
            invalid(key, result[keyPath: path], expected: "a name other than the \(owner) attribute's")
            for attribute in attributes { result[keyPath: attribute.path] = CSSSettings()[keyPath: attribute.path] }
            break
        }
        if let value = bool("resolveAliases") { result.resolveAliases = value }
        if let value = bool("comments") { result.comments = value }
        if let value = bool("registerProperties") { result.registerProperties = value }
        if let value = bool("themeFiles") { result.themeFiles = value }
        if let value = settings["gradientDirection"] {
            let trimmed = value.trimmingSpaces()
            if trimmed.isEmpty || isGradientDirection(trimmed) {
                result.gradientDirection = trimmed
            } else {
                invalid("gradientDirection", value, expected: "an angle such as '90deg' or a side such as 'to right'")
            }
        }
        if let value = settings["fileName"] {
            if value.isEmpty || value.hasPrefix("/") || value.split(separator: "/").contains("..") {
                invalid("fileName", value, expected: "a relative path inside the destination folder")
            } else {
                result.fileName = value
            }
        }
        return (result, diagnostics)
    }

    static func isAttributeName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first)
        else { return false }
        return text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                || $0 == "_"
        }
    }

    /// `<angle>` or `to <side-or-corner>`, as `linear-gradient()` accepts.
    static func isGradientDirection(_ text: String) -> Bool {
        let words = text.split(separator: " ").map { $0.lowercased() }
        if words.first == "to" {
            let sides = words.dropFirst()
            let vertical: Set<String> = ["top", "bottom"]
            let horizontal: Set<String> = ["left", "right"]
            switch sides.count {
            case 1: return vertical.contains(sides[1]) || horizontal.contains(sides[1])
            case 2:
                return (vertical.contains(sides[1]) && horizontal.contains(sides[2]))
                    || (horizontal.contains(sides[1]) && vertical.contains(sides[2]))
            default: return false
            }
        }
        guard words.count == 1, let word = words.first else { return false }
        for unit in ["deg", "grad", "rad", "turn"] where word.hasSuffix(unit) {
            return Double(word.dropLast(unit.count)) != nil
        }
        return word == "0"
    }
}
