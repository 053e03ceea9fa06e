import Foundation
import RefractTestSupport
import Testing

/// A later theme's `valuesN` function is written only in a values file where the theme sets something, and
/// `Theme.swift` calls exactly the functions there are: `tokens/`'s second theme differs from the first in a few
/// colours, so most of its eight functions would be empty. (The first theme sets every member: its function is
/// empty only in a file no member hashes to, which holds that rather than nothing.)
@Suite("No empty values function")
struct EmptyValuesFunctionTests {
    static func build(_ project: ProjectFolder, _ arguments: [String]) throws {
        let run = try RefractBinary.run(["build"] + arguments + ["--out", "out", "--platform", "swift", "--quiet"], in: project.url)
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// `ThemeValues.<theme>.valuesN` for each function the values files declare, and for each call `Theme.swift` makes.
    static func declaredAndCalled(_ project: ProjectFolder) throws -> (declared: Set<String>, called: Set<String>, empty: [String]) {
        var declared: Set<String> = []
        var empty: [String] = []
        for file in 0..<8 {
            let text = try #require(project.read("out/swift/ThemeValues\(file).swift"))
            var theme = ""
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (i, line) in lines.enumerated() {
                if line.hasPrefix("nonisolated extension ThemeValues.") {
                    theme = String(line.dropFirst("nonisolated extension ThemeValues.".count).prefix { $0 != " " })
                }
                if line.hasPrefix("    static func values") {
                    let name = "ThemeValues.\(theme).\(line.dropFirst("    static func ".count).prefix { $0 != "(" })"
                    declared.insert(name)
                    #expect(name.hasSuffix("values\(file)"), "\(name) in ThemeValues\(file).swift")
                    if lines.indices.contains(i + 1), lines[i + 1] == "    }" { empty.append(name) }
                }
            }
        }
        let theme = try #require(project.read("out/swift/Theme.swift"))
        let called = Set(theme.split(whereSeparator: { " (),\n".contains($0) }).map(String.init).filter {
            $0.hasPrefix("ThemeValues.") && $0.contains(".values")
        })
        return (declared, called, empty)
    }

    @Test func theExampleHasNoEmptyFunctionAndCallsWhatIsDeclared() throws {
        let project = try ProjectFolder("values-functions")
        defer { project.remove() }
        try Self.build(project, ["--resolver", TestEnvironment.packageRoot.appendingPathComponent("tokens/tokens.resolver.yaml").path])
        let (declared, called, empty) = try Self.declaredAndCalled(project)
        #expect(declared == called)
        // The first theme has a function in every file, empty only in one no member hashes to (a file holds
        // that rather than nothing); the second theme only where it sets something.
        #expect((0..<8).allSatisfy { declared.contains("ThemeValues.standard.values\($0)") })
        #expect(!empty.contains { $0.hasPrefix("ThemeValues.christmas.") }, "\(empty)")
        for name in empty {
            #expect(!declared.contains(name.replacingOccurrences(of: ".standard.", with: ".christmas.")), "\(name)")
        }
        #expect(declared.filter { $0.hasPrefix("ThemeValues.christmas.") }.count < 8)
        #expect(declared.contains { $0.hasPrefix("ThemeValues.christmas.") })
        if let swiftc = SwiftCompiler.available() {
            let files = try FileManager.default.contentsOfDirectory(atPath: project.url.appendingPathComponent("out/swift").path)
                .filter { $0.hasSuffix(".swift") }.sorted()
            let run = try SwiftCompiler.run(
                swiftc, ["-typecheck", "-swift-version", "6"] + files, in: project.url.appendingPathComponent("out/swift"))
            #expect(run.status == 0, "\(run.output)")
        }
    }

    /// A theme the same as the first sets nothing anywhere: it keeps one empty function, so its declaration
    /// still calls one (`theme(from:_:)` takes the functions as its variadic argument).
    @Test func aThemeThatSetsNothingKeepsOneFunction() throws {
        let project = try ProjectFolder("values-functions-same")
        defer { project.remove() }
        try project.write("tokens.json", #"""
            { "color": { "$type": "color",
              "primary": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.5, 0.53] } },
              "surface": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }
            """#)
        try project.write("twin.tokens.json", #"{ "size": { "$type": "dimension", "gap": { "$value": { "value": 8, "unit": "px" } } } }"#)
        try project.write("app.resolver.json", #"""
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "tokens.json" }, { "$ref": "twin.tokens.json" }] } },
              "modifiers": { "brand": { "contexts": { "one": [], "two": [] }, "default": "one" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/brand" }] }
            """#)
        try Self.build(project, ["--resolver", "app.resolver.json"])
        let (declared, called, empty) = try Self.declaredAndCalled(project)
        #expect(declared == called)
        #expect(empty.filter { $0.hasPrefix("ThemeValues.two.") } == ["ThemeValues.two.values0"], "\(declared)")
        #expect(declared.filter { $0.hasPrefix("ThemeValues.two.") } == ["ThemeValues.two.values0"])
    }
}
