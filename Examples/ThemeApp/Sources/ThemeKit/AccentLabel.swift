#if canImport(SwiftUI)
import SwiftUI

/// A label in the theme's primary colour, as tall as four spacing units: app code written against the
/// generated SwiftUI layer (`.themePrimary`, `\.theme`), which Refract's tests type-check on Linux.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct AccentLabel: View {
    @Environment(\.theme) private var theme
    private let title: String

    public init(_ title: String) {
        self.title = title
    }

    public var body: some View {
        Text(title).foregroundStyle(.themePrimary).frame(height: theme.sizes.spacing * 4)
    }
}
#endif
