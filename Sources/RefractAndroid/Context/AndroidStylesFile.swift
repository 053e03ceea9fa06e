/// `values*/refract_styles.xml` (text appearances) or `values/refract_themes.xml` (theme overlays).
public struct AndroidStylesFile: Encodable, Sendable, Hashable {
    public var path: String
    public var header: String
    public var styles: [AndroidStyle]
}

public struct AndroidStyle: Encodable, Sendable, Hashable {
    public var comments: [String]
    public var name: String
    /// The path of the token it is written for (`color.primary`), so a diff can name the token behind an
    /// `R` field; absent for theme overlays, which gather many tokens.
    public var token: String?
    /// `@android:style/TextAppearance` for text appearances, empty for theme overlays.
    public var parent: String
    public var items: [AndroidStyleItem]
}

public struct AndroidStyleItem: Encodable, Sendable, Hashable {
    /// An attribute: `android:textSize`, or one of ours (`color_primary`).
    public var name: String
    public var value: String
}
