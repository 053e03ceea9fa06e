import RefractModel

/// A name a platform's generated code exposes (a Swift member, a CSS custom property, an Android
/// resource), and the token it stands for when the platform's context says so.
package struct PlatformName: Sendable, Hashable, Encodable {
    package var platform: String
    /// As an app refers to it: `colors.primary`, `--color-primary`, `R.color.color_primary`.
    package var name: String
    /// The token's dotted path; nil for a name that stands for no one token (an Android theme overlay).
    package var token: String?

    package init(platform: String, name: String, token: String?) {
        self.platform = platform
        self.name = name
        self.token = token
    }

    private enum CodingKeys: String, CodingKey { case platform, name, token }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(platform, forKey: .platform)
        try container.encode(name, forKey: .name)
        try container.encode(token, forKey: .token)
    }
}

/// One side of a comparison: the resolved model and the names its platforms would generate.
package struct DiffSide: Sendable {
    package var model: ThemedTokenSet
    package var names: [PlatformName]

    package init(model: ThemedTokenSet, names: [PlatformName]) {
        self.model = model
        self.names = names
    }
}
