import Foundation
import Testing

/// `refract build` end to end in a scratch project made by `refract init`: writes, determinism,
/// `--check`, all-or-nothing on errors, stale-file removal limited to what it wrote, interruption.
@Suite("refract build", .serialized)
struct BuildCommandTests {
    /// A fresh project: the example tokens and config from `refract init`.
    static func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = try RefractBinary.run(["init"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        return folder
    }

    /// Every file below `folder`, relative path → bytes.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            let url = folder.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: url.path)
            }
        }
        return files
    }

    @Test func buildsEveryPlatformDeterministically() throws {
        let project = try Self.project()
        let first = try RefractBinary.run(["build"], in: project)
        #expect(first.status == 0, "\(first.stderr)")
        let output = project.appendingPathComponent("output")
        let written = Self.snapshot(output)
        #expect(written.keys.contains("json/theme.json"))
        #expect(written.keys.contains(".refract-manifest.json"))
        let second = try RefractBinary.run(["build"], in: project)
        #expect(second.status == 0)
        #expect(second.stderr.contains("wrote 0 of"))
        #expect(Self.snapshot(output) == written, "two builds gave different bytes")
        let check = try RefractBinary.run(["build", "--check"], in: project)
        #expect(check.status == 0, "\(check.stderr)")
    }

    /// The build lets go of token files' bytes after loading; a backend's later finding still gets its frame.
    @Test func backendWarningKeepsItsCodeFrame() throws {
        let project = try Self.project()
        let build = try RefractBinary.run(["build"], in: project)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("tokens/semantic.tokens.yaml:37:3: warning: [android.unsupported-value]"), "\(build.stderr)")
        #expect(build.stderr.contains("37 |   card:\n   |   ^^^^\n"), "\(build.stderr)")
    }

    @Test func checkNamesStaleFiles() throws {
        let project = try Self.project()
        #expect(try RefractBinary.run(["build"], in: project).status == 0)
        let theme = project.appendingPathComponent("output/json/theme.json")
        try Data("{}\n".utf8).write(to: theme)
        let check = try RefractBinary.run(["build", "--check"], in: project)
        #expect(check.status == 1)
        #expect(check.stderr.contains("differs: output/json/theme.json"), "\(check.stderr)")
        #expect(String(decoding: try Data(contentsOf: theme), as: UTF8.self) == "{}\n", "--check wrote a file")
    }

    /// A built project and what its output folder holds, for tests of builds that must change nothing.
    static func builtProject() throws -> (project: URL, output: URL, before: [String: Data]) {
        let project = try Self.project()
        #expect(try RefractBinary.run(["build"], in: project).status == 0)
        let output = project.appendingPathComponent("output")
        return (project, output, Self.snapshot(output))
    }

    /// Changes a colour of the example tokens (so a build has files to write) and appends `extra`.
    static func changeAColour(in project: URL, appending extra: String = "") throws {
        let palette = project.appendingPathComponent("tokens/palette.tokens.yaml")
        let text = try String(contentsOf: palette, encoding: .utf8)
        try (text.replacingOccurrences(of: "0.10588235294117647", with: "0.2") + extra)
            .write(to: palette, atomically: true, encoding: .utf8)
    }

    /// Adds a config output that lists the themes into `destination`.
    static func addThemeListOutput(to project: URL, destination: String) throws {
        try "{{! refract: escape=none }}\n{{#themes}}- {{key}}\n{{/themes}}\n".write(
            to: project.appendingPathComponent("themes.mustache"), atomically: true, encoding: .utf8)
        let configURL = project.appendingPathComponent("refract.yaml")
        let config = try String(contentsOf: configURL, encoding: .utf8)
        try (config + "outputs:\n  - { context: json, template: themes.mustache, destination: \(destination) }\n")
            .write(to: configURL, atomically: true, encoding: .utf8)
    }

    @Test func failedBuildWritesNothing() throws {
        let (project, output, before) = try Self.builtProject()
        // A real mistake in a token the build needs, and a changed value that would otherwise be written.
        try Self.changeAColour(in: project, appending: "\nbroken:\n  $type: color\n  $value: \"{palette.missing}\"\n")
        let run = try RefractBinary.run(["build"], in: project)
        #expect(run.status == 1)
        #expect(run.stderr.contains("no files written"))
        #expect(Self.snapshot(output) == before, "a failed build changed the output folder")
    }

    /// Platforms stage their files while the build runs; an error found only after that (two outputs
    /// writing one file) must still leave the folder as it was, with no staged file behind.
    @Test func errorAfterStagingWritesNothing() throws {
        let (project, output, before) = try Self.builtProject()
        try Self.changeAColour(in: project)
        try Self.addThemeListOutput(to: project, destination: "css/tokens.css")
        let run = try RefractBinary.run(["build"], in: project)
        #expect(run.status == 1)
        #expect(run.stderr.contains("build.duplicate-file"), "\(run.stderr)")
        #expect(run.stderr.contains("no files written"))
        #expect(Self.snapshot(output) == before, "a failed build changed the output folder")
    }

    /// A first build that fails after its platforms staged their files leaves no folder behind either.
    @Test func failedFirstBuildLeavesNoFolder() throws {
        let project = try Self.project()
        try Self.addThemeListOutput(to: project, destination: "css/tokens.css")
        let run = try RefractBinary.run(["build"], in: project)
        #expect(run.status == 1)
        #expect(run.stderr.contains("build.duplicate-file"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("output").path))
    }

    @Test func removesOnlyStaleFilesItWrote() throws {
        let project = try Self.project()
        #expect(try RefractBinary.run(["build"], in: project).status == 0)
        let output = project.appendingPathComponent("output")
        let userFile = output.appendingPathComponent("css/notes.txt")
        try Data("mine\n".utf8).write(to: userFile)
        // CSS now writes another file: its old file is stale and goes; the user's file and the other
        // platforms' files stay.
        let configURL = project.appendingPathComponent("refract.yaml")
        let config = try String(contentsOf: configURL, encoding: .utf8)
        try config.replacingOccurrences(
            of: "css: { enabled: true, destination: css }",
            with: "css: { enabled: true, destination: css, fileName: brand.css }"
        ).write(to: configURL, atomically: true, encoding: .utf8)
        let run = try RefractBinary.run(["build"], in: project)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("removed 1 stale"), "\(run.stderr)")
        let after = Self.snapshot(output)
        #expect(after.keys.contains("css/notes.txt"))
        #expect(after.keys.contains("css/brand.css"))
        #expect(!after.keys.contains("css/tokens.css"))
        #expect(after.keys.contains("swift/Theme.swift") && after.keys.contains("json/theme.json"))
    }

    /// Building some platforms leaves the others' files alone, and still owned: a later build of every
    /// platform finds nothing stale, and `--check` of the one platform passes.
    @Test func buildingSomePlatformsKeepsTheOthers() throws {
        let project = try Self.project()
        #expect(try RefractBinary.run(["build"], in: project).status == 0)
        let output = project.appendingPathComponent("output")
        let before = Self.snapshot(output)
        let run = try RefractBinary.run(["build", "--platform", "json"], in: project)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("removed"), "\(run.stderr)")
        #expect(Self.snapshot(output) == before, "nothing changed, the manifest included")
        #expect(try RefractBinary.run(["build", "--check", "--platform", "css"], in: project).status == 0)
        let manifest = try String(contentsOf: output.appendingPathComponent(".refract-manifest.json"), encoding: .utf8)
        for platform in ["android", "css", "json", "swift"] {
            #expect(manifest.contains("\"\(platform)\": ["), "\(platform) is listed as an owner")
        }
    }

    /// A Terrazzo file whose inline modes name only `light` builds every platform (its `$value`s are dark).
    @Test func inlineModesNamingOnlyLightBuild() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-light-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"""
            { "bg": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] },
                      "$extensions": { "mode": { "light": { "colorSpace": "srgb", "components": [1, 1, 1] } } } } }
            """#.write(to: folder.appendingPathComponent("tokens.json"), atomically: true, encoding: .utf8)
        let run = try RefractBinary.run(["build", "tokens.json"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("contexts 'light', 'dark'"))
    }

    @Test func configErrorsExitTwo() throws {
        let project = try Self.project()
        try "tokens: [tokens]\nplatfroms: {}\n".write(
            to: project.appendingPathComponent("refract.yaml"), atomically: true, encoding: .utf8)
        let run = try RefractBinary.run(["build"], in: project)
        #expect(run.status == 2)
        #expect(run.stderr.contains("[config.unknown-key] unknown key 'platfroms'"))
        #expect(run.stderr.contains("did you mean 'platforms'?"))
    }

    @Test func customOutputFromConfigAndTemplateOnly() throws {
        let project = try Self.project()
        try Self.addThemeListOutput(to: project, destination: "docs/themes.md")
        let run = try RefractBinary.run(["build"], in: project)
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOf: project.appendingPathComponent("output/docs/themes.md"), encoding: .utf8)
        #expect(text.contains("- \"standard\""))
        #expect(text.contains("- \"christmas\""))
    }

    /// A custom output taken out of the config leaves a stale file that the next build removes.
    @Test func removedCustomOutputIsStale() throws {
        let project = try Self.project()
        let configURL = project.appendingPathComponent("refract.yaml")
        let config = try String(contentsOf: configURL, encoding: .utf8)
        try Self.addThemeListOutput(to: project, destination: "docs/themes.md")
        #expect(try RefractBinary.run(["build"], in: project).status == 0)
        let written = project.appendingPathComponent("output/docs/themes.md")
        #expect(FileManager.default.fileExists(atPath: written.path))
        try config.write(to: configURL, atomically: true, encoding: .utf8)
        let run = try RefractBinary.run(["build"], in: project)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("removed 1 stale"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: written.path))
    }

    /// `axes.contrast` in the config makes a modifier of another name the contrast axis: the bundle then
    /// carries increased-contrast variants instead of one more theme per context.
    @Test func configuredContrastAxisReachesTheOutputs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-contrast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            {
              "version": "2025.10",
              "resolutionOrder": [{ "$ref": "#/modifiers/level" }],
              "modifiers": {
                "level": {
                  "contexts": {
                    "normal": [{ "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.2, 0.2, 0.2] } } }],
                    "high": [{ "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }]
                  },
                  "default": "normal"
                }
              }
            }
            """.write(to: folder.appendingPathComponent("tokens.resolver.json"), atomically: true, encoding: .utf8)
        func themeJSON(config: String) throws -> String {
            try config.write(to: folder.appendingPathComponent("refract.yaml"), atomically: true, encoding: .utf8)
            let run = try RefractBinary.run(["build", "--platform", "json"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            return try String(contentsOf: folder.appendingPathComponent("output/json/theme.json"), encoding: .utf8)
        }
        let plain = try themeJSON(config: "resolver: tokens.resolver.json\n")
        #expect(plain.contains("\"high\""), "without the key, 'level' is a further axis: a theme per context")
        #expect(!plain.contains("IncreasedContrast"))
        let configured = try themeJSON(config: "resolver: tokens.resolver.json\naxes: { contrast: level }\n")
        #expect(configured.contains("\"lightIncreasedContrast\""))
        #expect(!configured.contains("\"high\" : {") && !configured.contains("\"high\": {"))
    }

    /// A build killed at any moment leaves every file either as it was or complete: files are staged
    /// beside their destination and renamed into place.
    @Test func interruptedBuildNeverLeavesATruncatedFile() throws {
        let project = try Self.project()
        #expect(try RefractBinary.run(["build"], in: project).status == 0)
        let output = project.appendingPathComponent("output")
        let old = Self.snapshot(output)
        // Change sizes that every platform emits, so each platform's files would be rewritten.
        let semantic = project.appendingPathComponent("tokens/semantic.tokens.yaml")
        try String(contentsOf: semantic, encoding: .utf8).replacingOccurrences(of: "value: 120", with: "value: 121")
            .replacingOccurrences(of: "value: 12,", with: "value: 14,")
            .write(to: semantic, atomically: true, encoding: .utf8)
        _ = try? RefractBinary.run(["build", "--out", "expected"], in: project)
        let new = Self.snapshot(project.appendingPathComponent("expected"))
        var random = SystemRandomNumberGenerator()
        for _ in 0..<12 {
            let process = Process()
            process.executableURL = RefractBinary.executable
            process.arguments = ["build"]
            process.currentDirectoryURL = project
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 0...60_000, using: &random))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            for (path, data) in Self.snapshot(output) where !path.contains(".refract-") {
                #expect(data == old[path] || data == new[path], "'\(path)' is neither the old nor the new file")
            }
        }
    }
}
