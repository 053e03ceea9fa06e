import Foundation
import RefractOutput
import RefractSwift
import Testing

/// `platforms.swift.visibility: internal`: every generated declaration is `internal`, so the design-system
/// module uses its theme and exports none of it; a second module importing it cannot see a member.
@Suite("Generated Swift: internal visibility")
struct VisibilityTests {
    static func generate(_ visibility: String) throws -> (files: [(String, String)], diagnostics: [String]) {
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let options = PlatformOptions(destination: "swift", settings: ["visibility": visibility])
        let result = SwiftBackend.generate(model, options: options, templates: TestSupport.templates)
        return (TestSupport.foundationFiles(result).map { ($0.path, $0.contents) }, result.diagnostics.map(\.message))
    }

    @Test func everyDeclarationFollowsTheSetting() throws {
        let hidden = try Self.generate("internal")
        #expect(hidden.diagnostics.isEmpty, "\(hidden.diagnostics)")
        for (path, contents) in hidden.files {
            #expect(!contents.contains("public "), "\(path) still declares something public")
        }
        #expect(hidden.files.contains { $0.1.contains("internal struct Theme") })
        let standard = try Self.generate("public")
        #expect(standard.files.contains { $0.1.contains("public struct Theme") })
        let wrong = try Self.generate("private")
        #expect(wrong.diagnostics.contains("setting 'visibility' is 'private', not 'public' or 'internal'"))
    }

    /// The module compiles (Swift 6, warnings as errors) and uses its theme; an app importing it sees it only
    /// when it is public.
    @Test(arguments: ["internal", "public"])
    func aSecondModuleSeesTheThemeOnlyWhenPublic(_ visibility: String) throws {
        guard let swiftc = SwiftCompiler.available() else { return }
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources: [String] = []
        for (path, contents) in try Self.generate(visibility).files {
            try contents.write(to: directory.appendingPathComponent(path), atomically: true, encoding: .utf8)
            sources.append(path)
        }
        try "func insideTheModule() -> Bool { Theme.default.colors.primary == Theme.default.colors.primary }\n"
            .write(to: directory.appendingPathComponent("Inside.swift"), atomically: true, encoding: .utf8)
        let module = try SwiftCompiler.run(swiftc, [
            "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name", "DesignSystem",
            "-emit-module", "-emit-module-path", "DesignSystem.swiftmodule", "-wmo", "-c", "-o", "DesignSystem.o",
        ] + sources + ["Inside.swift"], in: directory)
        try #require(module.status == 0, "\(module.output)")
        try "import DesignSystem\nlet primary = Theme.default.colors.primary\n"
            .write(to: directory.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let app = try SwiftCompiler.run(swiftc, ["-typecheck", "-I", ".", "App.swift"], in: directory)
        if visibility == "internal" {
            #expect(app.status != 0)
            #expect(app.output.contains("cannot find 'Theme' in scope"), "\(app.output)")
        } else {
            #expect(app.status == 0, "\(app.output)")
        }
    }

    /// The SwiftUI and UIKit layers, internal too, type-check against the stand-in SwiftUI (Swift 6, warnings as
    /// errors): an internal member is never exposed by a public one.
    @Test func theSwiftUILayerTypeChecksInternal() throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let include = try #require(StandInSwiftUI.module.directory, "stand-in SwiftUI did not build: \(StandInSwiftUI.module.failure ?? "")")
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        let options = PlatformOptions(destination: "swift", settings: ["visibility": "internal"])
        let result = SwiftBackend.generate(model, options: options, templates: TestSupport.templates)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in result.files {
            var contents = file.contents
            if file.path == "Theme+SwiftUI.swift" {
                contents = try #require(StandInSwiftUI.expandingEntry(contents)).source
            }
            try contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        let run = try SwiftCompiler.run(
            swiftc, ["-typecheck", "-wmo", "-I", include.path, "-swift-version", "6", "-warnings-as-errors"] + result.files.map(\.path),
            in: directory)
        #expect(run.status == 0, "\(run.output)")
    }
}
