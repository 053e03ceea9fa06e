import RefractOutput
/// The context the Android templates render, documented in docs/contexts/android.md. Every file of
/// `res/` is one entry; each is rendered with the template its list names. Values are ready to print:
/// names valid for `R`, text escaped for XML and for aapt, numbers formatted, comments made safe.
public struct AndroidContext: Encodable, Sendable, Hashable {
    /// The version of this contract; it changes when a key is renamed or removed.
    public static let contractVersion = 4

    public var version: Int
    /// The middle part of generated style names: `ThemeOverlay.<styleNamespace>.Christmas`.
    public var styleNamespace: String
    /// One entry per theme overlay (every combination of the non-colour-scheme modifiers).
    public var themes: [AndroidTheme]
    /// `values*/…xml`, rendered by `android/values.xml.mustache`.
    public var valuesFiles: [AndroidValuesFile]
    /// `values*/styles.xml` and `values/themes.xml`, rendered by `android/styles.xml.mustache`.
    public var styleFiles: [AndroidStylesFile]
    /// `drawable*/…xml` gradients, rendered by `android/gradient.xml.mustache`.
    public var gradients: [AndroidGradientFile]
    /// `interpolator*/…xml` easing curves, rendered by `android/interpolator.xml.mustache`.
    public var interpolators: [AndroidInterpolatorFile]
}

/// A theme overlay: one combination of the non-colour-scheme modifiers' contexts.
public struct AndroidTheme: Encodable, Sendable, Hashable {
    /// Lower snake case, the prefix of this theme's resources (`christmas`).
    public var name: String
    /// The overlay style (`ThemeOverlay.Tokens.Christmas`).
    public var styleName: String
    /// The same name as a field of `R.style` (`ThemeOverlay_Tokens_Christmas`).
    public var styleField: String
    /// The modifier contexts it stands for (`theme=christmas`).
    public var contexts: String
    public var isDefault: Bool
}

/// A resources file of simple values: `<color>`, `<dimen>`, `<integer>`, `<string>`, `<item>`, `<attr>`.
///
/// Templates get the elements as `body`, printed once here: `colors.xml` of 100,000 tokens has over
/// 100,000 elements, and a template object (or string) per element cost more than building them. They also
/// get them as `lines` and `resources` when a template uses them (see `AndroidBackend`).
public struct AndroidValuesFile: Encodable, Sendable, Hashable {
    /// Relative to the platform folder: `res/values/colors.xml`.
    public var path: String
    public var header: String
    /// The elements; templates that use `resources` get them one by one, the others as `lines` or `body`.
    public var resources: [AndroidResource]
    /// Comment lines for tokens Android cannot express (only in `values/skipped.xml`).
    public var notes: [String]

    /// The file's elements, one line each, unindented: every element's comments (`<!-- … -->`), then
    /// the element.
    public var lines: [String] {
        var lines: [String] = []
        lines.reserveCapacity(resources.count)
        for resource in resources {
            for comment in resource.comments { lines.append(LineText.comment(comment)) }
            lines.append(resource.element)
        }
        return lines
    }

    /// The lines as the built-in template prints them: each indented by four spaces and ended by a newline.
    public var body: String {
        var body = ValuesBody()
        for resource in resources { body.append(resource) }
        return body.text
    }

    private enum CodingKeys: String, CodingKey {
        case path, header, resources, notes, lines, body
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(header, forKey: .header)
        try container.encode(resources, forKey: .resources)
        try container.encode(notes, forKey: .notes)
        try container.encode(lines, forKey: .lines)
        try container.encode(body, forKey: .body)
    }
}

/// One element: `<{{tag}} name="{{name}}"{{attributes}}>{{value}}</{{tag}}>`.
public struct AndroidResource: Encodable, Sendable, Hashable {
    /// Comment lines written above the element (description, deprecation, conversions).
    public var comments: [String]
    public var tag: String
    public var name: String
    /// Further attributes with a leading space (` type="dimen" format="float"`), or empty.
    public var attributes: String
    /// The element's text, escaped (empty for `<attr>`).
    public var value: String

    /// `<tag name="name"attributes>value</tag>`
    var element: String {
        LineText.element(tag: tag, name: name, attributes: attributes, value: value)
    }
}

public struct AndroidStylesFile: Encodable, Sendable, Hashable {
    public var path: String
    public var header: String
    public var styles: [AndroidStyle]
}

public struct AndroidStyle: Encodable, Sendable, Hashable {
    public var comments: [String]
    public var name: String
    /// `@android:style/TextAppearance` for text appearances, empty for theme overlays.
    public var parent: String
    public var items: [AndroidStyleItem]
}

public struct AndroidStyleItem: Encodable, Sendable, Hashable {
    /// An attribute: `android:textSize`, or one of ours (`color_primary`).
    public var name: String
    public var value: String
}

/// A `<shape>` with a linear `<gradient>` of two or three stops.
public struct AndroidGradientFile: Encodable, Sendable, Hashable {
    public var path: String
    public var header: String
    public var comments: [String]
    /// Degrees, a multiple of 45: 270 is top to bottom, as CSS draws a gradient with no direction.
    public var angle: String
    public var startColor: String
    /// The middle stop's colour, when there are three stops.
    public var centerColor: String?
    /// The middle stop's position in [0, 1] (`android:centerX`), with `centerColor`.
    public var centerX: String?
    public var endColor: String
}

/// A `<pathInterpolator>` for a cubic Bézier easing.
public struct AndroidInterpolatorFile: Encodable, Sendable, Hashable {
    public var path: String
    public var header: String
    public var comments: [String]
    public var controlX1: String
    public var controlY1: String
    public var controlX2: String
    public var controlY2: String
}
