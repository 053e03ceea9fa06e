import Foundation
import RefractOutput
import RefractSwift
import RefractTestSupport
import Testing

/// `.themeTextStyle(\.headline)`: the example's generated Swift and a view using the modifier, type-checked
/// with `-warnings-as-errors` against the stand-in SwiftUI (ViewModifier, ScaledMetric, lineSpacing and
/// tracking copied from Apple's pages). The example's headline is 22 pt: `.title2`'s size, but a style of
/// any size scales, since size, line spacing and tracking are each a `ScaledMetric`.
@Suite("One modifier applies a theme text style that scales with Dynamic Type")
struct ThemeTextStyleTests {
    static let usage = """
        import SwiftUI

        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        struct Headline: View {
            var body: some View { Text("Hello").themeTextStyle(\\.headline) }
        }
        """

    static func generated() throws -> [(path: String, contents: String)] {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        return result.files.map { ($0.path, $0.contents) }
    }

    @Test func theModifierTypeChecksAgainstSwiftUIsDeclarations() throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let include = try #require(StandInSwiftUI.module.directory, "stand-in SwiftUI did not build: \(StandInSwiftUI.module.failure ?? "")")
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try Self.generated()
        for file in files {
            var contents = file.contents
            if file.path == "Theme+SwiftUI.swift" {
                contents = try #require(StandInSwiftUI.expandingEntry(contents)).source
            }
            try contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        try Self.usage.write(to: directory.appendingPathComponent("Usage.swift"), atomically: true, encoding: .utf8)
        let run = try SwiftCompiler.run(swiftc, [
            "-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-I", include.path, "Usage.swift",
        ] + files.map(\.path), in: directory, timeout: 120)
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func sizeLineSpacingAndTrackingEachScaleWithTheNearestTextStyle() throws {
        let swiftUI = try #require(try Self.generated().first { $0.path == "Theme+SwiftUI.swift" }).contents
        for line in [
            "_size = ScaledMetric(wrappedValue: style.size, relativeTo: style.textStyle)",
            "_lineSpacing = ScaledMetric(wrappedValue: style.lineSpacing, relativeTo: style.textStyle)",
            "_tracking = ScaledMetric(wrappedValue: style.tracking, relativeTo: style.textStyle)",
            "content.font(font).lineSpacing(lineSpacing).tracking(tracking)",
        ] {
            #expect(swiftUI.contains(line), "\(line)")
        }
    }
}
