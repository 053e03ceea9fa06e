import Foundation
import RefractTestSupport
import Testing

/// What the CLI promises about its config: every key is checked where it is written, `lint` reads it as
/// `build` does, per-code severities apply, and each kind of mistake exits as README's table says.
@Suite("Config: checked, shared by lint and build, with per-code severities")
struct ConfigCheckingTests {
    static let legacyColor = ##"{ "color": { "$type": "color", "old": { "$value": "#1b8188" } } }"##
    static let standardColor = #"{ "color": { "$type": "color", "new": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.5, 0.5] } } } }"#

    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-config-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// The misspellings the issue names, each at its key with the right spelling offered.
    @Test(arguments: [
        ("css: { prefx: brand }", "refract.yaml:2:10: error: [config.unknown-key] unknown key 'prefx' in platforms.css", "did you mean 'prefix'?"),
        ("css: { colorScheem: both }", "refract.yaml:2:10: error: [config.unknown-key] unknown key 'colorScheem' in platforms.css", "did you mean 'colorScheme'?"),
        ("swift: { acessorPrefix: th }", "refract.yaml:2:12: error: [config.unknown-key] unknown key 'acessorPrefix' in platforms.swift", "did you mean 'accessorPrefix'?"),
        ("json: { fileNam: a.json }", "refract.yaml:2:11: error: [config.unknown-key] unknown key 'fileNam' in platforms.json", "allowed: enabled, destination, prefix, template, include, exclude, rename, api, public, referenceOnly, schema, permutations"),
    ])
    func aMisspeltPlatformSettingIsAnError(_ line: String, _ header: String, _ help: String) throws {
        let folder = try Self.folder(["refract.yaml": "platforms:\n  \(line)\n", "tokens/a.tokens.json": Self.standardColor])
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in [["build"], ["lint"]] {
            let run = try RefractBinary.run(command, in: folder)
            #expect(run.status == 2, "\(command): \(run.stderr)")
            #expect(run.stderr.hasPrefix(header + "\n"), "\(command): \(run.stderr)")
            #expect(run.stderr.contains("= help: \(help)"), "\(command): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("output").path))
    }

    /// A root selector other than `:root` or `:host` is an error at its value, and nothing is written.
    @Test func aBadRootSelectorIsLocated() throws {
        let folder = try Self.folder([
            "refract.yaml": "platforms:\n  css: { rootSelector: host }\n", "tokens/a.tokens.json": Self.standardColor,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RefractBinary.run(["build"], in: folder)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.hasPrefix(
            "refract.yaml:2:24: error: [css.invalid-setting] invalid value 'host' for CSS setting 'rootSelector'\n"),
            "\(run.stderr)")
        #expect(run.stderr.contains("= help: expected ':root' or ':host'"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("output").path))
    }

    /// A generated name that cannot be one is an error at its value in the config, and nothing is written.
    @Test(arguments: [
        ("swift: { environmentKey: 2x }", "refract.yaml:2:28: error: [swift.invalid-setting] setting 'environmentKey' is '2x', which is not a Swift identifier of its own"),
        ("swift: { typePrefix: 2D }", "refract.yaml:2:24: error: [swift.invalid-setting] setting 'typePrefix' is '2D', which cannot start a Swift type name"),
        ("compose: { localName: Theme }", "refract.yaml:2:25: error: [compose.invalid-setting] setting 'localName' is 'Theme', which 'themeTypeName' names too"),
        ("compose: { composableName: Color }", "refract.yaml:2:30: error: [compose.invalid-setting] setting 'composableName' is 'Color', which another generated declaration or Kotlin itself already uses"),
    ])
    func aBadGeneratedNameIsLocated(_ line: String, _ header: String) throws {
        let folder = try Self.folder(["refract.yaml": "platforms:\n  \(line)\n", "tokens/a.tokens.json": Self.standardColor])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RefractBinary.run(["build"], in: folder)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.hasPrefix(header + "\n"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("output").path))
    }

    @Test func theFixItReplacesTheKey() throws {
        let folder = try Self.folder(["refract.yaml": "platforms:\n  css: { prefx: brand }\n", "tokens/a.tokens.json": Self.standardColor])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RefractBinary.run(["lint", "--format", "json"], in: folder)
        #expect(run.status == 2)
        #expect(run.stdout.contains(#""replacement" : "prefix""#) || run.stdout.contains(#""replacement": "prefix""#), "\(run.stdout)")
    }

    @Test func lintReadsTheConfigsInputsAndStrictness() throws {
        let folder = try Self.folder(["refract.yaml": "tokens: design/a.tokens.json\nstrict: true\n", "design/a.tokens.json": Self.legacyColor])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try RefractBinary.run(["lint"], in: folder)
        #expect(lint.status == 1, "\(lint.stderr)")
        #expect(lint.stderr.contains("design/a.tokens.json:1:51: error: [compat.legacy-color]"), "\(lint.stderr)")
        let build = try RefractBinary.run(["build", "--check"], in: folder)
        #expect(build.status == 1 && build.stderr.contains("error: [compat.legacy-color]"), "\(build.stderr)")
    }

    @Test func aSeverityOffHidesAWarningEvenUnderWarningsAsErrors() throws {
        let folder = try Self.folder([
            "refract.yaml": "tokens: tokens\ndiagnostics:\n  compat.legacy-color: off\n", "tokens/a.tokens.json": Self.legacyColor,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try RefractBinary.run(["lint", "--warnings-as-errors", "--strict"], in: folder)
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(!lint.stderr.contains("compat.legacy-color"))
    }

    @Test func aSeverityByPathAppliesOnlyThere() throws {
        let config = """
            tokens: tokens
            diagnostics:
              compat.*: { severity: off, paths: ["tokens/legacy/**"] }
            """
        let folder = try Self.folder([
            "refract.yaml": config, "tokens/legacy/old/a.tokens.json": Self.legacyColor,
            "tokens/b.tokens.json": Self.legacyColor.replacingOccurrences(of: "\"old\"", with: "\"older\""),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try RefractBinary.run(["lint", "--warnings-as-errors"], in: folder)
        #expect(lint.status == 1)
        #expect(lint.stderr.contains("tokens/b.tokens.json:1:53: error: [compat.legacy-color]"), "\(lint.stderr)")
        #expect(!lint.stderr.contains("tokens/legacy"), "\(lint.stderr)")
    }

    @Test(arguments: [
        ("diagnostics:\n  compat.legacy-color: of\n", "refract.yaml:2:24: error: [config.invalid] a severity must be 'off', 'warning', 'error', not 'of'"),
        ("diagnostics:\n  legacy color: off\n", "refract.yaml:2:3: error: [config.invalid] 'legacy color' in 'diagnostics' is not a diagnostic code"),
        ("diagnostics:\n  compat.legacy-color: { paths: [a] }\n", "refract.yaml:2:24: error: [config.invalid] 'diagnostics.compat.legacy-color' needs a 'severity'"),
        ("diagnostics:\n  compat.legacy-color: { severity: off, path: [a] }\n", "refract.yaml:2:41: error: [config.unknown-key] unknown key 'path' in diagnostics.compat.legacy-color"),
    ])
    func aBadDiagnosticsEntryIsAConfigError(_ config: String, _ header: String) throws {
        let folder = try Self.folder(["refract.yaml": config, "tokens/a.tokens.json": Self.standardColor])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RefractBinary.run(["lint"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(header + "\n"), "\(run.stderr)")
    }

    /// A code or family Refract does not have would set a severity that never applies.
    @Test(arguments: [
        ("compat.legacy-colour", "refract.yaml:2:3: error: [config.unknown-key] unknown key 'compat.legacy-colour' in diagnostics", "did you mean 'compat.legacy-color'?"),
        ("compt.*", "refract.yaml:2:3: error: [config.unknown-key] unknown key 'compt.*' in diagnostics", "did you mean 'compat.*'?"),
        ("legacy.*", "refract.yaml:2:3: error: [config.unknown-key] unknown key 'legacy.*' in diagnostics", "the codes are listed in docs/diagnostics.md"),
        ("compat.everything-old", "refract.yaml:2:3: error: [config.unknown-key] unknown key 'compat.everything-old' in diagnostics", "the codes are listed in docs/diagnostics.md"),
    ])
    func anUnknownDiagnosticCodeIsAnError(_ key: String, _ header: String, _ help: String) throws {
        let folder = try Self.folder(["refract.yaml": "diagnostics:\n  \(key): off\n", "tokens/a.tokens.json": Self.standardColor])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RefractBinary.run(["lint"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(header + "\n"), "\(run.stderr)")
        #expect(run.stderr.contains("= help: \(help)\n"), "\(run.stderr)")
    }

    /// Codes, a dynamic one (`json.*` is made per platform), and families Refract has are still accepted.
    @Test(arguments: ["compat.legacy-color: off", "compat.*: off", "json.missing-value: error", "metadata.*: { severity: off, paths: [a] }"])
    func aKnownCodeOrFamilyIsAccepted(_ entry: String) throws {
        let folder = try Self.folder(["refract.yaml": "diagnostics:\n  \(entry)\n", "tokens/a.tokens.json": Self.standardColor])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RefractBinary.run(["lint", "--warnings-as-errors"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("[config."), "\(run.stderr)")
    }

    /// The starter project passes the strictest flags.
    @Test func theInitStarterPassesWarningsAsErrors() throws {
        let folder = try Self.folder([:])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try RefractBinary.run(["init"], in: folder).status == 0)
        let lint = try RefractBinary.run(["lint", "--warnings-as-errors"], in: folder)
        #expect(lint.status == 0, "\(lint.stderr)")
        let build = try RefractBinary.run(["build", "--warnings-as-errors"], in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        let bundle = try String(contentsOf: folder.appendingPathComponent("output/json/theme.json"), encoding: .utf8)
        #expect(bundle.contains(#""$schema": "theme.schema.json""#))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("output/json/theme.schema.json").path))
        let config = try String(contentsOf: folder.appendingPathComponent("refract.yaml"), encoding: .utf8)
        #expect(config.hasPrefix("# yaml-language-server: $schema=refract.schema.json\n"))
        #expect(!config.contains("docs/"), "the starter links into Refract's repository: \(config)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("refract.schema.json").path))
        let again = try RefractBinary.run(["init"], in: folder)
        #expect(again.status == 2, "\(again.stderr)")
    }

    /// Mistakes on the command line exit 2, as the table says, for lint and build alike.
    @Test(arguments: [
        (["lint", "missing.tokens.json"], "[input.not-found]"),
        (["build", "missing.tokens.json"], "[input.not-found]"),
        (["lint", "--input", "theme"], "--input"),
        (["build", "--input", "=x"], "--input"),
    ])
    func usageMistakesExit2(_ arguments: [String], _ shown: String) throws {
        let folder = try Self.folder(["tokens/a.tokens.json": Self.standardColor])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RefractBinary.run(arguments, in: folder)
        #expect(run.status == 2, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains(shown), "\(run.stderr)")
    }

    /// `--check` in a machine format lists every stale file, and its counts agree with the exit status.
    @Test(arguments: ["json", "github", "sarif"])
    func checkPutsEveryStaleFileInTheDocument(_ format: String) throws {
        let folder = try Self.folder(["tokens/a.tokens.json": Self.standardColor])
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = try RefractBinary.run(["build", "--platform", "css", "--platform", "json"], in: folder)
        try #require(built.status == 0, "\(built.stderr)")
        let css = folder.appendingPathComponent("output/css/tokens.css")
        try "/* changed */\n".write(to: css, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("output/json/theme.json"))
        let run = try RefractBinary.run(["build", "--check", "--platform", "css", "--platform", "json", "--format", format], in: folder)
        #expect(run.status == 1)
        for path in ["output/css/tokens.css", "output/json/theme.json"] {
            #expect(run.stdout.contains(path), "\(format) does not name \(path): \(run.stdout)")
        }
        #expect(run.stdout.components(separatedBy: "build.stale-file").count > 2, "\(run.stdout)")
        if format == "json" {
            let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let summary = try #require(document["summary"] as? [String: Int])
            #expect(summary["errors"] == 2)
        }
        let fresh = try RefractBinary.run(["build", "--platform", "css", "--platform", "json"], in: folder)
        #expect(fresh.status == 0)
        let clean = try RefractBinary.run(["build", "--check", "--platform", "css", "--platform", "json", "--format", format], in: folder)
        #expect(clean.status == 0)
        #expect(!clean.stdout.contains("build.stale-file"))
    }
}
