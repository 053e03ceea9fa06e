import Foundation
import RefractArguments
import RefractDiagnostics
import RefractKit
import RefractLSP
import RefractMCP

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
    status = UsageErrorOutput.emit(error, arguments: arguments, to: &console)
case .command(let parsed):
    switch parsed.path {
    case ["build"], ["watch"], ["lint"], ["preview"]:
        let project = ProjectConfig(parsed)
        if project.hasErrors {
            status = project.reportErrors(parsed, to: &console)
            break
        }
        do throws(UsageError) {
            if parsed.path == ["lint"] {
                status = try LintCommand(parsed, project: project).run(&console)
            } else if parsed.path == ["preview"] {
                status = try PreviewCommand(parsed, project: project).run(&console)
            } else if parsed.path == ["watch"] {
                let command = try BuildCommand.make(parsed, project: project)
                status = WatchCommand(build: command, configPath: command.configPath, parsed: parsed).run(&console)
            } else {
                var command = try BuildCommand.make(parsed, project: project)
                status = command.run(&console)
            }
        } catch {
            status = UsageErrorOutput.emit(error, arguments: arguments, to: &console)
        }
    case ["diff"]:
        let project = ProjectConfig(parsed)
        if project.hasErrors {
            status = project.reportErrors(parsed, to: &console)
            break
        }
        do throws(UsageError) {
            status = try DiffCommand(parsed, project: project).run(&console)
        } catch {
            status = UsageErrorOutput.emit(error, arguments: arguments, to: &console)
        }
    case ["usage"]:
        let project = ProjectConfig(parsed)
        if project.hasErrors {
            status = project.reportErrors(parsed, to: &console)
            break
        }
        do throws(UsageError) {
            status = try UsageCommand(parsed, project: project).run(&console)
        } catch {
            status = UsageErrorOutput.emit(error, arguments: arguments, to: &console)
        }
    case ["import"]:
        let project = ProjectConfig(parsed)
        if project.hasErrors {
            status = project.reportErrors(parsed, to: &console)
            break
        }
        do throws(UsageError) {
            status = try ImportCommand.run(parsed, project: project, &console)
        } catch {
            console.err(error.description)
            status = UsageError.exitCode
        }
    case ["lsp"]:
        status = LanguageServer.run(input: 0, output: 1, debounceMilliseconds: Int(parsed.option("debounce") ?? "") ?? 200)
    case ["mcp"]:
        do throws(UsageError) {
            let project = TokenProject.open(
                configPath: parsed.option("config"), given: parsed.positionals("tokens"), flags: try ReadingFlags(parsed))
            if project.hasConfigErrors {
                DiagnosticOutput(parsed, quiet: false)
                    .emit(project.configDiagnostics, sources: project.configSources, summarySuffix: "not serving", to: &console)
                status = ExitStatus.usage.rawValue
                break
            }
            status = ModelContextServer.run(input: 0, output: 1, project: project, version: RefractCommand.version)
        } catch {
            status = UsageErrorOutput.emit(error, arguments: arguments, to: &console)
        }
    case ["template", "list"], ["template", "cat"], ["template", "render"]:
        status = TemplateCommand.run(parsed, &console)
    case ["init"]:
        let configOnly = parsed.flag("config-only") || parsed.option("tokens") != nil
        let (written, diagnostics) = configOnly
            ? ProjectInitializer.runConfigOnly(in: ".", tokens: parsed.option("tokens") ?? "tokens")
            : ProjectInitializer.run(in: ".")
        if diagnostics.isEmpty {
            console.err("refract: wrote \(written.joined(separator: ", "))\nNext: \(configOnly ? "refract lint, then refract build" : "refract build")")
            status = 0
        } else {
            DiagnosticOutput(format: "text", color: .auto, quiet: false).emit(
                diagnostics, sources: SourceStore(),
                summarySuffix: written.isEmpty ? "nothing written" : "wrote only \(written.joined(separator: ", "))",
                to: &console)
            status = ExitStatus.of(diagnostics).rawValue
        }
    default:
        console.err("refract: error: '\(parsed.path.joined(separator: " "))' is not implemented")
        status = 2
    }
}

exit(status)
