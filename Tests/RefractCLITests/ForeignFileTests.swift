import Foundation
import RefractDiagnostics
@testable import RefractKit
import Testing

/// Refract never overwrites a file it did not write: a file in the way that the manifest does not list
/// stops the build, named, with nothing written, unless the config's `overwrite` lets it go.
@Suite("Files refract did not write")
struct ForeignFileTests {
    static let appStrings = #"<resources><string name="app_name">My App</string></resources>"# + "\n"
    static let appTheme = #"<resources><style name="Theme.MyApp" parent="Theme.Material3.DayNight"/></resources>"# + "\n"

    /// The README's layout: the output folder is the project, Android writes into the app's sources.
    static func androidApp(config extra: String = "") throws -> ProjectFolder {
        let folder = try ProjectFolder("foreign")
        try folder.write("refract.yaml", "output: .\nplatforms:\n  android: { destination: app/src/main }\n" + extra)
        try folder.write("tokens/base.tokens.json", """
            {"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.5, 1]}},
             "label": {"$type": "string", "$value": "Hello"},
             "space": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}
            """)
        return folder
    }

    /// The Android files of the set, read from a clean build, so the test knows which would collide.
    static func androidFiles() throws -> [String] {
        let folder = try androidApp()
        defer { folder.remove() }
        let run = try RefractBinary.run(["build", "--platform", "android"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        return folder.snapshot(of: "app/src/main").keys.sorted()
    }

    @Test func aFileOfTheAppIsNotReplaced() throws {
        let generated = try Self.androidFiles()
        let colliding = try #require(generated.first { $0.hasPrefix("res/values/") && $0.hasSuffix(".xml") })
        let folder = try Self.androidApp()
        defer { folder.remove() }
        try folder.write("app/src/main/" + colliding, Self.appStrings)
        let before = folder.snapshot(of: ".")
        let run = try RefractBinary.run(["build"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("""
            refract: error: [build.would-overwrite] 'app/src/main/\(colliding)' is there and refract did not write it; not replacing it
              = help: move the file away, or let refract replace it: overwrite: [app/src/main/\(colliding)] in refract.yaml
            """), "\(run.stderr)")
        #expect(folder.snapshot(of: ".") == before, "a refused build wrote something")
    }

    @Test func everyFileInTheWayIsNamed() throws {
        let generated = try Self.androidFiles().filter { $0.hasSuffix(".xml") }
        #expect(generated.count >= 2)
        let folder = try Self.androidApp()
        defer { folder.remove() }
        for path in generated { try folder.write("app/src/main/" + path, Self.appTheme) }
        let run = try RefractBinary.run(["build"], in: folder.url)
        #expect(run.status == 1)
        for path in generated { #expect(run.stderr.contains("'app/src/main/\(path)' is there and refract did not write it")) }
        for path in generated { #expect(folder.read("app/src/main/" + path) == Self.appTheme) }
    }

    @Test func overwriteLetsAPatternGo() throws {
        let generated = try Self.androidFiles()
        let colliding = try #require(generated.first { $0.hasPrefix("res/values/") && $0.hasSuffix(".xml") })
        let folder = try Self.androidApp(config: "overwrite: [\"app/src/main/res/**/*.xml\"]\n")
        defer { folder.remove() }
        try folder.write("app/src/main/" + colliding, Self.appStrings)
        let run = try RefractBinary.run(["build"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(folder.read("app/src/main/" + colliding) != Self.appStrings)
    }

    /// Once refract wrote a file, the manifest lists it and later builds update it.
    @Test func aFileRefractWroteIsUpdated() throws {
        let folder = try Self.androidApp()
        defer { folder.remove() }
        #expect(try RefractBinary.run(["build"], in: folder.url).status == 0)
        try folder.write("tokens/base.tokens.json", #"{"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#)
        let run = try RefractBinary.run(["build"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test(arguments: [
        ("res/**/*.xml", "res/values/strings.xml", true),
        ("res/**/*.xml", "res/strings.xml", true),
        ("res/*.xml", "res/values/strings.xml", false),
        ("**", "a/b/c", true),
        ("res/values/strings.xml", "res/values/strings.xml", true),
        ("res/values/strings.xml", "res/values/strings.xml2", false),
        ("res/values/string?.xml", "res/values/strings.xml", true),
        ("res/values/?", "res/values/ab", false),
        ("res/?alues", "res/values", true),
        ("*.css", "css/tokens.css", false),
        ("*/tokens.css", "css/tokens.css", true),
    ])
    func patterns(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(PathPattern(pattern).matches(path) == expected)
    }
}

/// A flood of one warning in text output: the first 20 in full, then one line for the rest; --verbose
/// and the machine formats keep every one.
@Suite("Floods in the command's output")
struct FloodOutputTests {
    static func legacyTokens(_ count: Int) throws -> ProjectFolder {
        let folder = try ProjectFolder("flood")
        let tokens = (0..<count).map { #""s\#($0)": {"$type": "dimension", "$value": "\#($0)px"}"# }
        try folder.write("tokens.json", "{" + tokens.joined(separator: ",\n") + "}\n")
        return folder
    }

    @Test func textShowsTheFirstAndCountsTheRest() throws {
        let folder = try Self.legacyTokens(50)
        defer { folder.remove() }
        let text = try RefractBinary.run(["lint", "tokens.json"], in: folder.url)
        #expect(text.stderr.components(separatedBy: "warning: [compat.legacy-dimension]").count - 1 == 20)
        #expect(text.stderr.hasSuffix("""
            refract: … and 30 more [compat.legacy-dimension] in 1 file (--verbose for all)
            refract: 0 errors, 50 warnings; 50 tokens in 1 file

            """), "\(text.stderr.suffix(300))")
        let verbose = try RefractBinary.run(["lint", "tokens.json", "--verbose"], in: folder.url)
        #expect(verbose.stderr.components(separatedBy: "warning: [compat.legacy-dimension]").count - 1 == 50)
        #expect(!verbose.stderr.contains("more [compat.legacy-dimension]"))
        let json = try RefractBinary.run(["lint", "tokens.json", "--format", "json"], in: folder.url)
        #expect(json.stdout.components(separatedBy: "\"compat.legacy-dimension\"").count - 1 == 50)
    }
}
