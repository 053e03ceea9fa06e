import Foundation
import RefractBackend
@testable import RefractAndroid
import RefractModel
import RefractOutput
import RefractTestSupport
import Testing

/// Android's Material 3 theme (`material: true`) for `tokens/`, GitHub Primer and a real Material Theme Builder
/// export (zp1ke/plata-sync, read `--from material-theme`), linked by `aapt2` together with the stand-in Material
/// Components declarations (Fixtures/material-stand-in, each attribute declared as its library declares it), then
/// read back from the APK: every colour role's attribute of `Theme.Tokens`, and of each theme's overlay applied
/// over it (the export's standard, medium and high contrast), is a colour whose day and night values are those
/// of the token the role map names in that theme.
@Suite("Android's Material 3 theme fills every role and links against Material's declarations")
struct MaterialThemeTests {
    static let systems = ["tokens", "github-primer", "material-theme"]

    static func path(_ system: String) -> String? {
        switch system {
        case "tokens": TestPaths.tokens
        case "material-theme": TestPaths.materialThemeExport
        default: Corpus.isAvailable ? Corpus.examples.appendingPathComponent("github-primer.resolver.json").path : nil
        }
    }

    static let options = PlatformOptions(destination: "android", settings: ["material": "true"])

    /// The system's resources with `material: true`, linked with the stand-in and dumped; nil without the tools.
    static func linked(_ system: String) throws -> (model: ThemedTokenSet, dump: ResourceDump)? {
        guard let path = Self.path(system) else { _ = Corpus.require(); return nil }
        guard let aapt = Aapt.find(), let aapt2 = ExternalTool.find("aapt2") else { return nil }
        let model = try #require(Load.model(path, materialTheme: system == "material-theme"))
        let result = Load.generate(model, options: Self.options)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.filter { $0.severity == .error }.map(\.message))")
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let standIn = TestPaths.fixtures.appendingPathComponent("material-stand-in/values/material_stand_in.xml")
        let manifest = """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="\(Aapt.package)">
                <uses-sdk android:minSdkVersion="21" android:targetSdkVersion="29" />
            </manifest>
            """
        try scratch.write([("AndroidManifest.xml", manifest), ("res/values/material_stand_in.xml", try String(contentsOf: standIn, encoding: .utf8))]
            + result.files.map { ($0.path, $0.contents) })
        let compiled = try aapt2.run(["compile", "--dir", "res", "-o", "compiled.zip"], in: scratch.url, timeout: 300)
        try #require(compiled.status == 0, "\(compiled.output.prefix(3000))")
        let linked = try aapt2.run(
            ["link", "-I", aapt.framework, "--manifest", "AndroidManifest.xml", "-o", "out.apk", "compiled.zip"], in: scratch.url, timeout: 300)
        try #require(linked.status == 0, "\(linked.output.prefix(3000))")
        let dumped = try aapt.aapt.run(["dump", "--values", "resources", scratch.url.appendingPathComponent("out.apk").path], timeout: 300)
        return (model, ResourceDump(dumped.output))
    }

    @Test(arguments: systems)
    func everyRoleReadsBackAsTheMappedToken(_ system: String) throws {
        guard let (model, dump) = try Self.linked(system) else { return }
        let theme = try #require(dump.bag("style/Theme.Tokens"), "no Theme.Tokens in the APK")

        let placementColors = Self.colorPaths(model)
        let (mapping, _) = MaterialRoleMapping.resolve(colors: placementColors, options: Self.options, platform: "android")
        #expect(mapping.unfilled.isEmpty)
        let layout = AndroidLayout(model)
        // The export's three contrast levels are the standard theme and its medium and high overlays, each read
        // below in day and night: the six schemes.
        if system == "material-theme" {
            #expect(Set(layout.variants.map(\.styleName)) == ["Default", "MediumContrast", "HighContrast"], "\(layout.variants.map(\.styleName))")
            #expect(Set(layout.variants.flatMap { [$0.day, $0.night] }.compactMap { $0 }).count == 6)
        }
        // Each theme as an app applies it: its overlay's items over `Theme.Tokens`'s (the default theme has no
        // overlay of its own when it is the only one).
        var styles: [(name: String, variant: AndroidLayout.Variant, items: [String: String])] = []
        for variant in layout.variants {
            let overlay = dump.bag("style/ThemeOverlay.Tokens.\(variant.styleName)")
            if overlay == nil && !(variant.isDefault && layout.variants.count == 1) {
                Issue.record("no ThemeOverlay.Tokens.\(variant.styleName) in the APK")
            }
            styles.append((variant.styleName, variant, theme.merging(overlay ?? [:]) { _, over in over }))
        }
        var checked = 0
        for (style, variant, items) in styles {
            for entry in mapping.entries {
                guard let attribute = AndroidMaterialTheme.attribute(entry.role) else { continue }
                let key = attribute == "android:colorBackground" ? "0x01010031" : try #require(dump.id(of: "attr/\(attribute)"), "\(attribute) not declared")
                let value = try #require(items[key], "\(style) does not set \(attribute) (\(entry.role))")
                for night in [false, true] {
                    let got = try Self.argb(value, dump: dump, night: night)
                    let want: UInt32
                    switch entry.source {
                    case .black: want = 0xFF00_0000
                    case .token(let path):
                        let permutation = try #require(night ? (variant.night ?? variant.day) : variant.day)
                        let token = try #require(model.token(at: path, permutation: permutation))
                        guard case .color(let color) = token.value else { Issue.record("\(path) is not a colour"); continue }
                        want = Self.expectedARGB(color)
                    }
                    #expect(got == want, "\(style) \(entry.role) (\(attribute)) \(night ? "night" : "day"): \(String(got, radix: 16)) ≠ \(String(want, radix: 16))")
                    checked += 1
                }
            }
        }
        #expect(checked == 2 * styles.count * MaterialColorRole.allCases.filter { AndroidMaterialTheme.attribute($0) != nil }.count)
    }

    /// Material's shape scale: each `shapeAppearanceCorner*` of `Theme.Tokens` names a style on Material's
    /// `ShapeAppearance.Material3.Corner.*` whose `cornerSize` is the radius token's size, read through the
    /// theme and each overlay where it is `?attr/…` (`tokens/`'s `size.cornerRadius` is the medium one, Primer's
    /// `borderRadius.small`, `medium`, `large`); a size no token gives is not set, so Material's own stays
    /// (a Material Theme Builder export sets none).
    @Test(arguments: systems)
    func everyCornerSizeReadsBackAsTheMappedToken(_ system: String) throws {
        guard let (model, dump) = try Self.linked(system) else { return }
        let theme = try #require(dump.bag("style/Theme.Tokens"), "no Theme.Tokens in the APK")
        let expected: [String: Set<MaterialShapeRole>] = [
            "tokens": [.medium], "github-primer": [.small, .medium, .large], "material-theme": [],
        ]
        let dimensions = model.paths.filter { path in
            if case .dimension = model.token(at: path, permutation: 0)?.value { return true }
            return false
        }
        let (mapping, _) = MaterialShapeMapping.resolve(dimensions: dimensions, options: Self.options, platform: "android", isMaterialOn: true)
        #expect(Set(mapping.entries.map(\.role)) == expected[system], "\(mapping.entries.map { "\($0.role)=\($0.path)" })")
        let layout = AndroidLayout(model)
        for variant in layout.variants {
            let overlay = dump.bag("style/ThemeOverlay.Tokens.\(variant.styleName)") ?? [:]
            let items = theme.merging(overlay) { _, over in over }
            for role in MaterialShapeRole.allCases {
                let attribute = try #require(dump.id(of: "attr/\(role.attribute)"), "\(role.attribute) not declared")
                guard let path = mapping.entries.first(where: { $0.role == role })?.path else {
                    #expect(items[attribute] == nil, "\(role.attribute) is set though no token gives it")
                    continue
                }
                let reference = try #require(items[attribute], "\(variant.styleName) does not set \(role.attribute)")
                let styleID = try #require(reference.split(separator: " ").last.map(String.init))
                let styleName = try #require(dump.names[styleID], "\(reference) names no style")
                #expect(styleName == "style/ShapeAppearance.Tokens.Corner.\(role.rawValue.prefix(1).uppercased())\(role.rawValue.dropFirst())")
                let style = try #require(dump.bag(styleName))
                let cornerSize = try #require(dump.id(of: "attr/cornerSize"))
                var value = try #require(style[cornerSize], "\(styleName) sets no cornerSize")
                if value.hasPrefix("(attribute)"), let id = value.split(separator: " ").last.map(String.init) {
                    value = try #require(items[id], "\(variant.styleName) does not set \(dump.names[id] ?? id)")
                }
                let dimenID = try #require(value.split(separator: " ").last.map(String.init))
                let dimen = try #require(dump.names[dimenID].flatMap { dump.entry($0, night: false) }, "\(value) names no dimension")
                let permutation = try #require(variant.day)
                guard case .dimension(let size) = model.token(at: path, permutation: permutation)?.value else {
                    Issue.record("\(path) is no dimension"); continue
                }
                let dp = size.points
                #expect(dimen.value.hasPrefix("(dimension) ") && Double(dimen.value.dropFirst("(dimension) ".count).dropLast(2)).map { abs($0 - dp) < 1e-3 } == true,
                        "\(variant.styleName) \(role): \(dimen.value), the token is \(dp)dp")
            }
        }
    }

    /// The colour tokens of the model, in path order, as the Android output writes them.
    static func colorPaths(_ model: ThemedTokenSet) -> [TokenPath] {
        model.paths.filter { path in
            model.permutations.indices.contains { index in
                if case .color = model.token(at: path, permutation: index)?.value { return true }
                return false
            }
        }
    }

    /// The ARGB an item resolves to: a `@color/` reference read in the configuration, or a colour literal.
    static func argb(_ value: String, dump: ResourceDump, night: Bool) throws -> UInt32 {
        if value.hasPrefix("(color)") {
            return UInt32(value.split(separator: "#").last.map(String.init) ?? "", radix: 16) ?? 0
        }
        guard let id = value.split(separator: " ").last.map(String.init), let name = dump.names[id] ?? (id == "0x0106000c" ? "android-black" : nil)
        else { throw ReadBackError(message: "unreadable item value '\(value)'") }
        if name == "android-black" { return 0xFF00_0000 }
        if let entry = dump.entry(name, night: night), entry.value.hasPrefix("(reference)") {
            return try argb(entry.value, dump: dump, night: night)
        }
        guard let entry = dump.entry(name, night: night), let hex = entry.value.split(separator: "#").last,
              let argb = UInt32(hex, radix: 16)
        else { throw ReadBackError(message: "\(name) has no colour value") }
        return argb
    }

    static func expectedARGB(_ color: ColorValue) -> UInt32 {
        let text = color.androidHex
        return UInt32(text.dropFirst(), radix: 16).map { text.count == 7 ? 0xFF00_0000 | $0 : $0 } ?? 0
    }

    struct ReadBackError: Error { var message: String }
}
