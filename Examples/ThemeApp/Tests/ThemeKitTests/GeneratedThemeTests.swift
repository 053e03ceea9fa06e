import Foundation
import Testing
import ThemeKit

/// The values the build-tool plugin generated from Sources/ThemeKit/tokens, read through the generated API.
@Suite("ThemeKit: the generated theme")
struct GeneratedThemeTests {
    @Test("each theme's primary colour in light and dark is the palette colour its tokens name")
    func primaryColours() {
        #expect(Theme.ocean.colors[.primary].light.exactHex == "#0066cc")
        #expect(Theme.ocean.colors[.primary].dark.exactHex == "#6699ff")
        #expect(Theme.forest.colors[.primary].light.exactHex == "#006633")
        #expect(Theme.forest.colors[.primary].dark.exactHex == "#66cc99")
    }

    @Test("the resolver's theme contexts are the app's themes, the default first")
    func themes() {
        #expect(AppTheme.allCases == [.ocean, .forest])
        #expect(Theme.default == Theme.ocean)
    }

    @Test("dimensions are points")
    func sizes() {
        #expect(Theme.default.sizes.cornerRadius == 12)
        #expect(Theme.default.sizes.spacing == 8)
    }

    @Test("app code reads the generated values: a stored preference survives JSON")
    func preference() throws {
        let stored = try JSONEncoder().encode(ThemePreference(theme: .forest))
        let preference = try JSONDecoder().decode(ThemePreference.self, from: stored)
        #expect(preference.primaryHex(in: .dark) == "#66cc99")
    }
}
