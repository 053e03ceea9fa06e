import RefractModel
import RefractOutput
import Testing

@Suite("Theme member names")
struct ThemeMemberNameTests {
    @Test(arguments: [
        (["color", "brand", "primary"], ThemeCollectionKind.colors, "brandPrimary"),
        (["font", "family", "body"], .fontFamilies, "body"),
        (["color"], .colors, "color"),
        (["size", "2xl"], .sizes, "_2xl"),
        (["spacing", "self"], .sizes, "spacingSelf"),
        (["self"], .sizes, "self_"),
        (["color", "init"], .colors, "init_"),
        (["color", "café"], .colors, "caf_u00e9"),
        (["$root"], .colors, "root"),
        (["---"], .colors, "unnamed"),
    ])
    func names(_ segments: [String], _ kind: ThemeCollectionKind, _ expected: String) {
        #expect(ThemeMemberName.name(for: segments, in: kind) == expected)
        var namer = ThemeMemberName.Namer()
        #expect(namer.name(for: TokenPath(segments: segments), in: kind) == expected)
    }

    /// One namer over many paths (it reuses the last path's leading segments) names each as a fresh one does.
    @Test func namerAgreesWithFreshNamesOverASequence() {
        let paths = [
            "color.brand.primary", "color.brand.primary.hover", "color.brand.primaryDark", "color.brand2.primary",
            "color.brand", "color.bran.d", "color.brand.primary", "colors.brand.primary", "color", "color.self",
            "color.self.init", "size.init", "size.2xl", "size.2xl.x", "sizes.xl", "a.b.c.d.e", "a.b.c.d",
            "a.b.cd", "a.bc.d", "ab.c.d", "font.family.body", "font.families.body", "font.body", "font",
            "café.crème", "café.crème.x", "x..y", "x..y.", ".x",
        ]
        var namer = ThemeMemberName.Namer()
        for kind in [ThemeCollectionKind.colors, .sizes, .fontFamilies] {
            for dotted in paths {
                let path = TokenPath(dotted)
                #expect(namer.name(for: path, in: kind) == ThemeMemberName.name(for: path.segments, in: kind), "\(dotted)")
            }
        }
    }
}
