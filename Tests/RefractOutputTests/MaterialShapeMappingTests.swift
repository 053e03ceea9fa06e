import RefractModel
import RefractOutput
import Testing

/// Material 3's shape scale from dimension tokens, which Compose and Android share (docs/config.md, "Material 3").
@Suite("Material 3 shape map")
struct MaterialShapeMappingTests {
    static func resolve(_ paths: [String], settings: [String: String] = ["material": "true"]) -> ([MaterialShapeRole: String], [String]) {
        let (mapping, diagnostics) = MaterialShapeMapping.resolve(
            dimensions: paths.map(TokenPath.init), options: PlatformOptions(destination: "compose", settings: settings),
            platform: "compose", isMaterialOn: true)
        return (Dictionary(uniqueKeysWithValues: mapping.entries.map { ($0.role, $0.path.dotted) }), diagnostics.map { "\($0.code.rawValue): \($0.message)" })
    }

    @Test(arguments: [
        (["radius.xs", "radius.sm", "radius.md", "radius.lg", "radius.xl"], ["radius.xs", "radius.sm", "radius.md", "radius.lg", "radius.xl"]),
        (["border-radius-small", "border-radius-medium", "border-radius-large"], [nil, "border-radius-small", "border-radius-medium", "border-radius-large", nil]),
        (["md.sys.shape.corner.extra-small", "md.sys.shape.corner.extra-large"], ["md.sys.shape.corner.extra-small", nil, nil, nil, "md.sys.shape.corner.extra-large"]),
        (["borderRadius.small", "borderRadius.medium", "borderRadius.large", "borderRadius.full", "borderRadius.default", "overlay.borderRadius"],
         [nil, "borderRadius.small", "borderRadius.medium", "borderRadius.large", nil]),
        (["size.cardHeight", "size.cornerRadius", "spacing.small"], [nil, nil, "size.cornerRadius", nil, nil]),
        (["spacing.sm", "size.md", "shadow.lg"], [nil, nil, nil, nil, nil]),
    ] as [([String], [String?])])
    func commonNamingGivesTheSizes(paths: [String], expected: [String?]) {
        let (mapping, _) = Self.resolve(paths)
        for (role, want) in zip(MaterialShapeRole.allCases, expected) {
            #expect(mapping[role] == want, "\(role)")
        }
    }

    @Test func theSettingWinsAndIsChecked() {
        let (mapping, diagnostics) = Self.resolve(
            ["radius.sm", "size.card"], settings: ["material": "true", "materialShapes": "small=size.card, large=size.none, huge=radius.sm"])
        #expect(mapping[.small] == "size.card")
        #expect(diagnostics.contains { $0.hasPrefix("compose.invalid-setting: setting 'materialShapes' maps 'large' to 'size.none'") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.hasPrefix("compose.invalid-setting: setting 'materialShapes' has 'huge=radius.sm'") }, "\(diagnostics)")
    }

    /// A partial scale is said only when Material output is asked for; none at all is never said.
    @Test func aPartialScaleWarnsOnlyWhenMaterialIsAskedFor() {
        #expect(Self.resolve(["radius.sm"]).1 == [
            "compose.material-shapes-unfilled: Material 3 corner sizes 'extraSmall', 'medium', 'large', 'extraLarge' are given by no dimension token, so they keep Material's defaults",
        ])
        #expect(Self.resolve(["radius.sm"], settings: [:]).1.isEmpty)
        #expect(Self.resolve(["size.card"]).1.isEmpty)
    }
}
