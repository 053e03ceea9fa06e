import Foundation
import RefractOutput
import RefractSwift
import Testing

/// A deprecation that names its replacement (`"Use {color.accent}"`, or `$extensions["dev.refract"].replacedBy`)
/// becomes `renamed:`, so the compiler's warning at a user's code says what to write instead, and Xcode offers
/// the rename as a fix-it. Fixtures/deprecation-replacement: `primary` → accent by its text, `brand` → accent by
/// its extension, `old` → a token that does not exist (no `renamed:`), `older` → `old`.
@Suite("Generated Swift: deprecations that name their replacement")
struct DeprecationReplacementTests {
    static var fixture: String { TestSupport.fixtures.appendingPathComponent("deprecation-replacement").path }

    @Test func theReplacementBecomesRenamedOnTheMemberAndTheAccessors() throws {
        let model = try #require(TestSupport.load(Self.fixture))
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        let members = Dictionary(uniqueKeysWithValues: context.collections.flatMap(\.members).map { ($0.name, $0.renamed) })
        #expect(members["primary"] == .some("accent"))
        #expect(members["brand"] == .some("accent"))
        #expect(members["older"] == .some("old"))
        #expect(members["old"] == .some(nil))
        #expect(members["accent"] == .some(nil))
        let accessors = Dictionary(uniqueKeysWithValues: context.colorAccessors.map { ($0.accessor, $0.renamed) })
        #expect(accessors["themePrimary"] == .some("themeAccent"))
        #expect(accessors["themeOld"] == .some(nil))
    }

    /// Every generated file and a user's file, type-checked against the stand-in SwiftUI: the generated code
    /// itself uses no deprecated name, and each use in the user's file warns with the replacement.
    @Test func aUseOfTheDeprecatedNameWarnsWithTheRename() throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let include = try #require(StandInSwiftUI.module.directory, "stand-in SwiftUI did not build: \(StandInSwiftUI.module.failure ?? "")")
        let model = try #require(TestSupport.load(Self.fixture))
        let result = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in result.files {
            let contents = file.path == "Theme+SwiftUI.swift"
                ? try #require(StandInSwiftUI.expandingEntry(file.contents)).source : file.contents
            try contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        try """
            import SwiftUI
            let member = Theme.default.colors.primary
            let extensionNamed = Theme.default.colors.brand
            let accessor: ThemeShapeStyle<Color> = .themePrimary
            let noReplacement = Theme.default.colors.old

            """.write(to: directory.appendingPathComponent("User.swift"), atomically: true, encoding: .utf8)
        let run = try SwiftCompiler.run(swiftc, [
            "-typecheck", "-wmo", "-swift-version", "6", "-diagnostic-style", "llvm", "-I", include.path, "User.swift",
        ] + result.files.map(\.path), in: directory, timeout: 120)
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        let warnings = lines.filter { $0.contains(": warning: ") }
        #expect(warnings.allSatisfy { $0.hasPrefix("User.swift:") }, "\(warnings)")
        func warning(line: Int) -> String? { warnings.first { $0.hasPrefix("User.swift:\(line):") } }
        /// The fix-it note swiftc gives for `renamed:` at the same place as the warning.
        func rename(line: Int) -> String? { lines.first { $0.hasPrefix("User.swift:\(line):") && $0.contains(": note: use '") } }
        #expect(warning(line: 2)?.contains("'primary' is deprecated: Use {color.accent}") == true, "\(warnings)")
        #expect(rename(line: 2)?.hasSuffix("note: use 'accent' instead") == true, "\(run.output)")
        #expect(warning(line: 3)?.contains("'brand' is deprecated: token 'color.brand' is deprecated") == true, "\(warnings)")
        #expect(rename(line: 3)?.hasSuffix("note: use 'accent' instead") == true, "\(run.output)")
        #expect(warning(line: 4)?.contains("'themePrimary' is deprecated: Use {color.accent}") == true, "\(warnings)")
        #expect(rename(line: 4)?.hasSuffix("note: use 'themeAccent' instead") == true, "\(run.output)")
        #expect(warning(line: 5)?.contains("'old' is deprecated: Use {color.gone}") == true, "\(warnings)")
        #expect(rename(line: 5) == nil, "\(run.output)")
        #expect(warnings.count == 4, "\(warnings)")
    }
}
