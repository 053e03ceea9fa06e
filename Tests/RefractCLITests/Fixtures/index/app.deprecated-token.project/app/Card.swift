import SwiftUI

struct Card: View {
    @Environment(\.theme) private var theme
    var body: some View { Text("Hi").foregroundStyle(theme.colors.primary) }
}
