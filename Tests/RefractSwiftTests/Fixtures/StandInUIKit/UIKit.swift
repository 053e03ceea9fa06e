// A stand-in `UIKit` module, so the generated UIKit layer can be compiled and run on Linux.
//
// Every public declaration copies Apple's declaration of an API that the generated code or the UIKit driver
// uses, signature for signature, and cites the documentation page it was copied from. Unlike the stand-in
// SwiftUI module, the colour API has working bodies, so a driver can resolve a dynamic colour for a trait
// collection it builds and read its components back: `UIColor(dynamicProvider:)` keeps its closure and
// `resolvedColor(with:)` calls it with the given traits, as Apple documents. Availability attributes are
// copied as Apple declares them; on Linux the compiler does not enforce `@available(iOS …)`, so this module
// proves that code compiles and behaves against these signatures, NOT that it declares enough availability.
//
// Citations: these pages were read (declaration and availability): UIColor/init(red:green:blue:alpha:),
// UIColor/init(dynamicProvider:), UIColor/resolvedColor(with:), UIColor/getRed(_:green:blue:alpha:),
// UITraitCollection/init(userInterfaceStyle:), UITraitCollection/init(accessibilityContrast:),
// UITraitCollection/userInterfaceStyle, UIFontMetrics, UIFontMetrics/scaledFont(for:). These follow Apple's
// URL scheme from a linked or sibling page and were not opened one by one: UIColor/init(displayP3Red:green:blue:alpha:),
// UITraitCollection/init(traitsFrom:), UITraitCollection/accessibilityContrast, UIUserInterfaceStyle and
// UIAccessibilityContrast and their cases, UIColor's standard and system colours, UIFont/init(name:size:),
// UIFont/systemFont(ofSize:weight:), UIFont/pointSize, UIFont.Weight and its statics, UIFont.TextStyle and its
// statics, UIFontMetrics/init(forTextStyle:).
//
// Deliberate gaps, each narrower than Apple (so they can only make a check fail, never pass wrongly): only the
// members used are declared; UIColor and UIFont declare no protocol conformances beyond NSObject's (Apple's also
// conform to NSSecureCoding and NSCopying, and recent SDKs to Sendable).

// Apple's UIKit re-exports Foundation (CGFloat and all), so code that imports UIKit alone sees it.
@_exported import Foundation

// MARK: - Traits

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
@available(iOS 12.0, tvOS 10.0, *)
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/unspecified
    case unspecified = 0
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light
    case light = 1
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark
    case dark = 2
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast
@available(iOS 13.0, tvOS 13.0, *)
public enum UIAccessibilityContrast: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/unspecified
    case unspecified = -1
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/normal
    case normal = 0
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/high
    case high = 1
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8.0, tvOS 9.0, *)
open class UITraitCollection: NSObject {
    // Plumbing: the traits a collection holds; unset traits are unspecified, as in a collection made from one trait.
    private let style: UIUserInterfaceStyle
    private let contrast: UIAccessibilityContrast

    private init(style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast) {
        self.style = style
        self.contrast = contrast
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:)
    @available(iOS 12.0, tvOS 10.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, contrast: .unspecified)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(accessibilitycontrast:)
    @available(iOS 13.0, tvOS 13.0, *)
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(style: .unspecified, contrast: accessibilityContrast)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:) — each trait is
    /// the last specified value among the collections, as Apple documents.
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use +[UITraitCollection traitCollectionWithTraits:] and -[UITraitCollection traitCollectionByModifyingTraits:] to create and modify trait collections")
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(
            style: traitCollections.last { $0.style != .unspecified }?.style ?? .unspecified,
            contrast: traitCollections.last { $0.contrast != .unspecified }?.contrast ?? .unspecified)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    @available(iOS 12.0, tvOS 10.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { style }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast
    @available(iOS 13.0, tvOS 13.0, *)
    open var accessibilityContrast: UIAccessibilityContrast { contrast }
}

// MARK: - Colours

/// https://developer.apple.com/documentation/uikit/uicolor
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, *)
open class UIColor: NSObject {
    // Plumbing: a colour is fixed extended-sRGB components, or a provider resolved per trait collection.
    private enum Content {
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        case provider((UITraitCollection) -> UIColor)
    }

    private let content: Content

    private init(content: Content) {
        self.content = content
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:) — components in the
    /// extended sRGB colour space, never clamped.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(content: .components(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(displayp3red:green:blue:alpha:) — kept as
    /// extended sRGB, which is what `getRed(_:green:blue:alpha:)` returns for it.
    @available(iOS 10.0, tvOS 10.0, watchOS 3.0, *)
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = _displayP3ToExtendedSRGB(displayP3Red, green, blue)
        self.init(content: .components(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    @available(iOS 13.0, tvOS 13.0, *)
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(content: .provider(dynamicProvider))
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
    @available(iOS 13.0, tvOS 13.0, *)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch content {
        case .components: self
        case .provider(let provider): provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:) — extended sRGB
    /// components. A dynamic colour resolves for light appearance, standard contrast (plumbing: where Apple
    /// would use the current trait collection).
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        switch content {
        case .components(let r, let g, let b, let a):
            red?.pointee = r
            green?.pointee = g
            blue?.pointee = b
            alpha?.pointee = a
            return true
        case .provider(let provider):
            return provider(UITraitCollection(userInterfaceStyle: .light)).getRed(red, green: green, blue: blue, alpha: alpha)
        }
    }

    // Plumbing for the standard and system colours: their values are not under test, so any fixed colour does.
    private static func _system() -> UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/white
    open class var white: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemblue
    @available(iOS 7.0, tvOS 9.0, *)
    open class var systemBlue: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systembrown
    @available(iOS 13.0, tvOS 13.0, *)
    open class var systemBrown: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemcyan
    @available(iOS 15.0, tvOS 15.0, *)
    open class var systemCyan: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray
    @available(iOS 7.0, tvOS 9.0, *)
    open class var systemGray: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgreen
    @available(iOS 7.0, tvOS 9.0, *)
    open class var systemGreen: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemindigo
    @available(iOS 13.0, tvOS 13.0, *)
    open class var systemIndigo: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemmint
    @available(iOS 15.0, tvOS 15.0, *)
    open class var systemMint: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemorange
    @available(iOS 7.0, tvOS 9.0, *)
    open class var systemOrange: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systempink
    @available(iOS 7.0, tvOS 9.0, *)
    open class var systemPink: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systempurple
    @available(iOS 9.0, tvOS 9.0, *)
    open class var systemPurple: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemred
    @available(iOS 7.0, tvOS 9.0, *)
    open class var systemRed: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemteal
    @available(iOS 7.0, tvOS 9.0, *)
    open class var systemTeal: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemyellow
    @available(iOS 7.0, tvOS 9.0, *)
    open class var systemYellow: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/label
    @available(iOS 13.0, tvOS 13.0, *)
    open class var label: UIColor { _system() }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    @available(iOS 13.0, tvOS 13.0, *)
    open class var secondaryLabel: UIColor { _system() }
}

// Plumbing: Display P3 to extended sRGB (both with the sRGB transfer curve, mirrored below zero), through
// linear light and the D65 matrix of CSS Color 4, as UIKit converts a P3 colour when asked for sRGB components.
private func _displayP3ToExtendedSRGB(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
    func decode(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }
    func encode(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let encoded = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -encoded : encoded
    }
    let (r, g, b) = (decode(red), decode(green), decode(blue))
    return (
        encode(1.2249401 * r - 0.2249404 * g + 0.0000001 * b),
        encode(-0.0420569 * r + 1.0420571 * g - 0.0000001 * b),
        encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b))
}

// MARK: - Fonts

/// https://developer.apple.com/documentation/uikit/uifont
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, *)
open class UIFont: NSObject {
    // Plumbing: a font is its name and size.
    private let name: String
    private let size: CGFloat

    private init(fontName: String, pointSize: CGFloat) {
        name = fontName
        size = pointSize
    }

    /// https://developer.apple.com/documentation/uikit/uifont/init(name:size:) — the stand-in has every font.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, pointSize: fontSize)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    @available(iOS 8.2, tvOS 9.0, watchOS 2.0, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: ".SFUI", pointSize: fontSize)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/pointsize
    open var pointSize: CGFloat { size }

    /// https://developer.apple.com/documentation/uikit/uifont/fontname
    open var fontName: String { name }

    /// https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: CGFloat
        /// https://developer.apple.com/documentation/uikit/uifont/weight/init(_:)
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifont/weight/init(rawvalue:)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// https://developer.apple.com/documentation/uikit/uifont/weight/ultralight
        public static let ultraLight = UIFont.Weight(-0.8)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/thin
        public static let thin = UIFont.Weight(-0.6)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/light
        public static let light = UIFont.Weight(-0.4)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/regular
        public static let regular = UIFont.Weight(0)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/medium
        public static let medium = UIFont.Weight(0.23)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/semibold
        public static let semibold = UIFont.Weight(0.3)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/bold
        public static let bold = UIFont.Weight(0.4)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/heavy
        public static let heavy = UIFont.Weight(0.56)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/black
        public static let black = UIFont.Weight(0.62)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle (no tvOS)
        @available(iOS 11.0, watchOS 5.0, visionOS 1.0, *)
        @available(tvOS, unavailable)
        public static let largeTitle = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
        @available(iOS 9.0, *)
        public static let title1 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title2
        @available(iOS 9.0, *)
        public static let title2 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title3
        @available(iOS 9.0, *)
        public static let title3 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
        public static let headline = UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        public static let body = UIFont.TextStyle(rawValue: "UICTFontTextStyleBody")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/callout
        @available(iOS 9.0, *)
        public static let callout = UIFont.TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
        public static let subheadline = UIFont.TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
        public static let footnote = UIFont.TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
        public static let caption1 = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption2
        public static let caption2 = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics
@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
open class UIFontMetrics: NSObject {
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    public init(forTextStyle textStyle: UIFont.TextStyle) {}

    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:) — the stand-in is at the
    /// default Dynamic Type size (Large), where a font keeps its size.
    open func scaledFont(for font: UIFont) -> UIFont { font }
}
