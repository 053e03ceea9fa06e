// A stand-in `SwiftUI` module, so the generated SwiftUI layer can be type-checked on Linux.
//
// Every public declaration copies Apple's declaration of an API that the generated code or the article's
// usage needs, signature for signature, and cites the documentation page it was copied from. Bodies are
// stubs: only declarations are checked. Availability attributes are copied as Apple declares them; on
// Linux the compiler does not enforce `@available(iOS …, macOS …)`, so this module proves that the code
// type-checks against these signatures, NOT that the generated code declares enough availability.
//
// Declarations marked "plumbing" are not Apple API under test: they are the least needed for the module
// itself to compile (a conformance Apple provides in a form the docs do not show, a stored value behind a
// `static let`). They are kept minimal and are never called by the checked code in ways Apple's API forbids.
//
// Citations: most pages were read (declaration and availability); these follow Apple's URL scheme from a
// linked or sibling page and were not opened one by one: Alignment/center, Text's View conformance, Animatable,
// VectorArithmetic, EmptyAnimatableData and its animatableData anchor, Path, Shape/path(in:), FillStyle's
// init, Color's black … secondary (availability of brown, cyan, mint and teal taken from the indigo and
// ShapeStyle/cyan pages), Font.Weight's statics and Font.Design, ColorScheme's cases, ColorSchemeContrast/standard, EnvironmentValues/init(),
// EnvironmentKey/defaultValue, Environment/wrappedValue, View/font(_:), View/animation(_:value:),
// Animation/easeInOut(duration:), Color.Resolved's red, blue and opacity (green was read), Binding/wrappedValue and
// Binding/init(projectedValue:), Font/system(_:design:weight:) (its declaration as quoted from Apple's interface),
// Font.TextStyle's cases, and CoreGraphics' CGLineCap and CGLineJoin.
//
// Deliberate gaps, each narrower than Apple (so they can only make a check fail, never pass wrongly):
// only the members used are declared, and `LocalizedStringKey` declares only its string-literal conformance.

import Foundation

// Plumbing: a value for stubs of `static let`, which need an initial value.
@usableFromInline func _standIn<T>() -> T { fatalError("stand-in SwiftUI: declarations only") }

// MARK: - View

/// https://developer.apple.com/documentation/swiftui/view
/// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
/// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — that page now shows
/// `@ContentBuilder`, the Xcode 27 spelling; per https://developer.apple.com/documentation/swiftui/viewbuilder,
/// Xcode 26 and earlier use `@ViewBuilder`, which this stand-in keeps.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content>(_ content: Content) -> Content { content }
}

// Plumbing: `Text` and `Color.Resolved`-style leaf types have `Body == Never`; Apple declares `Never: View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }

    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        self
    }

    /// https://developer.apple.com/documentation/swiftui/view/tint(_:)-23xyq
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func tint(_ tint: Color?) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { self }

    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    nonisolated public func font(_ font: Font?) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
    nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { self }

    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// https://developer.apple.com/documentation/swiftui/view/linespacing(_:)
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/tracking(_:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        self
    }
}

/// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center: Alignment = _standIn()
}

/// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}

    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    public init<S>(_ content: S) where S: StringProtocol {}
}

// Plumbing: Apple's `Text` is a primitive view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringLiteral {
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
    public init(_ value: String) {}

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
    public init(stringLiteral value: String) {}
}

// MARK: - Shapes

/// https://developer.apple.com/documentation/swiftui/animatable — only the requirement; Apple's default
/// for `EmptyAnimatableData` is what `Rectangle` uses.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

/// https://developer.apple.com/documentation/swiftui/vectorarithmetic
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

/// https://developer.apple.com/documentation/swiftui/emptyanimatabledata
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyAnimatableData: VectorArithmetic {
    public static var zero: EmptyAnimatableData { _standIn() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    /// https://developer.apple.com/documentation/swiftui/animatable/animatabledata-6nydg
    public var animatableData: EmptyAnimatableData { get { _standIn() } set {} }
}

/// https://developer.apple.com/documentation/swiftui/path
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Path: Equatable, Sendable {}

/// https://developer.apple.com/documentation/swiftui/shape
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public protocol Shape: Sendable, Animatable, View {
    /// https://developer.apple.com/documentation/swiftui/shape/path(in:)
    func path(in rect: CGRect) -> Path
}

// Plumbing: Apple gives every `Shape` its `body` (a foreground fill); the docs do not show its form.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { _standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)-3y2ud
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S>
    where S: ShapeStyle {
        _standIn()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    /// https://developer.apple.com/documentation/swiftui/shape/stroke(_:style:)
    nonisolated public func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S: ShapeStyle { Rectangle() }
}

// Plumbing: SwiftUI re-exports CoreGraphics, whose line caps and joins `StrokeStyle` takes; Foundation on Linux
// has no CoreGraphics. https://developer.apple.com/documentation/coregraphics/cglinecap and
// https://developer.apple.com/documentation/coregraphics/cglinejoin (cases as listed there).
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// https://developer.apple.com/documentation/swiftui/strokestyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct StrokeStyle: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/strokestyle/init(linewidth:linecap:linejoin:miterlimit:dash:dashphase:)
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {}
}

/// The return type of `Shape.fill(_:style:)`, named on its page (above); a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/fillstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct FillStyle: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// https://developer.apple.com/documentation/swiftui/rectangle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Rectangle: Shape {
    /// https://developer.apple.com/documentation/swiftui/rectangle/init()
    public init() {}

    /// https://developer.apple.com/documentation/swiftui/shape/path(in:)
    nonisolated public func path(in rect: CGRect) -> Path { _standIn() }
}

// MARK: - Shape styles

/// https://developer.apple.com/documentation/swiftui/shapestyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/resolved
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    associatedtype Resolved: ShapeStyle = Never

    /// https://developer.apple.com/documentation/swiftui/shapestyle/resolve(in:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    func resolve(in environment: EnvironmentValues) -> Self.Resolved
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self.Resolved == Never {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/resolve(in:)-6feyg
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public func resolve(in environment: EnvironmentValues) -> Never { _standIn() }
}

// Plumbing: `Never` is the default `Resolved`, so Apple declares `Never: ShapeStyle`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: ShapeStyle {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/shadow(_:)
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { self }
}

/// https://developer.apple.com/documentation/swiftui/anyshapestyle
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct AnyShapeStyle: ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/anyshapestyle/init(_:)
    public init<S>(_ style: S) where S: ShapeStyle {}
}

/// https://developer.apple.com/documentation/swiftui/foregroundstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ForegroundStyle: ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/foregroundstyle/init()
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == ForegroundStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/foreground
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// https://developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgb
        case sRGB
        /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgblinear
        case sRGBLinear
        /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/displayp3
        case displayP3
    }

    /// https://developer.apple.com/documentation/swiftui/color/resolved
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    @frozen public struct Resolved: Hashable, ShapeStyle {
        /// https://developer.apple.com/documentation/swiftui/color/resolved/red
        public var red: Float { get { 0 } set {} }
        /// https://developer.apple.com/documentation/swiftui/color/resolved/green
        public var green: Float { get { 0 } set {} }
        /// https://developer.apple.com/documentation/swiftui/color/resolved/blue
        public var blue: Float { get { 0 } set {} }
        /// https://developer.apple.com/documentation/swiftui/color/resolved/opacity
        public var opacity: Float { get { 0 } set {} }
    }

    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}

    /// https://developer.apple.com/documentation/swiftui/color/init(_:white:opacity:) — for the default
    /// arguments of `ShadowStyle`.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}

    /// https://developer.apple.com/documentation/swiftui/color/black
    public static let black: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/blue
    public static let blue: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/brown
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let brown: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/cyan
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let cyan: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/gray
    public static let gray: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/green
    public static let green: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/indigo
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let indigo: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/mint
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let mint: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/orange
    public static let orange: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/pink
    public static let pink: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/purple
    public static let purple: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/red
    public static let red: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/teal
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let teal: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/white
    public static let white: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/yellow
    public static let yellow: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/primary
    public static let primary: Color = _standIn()
    /// https://developer.apple.com/documentation/swiftui/color/secondary
    public static let secondary: Color = _standIn()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/color/resolve(in:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved { _standIn() }
}

/// https://developer.apple.com/documentation/swiftui/gradient
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Gradient: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/gradient/stop
    @frozen public struct Stop: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/gradient/stop/init(color:location:)
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }

        /// https://developer.apple.com/documentation/swiftui/gradient/stop/color
        public var color: Color
        /// https://developer.apple.com/documentation/swiftui/gradient/stop/location
        public var location: CGFloat
    }

    /// https://developer.apple.com/documentation/swiftui/gradient/init(stops:)
    public init(stops: [Gradient.Stop]) { self.stops = stops }

    /// https://developer.apple.com/documentation/swiftui/gradient/stops
    public var stops: [Gradient.Stop]
}

// Plumbing: Gradient is a ShapeStyle (it fills as a linear gradient from top to bottom, as rozd/theme-kit's
// `ThemeShapeStyle<Gradient>` relies on); Apple's conformance resolves through SwiftUI's internals, which the
// documentation does not show, so the stand-in takes the protocol's default `Resolved` (Never).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Gradient: ShapeStyle {}

/// https://developer.apple.com/documentation/swiftui/unitpoint
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/unitpoint/top
    public static let top: UnitPoint = _standIn()
    /// https://developer.apple.com/documentation/swiftui/unitpoint/bottom
    public static let bottom: UnitPoint = _standIn()
}

/// https://developer.apple.com/documentation/swiftui/lineargradient
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct LinearGradient: ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/lineargradient/init(gradient:startpoint:endpoint:)
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
}

/// https://developer.apple.com/documentation/swiftui/shadowstyle
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ShadowStyle: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/shadowstyle/drop(color:radius:x:y:)
    public static func drop(
        color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/shadowstyle/inner(color:radius:x:y:)
    public static func inner(
        color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle { _standIn() }
}

// MARK: - Text and motion

/// https://developer.apple.com/documentation/swiftui/font
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/weight
    @frozen public struct Weight: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/font/weight/ultralight
        public static let ultraLight: Font.Weight = _standIn()
        /// https://developer.apple.com/documentation/swiftui/font/weight/thin
        public static let thin: Font.Weight = _standIn()
        /// https://developer.apple.com/documentation/swiftui/font/weight/light
        public static let light: Font.Weight = _standIn()
        /// https://developer.apple.com/documentation/swiftui/font/weight/regular
        public static let regular: Font.Weight = _standIn()
        /// https://developer.apple.com/documentation/swiftui/font/weight/medium
        public static let medium: Font.Weight = _standIn()
        /// https://developer.apple.com/documentation/swiftui/font/weight/semibold
        public static let semibold: Font.Weight = _standIn()
        /// https://developer.apple.com/documentation/swiftui/font/weight/bold
        public static let bold: Font.Weight = _standIn()
        /// https://developer.apple.com/documentation/swiftui/font/weight/heavy
        public static let heavy: Font.Weight = _standIn()
        /// https://developer.apple.com/documentation/swiftui/font/weight/black
        public static let black: Font.Weight = _standIn()
    }

    /// https://developer.apple.com/documentation/swiftui/font/textstyle — the cases of every platform
    /// (`extraLargeTitle` and `extraLargeTitle2`, visionOS only, are left out).
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// https://developer.apple.com/documentation/swiftui/font/design — only the case the defaults name.
    public enum Design: Hashable, Sendable {
        case `default`
    }

    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-73a88 (the page
    /// lists it as deprecated from the 27.2 releases; `@available(…, deprecated:)` is not reproduced).
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        _standIn()
    }

    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-697b2
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        _standIn()
    }

    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:)
    public static func custom(_ name: String, size: CGFloat) -> Font { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/font/system(_:design:weight:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        _standIn()
    }

    /// https://developer.apple.com/documentation/swiftui/font/weight(_:)
    public func weight(_ weight: Font.Weight) -> Font { self }
}

/// https://developer.apple.com/documentation/swiftui/animation
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Animation: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/animation/timingcurve(_:_:_:_:duration:)
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:)
    public static func easeInOut(duration: TimeInterval) -> Animation { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/animation/delay(_:)
    public func delay(_ delay: TimeInterval) -> Animation { self }
}

// MARK: - Environment

/// https://developer.apple.com/documentation/swiftui/colorscheme
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/colorscheme/light
    case light
    /// https://developer.apple.com/documentation/swiftui/colorscheme/dark
    case dark
}

/// https://developer.apple.com/documentation/swiftui/colorschemecontrast — `enum ColorSchemeContrast` with its
/// `allCases` (CaseIterable); Equatable as every enum without payloads (the page compares `== .standard`).
/// Further conformances are left out: narrower than Apple.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorSchemeContrast: CaseIterable {
    /// https://developer.apple.com/documentation/swiftui/colorschemecontrast/standard
    case standard
    /// https://developer.apple.com/documentation/swiftui/colorschemecontrast/increased
    case increased
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
    public init() {}

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { _standIn() }
        set {}
    }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    public var colorScheme: ColorScheme {
        get { _standIn() }
        set {}
    }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast — read-only:
    /// "depends entirely on user settings, and you can't change it".
    public var colorSchemeContrast: ColorSchemeContrast { _standIn() }
}

/// https://developer.apple.com/documentation/swiftui/environmentkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    /// https://developer.apple.com/documentation/swiftui/environmentkey/value
    associatedtype Value
    /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
    static var defaultValue: Self.Value { get }
}

/// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value> {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { _standIn() }
}

/// https://developer.apple.com/documentation/swiftui/binding — only its type; the checked code receives one.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { _standIn() }
        nonmutating set {}
    }

    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { _standIn() }
}

/// https://developer.apple.com/documentation/swiftui/colorpicker
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct ColorPicker<Label>: View where Label: View {
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ColorPicker where Label == Text {
    /// The `LocalizedStringKey` and `Binding<Color>` form of
    /// https://developer.apple.com/documentation/swiftui/colorpicker/init(_:selection:supportsopacity:) (the
    /// page groups its overloads; this is the one the ColorPicker page's example calls).
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {}
}

/// https://developer.apple.com/documentation/swiftui/entry() — declared exactly as on that page. Its
/// implementation is a compiler plugin that ships only with Apple's SDK (the module name is the one Apple's
/// interface names, not shown on the page), so a use cannot be expanded here: the test type-checks a copy of
/// the generated file in which the one `@Entry` line is replaced by the expansion Apple documents.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")

// MARK: - UIKit interoperation

// Built only when the stand-in UIKit module (Fixtures/StandInUIKit) is on the include path, as Apple's SwiftUI
// has this initialiser only where UIKit is.
#if canImport(UIKit)
import UIKit

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
    /// https://developer.apple.com/documentation/swiftui/color/init(uicolor:) — "The new color preserves the
    /// adaptability of the original."
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(uiColor: UIColor) {}
}
#endif

// MARK: - AppKit interoperation

// Built only when the stand-in AppKit module (Fixtures/StandInAppKit) is on the include path, as Apple's SwiftUI
// has this initialiser only where AppKit is.
#if canImport(AppKit)
import AppKit

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
    /// https://developer.apple.com/documentation/swiftui/color/init(nscolor:)
    @available(macOS 12.0, *)
    public init(nsColor: NSColor) {}
}
#endif

// MARK: - View modifiers and Dynamic Type

/// https://developer.apple.com/documentation/swiftui/viewmodifier
/// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:) (the page now shows
/// `@ContentBuilder`, which does not exist before the 27 SDKs; `@ViewBuilder` is what the 26 SDK declares)
/// https://developer.apple.com/documentation/swiftui/viewmodifier/content — an opaque type alias; the
/// SDK's interface names `_ViewModifier_Content<Self>`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

/// The proxy `body(content:)` receives (see ViewModifier.Content above).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in SwiftUI: declarations only") }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
/// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/content
    public var content: Content
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
    public var modifier: Modifier

    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent — "Conforms To: View (Content: View,
/// Modifier: ViewModifier)".
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in SwiftUI: declarations only") }
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty — its one requirement has a default.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// https://developer.apple.com/documentation/swiftui/scaledmetric
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    /// https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:)
    public init(wrappedValue: Value) {}

    /// https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:relativeto:)
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}

    /// https://developer.apple.com/documentation/swiftui/scaledmetric/wrappedvalue
    public var wrappedValue: Value { _standIn() }
}

// MARK: - Layout, for the previews (Theme+Previews.swift)

// The pages of this section were read in Apple's documentation except those marked "by the URL scheme" (their
// declarations as the SDK's interface gives them, the pages not opened one by one).

/// https://developer.apple.com/documentation/swiftui/tupleview (by the URL scheme) — what `buildBlock` of more than
/// one view returns.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct TupleView<T>: View {
    /// https://developer.apple.com/documentation/swiftui/tupleview/value
    public var value: T
    /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError("stand-in SwiftUI: declarations only") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:) (by the URL scheme) — the
    /// two-view form every SDK declares (the 17 SDKs add a variadic one).
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> where C0: View, C1: View {
        _standIn()
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:) (by the URL scheme).
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)>
    where C0: View, C1: View, C2: View {
        _standIn()
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:) (by the URL scheme).
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleView<(C0, C1, C2, C3)>
    where C0: View, C1: View, C2: View, C3: View {
        _standIn()
    }
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable {
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    public static let leading: HorizontalAlignment = _standIn()
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static let center: HorizontalAlignment = _standIn()
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VerticalAlignment: Equatable {
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/center
    public static let center: VerticalAlignment = _standIn()
}

/// https://developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VStack<Content>: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in SwiftUI: declarations only") }
}

/// https://developer.apple.com/documentation/swiftui/hstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HStack<Content>: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in SwiftUI: declarations only") }
}

/// https://developer.apple.com/documentation/swiftui/axis
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Axis: Int8, CaseIterable {
    case horizontal
    case vertical

    /// https://developer.apple.com/documentation/swiftui/axis/set
    @frozen public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/swiftui/axis/set/horizontal
        public static let horizontal = Set(rawValue: 1)
        /// https://developer.apple.com/documentation/swiftui/axis/set/vertical
        public static let vertical = Set(rawValue: 2)
    }
}

/// https://developer.apple.com/documentation/swiftui/scrollview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ScrollView<Content>: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in SwiftUI: declarations only") }
}

/// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

/// https://developer.apple.com/documentation/swiftui/foreach — "Conforms To: View (Content: View)".
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    public var body: Never { fatalError("stand-in SwiftUI: declarations only") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:) (by the URL scheme; the page
    /// groups its overloads) — the form over `Identifiable` elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/edge
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing

    /// https://developer.apple.com/documentation/swiftui/edge/set
    @frozen public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/swiftui/edge/set/all
        public static let all = Set(rawValue: 15)
    }
}

/// https://developer.apple.com/documentation/swiftui/backgroundstyle
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct BackgroundStyle: ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/backgroundstyle/init()
    public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == BackgroundStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/background
    public static var background: BackgroundStyle { BackgroundStyle() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-6pgqq (by the URL scheme) — the form
    /// of one length on every edge.
    nonisolated public func padding(_ length: CGFloat) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    where S: ShapeStyle { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
    /// https://developer.apple.com/documentation/swiftui/font/headline
    public static let headline: Font = _standIn()
    /// https://developer.apple.com/documentation/swiftui/font/caption
    public static let caption: Font = _standIn()
}
