import Foundation
import RefractOutput
import RefractSwift
import Testing

/// Deprecated tokens stay deprecated for the code that uses them, while the generated code itself uses no
/// deprecated API (its initialiser and `copyWith` go through the stored parts).
@Suite("Generated Swift: deprecated tokens")
struct DeprecationTests {
    @Test func onlyTheUsersCodeIsWarned() throws {
        guard SwiftCompiler.available() != nil, let swiftc = SwiftCompiler.path else { return }
        let model = try #require(TestSupport.load(TestSupport.everyTypeTokens))
        let options = PlatformOptions(destination: "swift")
        let (context, _) = SwiftBackend.context(model, options: options)
        let deprecated = try #require(context.collections.flatMap(\.members).first { $0.deprecation != nil })
        let collection = try #require(context.collections.first { $0.members.contains(deprecated) })
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in SwiftBackend.generate(model, options: options, templates: TestSupport.templates).files {
            try file.contents.write(to: directory.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        try "let value = Theme.default.\(collection.property).\(deprecated.identifier)\n".write(
            to: directory.appendingPathComponent("User.swift"), atomically: true, encoding: .utf8)
        let sources = TestSupport.foundationFiles(SwiftBackend.generate(model, options: options, templates: TestSupport.templates))
        let run = try SwiftCompiler.run(swiftc, [
            "-typecheck", "-wmo", "-swift-version", "6", "User.swift",
        ] + sources.map(\.path), in: directory)
        #expect(run.status == 0, "\(run.output)")
        let warnings = run.output.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.allSatisfy { $0.hasPrefix("User.swift:") && $0.contains("is deprecated") }, "\(warnings)")
    }

    @Test func deprecatedMembersAreStoredWithoutDeprecation() throws {
        let model = try #require(TestSupport.load(TestSupport.everyTypeTokens))
        let (context, _) = SwiftBackend.context(model, options: PlatformOptions(destination: "swift"))
        let deprecated = try #require(context.collections.flatMap(\.members).first { $0.deprecation != nil })
        let swift = SwiftBackend.generate(model, options: PlatformOptions(destination: "swift"), templates: TestSupport.templates)
        let collection = try #require(context.collections.first { $0.members.contains(deprecated) })
        let file = try #require(swift.files.first { $0.path == collection.fileName })
        // The generated code reads and writes it through its key, which is not deprecated; the coding key is
        // still the JSON key.
        // (A colour's or gradient's member states its availability on its own line.)
        let availability = collection.isPlatformStyled ? "@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) " : ""
        #expect(file.contents.contains("\")\n    \(availability)public var \(deprecated.identifier): "))
        #expect(file.contents.contains("\n        case \(deprecated.identifier)\n"))
        #expect(file.contents.contains("\n        \(deprecated.name)\n"))
    }
}
