import RefractDiagnostics

/// Where a build's files may go: each path once, and inside the output folder.
enum OutputPathCheck {
    /// A path from the config could point anywhere; such a file is an error and is never staged.
    static func isInsideOutput(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }

    /// Two outputs writing the same file would silently lose one.
    static func collisions(in paths: [String]) -> [Diagnostic] {
        var seen: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for path in paths where !seen.insert(path).inserted {
            diagnostics.append(.error(
                "build.duplicate-file", "two outputs write '\(path)'", at: nil,
                help: "give one of them another destination"))
        }
        for path in paths where !isInsideOutput(path) {
            diagnostics.append(.error("build.path-outside-output", "'\(path)' is outside the output folder", at: nil))
        }
        return diagnostics
    }
}
