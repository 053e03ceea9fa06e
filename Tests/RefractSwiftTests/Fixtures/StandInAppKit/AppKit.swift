// A stand-in `AppKit` module, so the generated AppKit layer can be compiled and run on Linux.
//
// Every public declaration copies Apple's declaration of an API that the generated code or the AppKit driver
// uses, signature for signature, and cites the documentation page it was copied from. As in the stand-in UIKit,
// the colour API has working bodies: `NSColor(name:dynamicProvider:)` keeps its provider, and AppKit's rule
// that a dynamic colour resolves with `NSAppearance.currentDrawingAppearance` (set for the length of
// `performAsCurrentDrawingAppearance(_:)`) is what `usingColorSpace(_:)` follows, so a driver can read a
// dynamic colour's components in each appearance. Availability attributes are copied as Apple declares them;
// on Linux the compiler does not enforce `@available(macOS …)`.
//
// Citations: these pages were read (declaration and availability): NSColor/init(name:dynamicProvider:),
// NSColor/init(red:green:blue:alpha:), NSColor/init(displayP3Red:green:blue:alpha:),
// NSColor/usingColorSpace(_:), NSColorSpace/extendedSRGB, NSAppearance/init(named:), NSAppearance/name,
// NSAppearance/bestMatch(from:), NSAppearance/performAsCurrentDrawingAppearance(_:),
// NSAppearance/currentDrawingAppearance, NSAppearance.Name and its aqua, darkAqua,
// accessibilityHighContrastAqua and accessibilityHighContrastDarkAqua. These follow Apple's URL scheme from a
// linked or sibling page and were not opened one by one: NSColor.Name, NSColor/getRed(_:green:blue:alpha:)
// (a See Also link from init(srgbRed:green:blue:alpha:)), NSColor's standard and system colours.
//
// Deliberate gaps, each narrower than Apple (so they can only make a check fail, never pass wrongly): only the
// members used are declared; NSColor and NSAppearance declare no protocol conformances beyond NSObject's.

// Apple's AppKit re-exports Foundation (CGFloat and all), so code that imports AppKit alone sees it.
@_exported import Foundation

// MARK: - Appearances

/// https://developer.apple.com/documentation/appkit/nsappearance
@available(macOS 10.9, *)
open class NSAppearance: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct
    public struct Name: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }

        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/aqua
        @available(macOS 10.9, *)
        public static let aqua = NSAppearance.Name("NSAppearanceNameAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/darkaqua
        @available(macOS 10.14, *)
        public static let darkAqua = NSAppearance.Name("NSAppearanceNameDarkAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastaqua
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastAqua = NSAppearance.Name("NSAppearanceNameAccessibilityHighContrastAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastdarkaqua
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastDarkAqua = NSAppearance.Name("NSAppearanceNameAccessibilityHighContrastDarkAqua")
    }

    private let appearanceName: NSAppearance.Name

    /// https://developer.apple.com/documentation/appkit/nsappearance/init(named:) — every standard name is
    /// built in. (AppKit hands out the high-contrast appearances itself when Increase Contrast is on; the
    /// stand-in lets a driver make them, as it must to stand for that setting.)
    public init?(named name: NSAppearance.Name) {
        appearanceName = name
    }

    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.property
    open var name: NSAppearance.Name { appearanceName }

    /// https://developer.apple.com/documentation/appkit/nsappearance/bestmatch(from:) — this appearance's
    /// name when listed; a high-contrast appearance otherwise matches its standard counterpart.
    @available(macOS 10.14, *)
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? {
        if appearances.contains(appearanceName) { return appearanceName }
        let standard: NSAppearance.Name = switch appearanceName {
        case .accessibilityHighContrastAqua: .aqua
        case .accessibilityHighContrastDarkAqua: .darkAqua
        default: appearanceName
        }
        return appearances.contains(standard) ? standard : appearances.first
    }

    // Plumbing: the drawing appearance, behind a lock, as AppKit keeps it per thread.
    private static let drawing = _DrawingAppearance()

    /// https://developer.apple.com/documentation/appkit/nsappearance/currentdrawingappearance
    @available(macOS 11.0, *)
    open class var currentDrawingAppearance: NSAppearance { drawing.current }

    /// https://developer.apple.com/documentation/appkit/nsappearance/performascurrentdrawingappearance(_:) —
    /// saves and restores the previous current appearance.
    @available(macOS 11.0, *)
    open func performAsCurrentDrawingAppearance(_ block: () -> Void) {
        let previous = Self.drawing.swap(self)
        block()
        _ = Self.drawing.swap(previous)
    }
}

// Plumbing for the drawing appearance (light until a driver says otherwise).
private final class _DrawingAppearance: @unchecked Sendable {
    private let lock = NSLock()
    private var appearance = NSAppearance(named: .aqua)!

    var current: NSAppearance {
        lock.lock()
        defer { lock.unlock() }
        return appearance
    }

    func swap(_ new: NSAppearance) -> NSAppearance {
        lock.lock()
        defer { lock.unlock() }
        let old = appearance
        appearance = new
        return old
    }
}

// MARK: - Colours

/// https://developer.apple.com/documentation/appkit/nscolorspace
open class NSColorSpace: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nscolorspace/extendedsrgb
    @available(macOS 10.12, *)
    open class var extendedSRGB: NSColorSpace { NSColorSpace() }
}

/// https://developer.apple.com/documentation/appkit/nscolor
open class NSColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nscolor/name
    public typealias Name = String

    // Plumbing: a colour is fixed extended-sRGB components, or a provider resolved per appearance.
    private enum Content {
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        case provider((NSAppearance) -> NSColor)
    }

    private let content: Content

    private init(content: Content) {
        self.content = content
    }

    /// https://developer.apple.com/documentation/appkit/nscolor/init(red:green:blue:alpha:) — components outside
    /// 0…1 make an extended sRGB colour, as Apple documents; alpha is clamped.
    @available(macOS 10.9, *)
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(content: .components(red: red, green: green, blue: blue, alpha: min(max(alpha, 0), 1)))
    }

    /// https://developer.apple.com/documentation/appkit/nscolor/init(displayp3red:green:blue:alpha:) — values
    /// clamped to 0…1 as Apple documents, kept as the extended sRGB that `usingColorSpace(.extendedSRGB)` gives.
    @available(macOS 10.12, *)
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamped(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) }
        let (r, g, b) = _displayP3ToExtendedSRGB(clamped(red), clamped(green), clamped(blue))
        self.init(content: .components(red: r, green: g, blue: b, alpha: clamped(alpha)))
    }

    /// https://developer.apple.com/documentation/appkit/nscolor/init(name:dynamicprovider:)
    @available(macOS 10.15, *)
    public convenience init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {
        self.init(content: .provider(dynamicProvider))
    }

    /// https://developer.apple.com/documentation/appkit/nscolor/usingcolorspace(_:) — a dynamic colour is
    /// resolved with `NSAppearance.currentDrawingAppearance`, as Apple documents for its component values.
    open func usingColorSpace(_ space: NSColorSpace) -> NSColor? {
        switch content {
        case .components: self
        case .provider(let provider): provider(NSAppearance.currentDrawingAppearance).usingColorSpace(space)
        }
    }

    /// https://developer.apple.com/documentation/appkit/nscolor/getred(_:green:blue:alpha:) — only for a colour
    /// with components (AppKit raises an exception for others; the stand-in returns zeros).
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) {
        guard case .components(let r, let g, let b, let a) = content else { return }
        red?.pointee = r
        green?.pointee = g
        blue?.pointee = b
        alpha?.pointee = a
    }

    // Plumbing for the standard and system colours: their values are not under test, so any fixed colour does.
    private static func _system() -> NSColor { NSColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// https://developer.apple.com/documentation/appkit/nscolor/black
    open class var black: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/white
    open class var white: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/clear
    open class var clear: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/systemblue
    @available(macOS 10.10, *)
    open class var systemBlue: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/systembrown
    @available(macOS 10.10, *)
    open class var systemBrown: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/systemcyan (availability not opened: the later of
    /// the versions we know of, narrower if anything)
    @available(macOS 12.0, *)
    open class var systemCyan: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/systemgray
    @available(macOS 10.10, *)
    open class var systemGray: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/systemgreen
    @available(macOS 10.10, *)
    open class var systemGreen: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/systemindigo
    @available(macOS 10.15, *)
    open class var systemIndigo: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/systemmint (availability not opened: macOS 12, the
    /// later of the versions we know of, narrower if anything)
    @available(macOS 12.0, *)
    open class var systemMint: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/systemorange
    @available(macOS 10.10, *)
    open class var systemOrange: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/systempink
    @available(macOS 10.10, *)
    open class var systemPink: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/systempurple
    @available(macOS 10.10, *)
    open class var systemPurple: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/systemred
    @available(macOS 10.10, *)
    open class var systemRed: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/systemteal
    @available(macOS 10.12, *)
    open class var systemTeal: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/systemyellow
    @available(macOS 10.10, *)
    open class var systemYellow: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/labelcolor
    @available(macOS 10.10, *)
    open class var labelColor: NSColor { _system() }
    /// https://developer.apple.com/documentation/appkit/nscolor/secondarylabelcolor
    @available(macOS 10.10, *)
    open class var secondaryLabelColor: NSColor { _system() }
}

// Plumbing: Display P3 to extended sRGB through linear light and the D65 matrix of CSS Color 4 (as the
// stand-in UIKit converts).
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
