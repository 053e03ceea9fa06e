/// A resources file of simple values: `<color>`, `<dimen>`, `<integer>`, `<string>`, `<item>`, `<attr>`.
public struct AndroidValuesFile: Encodable, Sendable, Hashable {
    /// Relative to the platform folder: `res/values/refract_colors.xml`.
    public var path: String
    public var header: String
    /// The elements in token path order.
    public var resources: [AndroidResource]
    /// Comment lines for tokens Android cannot express (only in `values/refract_skipped.xml`).
    public var notes: [String]
}

/// One element: `<{{tag}} name="{{name}}"{{#attributes}} {{name}}="{{value}}"{{/attributes}}>{{value}}</{{tag}}>`.
public struct AndroidResource: Encodable, Sendable, Hashable {
    /// Comment lines written above the element (description, deprecation, conversions).
    public var comments: [String]
    /// The element's name: `color`, `dimen`, `integer`, `string`, `item` or `attr`.
    public var tag: String
    /// The resource name, `color_primary`.
    public var name: String
    /// The path of the token it is written for (`color.primary`), so a diff can name the token behind an
    /// `R` field; absent for theme overlays, which gather many tokens.
    public var token: String?
    /// Attributes after `name`, in order (`type="dimen" format="float"`); usually none.
    public var attributes: [AndroidAttribute]
    /// The element's text, escaped (empty for `<attr>`).
    public var value: String
}

/// An XML attribute of a resource element, its value escaped.
public struct AndroidAttribute: Encodable, Sendable, Hashable {
    public var name: String
    public var value: String
}
