import RefractUsage
import Testing

/// Each language's spelling of a name, one file at a time: whole names only, comments skipped.
@Suite("refract usage: how each language spells a name")
struct ReferenceSpellingTests {
    static let scan = UsageScan(names: [
        UsageName(platform: "swift", name: "Theme.colors.primary", token: "color.primary", isDeprecated: false),
        UsageName(platform: "swift", name: ".themePrimary", token: "color.primary", isDeprecated: false),
        UsageName(platform: "compose", name: "RefractTheme.colors.primary", token: "color.primary", isDeprecated: false),
        UsageName(platform: "android", name: "R.color.color_primary", token: "color.primary", isDeprecated: false),
        UsageName(platform: "android", name: "R.style.TextAppearance_Tokens_Body", token: "typography.body", isDeprecated: false),
        UsageName(platform: "css", name: "--color-primary", token: "color.primary", isDeprecated: false),
        UsageName(platform: "web", name: "tokens.color.primary", token: "color.primary", isDeprecated: false),
    ])

    static func found(_ source: String, in path: String) -> [String] {
        scan.uses(in: Array(source.utf8), path: path).map { "\(scan.names[$0.name].name)@\($0.location.line):\($0.location.column)" }
    }

    @Test(arguments: [
        ("a.swift", "let c = theme\n    .colors\n    .primary", ["Theme.colors.primary@2:6"]),
        ("a.swift", "let c = theme.colors?.primary", ["Theme.colors.primary@1:15"]),
        ("a.swift", "let c = theme.colors.primaryDark + x.colors.primary_", []),
        ("a.swift", "let s: ThemeShapeStyle<Color> = .themePrimary", [".themePrimary@1:34"]),
        ("a.swift", "let s = themePrimary // .themePrimary", []),
        ("a.swift", "/* theme.colors.primary */ let range = 0...themePrimary", []),
        ("A.kt", "val c = RefractTheme.colors.primary", ["RefractTheme.colors.primary@1:22"]),
        ("A.java", "int c = com.example.R.color.color_primary;", ["R.color.color_primary@1:21"]),
        ("A.java", "int c = R.color.color_primary_dark; int d = R.color.color_primaryX;", []),
        ("a.xml", "<T android:textColor=\"@color/color_primary\" style=\"@style/TextAppearance.Tokens.Body\"/>",
            ["R.color.color_primary@1:23", "R.style.TextAppearance_Tokens_Body@1:52"]),
        ("a.xml", "<T android:textColor=\"@android:color/color_primary\"/><!-- @color/color_primary -->", []),
        ("a.css", "a { color: var( --color-primary); background: url(http://x/var(--color-primary-2)) }", ["--color-primary@1:17"]),
        ("a.scss", "// var(--color-primary)\n$c: var(--color-primary, red);", ["--color-primary@2:9"]),
        ("a.html", "<p style=\"color: var(--color-primary)\">--color-primary</p>", ["--color-primary@1:22"]),
        ("a.ts", "const a = tokens.color.primary; const b = cssVar.color.primary.length;", [
            "tokens.color.primary@1:18", "tokens.color.primary@1:50",
        ]),
        ("a.ts", "const a = theme.color.primary; const b = tokens.colors.primary;", []),
        ("a.md", "theme.colors.primary", []),
    ])
    func spelling(_ path: String, _ source: String, _ expected: [String]) {
        #expect(Self.found(source, in: path) == expected)
    }
}
