import Foundation
import RefractOutput
import RefractSwift
import RefractTestSupport
import Testing

/// Examples/ThemeApp's SwiftUI side, which Linux cannot build: the Swift layer of its tokens, as its build
/// plugin generates it, and the app's own sources type-check against the stand-in `SwiftUI` module. (Its
/// Foundation side is built and tested with the plugin by scripts/test-example-package.sh.)
@Suite("Examples/ThemeApp against Apple's declarations")
struct ExamplePackageTests {
    static let target = TestSupport.packageRoot.appendingPathComponent("Examples/ThemeApp/Sources/ThemeKit")

    @Test func theAppsSwiftUICodeTypeChecksWithTheGeneratedLayer() throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let module = StandInSwiftUI.module
        let include = try #require(module.directory, "stand-in SwiftUI did not build: \(module.failure ?? "")")
        let model = try #require(TestSupport.load(Self.target.appendingPathComponent("tokens/app.resolver.yaml").path))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.files.map(\.path) == SwiftContext.fileNames)

        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in result.files {
            var contents = file.contents
            if file.path == "Theme+SwiftUI.swift" {
                contents = try #require(StandInSwiftUI.expandingEntry(contents), "expected exactly one @Entry line").source
            }
            try contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        let appSources = try FileManager.default.contentsOfDirectory(atPath: Self.target.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { Self.target.appendingPathComponent($0).path }
        #expect(appSources.contains { $0.hasSuffix("AccentLabel.swift") })
        let run = try SwiftCompiler.run(swiftc, [
            "-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-I", include.path,
        ] + result.files.map(\.path) + appSources, in: directory, timeout: 120)
        #expect(run.status == 0, "\(run.output)")
    }
}
