import Foundation
import RefractOutput
import RefractSwift
import RefractTestSupport
import Testing

/// Compiles (not only type-checks) the Foundation layer of the largest design system of the corpus,
/// github-primer (12 themes, 1,140 colours), as an app's debug build would: `swiftc -emit-library -Onone`,
/// with its colours stored in one array. How long that takes is a benchmark (Benchmarks/budgets.py),
/// not a test: a bound on seconds fails on a busy machine.
@Suite("Generated Swift: the largest design system compiles")
struct LargestSystemCompileTests {
    @Test func theLargestDesignSystemCompiles() throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path, Corpus.require() else { return }
        let path = Corpus.examples.appendingPathComponent("github-primer.resolver.json").path
        let model = try #require(TestSupport.load(path))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in TestSupport.foundationFiles(result) {
            try file.contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        let colors = try #require(result.files.first { $0.path == "ThemeColors.swift" })
        let counts = CollectionShapeTests.storedPropertyCounts(colors.contents)
        // The values' array alone (`Key` is an enum: no stored property).
        #expect(counts == ["ThemeColors": 1])
        let run = try SwiftCompiler.run(swiftc, [
            "-emit-library", "-Onone", "-swift-version", "6", "-warnings-as-errors", "-module-name", "ThemeKit",
            "-o", "libThemeKit.so",
        ] + TestSupport.foundationFiles(result).map(\.path), in: directory, timeout: 600)
        #expect(run.status == 0, "\(run.output)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("libThemeKit.so").path))
    }
}
