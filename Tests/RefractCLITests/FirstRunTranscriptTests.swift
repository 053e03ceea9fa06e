import Foundation
import RefractTestSupport
import Testing

/// docs/first-run.md is a new user's session: `refract init`, then one mistake per step, each in a fresh copy
/// of the example project. Every step is replayed here against the built binary: its commands run in a new
/// project (the first, `refract init`, in an empty folder), the last command's output is compared line for
/// line, its exit status with the `[exit N]` the page shows, and a failed step must have written nothing.
@Suite("docs/first-run.md: the new user's transcript is what Refract prints")
struct FirstRunTranscriptTests {
    struct Step: CustomTestStringConvertible {
        var title: String
        var commands: [String]
        var output: String
        var status: Int32
        var testDescription: String { title }
    }

    static let page = TestEnvironment.packageRoot.appendingPathComponent("docs/first-run.md")

    /// Each `console` block under a `## ` heading: its `$ ` lines, the lines after the last of them, and the
    /// closing `[exit N]`.
    static func steps() throws -> [Step] {
        let text = try String(contentsOf: page, encoding: .utf8)
        var steps: [Step] = []
        var title = ""
        var block: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { title = String(line.dropFirst(3)) }
            if line == "```console" { block = []; continue }
            guard var lines = block else { continue }
            guard line == "```" else { lines.append(line); block = lines; continue }
            block = nil
            let commands = lines.prefix { $0.hasPrefix("$ ") }.map { String($0.dropFirst(2)) }
            let rest = lines.dropFirst(commands.count)
            guard let last = rest.last, let status = last.firstMatch(of: #/^\[exit (\d+)\]$/#).flatMap({ Int32($0.output.1) })
            else { throw Malformed(title: title) }
            steps.append(Step(title: title, commands: commands, output: rest.dropLast().joined(separator: "\n"), status: status))
        }
        return steps
    }

    struct Malformed: Error, CustomStringConvertible {
        var title: String
        var description: String { "'\(title)': a console block ends with '[exit N]'" }
    }

    @Test func thePageHasEveryKindOfMistake() throws {
        let steps = try Self.steps()
        #expect(steps.first?.commands == ["refract init"])
        #expect(steps.count >= 10)
        #expect(Set(steps.map(\.status)) == [0, 1, 2], "successes, token errors and usage errors are all shown")
    }

    @Test("each step prints what the page shows", arguments: try steps())
    func step(_ step: Step) throws {
        let (project, environment) = try ReadmeCommandsTests.project()
        defer { try? FileManager.default.removeItem(at: project) }
        var folder = project
        if step.commands.first == "refract init" {
            folder = project.appendingPathComponent("new")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        var last: RefractBinary.Run?
        for (index, command) in step.commands.enumerated() {
            let run = try ReadmeCommandsTests.shell(command + " 2>&1", in: folder, environment: environment)
            if index < step.commands.count - 1 {
                #expect(run.status == 0, "'\(command)' exited \(run.status): \(run.stdout)")
            }
            last = run
        }
        let run = try #require(last)
        #expect(run.status == step.status, "'\(step.commands.last ?? "")' exited \(run.status)")
        #expect(run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().joined(separator: "\n") == step.output)
        if step.status != 0 {
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("output").path), "a failed step wrote output/")
        }
    }
}
