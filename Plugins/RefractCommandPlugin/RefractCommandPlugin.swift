import Foundation
import PackagePlugin

/// `swift package refract build|lint|import [options]`: runs `refract` in the package's folder, so a bare
/// `swift package refract build` reads the package's `refract.yaml` the way `refract build` does there.
///
/// SwiftPM asks once for permission to write to the package folder (`build` writes the output folder);
/// `--allow-writing-to-package-directory` grants it without asking.
@main
struct RefractCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try RefractInvocation(arguments: arguments)
            .run(refract: try context.tool(named: "refract").url, in: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RefractCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try RefractInvocation(arguments: arguments)
            .run(refract: try context.tool(named: "refract").url, in: context.xcodeProject.directoryURL)
    }
}
#endif

struct RefractInvocation {
    static let subcommands = ["build", "lint", "import"]
    var arguments: [String]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func run(refract: URL, in directory: URL) throws {
        guard let subcommand = arguments.first, Self.subcommands.contains(subcommand) else {
            throw Failure(description: "usage: swift package refract build|lint|import [options] (see `refract help build`)")
        }
        if subcommand == "import", try Self.status(refract, ["help", "import"], in: directory, quietly: true) != 0 {
            throw Failure(description: "`refract import` is not available yet in this version of Refract")
        }
        let status = try Self.status(refract, arguments, in: directory, quietly: false)
        if status != 0 {
            throw Failure(description: "refract \(subcommand) exited with status \(status)")
        }
    }

    /// Runs `refract` with the plugin's own standard output and error, so its diagnostics reach the user.
    static func status(_ refract: URL, _ arguments: [String], in directory: URL, quietly: Bool) throws -> Int32 {
        let process = Process()
        process.executableURL = refract
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if quietly {
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
