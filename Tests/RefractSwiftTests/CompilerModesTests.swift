import Foundation
import RefractOutput
import RefractSwift
import Testing

/// Xcode 26 starts app targets with `-default-isolation MainActor`: the generated types and extensions are
/// `nonisolated`, so the output compiles there as in a plain target, in Swift 5 and Swift 6 mode, with
/// warnings as errors, the Foundation layer built and run, the SwiftUI layer type-checked against the stand-in.
@Suite("Generated Swift: Swift 5 and 6, MainActor by default, warnings as errors")
struct CompilerModesTests {
    struct Mode: Sendable, CustomTestStringConvertible {
        var swiftVersion: String
        var mainActorByDefault: Bool
        var testDescription: String { "Swift \(swiftVersion)\(mainActorByDefault ? ", MainActor by default" : "")" }
        var flags: [String] {
            ["-swift-version", swiftVersion, "-warnings-as-errors"] + (mainActorByDefault ? ["-default-isolation", "MainActor"] : [])
        }
    }

    static let modes = [
        Mode(swiftVersion: "5", mainActorByDefault: true), Mode(swiftVersion: "6", mainActorByDefault: true),
        Mode(swiftVersion: "5", mainActorByDefault: false),
    ]

    /// `Fixtures/parts` has a partitioned collection, `every-type` one of each kind with deprecations.
    @Test(arguments: modes, [TestSupport.partsTokens, TestSupport.everyTypeTokens])
    func theOutputCompilesAndRuns(_ mode: Mode, _ tokens: String) throws {
        guard let swiftc = SwiftCompiler.available() else { return }
        let model = try #require(TestSupport.load(tokens))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in result.files {
            try file.contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        // Top-level code is on the main actor; the theme is read from a nonisolated function too.
        try """
            import Foundation
            nonisolated func encoded() throws -> Data { try JSONEncoder().encode(Theme.default) }
            let decoded = try JSONDecoder().decode(Theme.self, from: encoded())
            print(decoded == Theme.default ? "round trip: ok" : "round trip: FAIL")
            """.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let build = try SwiftCompiler.run(swiftc, mode.flags + ["-o", "driver", "main.swift"] + TestSupport.foundationFiles(result).map(\.path), in: directory)
        #expect(build.status == 0, "\(build.output)")
        guard build.status == 0 else { return }
        let run = try SwiftCompiler.run(directory.appendingPathComponent("driver").path, [], in: directory)
        #expect(run.output == "round trip: ok\n", "\(run.output)")
    }

    @Test(arguments: modes)
    func theSwiftUILayerTypeChecks(_ mode: Mode) throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let include = try #require(StandInSwiftUI.module.directory, "stand-in SwiftUI did not build: \(StandInSwiftUI.module.failure ?? "")")
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in result.files {
            var contents = file.contents
            if file.path == "Theme+SwiftUI.swift" {
                contents = try #require(StandInSwiftUI.expandingEntry(contents)).source
            }
            try contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        let run = try SwiftCompiler.run(swiftc, ["-typecheck", "-wmo", "-I", include.path] + mode.flags + result.files.map(\.path), in: directory)
        #expect(run.status == 0, "\(run.output)")
    }
}
