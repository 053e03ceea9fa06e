import Foundation
import RefractArguments

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
    case ["lint"]:
        do {
            status = try LintCommand(parsed).run(&console)
        } catch {
            console.err(error.description)
            status = UsageError.exitCode
        }
    default:
        console.err("refract: error: '\(parsed.path.joined(separator: " "))' is not implemented")
        status = 2
    }
}

exit(status)
