import Foundation
import RefractDiagnostics
import RefractKit
import RefractModel
import RefractOutput
import RefractTestSupport
import Testing

/// `refract lint` takes a platform's verdict from its `check`, which skips building what only the output
/// needs: it must report exactly what the platform's context reports, in the same order, for every kind of
/// set, with and without collisions and bad settings.
@Suite("A platform's check reports what its context reports")
struct PlatformCheckTests {
    /// Names every platform makes alike, a theme named like the default theme's alias, and a colour whose
    /// accessor would be SwiftUI's `.tint`.
    static let clashing = #"""
        {
          "version": "2025.10",
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }],
          "sets": {
            "base": { "sources": [{ "color": { "$type": "color",
              "on-primary": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
              "onPrimary": { "$value": { "colorSpace": "srgb", "components": [0, 1, 0] } },
              "tint": { "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] } }
            } }] }
          },
          "modifiers": {
            "theme": {
              "contexts": {
                "standard": [{ "space": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } } }],
                "default": [{ "space": { "$type": "dimension", "small": { "$value": { "value": 8, "unit": "px" } } } }]
              },
              "default": "standard"
            }
          }
        }
        """#

    /// The resolver document's folder and path.
    static func clashingResolver() throws -> (folder: URL, path: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("clash.resolver.json").path
        try clashing.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, path)
    }

    static func model(_ input: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ThemedTokenSet {
        let load = TokenLoader.run(LoadRequest(inputs: [input]))
        return try #require(load.model, "\(input): \(load.diagnostics.prefix(3).map(\.message))", sourceLocation: sourceLocation)
    }

    /// Default options; settings each platform rejects (`accessorPrefix` for Swift, `package` for Compose,
    /// `catalog`, `theme` and `accentColor` for the asset catalog)
    /// or reads (`prefix` for the CSS names); and Swift accessors without a prefix, which can shadow SwiftUI's.
    static let optionSets: [[String: PlatformOptions]] = {
        var rejected: [String: PlatformOptions] = [:]
        for name in PlatformRegistry.names {
            var options = PlatformOptions(destination: name)
            switch name {
            case "swift": options.settings = ["accessorPrefix": "9lives"]
            case "compose": options.settings = ["package": "not a package"]
            case "css": options.prefix = "ds"
            case "xcassets": options.settings = ["catalog": "a/b", "theme": "nowhere", "accentColor": "no.such.token"]
            default: break
            }
            rejected[name] = options
        }
        var unprefixed = PlatformOptions(destination: "swift")
        unprefixed.settings = ["accessorPrefix": ""]
        return [[:], rejected, ["swift": unprefixed]]
    }()

    static func expectCheckEqualsContext(_ model: ThemedTokenSet, _ what: String) {
        let input = BackendInput(model: model, for: PlatformRegistry.all)
        for options in optionSets {
            for backend in PlatformRegistry.all {
                let platformOptions = options[backend.name] ?? PlatformOptions(destination: backend.name)
                let checked = backend.check(input, platformOptions)
                let reported = backend.context(input, platformOptions).1
                #expect(checked == reported, "\(what), \(backend.name): \(checked.map(\.message)) against \(reported.map(\.message))")
            }
        }
    }

    @Test func aSetWithCollisionsAndBadSettings() throws {
        let resolver = try Self.clashingResolver()
        defer { try? FileManager.default.removeItem(at: resolver.folder) }
        let model = try Self.model(resolver.path)
        let input = BackendInput(model: model, for: PlatformRegistry.all)
        // The set does reach every kind of report, so the comparison below compares something.
        let codes = PlatformRegistry.all.flatMap { backend in
            Self.optionSets.flatMap { options in
                backend.context(input, options[backend.name] ?? PlatformOptions(destination: backend.name)).1.map(\.code.rawValue)
            }
        }
        for code in [
            "swift.name-collision", "swift.accessor-shadows-swiftui", "swift.invalid-setting", "json.name-collision",
            "css.name-collision", "android.name-collision", "compose.name-collision", "compose.invalid-setting",
            "xcassets.invalid-setting",
        ] {
            #expect(codes.contains(code), "no \(code) among \(Set(codes).sorted())")
        }
        Self.expectCheckEqualsContext(model, "the clashing set")
    }

    @Test func theExampleTokens() throws {
        Self.expectCheckEqualsContext(try Self.model(CorpusGoldenTests.exampleTokens), "tokens/")
    }

    @Test(arguments: CorpusGoldenTests.designSystems)
    func aDesignSystem(_ name: String) throws {
        guard Corpus.require() else { return }
        let resolver = Corpus.examples.appendingPathComponent(name + ".resolver.json").path
        Self.expectCheckEqualsContext(try Self.model(resolver), name)
    }
}
