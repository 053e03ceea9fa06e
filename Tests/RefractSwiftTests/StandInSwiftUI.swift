import Foundation
import Testing

/// The stand-in `SwiftUI` module of Fixtures/StandInSwiftUI (Apple's declarations of the API the generated
/// code uses, with stub bodies), compiled once per test run, and the one rewrite the generated SwiftUI
/// layer needs to be type-checked against it.
enum StandInSwiftUI {
    struct Module: Sendable {
        /// The folder to pass with `-I`, or the compiler's output when the module did not build.
        var directory: URL?
        var failure: String?
    }

    static let source = TestSupport.fixtures.appendingPathComponent("StandInSwiftUI/SwiftUI.swift")

    /// Built on first use; Swift runs the initialiser once however many tests ask.
    static let module: Module = {
        guard let swiftc = SwiftCompiler.path else { return Module(directory: nil, failure: "swiftc not found") }
        do {
            let directory = try TestSupport.temporaryDirectory()
            let run = try SwiftCompiler.run(swiftc, [
                "-emit-module", "-module-name", "SwiftUI", "-swift-version", "6", "-parse-as-library", source.path,
                "-emit-module-path", directory.appendingPathComponent("SwiftUI.swiftmodule").path,
            ], in: directory)
            return run.status == 0 ? Module(directory: directory) : Module(directory: nil, failure: run.output)
        } catch {
            return Module(directory: nil, failure: "\(error)")
        }
    }()

    struct EntryExpansion: Equatable {
        var source: String
        /// The 0-based index of the line that was replaced.
        var line: Int
    }

    /// `source` with its one `@Entry` line replaced by the expansion Apple documents for `@Entry` in an
    /// `EnvironmentValues` extension (https://developer.apple.com/documentation/swiftui/entry() and the
    /// expansion quoted in https://forums.swift.org/t/how-does-the-swiftui-entry-macro-get-information-about-extension/74061):
    /// a computed property over `self[__Key_name.self]` and a private `EnvironmentKey` whose `defaultValue`
    /// is the initial value. The macro's plugin ships only with Apple's SDK, so this is the one way to
    /// type-check the rest of the file here. Nil unless there is exactly one `@Entry` line of the form
    /// `@Entry <modifiers> var <name>: <Type> = <default value>`.
    static func expandingEntry(_ source: String) -> EntryExpansion? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let entries = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("@Entry ") }
        guard entries.count == 1, let index = entries.first else { return nil }
        let line = lines[index]
        let indent = String(line.prefix { $0 == " " })
        let declaration = line.trimmingCharacters(in: .whitespaces).dropFirst("@Entry ".count)
        guard let varRange = declaration.range(of: "var "),
            let colon = declaration[varRange.upperBound...].firstIndex(of: ":"),
            let equals = declaration.range(of: " = ", range: colon..<declaration.endIndex)
        else { return nil }
        let modifiers = declaration[..<varRange.lowerBound]
        let name = declaration[varRange.upperBound..<colon]
        let type = declaration[declaration.index(after: colon)..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
        let defaultValue = declaration[equals.upperBound...]
        let expansion = [
            "\(modifiers)var \(name): \(type) {",
            "    get { self[__Key_\(name).self] }",
            "    set { self[__Key_\(name).self] = newValue }",
            "}",
            "private struct __Key_\(name): SwiftUI.EnvironmentKey {",
            "    typealias Value = \(type)",
            "    static var defaultValue: Value { \(defaultValue) }",
            "}",
        ].map { indent + $0 }
        let rewritten = Array(lines[..<index]) + expansion + Array(lines[(index + 1)...])
        return EntryExpansion(source: rewritten.joined(separator: "\n"), line: index)
    }
}
