import Foundation
import RefractCompose
import RefractModel
import RefractOutput
import Testing

/// Names, comments and settings of the Compose output, on small token sets written here.
@Suite("Compose output: names, KDoc, deprecation, settings")
struct ComposeNamingTests {
    static func generate(_ json: String, settings: [String: String] = [:]) throws -> (files: [String: String], diagnostics: [String]) {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("set.tokens.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        let model = try #require(TestSupport.load(file.path))
        let result = ComposeBackend.generate(
            model, options: PlatformOptions(destination: "compose", settings: settings), templates: TestSupport.templates)
        return (Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.contents) }), result.diagnostics.map { "\($0.code.rawValue): \($0.message)" })
    }

    @Test func keywordsAreBacktickedAndCommentsCannotCloseEarly() throws {
        let (files, _) = try Self.generate("""
            { "color": { "$type": "color",
              "in": { "$value": "#ff0000", "$description": "ends */ here /* and \\"quotes\\"" },
              "old": { "$value": "#00ff00", "$deprecated": "use \\"in\\" for $5" } } }
            """)
        let theme = try #require(files["Theme.kt"])
        #expect(theme.contains("    val `in`: Color get() = _values.getValue(\"in\")\n"))
        #expect(theme.contains("        var `in`: Color\n"))
        #expect(theme.contains("     * ends * / here / * and \"quotes\""))
        #expect(theme.contains(#"    @Deprecated("use \"in\" for \$5")"#))
        #expect(try #require(files["ThemeValues.kt"]).contains("            colors[\"in\"] = Color(0xFFFF0000)\n"))
    }

    @Test func wideGamutKeepsItsSpaceAndExactSRGBIsHex() throws {
        let (files, _) = try Self.generate("""
            { "c": { "$type": "color",
              "p3": { "$value": { "colorSpace": "display-p3", "components": [1, 0.5, 0], "alpha": 0.5 } },
              "hex": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0.2], "alpha": 1 } } } }
            """)
        let values = try #require(files["ThemeValues.kt"])
        #expect(values.contains("colors[\"cHex\"] = Color(0xFFFF0033)"))
        #expect(values.contains("colors[\"cP3\"] = Color(red = 1f, green = 0.5f, blue = 0f, alpha = 0.5f, colorSpace = ColorSpaces.DisplayP3)"))
    }

    @Test func thePackageIsASettingAndABadOneIsAnError() throws {
        let json = ##"{ "color": { "mint": { "$type": "color", "$value": "#112233" } } }"##
        let (files, diagnostics) = try Self.generate(json, settings: ["package": "com.acme.brand"])
        #expect(diagnostics.isEmpty)
        #expect(files.values.allSatisfy { $0.contains("\npackage com.acme.brand\n") })
        let (defaults, _) = try Self.generate(json)
        #expect(try #require(defaults["Theme.kt"]).contains("\npackage design.tokens\n"))
        let (_, bad) = try Self.generate(json, settings: ["package": "com.when.9lives"])
        #expect(bad == ["compose.invalid-setting: setting 'package' is 'com.when.9lives', which is not a Kotlin package name"])
    }

    @Test func materialRolesFollowTokenNames() throws {
        let (files, diagnostics) = try Self.generate("""
            { "color": { "$type": "color", "primary": { "$value": "#112233" }, "onPrimary": { "$value": "#ffffff" },
              "surface": { "$value": "#fafafa" }, "onSurface": { "$value": "#111111" }, "danger": { "$value": "#cc0000" },
              "onDanger": { "$value": "#ffffff" }, "mint": { "$value": "#445566" } } }
            """)
        #expect(diagnostics.isEmpty)
        let theme = try #require(files["RefractTheme.kt"])
        #expect(theme.contains("            primary = colors.primary, // color.primary\n            onPrimary = colors.onPrimary, // color.onPrimary\n"))
        #expect(theme.contains("            error = colors.danger, // color.danger\n"))
        #expect(theme.contains("            onError = colors.onDanger, // color.onDanger\n"))
        #expect(theme.contains("            primaryContainer = colors.primary, // color.primary, as primary\n"))
        #expect(theme.contains("            background = colors.surface, // color.surface, as surface\n"))
        #expect(theme.contains("            scrim = Color.Black, // Material's scrim\n"))
        #expect(!theme.contains("colors.mint"))
        // Only some roles: those, the others left to Material's baseline, and nothing said.
        let (partial, warnings) = try Self.generate(##"{ "color": { "$type": "color", "primary": { "$value": "#112233" }, "onPrimary": { "$value": "#ffffff" } } }"##)
        let partialTheme = try #require(partial["RefractTheme.kt"])
        #expect(partialTheme.contains("            primary = colors.primary, // color.primary\n"))
        #expect(!partialTheme.contains("            background = "))
        #expect(warnings.isEmpty, "\(warnings)")
        let (none, quiet) = try Self.generate(##"{ "color": { "mint": { "$type": "color", "$value": "#112233" } } }"##)
        #expect(try #require(none["RefractTheme.kt"]).contains("        content()\n"))
        #expect(quiet.isEmpty)
    }

    /// One naming rule: a theme's Compose name is its Swift name with the first letter upper-cased.
    @Test func themeNamesAreTheSwiftNamesUpperCamel() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let (context, _) = ComposeBackend.context(model, options: PlatformOptions(destination: "compose"))
        #expect(context.themes.map(\.identifier) == ["Standard", "Christmas"])
        #expect(context.themes.map(\.name) == ["standard", "christmas"])
        #expect(context.defaultTheme == "Standard")
    }

    /// 70 colours are stored as 7 are: a member reads its value by name, its builder `var` sets it; each value
    /// is one statement in the function its name hashes to, and the dark variant, equal to the light one,
    /// starts from it and sets nothing.
    @Test func aCollectionHasOneShapeAtEverySize() throws {
        func generate(_ count: Int) throws -> [String: String] {
            let colors = (0..<count).map { "\"c\($0)\": { \"$value\": \"#0000\(String(format: "%02x", $0))\" }" }.joined(separator: ", ")
            return try Self.generate("{ \"color\": { \"$type\": \"color\", \(colors) } }").files
        }
        let small = try generate(7), large = try generate(70)
        for files in [small, large] {
            let theme = try #require(files["Theme.kt"])
            #expect(theme.contains("class ThemeColors internal constructor(internal val _values: Map<String, Color>) {\n"))
            #expect(theme.contains("    val c6: Color get() = _values.getValue(\"c6\")\n"))
            #expect(theme.contains("    fun copy(change: Builder.() -> Unit): ThemeColors = Builder(this).apply(change).build()\n"))
            #expect(theme.contains("        var c6: Color\n            get() = _values.getValue(\"c6\")\n            set(value) { _values[\"c6\"] = value }\n"))
            #expect(!theme.contains("_part"))
            let values = try #require(files["ThemeValues.kt"])
            let function = "values\(ComposeContext.valueFunctionIndex("colors", "c6"))"
            #expect(values.contains("        private fun ThemeBuilder.\(function)() {\n"))
            #expect(values.contains("            colors[\"c6\"] = Color(0xFF000006)\n"))
            let dark = try #require(values.components(separatedBy: "object DefaultDark {").last)
            #expect(dark.contains("ThemeBuilder(ThemeValues.DefaultLight.theme)"))
            #expect(!dark.contains("colors["))
        }
        #expect(try #require(large["Theme.kt"]).contains("    val c69: Color get() = _values.getValue(\"c69\")\n"))
    }
}
