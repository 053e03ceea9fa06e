/// `values*/refract_styles.xml` (text appearances) or `values/refract_themes.xml` (theme overlays).
package struct AndroidStylesFile: Encodable, Sendable, Hashable {
    package var path: String
    package var header: String
    package var styles: [AndroidStyle]
}

package struct AndroidStyle: Encodable, Sendable, Hashable {
    package var comments: [String]
    package var name: String
    /// The path of the token it is written for (`color.primary`), so a diff can name the token behind an
    /// `R` field; absent for theme overlays, which gather many tokens.
    package var token: String?
    /// `@android:style/TextAppearance` for text appearances, empty for theme overlays.
    package var parent: String
    package var items: [AndroidStyleItem]
}

package struct AndroidStyleItem: Encodable, Sendable, Hashable {
    /// An attribute: `android:textSize`, or one of ours (`color_primary`).
    package var name: String
    package var value: String
}
