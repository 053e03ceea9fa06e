import Foundation
import RefractArguments
import RefractDiagnostics
import RefractKit

var console = Console(environment: ProcessInfo.processInfo.environment)
let arguments = Array(CommandLine.arguments.dropFirst())
let width = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 80

let status: Int32
switch ArgumentParser.parse(arguments, root: RefractCommand.root, helpWidth: width) {
case .help(let text):
    console.out(text)
    status = 0
case .version(let version):
    console.out(version)
    status = 0
case .usageError(let error):
    console.err(error.description)
    status = UsageError.exitCode
case .command(let parsed):
    switch parsed.path {
    case ["build"], ["watch"]:
        do {
            let (command, configDiagnostics, configSources) = try BuildCommand.make(parsed)
            if let command, parsed.path == ["watch"] {
                status = WatchCommand(build: command, configPath: command.configPath, parsed: parsed).run(&console)
            } else if var command {
                status = command.run(&console)
            } else {
                DiagnosticOutput(
                    format: parsed.option("format") ?? "text",
                    color: ColorChoice(rawValue: parsed.option("color") ?? "auto") ?? .auto, quiet: false)
                    .emit(configDiagnostics, sources: configSources, summarySuffix: "no files written", to: &console)
                status = UsageError.exitCode
            }
        } catch {
            console.err(error.description)
            status = UsageError.exitCode
        }
    case ["lint"]:
        do {
            status = try LintCommand(parsed).run(&console)
        } catch {
            console.err(error.description)
            status = UsageError.exitCode
        }
    case ["template", "list"], ["template", "cat"], ["template", "render"]:
        status = TemplateCommand.run(parsed, &console)
    case ["init"]:
        let (written, diagnostics) = ProjectInitializer.run(in: ".")
        if diagnostics.isEmpty {
            console.err("refract: wrote \(written.joined(separator: ", "))\nNext: refract build")
            status = 0
        } else {
            DiagnosticOutput(format: "text", color: .auto, quiet: false).emit(
                diagnostics, sources: SourceStore(),
                summarySuffix: written.isEmpty ? "nothing written" : "wrote only \(written.joined(separator: ", "))",
                to: &console)
            status = 1
        }
    default:
        console.err("refract: error: '\(parsed.path.joined(separator: " "))' is not implemented")
        status = 2
    }
}

exit(status)
