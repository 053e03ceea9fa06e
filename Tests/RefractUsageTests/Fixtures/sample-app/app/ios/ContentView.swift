import SwiftUI

struct ContentView: View {
    @Environment(\.theme) private var theme

    var body: some View {
        VStack(spacing: theme.sizes.spacingSmall) {
            Text("Hello")
                .foregroundStyle(theme.colors.accent)
                .background(theme.colors.primary)
            Rectangle().fill(.themeSurface)
            Text("Near").foregroundStyle(theme.colors.primaryDark)
            // theme.colors.unusedTint in a comment is no use
            Circle().fill(.themeAccentMuted)
        }
    }
}
