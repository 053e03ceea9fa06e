import Foundation

/// Checks generated asset catalogs against the documented format, key by key:
///
/// - Catalog Type (`.xcassets`, a `Contents.json` of `info` only):
///   https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/CatalogType.html
/// - Named Color Type (`.colorset`; `info`, and `colors` of `idiom`, `color` with `color-space` and `components`
///   `red`, `green`, `blue`, `alpha`):
///   https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html
/// - Contents.json File (the tag types): https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Contents.html
/// - Image Set Type (the `color-space` and `idiom` values the Named Color page refers to):
///   https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/ImageSetType.html
///
/// The archived reference predates appearances; `appearances` (`luminosity` `light`/`dark`, `contrast` `high`)
/// and the component strings (`0xRR` bytes, decimals with a point: a string without one is read as an 8-bit
/// value, the bug Terrazzo's plugin-swift shipped with `"alpha": "1"`) are checked as Xcode writes them.
enum AssetCatalogValidator {
    /// A colour as a colour set stores it, read back.
    struct Color: Equatable {
        var space: String
        /// Red, green, blue, alpha as numbers in [0, 1].
        var components: [Double]
    }

    /// Each problem as `path: what`; empty when every file has the documented form.
    static func problems(in files: [String: String]) -> [String] {
        var problems: [String] = []
        var catalogs = Set<String>()
        var colorSetsByCatalog: [String: [String]] = [:]
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let parts = path.split(separator: "/").map(String.init)
            func problem(_ text: String) { problems.append("\(path): \(text)") }
            guard parts.last == "Contents.json", let catalog = parts.first, catalog.hasSuffix(".xcassets"),
                catalog.count > ".xcassets".count
            else {
                problem("not a Contents.json inside a .xcassets folder")
                continue
            }
            guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
                problem("not a JSON object")
                continue
            }
            switch parts.count {
            case 2:
                catalogs.insert(catalog)
                if Set(object.keys) != ["info"] { problem("a catalog's Contents.json holds 'info' only, not \(object.keys.sorted())") }
                problems += info(object["info"]).map { "\(path): \($0)" }
            case 3:
                let folder = parts[1]
                guard folder.hasSuffix(".colorset"), folder.count > ".colorset".count else {
                    problem("not a .colorset folder")
                    continue
                }
                if folder.contains(where: { "/\\:".contains($0) }) { problem("the folder name has a character a folder cannot hold") }
                colorSetsByCatalog[catalog, default: []].append(folder)
                problems += colorSet(object).map { "\(path): \($0)" }
            default:
                problem("nested deeper than a colour set")
            }
        }
        for (catalog, folders) in colorSetsByCatalog {
            if !catalogs.contains(catalog) { problems.append("\(catalog): no Contents.json of its own") }
            var seen = Set<String>()
            for folder in folders where !seen.insert(folder.lowercased()).inserted {
                problems.append("\(catalog)/\(folder): another colour set's folder differs only in case")
            }
        }
        return problems
    }

    static func info(_ value: Any?) -> [String] {
        guard let info = value as? [String: Any] else { return ["'info' is not a dictionary"] }
        var problems: [String] = []
        if Set(info.keys) != ["author", "version"] { problems.append("'info' has keys \(info.keys.sorted())") }
        if !(info["author"] is String) { problems.append("'info.author' is not a string") }
        if (info["version"] as? NSNumber)?.intValue != 1 || info["version"] is String { problems.append("'info.version' is not the number 1") }
        return problems
    }

    static func colorSet(_ object: [String: Any]) -> [String] {
        var problems = info(object["info"])
        if Set(object.keys) != ["colors", "info"] { problems.append("a colour set has keys \(object.keys.sorted())") }
        guard let colors = object["colors"] as? [[String: Any]], !colors.isEmpty else {
            return problems + ["'colors' is not a non-empty array of dictionaries"]
        }
        var appearanceSets = Set<[String]>()
        for (index, entry) in colors.enumerated() {
            func problem(_ text: String) { problems.append("colors[\(index)]: \(text)") }
            if !Set(entry.keys).isSubset(of: ["idiom", "color", "appearances", "display-gamut"]) { problem("keys \(entry.keys.sorted())") }
            if entry["idiom"] as? String != "universal" { problem("'idiom' is not 'universal'") }
            if let gamut = entry["display-gamut"], !["sRGB", "display-P3"].contains(gamut as? String ?? "") { problem("'display-gamut' \(gamut)") }
            var traits: [String] = []
            if let appearances = entry["appearances"] {
                guard let list = appearances as? [[String: Any]], !list.isEmpty else {
                    problem("'appearances' is not a non-empty array of dictionaries")
                    continue
                }
                for trait in list {
                    let pair = [trait["appearance"] as? String ?? "", trait["value"] as? String ?? ""]
                    if Set(trait.keys) != ["appearance", "value"] { problem("an appearance has keys \(trait.keys.sorted())") }
                    if !(pair == ["luminosity", "light"] || pair == ["luminosity", "dark"] || pair == ["contrast", "high"]) {
                        problem("appearance \(pair) is not luminosity light or dark, or contrast high")
                    }
                    traits.append(pair.joined(separator: "="))
                }
            }
            if !appearanceSets.insert(traits.sorted()).inserted { problem("a second entry for appearances \(traits)") }
            guard let color = entry["color"] as? [String: Any] else {
                problem("'color' is not a dictionary")
                continue
            }
            if Set(color.keys) != ["color-space", "components"] { problem("'color' has keys \(color.keys.sorted())") }
            if !["srgb", "display-p3"].contains(color["color-space"] as? String ?? "") { problem("'color-space' is \(color["color-space"] ?? "absent")") }
            guard let components = color["components"] as? [String: Any] else {
                problem("'components' is not a dictionary")
                continue
            }
            if Set(components.keys) != ["red", "green", "blue", "alpha"] { problem("'components' has keys \(components.keys.sorted())") }
            for key in ["red", "green", "blue", "alpha"] {
                guard let text = components[key] as? String else {
                    problem("'\(key)' is not a string as Xcode writes it")
                    continue
                }
                if let problemText = componentProblem(text, isAlpha: key == "alpha") { problem("'\(key)' \(problemText)") }
            }
        }
        if !appearanceSets.contains([]) { problems.append("no entry without appearances (the 'any' colour)") }
        return problems
    }

    /// Xcode's forms: `0xRR` (two upper-case hex digits; not for alpha), or a decimal with a point and at least
    /// three decimals in [0, 1].
    static func componentProblem(_ text: String, isAlpha: Bool) -> String? {
        if text.hasPrefix("0x") {
            if isAlpha { return "is '\(text)': Xcode writes alpha as a decimal" }
            let digits = text.dropFirst(2)
            return digits.count == 2 && digits.allSatisfy({ "0123456789ABCDEF".contains($0) }) ? nil : "is '\(text)', not 0xRR"
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 1, parts[1].count >= 3, (parts[0] + parts[1]).allSatisfy(\.isNumber),
            let value = Double(text), value >= 0, value <= 1
        else { return "is '\(text)', not a decimal in [0, 1] with a point and three decimals" }
        return nil
    }

    /// The colour of `entry`, read back as Xcode reads it.
    static func color(of entry: [String: Any]) -> Color? {
        guard let color = entry["color"] as? [String: Any], let space = color["color-space"] as? String,
            let components = color["components"] as? [String: String]
        else { return nil }
        let values = ["red", "green", "blue", "alpha"].compactMap { key -> Double? in
            guard let text = components[key] else { return nil }
            if text.hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            return Double(text)
        }
        return values.count == 4 ? Color(space: space, components: values) : nil
    }

    /// The entries of a colour set's `Contents.json` by their appearances (`[]` for any, `["luminosity=dark"]` …).
    static func entries(_ text: String) -> [[String]: Color] {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any],
            let colors = object["colors"] as? [[String: Any]]
        else { return [:] }
        var result: [[String]: Color] = [:]
        for entry in colors {
            let traits = (entry["appearances"] as? [[String: String]] ?? []).map { "\($0["appearance"] ?? "")=\($0["value"] ?? "")" }
            if let color = color(of: entry) { result[traits] = color }
        }
        return result
    }
}
