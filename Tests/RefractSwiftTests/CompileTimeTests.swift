import Foundation
import RefractOutput
import RefractSwift
import Testing

/// Compiles (not only type-checks) the Foundation layer of the largest design system of the corpus,
/// github-primer (12 themes, 1,140 colours), as an app's debug build would: `swiftc -emit-library -Onone`.
/// The bound is on the compiler's CPU time, which a busy machine disturbs far less than wall time. With all
/// 1,140 colours stored in one struct this took about 60 s of CPU (definite initialisation and the other
/// mandatory passes grow faster than linearly with the stored properties of one type); in parts, about 14 s.
@Suite("Generated Swift: compile time")
struct CompileTimeTests {
    static let boundSeconds = 30.0

    @Test func theLargestDesignSystemCompilesWithinTheBound() throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let path = SwiftUILayerTests.corpora.appendingPathComponent("github-primer.resolver.json").path
        guard FileManager.default.fileExists(atPath: path) else {
            if TestSupport.isCI { Issue.record("\(path) is missing and CI=true") }
            return
        }
        let model = try #require(TestSupport.load(path))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in result.files where file.path != "Theme+SwiftUI.swift" {
            try file.contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        let theme = try #require(result.files.first { $0.path == "Theme.swift" })
        let counts = PartsTests.storedPropertyCounts(theme.contents)
        #expect(counts["ThemeColors"] == 18)
        #expect(counts.values.allSatisfy { $0 <= SwiftContext.partSize })
        let stats = directory.appendingPathComponent("stats")
        try FileManager.default.createDirectory(at: stats, withIntermediateDirectories: true)
        let run = try SwiftCompiler.run(swiftc, [
            "-emit-library", "-Onone", "-swift-version", "6", "-warnings-as-errors", "-module-name", "ThemeKit",
            "-Xfrontend", "-stats-output-dir", "-Xfrontend", stats.path,
            "Theme.swift", "ThemeRuntime.swift", "-o", "libThemeKit.so",
        ], in: directory, timeout: 300)
        #expect(run.status == 0, "\(run.output)")
        let seconds = try Self.frontendCPUSeconds(stats)
        #expect(seconds > 0)
        #expect(seconds < Self.boundSeconds, "compiling github-primer's Foundation layer took \(seconds) s of CPU")
    }

    /// User and system time of every compiler frontend job, from the `-stats-output-dir` reports.
    static func frontendCPUSeconds(_ stats: URL) throws -> Double {
        var total = 0.0
        for file in try FileManager.default.contentsOfDirectory(at: stats, includingPropertiesForKeys: nil)
        where file.pathExtension == "json" {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
            for (key, value) in object where key.hasPrefix("time.swift-frontend.") && (key.hasSuffix(".user") || key.hasSuffix(".sys")) {
                total += (value as? Double) ?? 0
            }
        }
        return total
    }
}
