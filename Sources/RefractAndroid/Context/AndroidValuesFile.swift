/// A resources file of simple values: `<color>`, `<dimen>`, `<integer>`, `<string>`, `<item>`, `<attr>`.
package struct AndroidValuesFile: Encodable, Sendable, Hashable {
    /// Relative to the platform folder: `res/values/refract_colors.xml`.
    package var path: String
    package var header: String
    /// The elements in token path order.
    package var resources: [AndroidResource]
    /// Comment lines for tokens Android cannot express (only in `values/refract_skipped.xml`).
    package var notes: [String]
}

/// One element: `<{{tag}} name="{{name}}"{{#attributes}} {{name}}="{{value}}"{{/attributes}}>{{value}}</{{tag}}>`.
package struct AndroidResource: Encodable, Sendable, Hashable {
    /// Comment lines written above the element (description, deprecation, conversions).
    package var comments: [String]
    /// The element's name: `color`, `dimen`, `integer`, `string`, `item` or `attr`.
    package var tag: String
    /// The resource name, `color_primary`.
    package var name: String
    /// The path of the token it is written for (`color.primary`), so a diff can name the token behind an
    /// `R` field; absent for theme overlays, which gather many tokens.
    package var token: String?
    /// Attributes after `name`, in order (`type="dimen" format="float"`); usually none.
    package var attributes: [AndroidAttribute]
    /// The element's text, escaped (empty for `<attr>`).
    package var value: String
}

/// An XML attribute of a resource element, its value escaped.
package struct AndroidAttribute: Encodable, Sendable, Hashable {
    package var name: String
    package var value: String
}
