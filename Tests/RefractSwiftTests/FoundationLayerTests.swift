import Foundation
import RefractJSON
import RefractModel
import RefractOutput
import RefractThemes
import RefractSwift
import Testing

/// Compiles the Foundation layer of the generated Swift with `swiftc -swift-version 6` and runs a driver that
/// decodes the JSON bundle into `Theme`, round-trips every theme, applies a partial document, and prints every
/// colour of every theme in light and dark for comparison with the token model. `parts` (Fixtures/parts) has
/// 150 colours, given in three parts and stored in one array: `changed` is a colour of the last part, whose JSON key must still be
/// a key of the flat `colors` object.
@Suite("Generated Swift: Foundation layer on Linux")
struct FoundationLayerTests {
    static let cases = [
        ("tokens", TestSupport.exampleTokens, "primary"),
        ("parts", TestSupport.partsTokens, "c149"),
    ]

    @Test(arguments: cases)
    func generatedCodeCompilesRunsAndMatchesTheModel(_ name: String, _ path: String, _ changed: String) throws {
        guard let swiftc = SwiftCompiler.available() else { return }
        let model = try #require(TestSupport.load(path))
        let options = PlatformOptions(destination: "swift")
        let swift = SwiftBackend.generate(model, options: options, templates: TestSupport.templates)
        let json = JSONBackend.generate(model, options: PlatformOptions(destination: "json"), templates: TestSupport.templates)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources: [String] = []
        for file in swift.files {
            try file.contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
            sources.append(file.path)
        }
        let bundle = try #require(json.files.first)
        try bundle.contents.write(to: directory.appendingPathComponent("theme.json"), atomically: true, encoding: .utf8)
        try Self.formatOne(bundle.contents).write(to: directory.appendingPathComponent("theme-format-1.json"))
        let layout = ThemeLayout(model)
        let allColors = try #require(layout.collections.first { $0.kind == .colors }).members
        // Reading a deprecated colour would warn, and the driver compiles with -warnings-as-errors.
        let colors = allColors.filter { $0.deprecation == nil }
        try Self.driver(colors: colors.map(\.name), changed: changed).write(
            to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        guard let lines = try SwiftCompiler.buildAndRunDriver(swiftc, sources: sources, in: directory) else { return }
        #expect(lines.filter { $0.hasPrefix("FAIL") }.isEmpty, "\(lines.filter { $0.hasPrefix("FAIL") })")
        #expect(lines.contains("bundle: \(layout.themes.count) themes equal"))
        #expect(lines.contains("partial: ok"))
        #expect(lines.contains("bundle format 2: no issues"))
        #expect(lines.contains("bundle format 1: same themes"))
        #expect(lines.contains("bundle format 3: refused"))
        // SwiftUI's `Color.Resolved` gives single-precision sRGB: every hex colour comes back as itself.
        let colorCollection = try #require(layout.collections.first { $0.kind == .colors })
        let hexColors = layout.themes.indices.flatMap { theme in
            allColors.indices.filter { allColors[$0].deprecation == nil }.flatMap { member in
                let value = colorCollection.value(member, theme: theme)
                return [value.light, value.dark].filter { if case .color(let c) = $0 { c.exactHex != nil } else { false } }
            }
        }.count
        #expect(lines.contains("single precision: \(hexColors) hex colours kept"))
        #expect(lines.contains("colors: \(allColors.count) keys"))
        // `po theme.colors` (a plain collection's synthesized mirror, a partitioned one's written out): a child
        // per member, labelled with its name.
        #expect(lines.contains("mirror: \(allColors.count) children, \(changed) labelled"))
        // One reference per collection: copying a theme copies no values.
        #expect(lines.contains("theme: \(layout.collections.count * MemoryLayout<Int>.size) bytes"))
        // Expected colours straight from the token model, permutation by permutation.
        var expected: [String] = []
        for theme in layout.themes {
            for color in colors {
                for (appearance, index) in [("light", theme.lightPermutation), ("dark", theme.darkPermutation)] {
                    guard let token = model.token(at: color.path, permutation: index), case .color(let value) = token.value
                    else { Issue.record("no colour '\(color.path)' in \(theme.name)"); continue }
                    let c = ThemeRGBColor(value)
                    expected.append("\(theme.name) \(color.name) \(appearance) \(c.space.rawValue) \(c.red) \(c.green) \(c.blue) \(c.opacity)")
                }
            }
        }
        let printed = lines.filter { line in !["bundle", "partial", "colors:", "mirror:", "theme:", "single precision:", "FAIL"].contains { line.hasPrefix($0) } }
        #expect(printed == expected)
        #expect(expected.count == 2 * 2 * colors.count)
    }

    /// The bundle in format 1, as the Refract before format 2 wrote it: each value in place of its index.
    static func formatOne(_ text: String) throws -> Data {
        var bundle = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let values = try #require(bundle["values"] as? [Any])
        func inPlace(_ member: Any) -> Any {
            if let index = member as? Int { return values[index] }
            if let variants = member as? [String: Any] { return variants.mapValues(inPlace) }
            return member
        }
        let themes = try #require(bundle["themes"] as? [String: [String: [String: Any]]])
        bundle["themes"] = themes.mapValues { $0.mapValues { $0.mapValues(inPlace) } }
        let permutations = try #require(bundle["permutations"] as? [[String: Any]])
        bundle["permutations"] = try permutations.map { permutation in
            var permutation = permutation
            let tokens = try #require(permutation["tokens"] as? [[String: Any]])
            permutation["tokens"] = tokens.map { token in token.merging(["value": token["value"].map(inPlace) ?? NSNull()]) { $1 } }
            return permutation
        }
        bundle["values"] = nil
        bundle["version"] = 1
        return try JSONSerialization.data(withJSONObject: bundle)
    }

    /// `changed`: the colour the partial document, `copyWith` and the setter change.
    static func driver(colors: [String], changed: String) -> String {
        // Members are settable at every size: the driver writes member `changed` by assignment to it.
        let member = ".\(changed)"
        let prints = colors.map { name in
            """
                describe(theme, "\(name)", "light", appTheme.theme.colors.\(name).resolved(appearance: .light))
                describe(theme, "\(name)", "dark", appTheme.theme.colors.\(name).resolved(appearance: .dark))
            """
        }.joined(separator: "\n")
        return """
            import Foundation

            func describe(_ theme: String, _ name: String, _ appearance: String, _ color: ThemeColor) {
                guard case .rgb(let space, let r, let g, let b, let a) = color.storage else { return print("FAIL system colour") }
                print("\\(theme) \\(name) \\(appearance) \\(space.rawValue) \\(r) \\(g) \\(b) \\(a)")
            }

            let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
            let bundle = try JSONDecoder().decode(ThemeBundle.self, from: data)
            print(bundle.version == 2 && bundle.issues.isEmpty ? "bundle format 2: no issues" : "FAIL format 2 \\(bundle.version) \\(bundle.issues)")
            let formatOne = try JSONDecoder().decode(ThemeBundle.self, from: Data(contentsOf: URL(fileURLWithPath: "theme-format-1.json")))
            print(formatOne.version == 1 && formatOne.issues.isEmpty && formatOne.themes == bundle.themes ? "bundle format 1: same themes" : "FAIL format 1 \\(formatOne.issues)")
            var formatThree = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            formatThree["version"] = 3
            do {
                _ = try JSONDecoder().decode(ThemeBundle.self, from: JSONSerialization.data(withJSONObject: formatThree))
                print("FAIL format 3 decoded")
            } catch DecodingError.dataCorrupted {
                print("bundle format 3: refused")
            }
            var equal = 0
            for appTheme in AppTheme.allCases {
                if bundle.themes[appTheme.rawValue] == appTheme.theme { equal += 1 } else { print("FAIL bundle \\(appTheme.rawValue)") }
                let encoded = try JSONEncoder().encode(appTheme.theme)
                if try JSONDecoder().decode(Theme.self, from: encoded) != appTheme.theme { print("FAIL round trip \\(appTheme.rawValue)") }
            }
            if bundle.themes[bundle.defaultTheme] != Theme.default { print("FAIL default theme") }
            print("bundle: \\(equal) themes equal")

            let changed = try Theme.default.merging(jsonOverrides: Data(##"{"colors": {"\(changed)": {"dark": "#5856d6"}}}"##.utf8))
            var partialOK = changed.colors.\(changed).dark == ThemeColor(hex: "#5856d6")
                && changed.colors.\(changed).light == Theme.default.colors.\(changed).light
                && changed.copyWith(colors: changed.colors.copyWith { $0\(member) = Theme.default.colors.\(changed) }) == Theme.default
            do {
                _ = try Theme.default.merging(jsonOverrides: Data(##"{"colors": {"primry": "#000000"}}"##.utf8))
                partialOK = false
            } catch ThemeDecodingError.unknownKey(let path) {
                partialOK = partialOK && path == "colors.primry"
            }
            let purple = Theme.default.copyWith(colors: Theme.default.colors.copyWith { $0\(member) = .init(light: .purple, dark: .indigo) })
            let purpleAgain = try JSONDecoder().decode(Theme.self, from: JSONEncoder().encode(purple))
            partialOK = partialOK && purpleAgain == purple && purple.colors.\(changed).dark == .indigo && purple != Theme.default
            var set = Theme.default
            set.colors\(member).dark = .indigo
            partialOK = partialOK && set == purple.copyWith(colors: purple.colors.copyWith { $0\(member) = .init(light: Theme.default.colors.\(changed).light, dark: .indigo) })
            print(partialOK ? "partial: ok" : "FAIL partial")
            let keys = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Theme.default.colors)) as? [String: Any]
            print("colors: \\(keys?.count ?? -1) keys")
            let children = Mirror(reflecting: Theme.default.colors).children
            let labelled = children.contains { $0.label == "\(changed)" && "\\($0.value)" == "\\(Theme.default.colors.\(changed))" }
            print("mirror: \\(children.count) children, \(changed) \\(labelled ? "labelled" : "FAIL unlabelled")")
            var kept = 0
            for appTheme in AppTheme.allCases {
            \(colors.map { name in """
                    for color in [appTheme.theme.colors.\(name).light, appTheme.theme.colors.\(name).dark] where color.exactHex != nil {
                        guard case .rgb(_, let r, let g, let b, let a) = color.storage else { continue }
                        if ThemeColor(sRGBFloat: Float(r), green: Float(g), blue: Float(b), opacity: Float(a)) == color { kept += 1 } else { print("FAIL single precision \\(color)") }
                    }
                """ }.joined(separator: "\n"))
            }
            print("single precision: \\(kept) hex colours kept")
            print("theme: \\(MemoryLayout<Theme>.size) bytes")

            for appTheme in AppTheme.allCases {
                let theme = appTheme.rawValue
            \(prints)
            }

            """
    }
}
