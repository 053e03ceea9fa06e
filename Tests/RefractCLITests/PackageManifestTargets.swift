import Foundation

/// Package.swift's target declarations, read simply from its text (the manifest is Swift, not data): each
/// `.kind(name: "…", …)` directly in the package's `targets:` list, with the first string of each element of
/// its `dependencies:` list (`"RefractModel"`, or the name of a `.product(name:package:)`).
struct PackageManifestTargets {
    struct Target: Equatable, Sendable {
        var kind: String
        var name: String
        var dependencies: [String]
    }

    static func parse(_ manifest: String) -> [Target] {
        // The package's own `targets:` argument stands on a line of its own; products name targets inline.
        guard let start = manifest.range(of: "\n    targets: ["),
            let list = SwiftListText.inside(manifest[start.lowerBound...], "[")
        else { return [] }
        return SwiftListText.elements(list).compactMap { declaration in
            guard declaration.hasPrefix("."), let open = declaration.firstIndex(of: "("),
                let arguments = SwiftListText.inside(declaration, "(")
            else { return nil }
            let kind = String(declaration[declaration.index(after: declaration.startIndex)..<open])
            var name: String?
            var dependencies: [String] = []
            for argument in SwiftListText.elements(arguments) {
                if argument.hasPrefix("name:") { name = SwiftListText.firstString(argument) }
                if argument.hasPrefix("dependencies:"), let list = SwiftListText.inside(argument, "[") {
                    dependencies = SwiftListText.elements(list).compactMap(SwiftListText.firstString)
                }
            }
            return name.map { Target(kind: kind, name: $0, dependencies: dependencies) }
        }
    }
}

/// Just enough of Swift's text to take a list apart: brackets, string literals and line comments.
enum SwiftListText {
    /// The elements of a list's content, split at the commas outside brackets, strings and comments, each
    /// without its comments and surrounding white space.
    static func elements(_ content: Substring) -> [Substring] {
        var elements: [Substring] = []
        var start = content.startIndex
        walk(content) { index, character, depth in
            if depth == 0, character == "," {
                elements.append(content[start..<index])
                start = content.index(after: index)
            }
            return true
        }
        elements.append(content[start...])
        return elements.map(withoutComments).filter { !$0.isEmpty }
    }

    /// The text between the first `open` bracket of `text` (outside strings and comments) and its match.
    static func inside(_ text: Substring, _ open: Character) -> Substring? {
        var from: Substring.Index?
        var result: Substring?
        walk(text) { index, character, depth in
            if from == nil {
                if character == open { from = text.index(after: index) }
                return true
            }
            if depth == 1, ")]}".contains(character), let start = from {
                result = text[start..<index]
                return false
            }
            return true
        }
        return result
    }

    /// The first string literal's text.
    static func firstString(_ text: Substring) -> String? {
        guard let open = text.firstIndex(of: "\"") else { return nil }
        let rest = text[text.index(after: open)...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// Calls `visit` with each character outside string literals and line comments, and the bracket depth
    /// before it, until `visit` returns false.
    private static func walk(_ text: Substring, _ visit: (Substring.Index, Character, Int) -> Bool) {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                index = text.index(after: index)
                while index < text.endIndex, text[index] != "\"" {
                    if text[index] == "\\" { index = text.index(after: index) }
                    if index < text.endIndex { index = text.index(after: index) }
                }
            } else if text[index...].hasPrefix("//") {
                while index < text.endIndex, text[index] != "\n" { index = text.index(after: index) }
                continue
            } else {
                guard visit(index, character, depth) else { return }
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
    }

    private static func withoutComments(_ element: Substring) -> Substring {
        let lines = element.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            let trimmed = line.drop { $0 == " " }
            return trimmed.hasPrefix("//") ? "" : line
        }
        let joined = lines.joined(separator: "\n")
        return Substring(joined.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
