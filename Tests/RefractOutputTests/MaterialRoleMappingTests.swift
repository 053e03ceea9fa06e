import RefractModel
import RefractOutput
import Testing

/// The Material 3 role map Compose and Android share (docs/config.md, "Material 3").
@Suite("Material 3 role map")
struct MaterialRoleMappingTests {
    static let colors = ["color.teal", "color.white", "bg.default", "fg.default", "color.danger", "color.on-danger"].map(TokenPath.init)

    static func resolve(_ settings: [String: String], colors: [TokenPath] = colors) -> (MaterialRoleMapping, [String]) {
        let (mapping, diagnostics) = MaterialRoleMapping.resolve(
            colors: colors, options: PlatformOptions(destination: "compose", settings: settings), platform: "compose")
        return (mapping, diagnostics.map { "\($0.code.rawValue): \($0.message)" })
    }

    static func source(_ mapping: MaterialRoleMapping, _ role: MaterialColorRole) -> MaterialRoleMapping.Source? {
        mapping.entries.first { $0.role == role }?.source
    }

    @Test func theSettingNamesRolesAndTheNamingFillsTheRest() {
        let (mapping, diagnostics) = Self.resolve(["materialRoles": "primary=color.teal, onPrimary = color.white"])
        #expect(diagnostics.isEmpty)
        #expect(mapping.isOn && mapping.unfilled.isEmpty)
        #expect(Self.source(mapping, .primary) == .token(TokenPath("color.teal")))
        #expect(Self.source(mapping, .surface) == .token(TokenPath("bg.default")))
        #expect(Self.source(mapping, .onBackground) == .token(TokenPath("fg.default")))
        #expect(Self.source(mapping, .error) == .token(TokenPath("color.danger")))
        #expect(Self.source(mapping, .scrim) == .black)
        #expect(mapping.entries.first { $0.role == .surfaceTint }?.derivedFrom == .primary)
    }

    @Test func withoutTheSettingSomeRolesAreUnfilled() {
        // `auto`: the roles the names fill, the others left to Material's baseline, without a word.
        let (auto, said) = Self.resolve([:])
        #expect(auto.isOn)
        #expect(auto.unfilled.first == .primary)
        #expect(!auto.entries.contains { $0.role == .primary })
        #expect(Self.source(auto, .surface) == .token(TokenPath("bg.default")))
        #expect(said.isEmpty)
        // No role-like colour at all: no Material theme, and nothing said.
        let (none, silent) = Self.resolve([:], colors: [TokenPath("color.teal")])
        #expect(!none.isOn && silent.isEmpty)
        // Asked for, the whole scheme is wanted: an unfilled role is an error.
        let (on, errors) = Self.resolve(["material": "true"])
        #expect(!on.isOn)
        #expect(errors.count == 1 && errors[0].hasPrefix("compose.material-roles-unfilled: Material 3 roles 'primary', 'onPrimary'"))
        let (off, quiet) = Self.resolve(["material": "false", "materialRoles": "primary=color.teal, onPrimary=color.white"])
        #expect(!off.isOn && quiet.isEmpty)
    }

    @Test func aBadPairOrPathIsAnInvalidSetting() {
        let (_, diagnostics) = Self.resolve(["materialRoles": "Primary=color.teal, onPrimary=color.nowhere, material=auto", "material": "sometimes"])
        #expect(diagnostics.contains("compose.invalid-setting: setting 'material' is 'sometimes', which is not true, false or auto"))
        #expect(diagnostics.contains { $0.contains("'Primary=color.teal'") && $0.contains("did you mean 'primary'?") })
        #expect(diagnostics.contains { $0.contains("maps 'onPrimary' to 'color.nowhere', which is not a colour token") })
        #expect(diagnostics.contains { $0.contains("'material=auto'") })
    }
}
