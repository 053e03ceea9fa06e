import RefractModel
import RefractThemes
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
        // Each segment is cased on its own: the first with words reads lowerCamel, the rest UpperCamel.
        (["color", "--", "BRAND-blue", "Ünder"], .colors, "brandBlue_u00dcnder"),
        (["Colors", "étéHiver", "x"], .colors, "_u00e9t_u00e9HiverX"),
        (["font-weight", "strong"], .fontWeights, "strong"),
        (["font", "weight", "Semi Bold"], .fontWeights, "semiBold"),
    ])
    func names(_ segments: [String], _ kind: ThemeCollectionKind, _ expected: String) {
        #expect(ThemeMemberName.name(for: segments, in: kind) == expected)
    }
}
