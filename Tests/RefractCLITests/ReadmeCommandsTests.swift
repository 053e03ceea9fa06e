import Foundation
import RefractDiagnostics
import RefractKit
import RefractTestSupport
import Testing

/// README.md is for a newcomer: every command it shows must work as shown. Each shell command in it (lines
/// of `sh` blocks, the `$ ` lines of `console` blocks, `run:` steps, inline code that starts with a command) is
/// run in a new project made by `refract init`, with the built binary first on PATH, unless `exempt` gives the
/// reason it cannot be; a command that reads another tool's format (`--from tokens-studio`) finds a set of that
/// format in `tokens/` (Fixtures/readme/<format>). Where the README shows output, the output is compared.
@Suite("README: every command works as shown")
struct ReadmeCommandsTests {
    static let readmeURL = TestEnvironment.packageRoot.appendingPathComponent("README.md")

    /// Commands that need the network, an installer or the whole repository, with the reason.
    static let exempt: [String: String] = [
        "make run": "builds Refract in release and may install libyaml with apt-get",
        "make test": "installs the checking tools and runs every test, this one included",
        "make test-deps": "installs packages with apt-get",
        "make templates": "regenerates sources of this repository; BuiltinTemplatesTests checks the result",
        "make bench": "runs the benchmarks of this repository",
        "sudo apt-get install libyaml-dev pkg-config": "installs packages",
        "brew install libyaml pkg-config": "installs packages with Homebrew",
        "make test-integration": "builds the static release binary and the example package; `make test` runs it",
        "make build && python3 Benchmarks/fuzz/run.py --minutes 60": "fuzzes this repository's binary for an hour",
        "make release": "a static release build of this repository; `make test-integration` runs it and tests the result",
        "make install PREFIX=~/.local": "installs into the user's home; `make test-integration` tests the same binary",
        "sudo make install": "installs into /usr/local",
        "brew tap refract/refract <this repository's URL>": "needs Homebrew and the repository's own URL",
        "brew install --HEAD refract": "needs Homebrew (Formula/refract.rb is checked with `ruby -c`)",
        "swift package refract build|lint": "the command plugin, in a package that applies it; scripts/test-example-package.sh runs both",
        "REFRACT_RECORD=1 swift test": "re-records this repository's goldens",
        "refract diff OLD NEW": "OLD and NEW stand for two folders; DiffCommandTests runs diff on real ones",
        "refract diff --git main": "needs a git repository with a main branch; DiffCommandTests runs --git in one",
    ]

    static func readme() throws -> String { try String(contentsOf: readmeURL, encoding: .utf8) }

    /// The commands the README shows, in order, without their comments.
    static func commands(in text: String) throws -> [String] {
        var commands: [String] = []
        var block: String?
        for fullLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // A block inside a list item is indented; its lines are read without the indentation.
            let line = fullLine.drop { $0 == " " }
            if line.hasPrefix("```") {
                block = block == nil ? String(line.dropFirst(3)) : nil
                continue
            }
            if block == "sh" {
                commands.append(withoutComment(line))
            } else if block == "console", line.hasPrefix("$ ") {
                commands.append(withoutComment(line.dropFirst(2)))
            } else if block == "yaml", let run = line.firstMatch(of: #/^\s*- run: (.+)$/#) {
                commands.append(withoutComment(run.output.1))
            } else if block == nil {
                let pattern = #/`((?:[A-Z_]+=\S+ )?(?:refract|make|sudo|brew|swift) [^`]*)`/#
                commands += line.matches(of: pattern).map { String($0.output.1) }
            }
        }
        return commands.filter { !$0.isEmpty }
    }

    static func withoutComment(_ line: Substring) -> String {
        let text = line.range(of: " #").map { line[..<$0.lowerBound] } ?? line
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// A new project made by `refract init`, and a shell environment whose `refract` is the built binary.
    static func project() throws -> (folder: URL, environment: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refract-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let initialized = try RefractBinary.run(["init"], in: folder)
        try #require(initialized.status == 0, "refract init: \(initialized.stderr)")
        let binary = try #require(RefractBinary.executable)
        let path = binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return (folder, ["PATH": path])
    }

    static func shell(_ command: String, in folder: URL, environment: [String: String]) throws -> RefractBinary.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        return try RefractBinary.launch(process, in: folder, environment: environment)
    }

    @Test func theScanFindsTheCommands() throws {
        let commands = try Self.commands(in: Self.readme())
        #expect(commands.contains("make run"))
        #expect(commands.contains("refract init"))
        #expect(commands.contains("make install PREFIX=~/.local"))
        #expect(commands.contains("refract import --from tokens-studio tokens --out tokens-dtcg"), "the console blocks' commands")
    }

    static let readmeFixtures = TestEnvironment.packageRoot.appendingPathComponent("Tests/RefractCLITests/Fixtures/readme")

    /// The format a command reads its inputs in, when it names one other than DTCG.
    static func inputFormat(of command: String) -> String? {
        command.firstMatch(of: #/--from ([a-z-]+)/#).map { String($0.output.1) }.flatMap { $0 == "dtcg" ? nil : $0 }
    }

    @Test func everyExemptionIsInTheReadme() throws {
        let commands = Set(try Self.commands(in: Self.readme()))
        let stale = Self.exempt.keys.filter { !commands.contains($0) }.sorted()
        #expect(stale.isEmpty, "exempt commands the README no longer shows: \(stale)")
    }

    /// `.build/release/refract` of the CI steps is the binary these tests run.
    @Test func everyCommandRunsInANewProject() throws {
        let (folder, environment) = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = try #require(RefractBinary.executable).path
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        for command in try Self.commands(in: Self.readme()) where Self.exempt[command] == nil {
            let runnable = command.replacingOccurrences(of: ".build/release/refract", with: binary)
            // `init` is shown for a new folder, `init --config-only` for one with tokens and no config; another
            // tool's format for a set of that format; the rest for the project `init` makes.
            var directory = command.hasPrefix("refract init") ? empty : folder
            if command.hasPrefix("refract init --config-only") {
                directory = folder.appendingPathComponent("tokens-only-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: folder.appendingPathComponent("tokens"), to: directory.appendingPathComponent("tokens"))
            } else if let format = Self.inputFormat(of: command) {
                let fixture = Self.readmeFixtures.appendingPathComponent(format)
                try #require(FileManager.default.fileExists(atPath: fixture.path), "no set in Fixtures/readme/\(format) for '\(command)'")
                directory = folder.appendingPathComponent("from-\(format)-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: fixture, to: directory.appendingPathComponent("tokens"))
            }
            let run = try Self.shell(runnable, in: directory, environment: environment)
            #expect(run.status == 0, "'\(command)' exited \(run.status): \(run.stderr)")
        }
    }

    /// The README's example error is what a misspelt alias in the example tokens prints.
    @Test func theExampleErrorIsWhatRefractPrints() throws {
        let text = try Self.readme()
        let start = try #require(text.range(of: "```text\ntokens/themes/standard.tokens.yaml"))
        let end = try #require(text[start.upperBound...].range(of: "\n```"))
        let shown = String(text[text.index(start.lowerBound, offsetBy: "```text\n".count)..<end.lowerBound]) + "\n"
        let (folder, environment) = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tokens/themes/standard.tokens.yaml")
        let tokens = try String(contentsOf: file, encoding: .utf8)
        #expect(tokens.contains(#"primary: { $value: "{palette.teal}" }"#))
        try tokens.replacingOccurrences(of: #"primary: { $value: "{palette.teal}" }"#, with: #"primary: { $value: "{palette.tael}" }"#)
            .write(to: file, atomically: true, encoding: .utf8)
        let run = try Self.shell("refract build", in: folder, environment: environment)
        #expect(run.status == 1)
        #expect(run.stderr == shown)
    }

    /// The excerpt of the example tokens is in the file it names.
    @Test func theTokenExcerptIsInTheExample() throws {
        let text = try Self.readme()
        let start = try #require(text.range(of: "```yaml\n# tokens/modes/dark.tokens.yaml\n"))
        let end = try #require(text[start.upperBound...].range(of: "```"))
        let excerpt = text[start.upperBound..<end.lowerBound].split(separator: "\n").map(Self.withoutComment)
        let file = try String(
            contentsOf: TestEnvironment.packageRoot.appendingPathComponent("tokens/modes/dark.tokens.yaml"), encoding: .utf8)
        let lines = file.split(separator: "\n").map(Self.withoutComment)
        for line in excerpt { #expect(lines.contains(line), "'\(line)' is not in tokens/modes/dark.tokens.yaml") }
    }

    /// Each synopsis line of "Command line" names only options its command has.
    @Test func theSynopsisNamesRealOptions() throws {
        let text = try Self.readme()
        let start = try #require(text.range(of: "## Command line\n\n```\n"))
        let end = try #require(text[start.upperBound...].range(of: "```"))
        var command = ""
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") {
            if let name = line.firstMatch(of: #/^refract (build|watch|lint|usage|diff|preview|import|template|init|help)\b/#) { command = String(name.output.1) }
            guard ["build", "lint", "usage", "diff", "preview", "import", "init"].contains(command) else { continue }
            let help = try RefractBinary.run([command, "--help"], in: TestEnvironment.packageRoot).stdout
            for option in line.matches(of: #/--[a-z-]+/#) {
                #expect(help.contains(String(option.output)), "'refract \(command)' has no \(option.output)")
            }
        }
    }

    /// The other way round: every option a command's usage shows is in its synopsis, so none is undocumented.
    @Test(arguments: [["build"], ["lint"], ["usage"], ["diff"], ["preview"], ["import"], ["init"], ["template", "render"]])
    func theSynopsisListsEveryOption(_ command: [String]) throws {
        let synopsis = try Self.synopsis()
        let shown = try #require(synopsis[command[0]], "no 'refract \(command[0])' in the synopsis")
        let help = try RefractBinary.run(command + ["--help"], in: TestEnvironment.packageRoot).stdout
        let usage = try #require(help.range(of: "USAGE: ")).upperBound
        let end = help[usage...].range(of: "\n\n")?.lowerBound ?? help.endIndex
        let options = Set(help[usage..<end].matches(of: #/--[a-z-]+/#).map { String($0.output) })
        #expect(!options.isEmpty)
        let missing = options.filter { !shown.contains($0) }.sorted()
        #expect(missing.isEmpty, "README's synopsis of 'refract \(command.joined(separator: " "))' lacks \(missing)")
    }

    /// The synopsis of "Command line", by command: its lines joined.
    static func synopsis() throws -> [String: String] {
        let text = try readme()
        let start = try #require(text.range(of: "## Command line\n\n```\n"))
        let end = try #require(text[start.upperBound...].range(of: "```"))
        var result: [String: String] = [:]
        var command = ""
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") {
            if let name = line.firstMatch(of: #/^refract ([a-z]+)\b/#) { command = String(name.output.1) }
            result[command, default: ""] += line + "\n"
        }
        return result
    }

    /// The config examples of the README are configs Refract accepts (exit 2 would be a config error).
    @Test func theConfigExamplesAreAccepted() throws {
        let text = try Self.readme()
        let blocks = text.matches(of: #/```yaml\n((?:platforms|resolver):[\s\S]*?)```/#).map { String($0.output.1) }
        #expect(blocks.count == 3)
        for block in blocks {
            let (folder, environment) = try Self.project()
            defer { try? FileManager.default.removeItem(at: folder) }
            try block.write(to: folder.appendingPathComponent("refract.yaml"), atomically: true, encoding: .utf8)
            for template in ["brand/swift-templates/Theme.swift.mustache", "brand/tokens.md.mustache"] {
                let url = folder.appendingPathComponent(template)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try "{{! README example }}\n".write(to: url, atomically: true, encoding: .utf8)
            }
            let run = try Self.shell("refract lint && refract build --check", in: folder, environment: environment)
            #expect(run.status != 2, "exit 2: \(run.stderr)")
            #expect(!run.stderr.contains("[config."), "\(run.stderr)")
        }
    }
}

/// README.md's exit-code table is `RefractKit.ExitStatus.markdownTable`.
@Suite("README: exit codes")
struct ExitCodeTableTests {
    @Test func theReadmeTableIsTheExitStatusTable() throws {
        let text = try ReadmeCommandsTests.readme()
        let start = try #require(text.range(of: "| exit code | meaning |"))
        let end = text[start.lowerBound...].range(of: "\n\n")?.lowerBound ?? text.endIndex
        #expect(String(text[start.lowerBound..<end]) == RefractKit.ExitStatus.markdownTable)
    }

    @Test(arguments: [
        ("config.unknown-key", RefractKit.ExitStatus.usage), ("css.invalid-setting", .usage), ("input.not-found", .usage),
        ("init.would-overwrite", .usage), ("resolver.unknown-context", .usage), ("alias.unresolved", .failure),
        ("build.stale-file", .failure), ("build.write-failed", .failure),
    ])
    func anErrorsCodeDecidesTheStatus(_ code: String, _ status: RefractKit.ExitStatus) {
        #expect(RefractKit.ExitStatus.of([.error(.init(code), "x", at: nil)]) == status)
    }

    @Test func warningsAloneSucceed() {
        #expect(RefractKit.ExitStatus.of([.warning("compat.legacy-color", "x", at: nil)]) == .success)
    }
}
