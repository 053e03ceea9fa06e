import Foundation
import RefractOutput
import RefractSwift
import Testing

/// The compiler does not check `@available(iOS …)` on Linux, so this reads the generated SwiftUI layer:
/// every top-level declaration states its availability, and the declarations built on
/// `ShapeStyle.resolve(in:)` (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1) state exactly that.
@Suite("Generated Swift: availability of the SwiftUI layer")
struct AvailabilityTests {
    static let resolveIn = "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)"

    @Test func everyTopLevelDeclarationStatesItsAvailability() throws {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let file = try #require(result.files.first { $0.path == "Theme+SwiftUI.swift" })
        let lines = file.contents.split(separator: "\n").map(String.init)
        let declarations = lines.indices.filter { lines[$0].hasPrefix("nonisolated extension ") || lines[$0].hasPrefix("nonisolated public struct ") }
        #expect(declarations.count >= 12)
        for index in declarations {
            #expect(lines[index - 1].hasPrefix("@available(iOS "), "no availability on '\(lines[index])'")
            if lines[index].contains(": ShapeStyle") || lines[index].contains("ThemeShapeStyle") {
                #expect(lines[index - 1] == Self.resolveIn, "'\(lines[index])' needs \(Self.resolveIn)")
            }
        }
        // Built on `resolve(in:)`: the shape styles, and the bridges from a SwiftUI `Color` (`Color.resolve(in:)`).
        #expect(declarations.filter { lines[$0 - 1] == Self.resolveIn }.map { lines[$0] } == [
            "nonisolated extension ThemeAdaptiveStyle where Style == Color {",
            "nonisolated extension ThemeAdaptiveStyle where Style == Gradient {",
            "nonisolated extension ThemeGradient {",
            "nonisolated extension ThemeAdaptiveStyle: ShapeStyle where Style: ShapeStyle {",
            "nonisolated extension ThemeColor {",
            "nonisolated extension ThemeAdaptiveStyle where Style == ThemeColor {",
            "nonisolated extension ThemeColor: ShapeStyle {",
            "nonisolated extension ThemeGradient: ShapeStyle {",
            "nonisolated public struct ThemeShadowedStyle<Base: ShapeStyle>: ShapeStyle {",
            "nonisolated extension ShapeStyle {",
            "nonisolated public struct ThemeShapeStyle<Style: ShapeStyle>: ShapeStyle {",
            "nonisolated extension ThemeShapeStyle where Style == Color {",
            "nonisolated extension ThemeShapeStyle where Style == Gradient {",
            "nonisolated extension ShapeStyle where Self == ThemeShapeStyle<Color> {",
            "nonisolated extension ShapeStyle where Self == ThemeShapeStyle<Gradient> {",
        ])
    }
}
