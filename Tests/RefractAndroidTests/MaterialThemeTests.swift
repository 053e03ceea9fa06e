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

    @Test(arguments: systems)
    func everyRoleReadsBackAsTheMappedToken(_ system: String) throws {
        guard let path = Self.path(system) else { _ = Corpus.require(); return }
        guard let aapt = Aapt.find(), let aapt2 = ExternalTool.find("aapt2") else { return }
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
        let dump = ResourceDump(dumped.output)
        let theme = try #require(dump.bag("style/Theme.Tokens"), "no Theme.Tokens in the APK")

        let placementColors = Self.colorPaths(model)
        let (mapping, _) = MaterialRoleMapping.resolve(colors: placementColors, options: Self.options, platform: "android")
        #expect(mapping.unfilled.isEmpty)
        let layout = AndroidLayout(model)
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
