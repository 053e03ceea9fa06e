import Foundation
import RefractDiagnostics
import RefractKit
import RefractTestSupport
import Testing

/// docs/diagnostics.md explains every diagnostic code the sources can emit, names no code that does not
/// exist, and each failing input it shows (kept in Fixtures/index, named `<code>.tokens.<ext>`) really
/// fails with that code. A resolver document's fixture is named `<code>.resolver.json`. Codes that
/// `refract lint` cannot give (config, build, init, template tool) have a project folder `<code>.project`
/// instead, run by the command `projectCommands` names for the code in a copy of the folder.
@Suite("Diagnostic index: docs/diagnostics.md")
struct DiagnosticsIndexTests {
    static let indexDirectory = TestEnvironment.packageRoot.appendingPathComponent("Tests/RefractCLITests/Fixtures/index")
    static let document = TestEnvironment.packageRoot.appendingPathComponent("docs/diagnostics.md")

    /// Codes documented without a fixture, each for a reason the page states: the input cannot live in a
    /// repository (a 64 MiB file, a missing path, a file only root can read here).
    static let codesWithoutFixture: Set<String> = [
        "syntax.file-too-large", "syntax.yaml-too-large", "input.not-found", "input.unreadable",
        // A FIFO or a link to nothing: made by the test of inputs that are not files, not kept in git.
        "input.not-a-file",
        // `--platform` and the config accept only the registered platforms, so no input names another.
        "build.unknown-platform",
        // A model that reaches the backends always has a permutation whose inputs name every axis, so a
        // theme is always found: the check guards the generated `Theme` against an empty layout.
        "swift.no-theme", "compose.no-theme", "css.no-declarations",
        // A folder another build holds locked: the lock lives in a running process, not in a file.
        "build.output-locked",
        // 100,001 diagnostics of one code: a 1.4 MB input, made by FuzzRegressionTests instead.
        "diagnostics.truncated",
    ]

    /// What runs in a copy of `<code>.project`, and the exit status it must end with.
    static let projectCommands: [String: (arguments: [String], status: Int32)] = [
        "config.unknown-key": (["build", "--check"], 2),
        "app.deprecated-token": (["usage", "app", "--format", "github"], 0),
        "config.invalid": (["build", "--check"], 2),
        "config.output-inside-input": (["build"], 2),
        "config.unmatched-token": (["build", "--platform", "swift"], 0),
        "config.error-not-lowered": (["lint"], 1),
        "config.unreadable": (["build", "--check", "--config", "refract.yml"], 2),
        "build.write-failed": (["build", "tokens.json"], 1),
        "build.would-overwrite": (["build", "tokens.json", "--platform", "css"], 1),
        "init.would-overwrite": (["init"], 2),
        // The copy lives in a temporary folder outside any repository.
        "diff.git-failed": (["diff", "--git", "HEAD"], 2),
        // `tokens` is a symbolic link to nothing: `init` sees no folder, and then cannot create one.
        "init.write-failed": (["init"], 1),
        "template.not-found": (["template", "render", "greting.mustache", "--data", "data.json"], 1),
        "template.data": (["template", "render", "greeting.mustache", "--data", "data.json"], 1),
        "template.unknown-name": (["template", "render", "greeting.mustache", "--data", "data.json", "--strict"], 0),
        "build.template-not-found": (["build", "--platform", "css"], 1),
        "build.duplicate-file": (["build", "--platform", "json"], 1),
        "build.path-outside-output": (["build", "--platform", "json"], 1),
        "build.renames-unreadable": (["build", "--keep-renamed", "2"], 1),
        // The machine formats carry each stale file, on stdout.
        "build.stale-file": (["build", "--check", "--platform", "css", "--format", "github"], 1),
        "swift.invalid-setting": (["build", "--platform", "swift"], 2),
        "swift.name-collision": (["build", "--platform", "swift"], 1),
        "swift.accessor-shadows-swiftui": (["build", "--platform", "swift"], 0),
        "swift.scheme-dependent-value": (["build", "--platform", "swift"], 0),
        "swift.missing-value": (["build", "--platform", "swift"], 0),
        "swift.scheme-context-dropped": (["build", "--platform", "swift"], 0),
        "json.name-collision": (["build", "--platform", "json"], 1),
        "json.scheme-dependent-value": (["build", "--platform", "json"], 0),
        "json.missing-value": (["build", "--platform", "json"], 0),
        "json.scheme-context-dropped": (["build", "--platform", "json"], 0),
        "css.invalid-setting": (["build", "--platform", "css"], 2),
        "css.invalid-name": (["build", "--platform", "css"], 1),
        "css.name-collision": (["build", "--platform", "css"], 1),
        "names.shared-by-alias": (["build", "--platform", "css"], 0),
        "figma.code-syntax": (["build", "--platform", "css"], 0),
        "android.scheme-context-ignored": (["build", "--platform", "android"], 0),
        "android.night-only": (["build", "--platform", "android"], 0),
        "android.unsupported-value": (["build", "--platform", "android"], 0),
        "android.name-collision": (["build", "--platform", "android"], 1),
        "android.invalid-setting": (["build", "--platform", "android"], 2),
        "android.material-roles-unfilled": (["build", "--platform", "android"], 1),
        "android.material-shapes-unfilled": (["build", "--platform", "android"], 0),
        "compose.invalid-setting": (["build", "--platform", "compose"], 2),
        "compose.material-roles-unfilled": (["build", "--platform", "compose"], 1),
        "compose.material-shapes-unfilled": (["build", "--platform", "compose"], 0),
        "compose.name-collision": (["build", "--platform", "compose"], 1),
        "compose.scheme-dependent-value": (["build", "--platform", "compose"], 0),
        "compose.missing-value": (["build", "--platform", "compose"], 0),
        "xcassets.invalid-setting": (["build", "--platform", "xcassets"], 2),
        "json.invalid-setting": (["build", "--platform", "json"], 2),
        "xcassets.name-collision": (["build", "--platform", "xcassets"], 1),
        "xcassets.composite-skipped": (["build", "--platform", "xcassets"], 0),
        "import.unknown-format": (["lint", "tokens.resolver.json"], 1),
        // Rules that are off by default, turned on by the project's config, and one for a planned platform.
        "lint.naming.pattern": (["lint"], 0),
        "lint.values.duplicate": (["lint"], 0),
        "lint.primitives.unused": (["lint"], 0),
        "lint.names.collide": (["lint"], 1),
        // Two platforms name two tokens alike: one error for the pair, listing them.
        "name.collision": (["build"], 1),
        "preview.would-overwrite": (["preview", "tokens.json"], 1),
        "preview.write-failed": (["preview", "tokens.json", "--out", "site/preview.html"], 1),
        "compose.scheme-context-dropped": (["build", "--platform", "compose"], 0),
        // Mistakes on the command line, in the format a CI step parses.
        "usage.unknown-option": (["lint", "--platform", "css", "--format", "github"], 2),
        "usage.unknown-command": (["lnit", "--format", "github"], 2),
        "usage.missing-value": (["lint", "--format", "github", "--config"], 2),
        "usage.invalid-value": (["lint", "--format", "github", "--color", "sometimes"], 2),
        "usage.missing-argument": (["template", "render", "--format", "github"], 2),
        "usage.unexpected-argument": (["template", "list", "extra", "--format", "github"], 2),
        "usage.repeated-option": (["lint", "--format", "github", "--config", "a.yaml", "--config", "b.yaml"], 2),
    ]

    /// Arguments a fixture needs besides its path, by code: codes about `--input` need one.
    static let extraArguments: [String: [String]] = [
        "input.no-modifiers": ["--input", "mode=dark"],
        "compat.contradicted-type": ["--from", "style-dictionary"],
        "compat.shadow-missing": ["--from", "style-dictionary"],
        "import.invalid-document": ["--from", "style-dictionary"],
        "import.not-carried": ["--from", "style-dictionary"],
        "import.type-not-inferred": ["--from", "style-dictionary"],
        "import.unresolved-reference": ["--from", "style-dictionary"],
        "import.unknown-part": ["--from", "tokens-studio"],
        "material.invalid-export": ["--from", "material-theme"],
        "figma.dangling-alias": ["--from", "figma"],
        "figma.duplicate-name": ["--from", "figma"],
        "figma.invalid-variables": ["--from", "figma"],
        "figma.unknown-type": ["--from", "figma"],
        "tokens-studio.gradient": ["--from", "tokens-studio"],
        "tokens-studio.invalid-themes": ["--from", "tokens-studio"],
        "tokens-studio.math": ["--from", "tokens-studio"],
        "tokens-studio.missing-set": ["--from", "tokens-studio"],
        "tokens-studio.modify": ["--from", "tokens-studio"],
        "tokens-studio.unmapped": ["--from", "tokens-studio"],
        "resolver.unknown-context": ["--input", "mode=dusk"],
        "resolver.unknown-modifier": ["--input", "theme=dark"],
    ]

    /// Fixture names, e.g. `alias.unresolved.tokens.json`, `resolver.empty-contexts.resolver.json`, or a
    /// directory `input.empty-directory.tokens`.
    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: indexDirectory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    static let lintFixtures = fixtures.filter { !$0.hasSuffix(".project") }
    static let projectFixtures = fixtures.filter { $0.hasSuffix(".project") }

    static func code(ofFixture name: String) -> String {
        if name.hasSuffix(".project") { return String(name.dropLast(".project".count)) }
        return (name.range(of: ".tokens") ?? name.range(of: ".resolver.")).map { String(name[..<$0.lowerBound]) } ?? name
    }

    // MARK: - The page and the sources agree

    @Test func everyCodeInTheSourcesIsDocumented() throws {
        let emitted = try SourceCodes.scan(TestEnvironment.packageRoot.appendingPathComponent("Sources"))
        let documented = Set(try DocumentedCodes.read(Self.document).map(\.code))
        let undocumented = emitted.subtracting(documented).sorted()
        #expect(undocumented.isEmpty, "codes with no '### `code`' section in docs/diagnostics.md: \(undocumented)")
    }

    @Test func everyDocumentedCodeExistsInTheSources() throws {
        let emitted = try SourceCodes.scan(TestEnvironment.packageRoot.appendingPathComponent("Sources"))
        let stale = try DocumentedCodes.read(Self.document).map(\.code).filter { !emitted.contains($0) }
        #expect(stale.isEmpty, "sections of docs/diagnostics.md for codes the sources never emit: \(stale)")
    }

    /// The config checks its `diagnostics` keys against `KnownCodes.all`, so a code documented but not listed
    /// there would be refused in the config, and one listed but not documented accepted for nothing.
    @Test func theKnownCodesAreTheDocumentedOnes() throws {
        let documented = Set(try DocumentedCodes.read(Self.document).map(\.code))
        let known = Set(KnownCodes.all)
        let file = "Sources/RefractDiagnostics/Codes/KnownCodes.swift"
        let missing = documented.subtracting(known).sorted()
        #expect(missing.isEmpty, "codes documented in docs/diagnostics.md that \(file) lacks; add them to KnownCodes.all: \(missing)")
        let extra = known.subtracting(documented).sorted()
        #expect(extra.isEmpty, "codes in \(file) that docs/diagnostics.md has no section for; document or remove them: \(extra)")
        #expect(KnownCodes.all == known.sorted(), "KnownCodes.all in \(file) must be sorted, each code once")
    }

    /// Guards the scanner itself: each way the sources create a code must be found, or the two tests
    /// above would pass on an empty scan.
    @Test(arguments: [
        "alias.unresolved",  // .error("…"
        "resolver.invalid-type",  // error("…" (the resolver reader's helper)
        "compat.token-extra-property",  // Diagnostic.warning(\n "…"
        "color.invalid-components",  // invalid("…"
        "compat.legacy-color",  // compatibility("…"
        "syntax.yaml-merge-key",  // static let …: DiagnosticCode = "…"
        "template.unclosed-tag",  // RefractTemplates
        "input.not-found",  // RefractKit
        "border.missing-property",  // DiagnosticCode("\(typeName).…") in checkMembers(…, typeName: "border")
        "typography.unknown-property",
        "string.invalid",  // DiagnosticCode("\(typeName).…") under `case "string":`
        "json.missing-value",  // DiagnosticCode("\(platform).…") in ThemeLayout.diagnostics, called with platform: "json"
        "swift.scheme-dependent-value",
    ])
    func scannerFindsEveryKindOfCode(_ code: String) throws {
        let emitted = try SourceCodes.scan(TestEnvironment.packageRoot.appendingPathComponent("Sources"))
        #expect(emitted.contains(code))
    }

    @Test func everySectionIsOneCodeShownInItsOutput() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("### ") {
            #expect(try SourceCodes.isCode(DocumentedCodes.code(inHeading: line) ?? ""),
                "heading '\(line)' must be exactly one code in backticks")
        }
        let sections = try DocumentedCodes.read(Self.document)
        #expect(sections.count >= 100)
        #expect(Set(sections.map(\.code)).count == sections.count, "a code has two sections")
        for section in sections {
            // Usage errors carry their code only in the machine formats (text is `Error: …`).
            let shown = section.body.contains("[\(section.code)]")
                || section.code.hasPrefix("usage.")
                    && (section.body.contains("title=\(section.code)::") || section.body.contains("\"code\": \"\(section.code)\""))
            #expect(shown, "the section of '\(section.code)' shows no output with its code")
        }
    }

    // MARK: - The failing inputs fail as documented

    @Test func everyDocumentedCodeHasAFixtureUnlessItCannot() throws {
        let documented = try DocumentedCodes.read(Self.document).map(\.code).filter { !$0.hasPrefix("template.") }
        let withFixture = Set(Self.fixtures.map(Self.code(ofFixture:)))
        let missing = documented.filter { !withFixture.contains($0) }
        #expect(Set(missing) == Self.codesWithoutFixture, "documented codes without a file in Fixtures/index")
    }

    @Test func everyFixtureIsDocumented() throws {
        let documented = Set(try DocumentedCodes.read(Self.document).map(\.code))
        let orphans = Self.fixtures.filter { !documented.contains(Self.code(ofFixture: $0)) }
        #expect(orphans.isEmpty, "fixtures in Fixtures/index for codes docs/diagnostics.md does not explain")
    }

    @Test(arguments: lintFixtures)
    func fixtureFailsWithItsCode(_ fixture: String) throws {
        let extra = Self.extraArguments[Self.code(ofFixture: fixture)] ?? []
        let arguments = ["lint", "--strict", "--format", "json", fixture] + extra
        let run = try RefractBinary.run(arguments, in: Self.indexDirectory)
        // Codes about the command line (`--input`) are usage errors.
        let expected: Set<Int32> = RefractKit.ExitStatus.isUsage(DiagnosticCode(Self.code(ofFixture: fixture))) ? [2] : [0, 1]
        #expect(expected.contains(run.status), "exit \(run.status): \(run.stderr)")
        let report = try JSONDecoder().decode(LintReport.self, from: Data(run.stdout.utf8))
        let codes = report.diagnostics.map(\.code)
        #expect(codes.contains(Self.code(ofFixture: fixture)), "reported \(codes)")
    }
}

extension DiagnosticsIndexTests {
    @Test func everyProjectFixtureHasACommand() {
        let codes = Set(Self.projectFixtures.map(Self.code(ofFixture:)))
        #expect(codes == Set(Self.projectCommands.keys), "project fixtures and projectCommands must name the same codes")
    }

    /// Runs in a temporary copy, so a command that writes (`init`, `build`) can never touch the fixtures.
    @Test(arguments: projectFixtures)
    func projectFailsWithItsCode(_ fixture: String) throws {
        let code = Self.code(ofFixture: fixture)
        let command = try #require(Self.projectCommands[code], "no command for '\(fixture)'")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("refract-index-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: Self.indexDirectory.appendingPathComponent(fixture), to: copy)
        let run = try RefractBinary.run(command.arguments, in: copy)
        #expect(run.status == command.status, "exit \(run.status): \(run.stderr)")
        #expect(
            run.stderr.contains("[\(code)]") || run.stdout.contains("title=\(code)::"),
            "stdout: \(run.stdout)\nstderr: \(run.stderr)")
    }
}

/// The part of `--format json` this test reads.
private struct LintReport: Decodable {
    struct Entry: Decodable { var code: String }
    var diagnostics: [Entry]
}

/// The `### `code`` sections of the page, each with its text up to the next heading.
private enum DocumentedCodes {
    struct Section {
        var code: String
        var body: String
    }

    static func code(inHeading line: Substring) -> String? {
        guard line.hasPrefix("### `"), line.hasSuffix("`"), line.count > 6 else { return nil }
        let code = line.dropFirst(5).dropLast()
        return code.contains("`") ? nil : String(code)
    }

    static func read(_ url: URL) throws -> [Section] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var sections: [Section] = []
        var current: Section?
        var isInCodeBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { isInCodeBlock.toggle() }
            if !isInCodeBlock, line.hasPrefix("#") {
                // Any heading ends the section before it; only a code heading starts one.
                if let done = current { sections.append(done) }
                current = code(inHeading: line).map { Section(code: $0, body: "") }
            } else {
                current?.body += line + "\n"
            }
        }
        if let done = current { sections.append(done) }
        return sections
    }
}

/// Every code the Swift sources can give a diagnostic, read from the calls that create diagnostics.
private enum SourceCodes {
    static let codePattern = #"[a-z][A-Za-z]*(?:-[a-z]+)*(?:\.[a-z][a-z0-9]*(?:-[a-z0-9]+)*)+"#

    /// `.error("code"`, `error("code"` (a helper that wraps it), `.warning(`, `Diagnostic.warning(`,
    /// `invalid("code"`, `compatibility("code"`, `DiagnosticCode("code")`, `Diagnostic(.error, "code"` and
    /// `let x: DiagnosticCode = "code"`. `\b` would not do for the dot: Unicode word boundaries do not
    /// split `Diagnostic.warning`.
    static let literalPatterns = [
        #"(?:\.(?:error|warning|note)|\berror|\binvalid|\bcompatibility|\bDiagnosticCode)\(\s*"("#
            + codePattern + #")""#,
        #"\bDiagnostic\(\s*\.(?:error|warning|note)\s*,\s*"("# + codePattern + #")""#,
        #":\s*DiagnosticCode\s*=\s*"("# + codePattern + #")""#,
    ]

    /// `DiagnosticCode("\(typeName).invalid")` or `DiagnosticCode("\(platform).missing-value")`: a family of
    /// codes, one per type or platform name the code is built for.
    static let dynamicPattern = #"DiagnosticCode\(\s*"\\\((typeName|platform)\)\.([a-z][a-z0-9-]*)"\s*\)"#

    static func isCode(_ text: String) throws -> Bool {
        try text.wholeMatch(of: Regex(codePattern)) != nil
    }

    static func scan(_ sources: URL) throws -> Set<String> {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files[url.path] = try String(contentsOf: url, encoding: .utf8)
        }
        var codes: Set<String> = []
        for text in files.values {
            for pattern in literalPatterns {
                for match in text.matches(of: try Regex(pattern)) {
                    if let code = match.output[1].substring { codes.insert(String(code)) }
                }
            }
            for match in text.matches(of: try Regex(dynamicPattern)) {
                guard let parameter = match.output[1].substring, let suffix = match.output[2].substring else { continue }
                let names = try typeNames(
                    for: match.range, parameter: String(parameter), in: text, allSources: Array(files.values))
                for name in names {
                    codes.insert("\(name).\(suffix)")
                }
            }
        }
        return codes
    }

    /// The names a dynamic code is built for: the literal `typeName:` (or `platform:`) arguments of calls to
    /// the function it sits in (`checkMembers(of: node, typeName: "border", …)`), or to its type when it sits
    /// in an initializer (`Settings(platform: "json")`), or, where that function is only called
    /// with a variable, the `case "string":` it sits under in a `switch typeName`.
    static func typeNames(
        for range: Range<String.Index>, parameter: String, in text: String, allSources: [String]
    ) throws -> [String] {
        let before = text[..<range.lowerBound]
        guard let enclosing = before.matches(of: try Regex(#"(?:func\s+(\w+)|\binit\()"#)).last else {
            return []
        }
        let function: Substring
        if let name = enclosing.output[1].substring {
            function = name
        } else {
            // The file's first type, not a nested one declared above the initializer.
            let types = before.matches(of: try Regex(#"\b(?:struct|enum|class)\s+(\w+)"#))
            guard let type = types.first?.output[1].substring else { return [] }
            function = type
        }
        // Simple word boundaries: under Unicode's, `layout.diagnostics(` is one word and never matches.
        let call = try Regex(#"\b"# + function + #"\([^)]*?"# + parameter + #":\s*"(\w+)""#).wordBoundaryKind(.simple)
        let callers = allSources.flatMap { $0.matches(of: call).compactMap { $0.output[1].substring.map(String.init) } }
        if !callers.isEmpty { return callers }
        return before.matches(of: try Regex(#"case\s+"(\w+)"\s*:"#)).last?.output[1].substring.map { [String($0)] } ?? []
    }
}
